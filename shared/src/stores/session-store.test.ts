import { bus } from '../bus/event-bus';
import { expireSession, selectSignedIn, useSessionStore } from './session-store';
import { initI18n, setLanguage } from '../i18n/i18n';
import { signedInKey, writeJson, writeString } from './storage';

// The kernel's texts follow the language; these tests read them as a French visitor does.
beforeAll(async () => {
  await initI18n();
  await setLanguage('fr');
});

type SessionModule = typeof import('./session-store');

async function freshModule(): Promise<SessionModule> {
  let mod: SessionModule | undefined;
  await jest.isolateModulesAsync(async () => {
    mod = await import('./session-store');
  });
  return mod as SessionModule;
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({ token: null, username: null, email: null });
});

describe('session store', () => {
  it('starts signed in when token and username are stored', async () => {
    localStorage.setItem('jwt_token', 'abc');
    localStorage.setItem('username', 'awa');
    localStorage.setItem('user_email', 'awa@example.com');
    const { useSessionStore: store, selectSignedIn: signedIn } = await freshModule();
    expect(store.getState()).toMatchObject({ token: 'abc', username: 'awa', email: 'awa@example.com' });
    expect(signedIn(store.getState())).toBe(true);
  });

  it('starts signed out when only the token is stored', async () => {
    localStorage.setItem('jwt_token', 'abc');
    const { useSessionStore: store, selectSignedIn: signedIn } = await freshModule();
    expect(signedIn(store.getState())).toBe(false);
    expect(store.getState().token).toBeNull();
  });

  it('starts signed out when only the username is stored', async () => {
    localStorage.setItem('username', 'awa');
    const { useSessionStore: store, selectSignedIn: signedIn } = await freshModule();
    expect(signedIn(store.getState())).toBe(false);
  });

  it('signIn stores the three keys and announces it', () => {
    const handler = jest.fn();
    const off = bus.on('auth:changed', handler);
    useSessionStore.getState().signIn({ token: 't1', username: 'moussa', email: 'm@example.com' });
    off();

    expect(localStorage.getItem('jwt_token')).toBe('t1');
    expect(localStorage.getItem('username')).toBe('moussa');
    expect(localStorage.getItem('user_email')).toBe('m@example.com');
    expect(selectSignedIn(useSessionStore.getState())).toBe(true);
    expect(handler).toHaveBeenCalledWith({ signedIn: true, username: 'moussa' });
  });

  it('signIn without an email removes a previous one', () => {
    localStorage.setItem('user_email', 'old@example.com');
    useSessionStore.getState().signIn({ token: 't', username: 'u' });
    expect(localStorage.getItem('user_email')).toBeNull();
    expect(useSessionStore.getState().email).toBeNull();
  });

  it('signOut clears the keys and announces it', () => {
    useSessionStore.getState().signIn({ token: 't', username: 'u', email: 'e@x.fr' });
    const handler = jest.fn();
    const off = bus.on('auth:changed', handler);
    useSessionStore.getState().signOut();
    off();

    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(localStorage.getItem('username')).toBeNull();
    expect(localStorage.getItem('user_email')).toBeNull();
    expect(selectSignedIn(useSessionStore.getState())).toBe(false);
    expect(handler).toHaveBeenCalledWith({ signedIn: false, username: null });
  });

  it('signOut removes what the user kept on the device, and nothing else', () => {
    useSessionStore.getState().signIn({ token: 't', username: 'u' });
    writeJson(signedInKey('tickets.u'), { tickets: [] });
    writeString('currency', 'XOF');
    useSessionStore.getState().signOut();
    expect(localStorage.getItem(signedInKey('tickets.u'))).toBeNull();
    expect(localStorage.getItem('currency')).toBe('XOF');
  });

  it('expireSession clears the session and emits auth:expired with the French message', () => {
    useSessionStore.getState().signIn({ token: 't', username: 'u' });
    const handler = jest.fn();
    const off = bus.on('auth:expired', handler);
    expireSession();
    off();

    expect(localStorage.getItem('jwt_token')).toBeNull();
    expect(useSessionStore.getState().token).toBeNull();
    expect(handler).toHaveBeenCalledWith({ message: 'Session expirée. Veuillez vous reconnecter.' });
  });

  it('expireSession passes a custom message', () => {
    const handler = jest.fn();
    const off = bus.on('auth:expired', handler);
    expireSession('Autre');
    off();
    expect(handler).toHaveBeenCalledWith({ message: 'Autre' });
  });
});
