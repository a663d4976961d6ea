import { loadConfig } from '../config';
import { createMediaStorage } from '../media/storage/create-media-storage';
import { openDatabase } from './connection';
import { migrateToLatest } from './migrate';
import { isDatabaseEmpty, resetDatabase, seedDemoContent } from './seed';

/** `npm run seed` fills an empty database; `npm run seed -- --reset` starts again from scratch. */
async function main(): Promise<void> {
  const reset = process.argv.includes('--reset');
  const config = loadConfig();
  const db = openDatabase(config.database);
  const storage = createMediaStorage(config);
  try {
    await migrateToLatest(db);
    if (reset) {
      await resetDatabase(db, storage);
    } else if (!(await isDatabaseEmpty(db))) {
      console.log('The database already has content; use --reset to start again.');
      return;
    }
    const started = Date.now();
    const summary = await seedDemoContent(db, { storage });
    console.log(`Demo content seeded in ${Date.now() - started} ms:`, summary);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
