import { bus, createEventBus } from './event-bus';

describe('event bus', () => {
  it('delivers a payload to every handler of that type only', () => {
    const local = createEventBus();
    const cart = jest.fn();
    const cart2 = jest.fn();
    const auth = jest.fn();
    local.on('cart:changed', cart);
    local.on('cart:changed', cart2);
    local.on('auth:changed', auth);

    local.emit('cart:changed', { count: 3 });

    expect(cart).toHaveBeenCalledWith({ count: 3 });
    expect(cart2).toHaveBeenCalledWith({ count: 3 });
    expect(auth).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const local = createEventBus();
    const handler = jest.fn();
    const off = local.on('notify', handler);
    off();
    local.emit('notify', { message: 'x', kind: 'info' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps calling the other handlers when one throws', () => {
    const local = createEventBus();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const after = jest.fn();
    local.on('currency:changed', () => {
      throw new Error('boom');
    });
    local.on('currency:changed', after);

    expect(() => local.emit('currency:changed', { currency: 'XOF' })).not.toThrow();
    expect(after).toHaveBeenCalledWith({ currency: 'XOF' });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a handler unsubscribe itself during emit without skipping the next one', () => {
    const local = createEventBus();
    const second = jest.fn();
    const off = local.on('player:pause', () => off());
    local.on('player:pause', second);
    local.emit('player:pause', {});
    local.emit('player:pause', {});
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('exports one shared bus instance', () => {
    const handler = jest.fn();
    const off = bus.on('language:changed', handler);
    bus.emit('language:changed', { language: 'es' });
    off();
    expect(handler).toHaveBeenCalledWith({ language: 'es' });
  });
});
