import { readJson, writeJson } from '@kora/shared';
import type { DoorDesk } from './door-desk';

/** One desk per user and event: another account on the same device never sees this one. */
export const deskStorageKey = (username: string, eventId: number) => `kora.check-in.${username}.${eventId}`;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isDesk(value: unknown): value is DoorDesk {
  if (!isObject(value) || !isObject(value.list) || typeof value.downloadedAt !== 'string') return false;
  const { list } = value;
  return (
    isObject(list.event) &&
    isObject(list.key) &&
    Array.isArray(list.tickets) &&
    typeof list.sold === 'number' &&
    typeof list.checkedIn === 'number' &&
    Array.isArray(value.scans) &&
    Array.isArray(value.conflicts)
  );
}

export function readDesk(key: string): DoorDesk | null {
  return readJson<DoorDesk | null>(key, (value): value is DoorDesk | null => isDesk(value), null);
}

export function writeDesk(key: string, desk: DoorDesk): void {
  writeJson(key, desk);
}
