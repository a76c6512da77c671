import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { TooManyAttemptsException } from '../common/api-exceptions.js';
import type { RateLimitRule } from '../config/app-config.js';

/** One counter to charge: a key such as `login:ip:1.2.3.4` and its rule. */
export interface RateLimitCharge {
  key: string;
  rule: RateLimitRule;
}

interface CounterRow {
  hits: number;
  retry_after: number;
}

/** Expired rows are swept every this many charges (cheap, and no timer to manage). */
const SWEEP_EVERY = 200;

/**
 * Fixed-window counters in PostgreSQL, so every replica sees the same counts. A charge is one
 * atomic upsert: concurrent attempts cannot slip past the limit together.
 */
@Injectable()
export class RateLimitService {
  private charges = 0;

  constructor(private readonly dataSource: DataSource) {}

  /**
   * Counts one attempt against every counter; throws 429 (with the longest wait) when any is
   * over its limit. Attempts over the limit still count, so hammering does not shorten the wait.
   */
  async charge(charges: RateLimitCharge[]): Promise<void> {
    let retryAfter = 0;
    for (const { key, rule } of charges) {
      const rows: CounterRow[] = await this.dataSource.query(
        `INSERT INTO "rate_limit_counters" ("key", "hits", "reset_at")
         VALUES ($1, 1, now() + $2::int * interval '1 second')
         ON CONFLICT ("key") DO UPDATE SET
           "hits" = CASE WHEN "rate_limit_counters"."reset_at" <= now() THEN 1 ELSE "rate_limit_counters"."hits" + 1 END,
           "reset_at" = CASE WHEN "rate_limit_counters"."reset_at" <= now() THEN EXCLUDED."reset_at" ELSE "rate_limit_counters"."reset_at" END
         RETURNING "hits", CEIL(EXTRACT(EPOCH FROM ("reset_at" - now())))::int AS "retry_after"`,
        [key, rule.windowSeconds],
      );
      const row = rows[0];
      if (row && row.hits > rule.limit) retryAfter = Math.max(retryAfter, row.retry_after, 1);
    }
    if (++this.charges % SWEEP_EVERY === 0) await this.sweep();
    if (retryAfter > 0) throw new TooManyAttemptsException(retryAfter);
  }

  /** Gives back one attempt, e.g. after a successful sign-in, so only failures add up. */
  async refund(keys: string[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE "rate_limit_counters" SET "hits" = GREATEST("hits" - 1, 0) WHERE "key" = ANY($1) AND "reset_at" > now()`,
      [keys],
    );
  }

  private async sweep(): Promise<void> {
    await this.dataSource.query(`DELETE FROM "rate_limit_counters" WHERE "reset_at" < now()`);
  }
}
