import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sessions now name their user the way passport keeps it (`{ "passport": { "user": 42 } }`,
 * auth/passport/session.serializer.ts) instead of `{ "userId": 42 }`: the rows of members
 * signed in before the change are rewritten, so nobody is signed out by a deploy.
 */
export class SessionsHeldByPassport1751000000110 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "session"
      SET "sess" = (("sess"::jsonb - 'userId')
        || jsonb_build_object('passport', jsonb_build_object('user', "sess"::jsonb -> 'userId')))::json
      WHERE "sess"::jsonb ? 'userId'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE "session"
      SET "sess" = (("sess"::jsonb - 'passport')
        || jsonb_build_object('userId', "sess"::jsonb -> 'passport' -> 'user'))::json
      WHERE "sess"::jsonb -> 'passport' ? 'user'`);
  }
}
