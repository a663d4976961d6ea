import { IMAGE_FORMATS, IMAGE_WIDTHS, imageVariantPath } from '@kora/shared/contracts';
import { sql } from 'kysely';
import type { AppConfig } from '../config';
import type { Db } from '../db/connection';
import type { Database } from '../db/tables';
import { mp3DownloadPathOf } from './audio/renditions';
import type { MediaStorage, MediaStorages } from './storage/media-storage';
import { keyOfStored } from './storage/stored-files';
import type { MediaUrls } from './urls';

/**
 * Every column naming a file of the public storage that a row shows or plays. Not `uploads` (the upload
 * allowance's history, kept after its file goes), nor `search_documents` (a copy of the rows above).
 */
const MEDIA_COLUMNS = [
  ['users', 'image'],
  ['artists', 'image'],
  ['releases', 'cover'],
  ['tracks', 'audio_file'],
  ['video_clips', 'video_file'],
  ['video_clips', 'thumbnail'],
  ['podcasts', 'cover_image'],
  ['episodes', 'audio_file'],
  ['episodes', 'cover_image'],
  ['articles', 'image'],
  ['events', 'image'],
  ['product_images', 'path'],
  ['partners', 'image'],
  ['banners', 'image'],
  ['banners', 'video_url'],
  ['ad_campaigns', 'audio'],
  ['ad_campaigns', 'image'],
] as const satisfies readonly (readonly [keyof Database, string])[];

export interface MediaRemovalContext {
  db: Db;
  storage: MediaStorages;
  media: MediaUrls;
  config: Pick<AppConfig, 'publicUrl'>;
  log: { warn(details: object, message: string): void };
}

/** The ways a row may name the file `key`: the key, older rows' /uploads path, the addresses clients send back. */
function storedForms(app: MediaRemovalContext, key: string): string[] {
  const uploads = `${app.config.publicUrl.replace(/\/+$/, '')}/uploads/${key}`;
  return [...new Set([key, `/uploads/${key}`, uploads, app.media.url(key) ?? key])];
}

/** Which of `keys` a row still names. */
async function keysStillUsed(app: MediaRemovalContext, keys: string[]): Promise<Set<string>> {
  const keyOfForm = new Map(keys.flatMap((key) => storedForms(app, key).map((form) => [form, key] as const)));
  const forms = [...keyOfForm.keys()];
  const used = new Set<string>();
  for (const [table, column] of MEDIA_COLUMNS) {
    const rows = await app.db
      .selectFrom(table)
      .select(sql.ref<string>(`${table}.${column}`).as('stored'))
      .where(sql.ref(`${table}.${column}`), 'in', forms)
      .execute();
    for (const { stored } of rows) used.add(keyOfForm.get(stored)!);
  }
  return used;
}

/** A picture's smaller copies (none for other files). */
function copiesOf(key: string): string[] {
  return IMAGE_FORMATS.flatMap(({ format }) =>
    IMAGE_WIDTHS.map((width) => imageVariantPath(key, width, format)),
  ).filter((copy) => copy !== key);
}

/**
 * The masters behind the listening copies `streamKeys`: their link to the copy is removed, and each
 * master no other copy uses is answered with its MP3 320, as keys of the private storage.
 */
async function mastersLeft(app: MediaRemovalContext, streamKeys: string[]): Promise<string[]> {
  const forms = streamKeys.flatMap((key) => storedForms(app, key));
  if (forms.length === 0) return [];
  const linked = await app.db.selectFrom('audio_masters').selectAll().where('stream_path', 'in', forms).execute();
  if (linked.length === 0) return [];
  await app.db.deleteFrom('audio_masters').where('stream_path', 'in', forms).execute();
  const masters = [...new Set(linked.map((row) => row.master_path))];
  const stillLinked = await app.db
    .selectFrom('audio_masters')
    .select('master_path')
    .where('master_path', 'in', masters)
    .execute();
  const kept = new Set(stillLinked.map((row) => row.master_path));
  return masters
    .filter((master) => !kept.has(master))
    .map(keyOfStored)
    .filter((key): key is string => key !== null)
    .flatMap((key) => [key, mp3DownloadPathOf(key)]);
}

async function removeEach(app: MediaRemovalContext, storage: MediaStorage, keys: string[]): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err: unknown) => {
        app.log.warn({ area: storage.area, key, err }, 'a media file no longer used could not be removed');
      }),
    ),
  );
}

/**
 * Removes the files that rows just deleted named (`stored`, as their media columns hold them) and that
 * no remaining row names: each file, a picture's AVIF and WebP copies, and for a track's listening copy
 * its master and the master's MP3 320, with the link between them. Call it once the deleting
 * transaction has committed. A file that cannot be removed is logged: the rows are gone either way.
 */
export async function removeUnusedMedia(
  app: MediaRemovalContext,
  stored: Iterable<string | null | undefined>,
): Promise<void> {
  try {
    const keyOf = (value: string | null | undefined) => {
      const own = app.media.toStored(value);
      return own ? keyOfStored(own) : null;
    };
    const keys = [...new Set([...stored].map(keyOf))].filter((key): key is string => key !== null);
    if (keys.length === 0) return;
    const used = await keysStillUsed(app, keys);
    const unused = keys.filter((key) => !used.has(key));
    // The link to the masters goes first: a listening copy asked for meanwhile is not made again.
    await removeEach(app, app.storage.private, await mastersLeft(app, unused));
    await removeEach(
      app,
      app.storage.public,
      unused.flatMap((key) => [key, ...copiesOf(key)]),
    );
  } catch (err) {
    app.log.warn({ err }, 'media no longer used could not be removed');
  }
}
