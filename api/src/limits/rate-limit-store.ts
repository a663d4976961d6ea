import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/connection';
import { pruneEvery } from './prune';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * Counts each route's requests per caller in the database, so every API process sharing it applies
 * one limit. A fixed window per key: the first hit opens it, hits after its end start a new one.
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly route: string,
    private readonly prune: () => void,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    this.count(`${this.route}|${key}`, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    // The plugin passes the route's limit settings, with the route itself under `routeInfo`.
    const { method, url } = (options as unknown as { routeInfo?: RouteInfo }).routeInfo ?? options;
    const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
    return new DatabaseRateLimitStore(this.db, `${methods} ${url ?? ''}`.trim(), this.prune);
  }

  private async count(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    this.prune();
    const now = new Date();
    const nowIso = now.toISOString();
    const ends = new Date(now.getTime() + timeWindow).toISOString();
    // One statement: concurrent hits on the same key are counted one after the other.
    const row = await this.db
      .insertInto('rate_limit_hits')
      .values({ key, hits: 1, window_ends_at: ends })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet((eb) => {
          const over = eb('rate_limit_hits.window_ends_at', '<=', nowIso);
          return {
            hits: eb
              .case()
              .when(over)
              .then(1)
              .else(eb('rate_limit_hits.hits', '+', 1))
              .end(),
            window_ends_at: eb
              .case()
              .when(over)
              .then(eb.ref('excluded.window_ends_at'))
              .else(eb.ref('rate_limit_hits.window_ends_at'))
              .end(),
          };
        }),
      )
      .returning(['hits', 'window_ends_at'])
      .executeTakeFirstOrThrow();
    return { current: Number(row.hits), ttl: Math.max(0, Date.parse(row.window_ends_at) - now.getTime()) };
  }
}

/** The `store` option of @fastify/rate-limit: route limits counted in this database. */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const prune = pruneEvery(60_000, async () => {
    await db.deleteFrom('rate_limit_hits').where('window_ends_at', '<', new Date().toISOString()).execute();
  });
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, 'global', prune);
    }
  };
}
