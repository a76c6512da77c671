import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail waits for SMTP in pg-boss's `mail` queue now (mail/mail.repository.ts; pg-boss makes and
 * migrates its own `pgboss` schema when the app starts), so `mail_outbox` goes. Mail still in
 * it at the upgrade (only what SMTP had not yet taken: links of an hour to two days) is not
 * carried over: pg-boss's schema does not exist yet when migrations run, and a member who asked
 * can ask again.
 */
export class MailThroughPgBoss1751000000140 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "mail_outbox" (
        "id" bigserial PRIMARY KEY,
        "recipient" text NOT NULL,
        "subject" text NOT NULL,
        "text_body" text NOT NULL,
        "html_body" text NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "next_attempt_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz,
        "last_error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "headers" jsonb
      )`);
    await queryRunner.query(
      `CREATE INDEX "mail_outbox_next_attempt_idx" ON "mail_outbox" ("next_attempt_at")`,
    );
  }
}
