import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { TooManyAttemptsException } from '../common/api-exceptions.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** One of the configured limits (AppConfig.rateLimits, the RATE_LIMIT_* variables). */
export type RateLimitName = keyof AppConfig['rateLimits'];

/** One counter to charge: which limit, and what it counts for (an IP, an account id…). */
export interface RateLimitCharge {
  limit: RateLimitName;
  key: string | number;
}

/** Each limit's counters are the rows whose key starts with this (`login:ip:1.2.3.4`). */
const KEY_PREFIXES: Record<RateLimitName, string> = {
  loginPerIp: 'login:ip',
  loginPerAccount: 'login:ip-account',
  registerPerIp: 'register:ip',
  resetPerEmail: 'reset:email',
  resetPerIp: 'reset:ip',
  resetMailsPerAccount: 'reset-mail:account',
  newPasswordPerIp: 'new-password:ip',
  newPasswordPerAccount: 'new-password:account',
  confirmationPerAccount: 'confirmation:account',
  confirmationPerAddress: 'confirmation:address',
  albumUploadsPerAccount: 'album-upload:account',
  profileSavesPerAccount: 'profile-save:account',
  canaryVisitorsPerIp: 'canary:ip',
  canaryFailuresPerIp: 'canary-failures:ip',
  canaryVisitorsPerMember: 'canary:member',
  canaryFailuresPerMember: 'canary-failures:member',
};

/** Longer keys are stored as their hash: the table's key column holds 400 characters. */
const KEY_MAX_LENGTH = 128;

/**
 * A key as it is stored. A name typed at sign-in is part of its key, and its normal form may be
 * far longer than what was typed (NFKC makes 'ﷺ' 18 letters): 23 of them once overflowed the
 * column, and the sign-in answered 500.
 */
function storedKey(key: string | number): string | number {
  if (typeof key === 'number' || key.length <= KEY_MAX_LENGTH) return key;
  return `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

/** Expired rows are swept every this many charges (cheap, and no timer to outlive the app). */
const SWEEP_EVERY = 200;

/**
 * Fixed-window counters kept by rate-limiter-flexible in PostgreSQL (`rate_limit_counters`),
 * so every replica sees the same counts; each charge is one atomic upsert, so concurrent
 * attempts cannot slip past a limit together. Its queries go through the app's TypeORM pool,
 * so each waits at most DATABASE_TIMEOUT_MS.
 *
 * A store that cannot answer fails closed: the charge throws the database error, which the API
 * answers 503 with Retry-After like any outage. Every limited action (sign-in, registration,
 * reset, confirmation) needs the database next anyway, and an in-memory fallback
 * (`insuranceLimiter`) would give each replica its own budget, multiplying the limits.
 */
@Injectable()
export class RateLimitService {
  private readonly limiters: Record<RateLimitName, RateLimiterPostgres>;
  private charges = 0;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    const limiter = (name: RateLimitName) =>
      new RateLimiterPostgres({
        storeClient: dataSource,
        storeType: 'typeorm',
        tableName: 'rate_limit_counters',
        // Made by a migration; the store's own CREATE TABLE would race the migrations.
        tableCreated: true,
        // Its sweeper is one timer per limiter that nothing stops when the app closes.
        clearExpiredByTimeout: false,
        keyPrefix: KEY_PREFIXES[name],
        points: config.rateLimits[name].limit,
        duration: config.rateLimits[name].windowSeconds,
      });
    // One per name in KEY_PREFIXES, which the compiler holds to every configured limit.
    this.limiters = Object.fromEntries(
      (Object.keys(KEY_PREFIXES) as RateLimitName[]).map((name) => [name, limiter(name)]),
    ) as Record<RateLimitName, RateLimiterPostgres>;
  }

  /**
   * Counts one attempt against the counters in turn (see consume); throws 429 (with the wait of
   * the one that refused, and `refusal` when given) when one is over its limit. An attempt over
   * a limit still counts against that counter, so hammering does not shorten the wait.
   */
  async charge(charges: RateLimitCharge[], refusal?: string): Promise<void> {
    const retryAfterMs = await this.consume(charges);
    if (retryAfterMs > 0)
      throw new TooManyAttemptsException(Math.ceil(retryAfterMs / 1000), refusal);
  }

  /**
   * The same count for an action that is dropped rather than refused over its limit (a canary's
   * load report): true while every counter is within its limit.
   */
  async tryCharge(charges: RateLimitCharge[]): Promise<boolean> {
    return (await this.consume(charges)) === 0;
  }

  /**
   * Charges the counters in order, up to the first that refuses (the broadest first: an attempt
   * over the IP's limit then writes no row for the name it tried, and a refused link costs the
   * inbox nothing); that one's wait, 0 when none is over.
   */
  private async consume(charges: RateLimitCharge[]): Promise<number> {
    let retryAfterMs = 0;
    for (const { limit, key } of charges) {
      try {
        await this.limiters[limit].consume(storedKey(key));
      } catch (refusal) {
        // A refusal is a RateLimiterRes; anything else is the store failing (see above).
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        retryAfterMs = Math.max(refusal.msBeforeNext, 1);
        break;
      }
    }
    if (++this.charges % SWEEP_EVERY === 0) await this.sweep();
    return retryAfterMs;
  }

  /**
   * Refuses as charge does (429) when a counter has already reached its limit, counting nothing:
   * a look before work that a refused attempt should not cost, such as reading an upload's body.
   * The charge after it still decides.
   */
  async refuseIfSpent(charges: RateLimitCharge[], refusal?: string): Promise<void> {
    for (const { limit, key } of charges) {
      const limiter = this.limiters[limit];
      const counted = await limiter.get(storedKey(key));
      if (counted && counted.consumedPoints >= limiter.points)
        throw new TooManyAttemptsException(
          Math.ceil(Math.max(counted.msBeforeNext, 1) / 1000),
          refusal,
        );
    }
  }

  /** Gives back one attempt, e.g. the IP's after a successful sign-in. */
  async refund(charges: RateLimitCharge[]): Promise<void> {
    for (const { limit, key } of charges) await this.limiters[limit].reward(storedKey(key));
  }

  /**
   * Runs `work`, giving `charges` back when it is turned away as too busy (503, e.g. the password
   * turns full): an attempt the server did not make costs its sender nothing, so a burst of
   * classmates at the venue's one address does not spend its sign-ins.
   */
  async refundIfBusy<T>(charges: RateLimitCharge[], work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // A store that cannot take the refund either leaves the attempt counted: the 503 stands.
      if (error instanceof ServiceUnavailableException)
        await this.refund(charges).catch(() => undefined);
      throw error;
    }
  }

  private async sweep(): Promise<void> {
    await this.dataSource.query(`DELETE FROM "rate_limit_counters" WHERE "expire" < $1`, [
      Date.now(),
    ]);
  }
}
