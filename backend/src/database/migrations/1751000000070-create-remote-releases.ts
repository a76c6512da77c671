import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The registry of section releases (issue 10): in PostgreSQL so every backend replica hands the
 * shell the same versions.
 *
 * - `remote_releases`: one row per published (immutable) release; `built_against` is its
 *   release.json's API and shared-singleton versions, checked again at each activation.
 * - `remote_active`: at most one row per section; no row means the built default (dist).
 *   The foreign key keeps an active version from pointing at a release that is not there.
 */
export class CreateRemoteReleases1751000000070 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "remote_releases" (
        "name" text NOT NULL,
        "version" text NOT NULL,
        "manifest_url" text NOT NULL,
        "built_against" jsonb NOT NULL,
        "published_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "remote_releases_pkey" PRIMARY KEY ("name", "version")
      )`);
    await queryRunner.query(`
      CREATE TABLE "remote_active" (
        "name" text PRIMARY KEY,
        "version" text NOT NULL,
        "activated_at" timestamptz NOT NULL DEFAULT now(),
        "activated_by" text NOT NULL,
        CONSTRAINT "remote_active_release_fkey" FOREIGN KEY ("name", "version")
          REFERENCES "remote_releases" ("name", "version")
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "remote_active"`);
    await queryRunner.query(`DROP TABLE "remote_releases"`);
  }
}
