import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connection';
import type { MediaStorage, MediaStorages } from '../storage/media-storage';
import { isStored, keyOfStored, putBytes, readBytes } from '../storage/stored-files';
import { writeFileAtomically } from './files';
import { AudioMasters } from './masters';
import { mp3OfMaster, STREAM_KBPS, streamPathOf } from './renditions';

/** A master named by the catalogue that the private storage does not hold. */
export class MasterNotStored extends Error {
  constructor(readonly key: string) {
    super(`no master stored under ${key}`);
    this.name = 'MasterNotStored';
  }
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * Listening copies kept by master content in a folder of this machine: the demo masters are the same at
 * every seed, so a copy is encoded once per machine, then only put in storage.
 */
export class StreamCopyCache {
  constructor(private readonly dir: string) {}

  /** The listening copy of `master` (the bytes of the file named `name`). */
  async copyOf(master: Buffer, name: string): Promise<Buffer> {
    const hash = createHash('sha256').update(master).digest('hex');
    const kept = path.join(this.dir, `${hash}-${STREAM_KBPS}.mp3`);
    const cached = await readFile(kept).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
    if (cached) return cached;
    const copy = await mp3OfMaster(master, name, STREAM_KBPS);
    await writeFileAtomically(kept, copy);
    return copy;
  }
}

const isDemo = (key: string) => key.split('/').includes('demo');

/**
 * Makes the listening copy `streamKey` (public storage) of the master `masterKey` (private storage).
 * Throws MasterNotStored, and UndecodableAudio when the master is no sound Kora decodes.
 */
export async function makeListeningCopy(
  storages: MediaStorages,
  streamKey: string,
  masterKey: string,
  demoCache?: StreamCopyCache,
): Promise<void> {
  const master = await readBytes(storages.private, masterKey);
  if (!master) throw new MasterNotStored(masterKey);
  const copy =
    demoCache && isDemo(masterKey)
      ? await demoCache.copyOf(master, masterKey)
      : await mp3OfMaster(master, masterKey, STREAM_KBPS);
  await putBytes(storages.public, streamKey, copy);
}

export interface StreamCopiesBackfillOptions {
  /** Stops between two tracks (the server is closing). */
  signal?: AbortSignal;
  /** A master that could not be moved or given its copy; the others go on. */
  onFailure?: (stored: string, error: unknown) => void;
  demoCache?: StreamCopyCache;
}

/**
 * Sold track audio still in the public storage (stored before masters were kept apart): tracks whose
 * file is no registered listening copy and no podcast episode's public file.
 */
async function mastersStillPublic(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('tracks')
    .leftJoin('audio_masters', 'audio_masters.stream_path', 'tracks.audio_file')
    .select('tracks.audio_file')
    .distinct()
    .where('tracks.audio_file', 'is not', null)
    .where('audio_masters.stream_path', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(selectFrom('episodes').select('episodes.id').whereRef('episodes.audio_file', '=', 'tracks.audio_file')),
      ),
    )
    .execute();
  return rows.map((row) => row.audio_file!).filter((stored) => !/^https?:\/\//i.test(stored));
}

/** Copies a file from one storage to the other, streamed; false when `from` has no such file. */
async function copyBetween(from: MediaStorage, to: MediaStorage, key: string): Promise<boolean> {
  const file = await from.get(key);
  if (!file) return false;
  try {
    await to.put(key, file.body, { contentType: file.contentType, contentLength: file.size });
  } finally {
    file.body.destroy();
  }
  return true;
}

/**
 * Moves one master from the public storage to the private one: copied there, its listening copy made,
 * the tracks and the upload pointed at the copy, then removed from the public storage. Each step can be
 * run again after an interruption.
 */
async function moveMaster(
  db: Db,
  storages: MediaStorages,
  stored: string,
  demoCache?: StreamCopyCache,
): Promise<boolean> {
  const key = keyOfStored(stored);
  if (!key || !(await copyBetween(storages.public, storages.private, key))) return false;
  const stream = streamPathOf(stored);
  const streamKey = streamPathOf(key);
  await makeListeningCopy(storages, streamKey, key, demoCache);
  await db.transaction().execute(async (trx) => {
    await new AudioMasters(trx).register(stream, stored);
    await trx.updateTable('tracks').set({ audio_file: stream }).where('audio_file', '=', stored).execute();
    if (stream !== stored) await trx.updateTable('uploads').set({ path: stream }).where('path', '=', stored).execute();
  });
  if (streamKey !== key) await storages.public.delete(key);
  return true;
}

/**
 * Once the API runs, in the background: masters still in the public storage move to the private one,
 * and every registered master lacking its listening copy gets it (a fresh seed writes masters only).
 * Masters left in the public storage by an interrupted move are removed. Returns how many masters were
 * moved and how many copies made.
 */
export async function backfillStreamCopies(
  db: Db,
  storages: MediaStorages,
  options: StreamCopiesBackfillOptions = {},
): Promise<{ moved: number; made: number }> {
  let moved = 0;
  let made = 0;
  for (const stored of await mastersStillPublic(db)) {
    if (options.signal?.aborted) return { moved, made };
    try {
      if (await moveMaster(db, storages, stored, options.demoCache)) moved += 1;
    } catch (error) {
      options.onFailure?.(stored, error);
    }
  }
  const registered = await db.selectFrom('audio_masters').select(['stream_path', 'master_path']).execute();
  for (const { stream_path: stream, master_path: master } of registered) {
    if (options.signal?.aborted) break;
    const streamKey = keyOfStored(stream);
    const masterKey = keyOfStored(master);
    if (!streamKey || !masterKey) continue;
    try {
      if (
        streamKey !== masterKey &&
        (await isStored(storages.public, masterKey)) &&
        (await isStored(storages.private, masterKey))
      ) {
        await storages.public.delete(masterKey);
      }
      if (!(await isStored(storages.public, streamKey))) {
        await makeListeningCopy(storages, streamKey, masterKey, options.demoCache);
        made += 1;
      }
    } catch (error) {
      options.onFailure?.(master, error);
    }
  }
  return { moved, made };
}
