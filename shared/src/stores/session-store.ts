import { create } from 'zustand';
import { bus } from '../bus/event-bus';
import { kernelText } from '../i18n/i18n';
import { forgetSessionExpiry, rememberSessionExpiry } from './sign-in-return';
import { readString, removeKey, removeSignedInKeys, STORAGE_KEYS, writeString } from './storage';

export {
  readSignInRequest,
  returnPath,
  signInPath,
  signInRedirect,
  type SignInReason,
  type SignInRequest,
} from './sign-in-return';

export interface SessionState {
  token: string | null;
  username: string | null;
  email: string | null;
  signIn(session: { token: string; username: string; email?: string | null }): void;
  signOut(): void;
}

function storedSession(): Pick<SessionState, 'token' | 'username' | 'email'> {
  const token = readString(STORAGE_KEYS.token);
  const username = readString(STORAGE_KEYS.username);
  // Signed in means both are stored; a token alone (or a name alone) is not a session.
  if (!token || !username) return { token: null, username: null, email: null };
  return { token, username, email: readString(STORAGE_KEYS.email) };
}

function clearStoredSession(): void {
  removeKey(STORAGE_KEYS.token);
  removeKey(STORAGE_KEYS.username);
  removeKey(STORAGE_KEYS.email);
  removeSignedInKeys();
}

// Starts as a first visit, the device's session applied right after (why: see the currency store).
export const useSessionStore = create<SessionState>()((set) => ({
  token: null,
  username: null,
  email: null,

  signIn({ token, username, email = null }) {
    writeString(STORAGE_KEYS.token, token);
    writeString(STORAGE_KEYS.username, username);
    if (email) writeString(STORAGE_KEYS.email, email);
    else removeKey(STORAGE_KEYS.email);
    set({ token, username, email: email || null });
    forgetSessionExpiry();
    bus.emit('auth:changed', { signedIn: true, username });
  },

  signOut() {
    clearStoredSession();
    set({ token: null, username: null, email: null });
    bus.emit('auth:changed', { signedIn: false, username: null });
  },
}));

useSessionStore.setState(storedSession());

export const selectSignedIn = (state: Pick<SessionState, 'token' | 'username'>): boolean =>
  Boolean(state.token && state.username);

const currentPage = () =>
  typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * Ends the session after the server refused its token, remembering the page it ended on; the shell then
 * shows the sign-in screen, which says why and returns to that page.
 */
export function expireSession(message: string = kernelText('error.sessionExpired')): void {
  rememberSessionExpiry(currentPage());
  useSessionStore.getState().signOut();
  bus.emit('auth:expired', { message });
}
