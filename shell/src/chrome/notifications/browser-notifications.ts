import { readString, removeKey, signedInKey, writeString } from '@kora/shared';
import type { NotificationTexts } from './notification-texts';

/** The user's choice on this device; forgotten at sign-out, like everything a signed-in user keeps here. */
const OPT_IN_KEY = signedInKey('browser-notifications');

export type BrowserPermission = NotificationPermission | 'unsupported';

export function browserPermission(): BrowserPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification.permission : 'unsupported';
}

export function isOptedIn(): boolean {
  return readString(OPT_IN_KEY) === 'on';
}

export function setOptedIn(optedIn: boolean): void {
  if (optedIn) writeString(OPT_IN_KEY, 'on');
  else removeKey(OPT_IN_KEY);
}

/** Asks the browser once; a permission already given or refused is answered without asking. */
export async function askPermission(): Promise<BrowserPermission> {
  const permission = browserPermission();
  if (permission !== 'default') return permission;
  return window.Notification.requestPermission();
}

/**
 * Shows a notification outside the page when the user opted in and the browser allows it; a click
 * brings the tab forward and opens `onOpen`. Notifications of several tabs share a tag: one shows.
 */
export function showBrowserNotification(texts: NotificationTexts, tag: string, lang: string, onOpen: () => void): void {
  if (!isOptedIn() || browserPermission() !== 'granted') return;
  try {
    const shown = new window.Notification(texts.title, { body: texts.message, tag, lang, icon: '/img/logo.svg' });
    shown.onclick = () => {
      window.focus();
      onOpen();
      shown.close();
    };
  } catch {
    // Some phone browsers only show notifications through a service worker: the bell still lists it.
  }
}
