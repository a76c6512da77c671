import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's sessions found by the member: a sign-in keeps only their newest few, and a password
 * reset ends them all (auth/session/session-store.ts). Both ask by the passport entry's text,
 * which without this index meant reading every session of every member.
 */
export class IndexSessionsByMember1751000000190 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_session_member" ON "session" (("sess" #>> '{passport,user}'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_session_member"`);
  }
}
