import type { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = ['email_visibility', 'phone_number_visibility', 'city_visibility'] as const;

/**
 * Who may see each contact detail (docs/profiles.md, "Contact privacy"). Existing profiles
 * keep what they had: every classmate sees everything, the default.
 */
export class AddContactVisibility1751000000120 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    for (const column of COLUMNS) {
      await queryRunner.query(
        `ALTER TABLE "profiles" ADD COLUMN "${column}" text NOT NULL DEFAULT 'classmates'
           CONSTRAINT "profiles_${column}_check"
           CHECK ("${column}" IN ('classmates', 'organisers', 'only-me'))`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of COLUMNS)
      await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "${column}"`);
  }
}
