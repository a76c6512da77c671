import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The attempt counters in the layout rate-limiter-flexible's PostgreSQL store reads and writes
 * (rate-limit/rate-limits.ts): `key`, `points` (attempts so far), `expire` (end of the window,
 * epoch milliseconds), in that column order, as its upsert inserts by position. Counters in
 * flight carry over, so a deploy does not reset anyone's wait.
 */
export class RateLimitsForRateLimiterFlexible1751000000100 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "rate_limit_counters" RENAME COLUMN "hits" TO "points"`);
    await queryRunner.query(`ALTER TABLE "rate_limit_counters" ADD COLUMN "expire" bigint`);
    await queryRunner.query(
      `UPDATE "rate_limit_counters" SET "expire" = (EXTRACT(EPOCH FROM "reset_at") * 1000)::bigint`,
    );
    await queryRunner.query(`ALTER TABLE "rate_limit_counters" DROP COLUMN "reset_at"`);
    await queryRunner.query(
      `CREATE INDEX "rate_limit_counters_expire_idx" ON "rate_limit_counters" ("expire")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "rate_limit_counters_expire_idx"`);
    await queryRunner.query(`ALTER TABLE "rate_limit_counters" ADD COLUMN "reset_at" timestamptz`);
    await queryRunner.query(
      `UPDATE "rate_limit_counters" SET "reset_at" = to_timestamp(coalesce("expire", 0) / 1000.0)`,
    );
    await queryRunner.query(
      `ALTER TABLE "rate_limit_counters" ALTER COLUMN "reset_at" SET NOT NULL, DROP COLUMN "expire"`,
    );
    await queryRunner.query(`ALTER TABLE "rate_limit_counters" RENAME COLUMN "points" TO "hits"`);
    await queryRunner.query(
      `CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" ("reset_at")`,
    );
  }
}
