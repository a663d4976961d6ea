import { readString, writeString } from '@kora/shared';

/** Where this device keeps the random id the API counts a visitor's listens by (never tied to an account). */
const DEVICE_KEY = 'kora.listeningDevice';

function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** This device's listening id, made once and kept. */
export function listeningDevice(): string {
  const kept = readString(DEVICE_KEY);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const made = randomId();
  writeString(DEVICE_KEY, made);
  return made;
}
