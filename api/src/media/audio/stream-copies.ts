import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/connection';
import { linkWhole } from '../images/variants';
import { writeFileAtomically } from './files';
import { AudioMasters } from './masters';
import { mp3OfMaster, STREAM_KBPS, streamPathOf, writeStreamRendition } from './renditions';

export interface AudioFolders {
  /** Served under /uploads: the listening copies. */
  uploadsDir: string;
  /** Never served as is: the masters. */
  mastersDir: string;
}

/** `relative` inside `root`, or null when it would lead outside. */
export function inside(root: string, relative: string): string | null {
  const base = path.resolve(root);
  const file = path.resolve(base, relative.replace(/^\/?(uploads\/)?/, ''));
  return file.startsWith(base + path.sep) ? file : null;
}

const isFile = async (file: string) => (await stat(file).catch(() => null))?.isFile() ?? false;

/**
 * Listening copies kept by master content on this machine: the demo masters are the same at every seed,
 * so a copy is encoded once per machine and hard-linked after.
 */
export class StreamCopyCache {
  constructor(private readonly dir: string) {}

  async write(masterFile: string, copyFile: string): Promise<void> {
    const key = createHash('sha256')
      .update(await readFile(masterFile))
      .digest('hex');
    const kept = path.join(this.dir, `${key}-${STREAM_KBPS}.mp3`);
    if (!(await isFile(kept))) await writeFileAtomically(kept, await mp3OfMaster(masterFile, STREAM_KBPS));
    await mkdir(path.dirname(copyFile), { recursive: true });
    await linkWhole(kept, copyFile);
  }
}

const isDemo = (stored: string) => stored.split('/').includes('demo');

/** Makes the listening copy `stream` (under uploads) of the master `master` (under masters). */
export async function makeStreamCopy(
  folders: AudioFolders,
  stream: string,
  master: string,
  demoCache?: StreamCopyCache,
): Promise<void> {
  const masterFile = inside(folders.mastersDir, master);
  const copyFile = inside(folders.uploadsDir, stream);
  if (!masterFile || !copyFile) throw new Error(`not a stored path: ${stream} / ${master}`);
  if (demoCache && isDemo(master)) await demoCache.write(masterFile, copyFile);
  else await writeStreamRendition(masterFile, copyFile);
}

export interface StreamCopiesBackfillOptions {
  /** Stops between two tracks (the server is closing). */
  signal?: AbortSignal;
  /** A master that could not be moved or given its copy; the others go on. */
  onFailure?: (stored: string, error: unknown) => void;
  demoCache?: StreamCopyCache;
}

/**
 * Sold track audio still under /uploads (stored before masters were kept apart): tracks whose file is
 * no registered listening copy and no podcast episode's public file.
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

/**
 * Moves one master from /uploads to the masters folder: copied there, its listening copy made, the
 * tracks and the upload pointed at the copy, then removed from /uploads. Each step can be run again
 * after an interruption.
 */
async function moveMaster(
  db: Db,
  folders: AudioFolders,
  stored: string,
  demoCache?: StreamCopyCache,
): Promise<boolean> {
  const publicFile = inside(folders.uploadsDir, stored);
  const masterFile = inside(folders.mastersDir, stored);
  if (!publicFile || !masterFile || !(await isFile(publicFile))) return false;
  await mkdir(path.dirname(masterFile), { recursive: true });
  await linkWhole(publicFile, masterFile);
  const stream = streamPathOf(stored);
  await makeStreamCopy(folders, stream, stored, demoCache);
  await db.transaction().execute(async (trx) => {
    await new AudioMasters(trx).register(stream, stored);
    await trx.updateTable('tracks').set({ audio_file: stream }).where('audio_file', '=', stored).execute();
    if (stream !== stored) await trx.updateTable('uploads').set({ path: stream }).where('path', '=', stored).execute();
  });
  if (stream !== stored) await rm(publicFile, { force: true });
  return true;
}

/**
 * Once the API runs, in the background: masters still under /uploads move to the masters folder, and
 * every registered master lacking its listening copy gets it (a fresh seed writes masters only). Master
 * files left under /uploads by an interrupted move are removed. Returns how many masters were moved and
 * how many copies made.
 */
export async function backfillStreamCopies(
  db: Db,
  folders: AudioFolders,
  options: StreamCopiesBackfillOptions = {},
): Promise<{ moved: number; made: number }> {
  let moved = 0;
  let made = 0;
  for (const stored of await mastersStillPublic(db)) {
    if (options.signal?.aborted) return { moved, made };
    try {
      if (await moveMaster(db, folders, stored, options.demoCache)) moved += 1;
    } catch (error) {
      options.onFailure?.(stored, error);
    }
  }
  const registered = await db.selectFrom('audio_masters').select(['stream_path', 'master_path']).execute();
  for (const { stream_path: stream, master_path: master } of registered) {
    if (options.signal?.aborted) break;
    try {
      const leftover = stream !== master ? inside(folders.uploadsDir, master) : null;
      const kept = inside(folders.mastersDir, master);
      if (leftover && kept && (await isFile(kept))) await rm(leftover, { force: true });
      const copy = inside(folders.uploadsDir, stream);
      if (copy && !(await isFile(copy))) {
        await makeStreamCopy(folders, stream, master, options.demoCache);
        made += 1;
      }
    } catch (error) {
      options.onFailure?.(master, error);
    }
  }
  return { moved, made };
}
