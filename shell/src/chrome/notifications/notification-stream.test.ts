import { ApiError } from '@kora/shared';
import { answerApi, inTurn, startApiServer, UNREACHABLE, watchRequests } from '@kora/shared/testing';
import { waitFor } from '@testing-library/react';
import { openNotificationStream, reconnectDelay } from './notification-stream';
import { aNotification } from './notifications.test-support';

startApiServer();
const requests = watchRequests();
const streamRequests = () => requests.filter((request) => request.path === '/notifications/stream');

const encoder = new TextEncoder();

/** A stream that sends these lines, then stays open until `end` (or ends at once). */
function eventStream(text: string, { stayOpen = false } = {}) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(opened) {
      controller = opened;
      opened.enqueue(encoder.encode(text));
      if (!stayOpen) opened.close();
    },
  });
  return {
    response: () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    end: () => controller.close(),
  };
}

function listener() {
  return { onNotification: jest.fn(), onUnread: jest.fn(), onResumed: jest.fn() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('The notifications stream', () => {
  it('waits twice as long after each failure, up to a minute, half of it at random', () => {
    expect(reconnectDelay(1, () => 0)).toBe(500);
    expect(reconnectDelay(1, () => 1)).toBe(1000);
    expect(reconnectDelay(2, () => 1)).toBe(2000);
    expect(reconnectDelay(4, () => 0.5)).toBe(6000);
    expect(reconnectDelay(7, () => 1)).toBe(60_000);
    expect(reconnectDelay(40, () => 1)).toBe(60_000);
  });

  it('sends the token, comes back after a break asking for what it missed, and says it is back', async () => {
    const missed = aNotification();
    const first = eventStream(`id: 7\nevent: notification\ndata: ${JSON.stringify(missed)}\n\n`);
    const third = eventStream('event: unread\nid: 9\ndata: {"unread":4}\n\n', { stayOpen: true });
    answerApi({
      '/notifications/stream': inTurn(first.response, new ApiError(503, { message: 'down' }, ''), third.response),
    });
    const events = listener();

    const close = openNotificationStream('jwt-1', events, { retryDelay: () => 5 });
    await waitFor(() => expect(events.onUnread).toHaveBeenCalledWith(4));
    close();
    third.end();

    expect(events.onNotification).toHaveBeenCalledWith(missed);
    expect(events.onResumed).toHaveBeenCalledTimes(1);
    const sent = streamRequests().map(({ headers }) => [headers.authorization, headers['last-event-id']]);
    expect(sent).toEqual([
      ['Bearer jwt-1', undefined],
      ['Bearer jwt-1', '7'],
      ['Bearer jwt-1', '7'],
    ]);
  });

  it('gives up for good when the token is refused', async () => {
    answerApi({ '/notifications/stream': new ApiError(401, { message: 'Unauthorized' }, '') });
    const events = listener();
    const close = openNotificationStream('expired', events, { retryDelay: () => 5 });
    await waitFor(() => expect(streamRequests()).toHaveLength(1));
    await pause(60);
    close();
    expect(streamRequests()).toHaveLength(1);
    expect(events.onResumed).not.toHaveBeenCalled();
  });

  it('tries again after a network failure, and not once closed', async () => {
    answerApi({ '/notifications/stream': UNREACHABLE });
    const events = listener();
    const close = openNotificationStream('jwt', events, { retryDelay: () => 5 });
    await waitFor(() => expect(streamRequests().length).toBeGreaterThanOrEqual(2));
    close();
    const asked = streamRequests().length;
    await pause(60);
    expect(streamRequests()).toHaveLength(asked);
  });

  it('ignores what it cannot read', async () => {
    const stream = eventStream('event: notification\ndata: not json\n\nevent: unread\ndata: {"count":2}\n\n', {
      stayOpen: true,
    });
    answerApi({ '/notifications/stream': stream.response });
    const events = listener();
    const close = openNotificationStream('jwt', events);
    await waitFor(() => expect(streamRequests()).toHaveLength(1));
    await pause(30);
    close();
    stream.end();
    expect(events.onNotification).not.toHaveBeenCalled();
    expect(events.onUnread).not.toHaveBeenCalled();
  });
});
