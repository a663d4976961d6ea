import { bus } from '@kora/shared';

/** How long after the session ended its message is still worth showing on the sign-in screen. */
export const EXPIRY_NOTICE_MS = 30_000;

let pending: { message: string; at: number } | null = null;

// The message travels in the navigation state too, but this app's sign-in gate may replace that history
// entry as it sees the session end, so the last message is also kept here for the sign-in screen.
bus.on('auth:expired', ({ message }) => {
  pending = { message, at: Date.now() };
});

/** The message of a session that just ended, given once. */
export function takeExpiryNotice(): string | null {
  const notice = pending;
  pending = null;
  return notice && Date.now() - notice.at <= EXPIRY_NOTICE_MS ? notice.message : null;
}
