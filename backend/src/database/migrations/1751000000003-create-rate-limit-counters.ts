import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Fixed-window attempt counters, in the database so that every replica counts together. */
export class CreateRateLimitCounters1751000000003 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "rate_limit_counters" (
        "key" varchar(400) PRIMARY KEY,
        "hits" integer NOT NULL,
        "reset_at" timestamptz NOT NULL
      )`);
    await queryRunner.query(
      `CREATE INDEX "rate_limit_counters_reset_at_idx" ON "rate_limit_counters" ("reset_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limit_counters"`);
  }
}
