/**
 * npm run media:migrate -w @kora/api -- --to s3
 *
 * Copies every file of this machine's media folders (UPLOADS_DIR, MASTERS_DIR) to the bucket the S3_*
 * settings name (the masters to its private area), skipping those already there with the same bytes and
 * verifying each copy; prints what it did and exits with 1 when any file failed. Safe to run again.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { localMediaStorages, publicBaseOf, s3MediaStorages } from '../src/media/storage/create-media-storage';
import { migrateMedia } from '../src/media/storage/media-migration';
import { s3SettingsFrom } from '../src/media/storage/storage-settings';

const USAGE = 'Usage: npm run media:migrate -w @kora/api -- --to s3';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (values.to !== 's3') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const s3 = s3SettingsFrom(process.env);
  const from = localMediaStorages(config, publicBaseOf(config));
  const to = s3MediaStorages(s3, publicBaseOf(config));
  try {
    for await (const _ of to.public.list('')) break;
  } catch (error) {
    console.error(`The bucket ${s3.bucket} cannot be read: ${(error as Error).message}`);
    return 1;
  }
  console.log(`Copying ${config.uploadsDir} and ${config.mastersDir} (private) to the bucket ${s3.bucket}…`);
  const summary = await migrateMedia(from, to, {
    onFailure: ({ area, key, reason }) => console.error(`failed: ${area} ${key}: ${reason}`),
  });
  console.log(
    `copied ${summary.copied} files (${megabytes(summary.bytes)}), skipped ${summary.skipped} already there, ` +
      `${summary.failures.length} failed`,
  );
  return summary.failures.length > 0 ? 1 : 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
