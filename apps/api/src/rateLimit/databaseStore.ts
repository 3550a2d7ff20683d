import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { createRequire } from 'node:module';
import type { Queryable } from '../db';

declare module '@fastify/rate-limit' {
  interface RateLimitOptions {
    /**
     * Count in this server's memory instead of the database: for a limit that protects each
     * instance's own work (its CPU), not a secret that attempts spread over instances could guess.
     */
    perInstance?: boolean;
  }
}

/** The plugin's own in-memory store (an LRU of fixed windows), for `perInstance` limits. */
const LocalStore = createRequire(import.meta.url)('@fastify/rate-limit/store/LocalStore') as new (
  continueExceeding?: boolean,
) => FastifyRateLimitStore;

/**
 * A fixed-window counter per key, kept in the database so every server instance counts the same
 * hits (an in-memory store would let a client spread its attempts over instances).
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      db.query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_hits AS r (key, window_started_at, hits) VALUES ($1, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.window_started_at + $2 * interval '1 millisecond' <= now()
                       THEN 1 ELSE r.hits + 1 END,
           window_started_at = CASE WHEN r.window_started_at + $2 * interval '1 millisecond' <= now()
                                    THEN now() ELSE r.window_started_at END
         RETURNING hits,
           greatest(0, ceil(extract(epoch FROM (window_started_at + $2 * interval '1 millisecond' - now())) * 1000))::bigint AS ttl`,
        [this.prefix + key, timeWindow],
      ).then(
        ({ rows }) => callback(null, { current: rows[0]!.hits, ttl: rows[0]!.ttl }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: {
      method?: unknown;
      url?: unknown;
      routeInfo?: { method?: unknown; url?: unknown };
      perInstance?: boolean;
    }) {
      if (routeOptions.perInstance) return new LocalStore();
      const info = routeOptions.routeInfo ?? routeOptions;
      const scope = info.url ? `${String(info.method)} ${String(info.url)}|` : '';
      return new DatabaseStore(this.prefix + scope) as FastifyRateLimitStore;
    }
  }
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}
