import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../../db/connection';
import type { ChangeFeed, Changed } from './change-feed';
import { CHANNEL } from './change-signal';

const RECONNECT_MS = 2_000;

/**
 * One listening connection per process on the channel `signalChange` notifies. A lost connection is
 * opened again, after which every open stream looks for what it missed.
 */
export class PostgresChangeFeed implements ChangeFeed {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly url: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(_watched: () => number[], changed: Changed): Promise<void> {
    const { channel } = await this.db.selectNoFrom(CHANNEL.as('channel')).executeTakeFirstOrThrow();
    await this.connect(channel, changed);
  }

  private async connect(channel: string, changed: Changed): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    const lost = (err?: Error) => {
      if (this.client !== client) return;
      this.client = null;
      client.removeAllListeners();
      client.end().catch(() => undefined);
      if (this.stopped) return;
      this.log.warn({ err }, 'notifications listener lost; connecting again');
      this.retry = setTimeout(() => {
        this.retry = null;
        this.connect(channel, changed).then(
          () => changed('everyone'),
          (error: unknown) => lost(error instanceof Error ? error : new Error(String(error))),
        );
      }, RECONNECT_MS);
      this.retry.unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      const userId = Number(message.payload);
      if (Number.isInteger(userId)) changed([userId]);
    });
    this.client = client;
    await client.connect();
    // The channel name is made of [a-z0-9_] only (see CHANNEL).
    await client.query(`listen "${channel}"`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => undefined);
      await client.end().catch(() => undefined);
    }
  }
}
