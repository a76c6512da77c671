import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Mail waiting for SMTP (issue 8): a message is kept here until the SMTP server has accepted
 * it, so an outage delays mail instead of losing it, and any replica can deliver it.
 *
 * - `next_attempt_at`: when it may next be tried; a replica that claims a row pushes it out by a
 *   lease, so a replica that dies mid-send leaves the row to be retried, not stuck.
 * - `expires_at`: after it the mail is useless (a reset link past its token's life) and is
 *   dropped rather than sent. The bodies hold live reset links, so rows are deleted once sent.
 */
export class CreateMailOutbox1751000000080 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
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
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "mail_outbox_next_attempt_idx" ON "mail_outbox" ("next_attempt_at")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
