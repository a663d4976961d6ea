import type { FastifyInstance } from 'fastify';
import type { ChangeFeed } from './live/change-feed';
import { NotificationHub } from './live/notification-hub';
import { PostgresChangeFeed } from './live/postgres-feed';
import { SqliteChangeFeed } from './live/sqlite-feed';
import listRoutes from './list-routes';
import streamRoute from './stream-route';

/** The signed-in user's notifications: the list, marks read, deletions, and their live stream. */
export default async function notificationsModule(app: FastifyInstance): Promise<void> {
  const { database } = app.config;
  const feed: ChangeFeed =
    database.kind === 'postgres' ? new PostgresChangeFeed(app.db, database.url, app.log) : new SqliteChangeFeed(app.db);
  const hub = new NotificationHub(app.db, feed, app.tokens, app.log, app.config.notificationHeartbeatMs);
  // Before the server waits for its connections to end: open streams would keep it waiting.
  app.addHook('preClose', async () => hub.close());

  await app.register(listRoutes, { hub });
  await app.register(streamRoute, { hub });
}
