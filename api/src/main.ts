import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { isDatabaseEmpty, seedDemoContent } from './db/seed';
import { buildServer } from './server';

/** How long a stopping API waits for the answers it is sending (a load balancer's drain is shorter). */
const SHUTDOWN_GRACE_MS = 10_000;

/** Start: migrate, seed the demo content (into the server's media storage) when the database is empty, listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  const app = buildServer(config, { db });
  app.addHook('onClose', async () => db.destroy());
  if (config.seedOnStart && (await isDatabaseEmpty(db))) {
    const started = Date.now();
    const summary = await seedDemoContent(db, { storage: app.storage });
    app.log.info({ ...summary, ms: Date.now() - started }, 'demo content seeded');
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Answers under way may finish; a client that stopped reading one does not hold the machine up.
      setTimeout(() => {
        app.log.warn('answers still under way at shutdown were cut');
        process.exit(0);
      }, SHUTDOWN_GRACE_MS).unref();
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
