import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The session store of connect-pg-simple, as its own table.sql defines it (the store is told
 * not to create it), so every backend replica shares the sessions.
 */
export class CreateSessions1751000000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "session" (
        "sid" varchar NOT NULL COLLATE "default" PRIMARY KEY,
        "sess" json NOT NULL,
        "expire" timestamp(6) NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_session_expire" ON "session" ("expire")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "session"`);
  }
}
