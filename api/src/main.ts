import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemoContent } from './db/seed';
import { buildServer } from './server';

/** Start: migrate, seed the demo content when the database is empty, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = buildServer(config, { db });
  app.addHook('onClose', async () => db.destroy());
  if (config.seedOnStart && (await isDatabaseEmpty(db))) {
    const started = Date.now();
    const summary = await seedDemoContent(db, { uploadsDir: config.uploadsDir, mastersDir: config.mastersDir });
    app.log.info({ ...summary, ms: Date.now() - started }, 'demo content seeded');
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
