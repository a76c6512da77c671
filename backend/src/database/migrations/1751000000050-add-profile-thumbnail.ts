import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The directory card's thumbnail: the storage key of a small JPEG made once from the profile's
 * first photo (backend/src/directory). Nullable and filled lazily, so existing rows need no
 * backfill: a card without one points at the route that makes it on first view. The profiles
 * service clears it when the first photo changes, so it never shows a replaced photo.
 */
export class AddProfileThumbnail1751000000050 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles" ADD COLUMN "thumbnail_key" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "profiles" DROP COLUMN "thumbnail_key"`);
  }
}
