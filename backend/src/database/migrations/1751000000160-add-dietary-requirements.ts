import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A profile's dietary requirements for the gala dinner (docs/profiles.md, "Fields"). */
export class AddDietaryRequirements1751000000160 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles" ADD COLUMN "dietary_requirements" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "dietary_requirements"`);
  }
}
