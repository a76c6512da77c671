import { Injectable } from '@nestjs/common';
import type { BuiltAgainst, RemoteName } from '@reunion/contracts';
import { DataSource } from 'typeorm';

export interface ReleaseRow {
  name: RemoteName;
  version: string;
  manifestUrl: string;
  builtAgainst: BuiltAgainst;
  publishedAt: Date;
}

export interface ActiveRow {
  name: RemoteName;
  version: string;
  manifestUrl: string;
  activatedAt: Date;
  activatedBy: string;
}

const RELEASE_COLUMNS = `"name", "version", "manifest_url" AS "manifestUrl",
  "built_against" AS "builtAgainst", "published_at" AS "publishedAt"`;

/** The two registry tables (migration 1751000000070), in plain SQL: no entity is worth it. */
@Injectable()
export class RemoteReleasesRepository {
  constructor(private readonly db: DataSource) {}

  /** Every release, newest first within each section. */
  releases(): Promise<ReleaseRow[]> {
    return this.db.query(
      `SELECT ${RELEASE_COLUMNS} FROM "remote_releases" ORDER BY "name", "published_at" DESC, "version" DESC`,
    );
  }

  async release(name: RemoteName, version: string): Promise<ReleaseRow | undefined> {
    const rows: ReleaseRow[] = await this.db.query(
      `SELECT ${RELEASE_COLUMNS} FROM "remote_releases" WHERE "name" = $1 AND "version" = $2`,
      [name, version],
    );
    return rows[0];
  }

  /** The active version of each section that has one, with its manifest URL. */
  active(): Promise<ActiveRow[]> {
    return this.db.query(
      `SELECT a."name", a."version", r."manifest_url" AS "manifestUrl",
              a."activated_at" AS "activatedAt", a."activated_by" AS "activatedBy"
         FROM "remote_active" a
         JOIN "remote_releases" r ON r."name" = a."name" AND r."version" = a."version"`,
    );
  }

  /** Inserts a release; false when that version was already published (it is immutable). */
  async insertRelease(row: Omit<ReleaseRow, 'publishedAt'>): Promise<boolean> {
    const inserted: unknown[] = await this.db.query(
      `INSERT INTO "remote_releases" ("name", "version", "manifest_url", "built_against")
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING "version"`,
      [row.name, row.version, row.manifestUrl, JSON.stringify(row.builtAgainst)],
    );
    return inserted.length > 0;
  }

  async setActive(name: RemoteName, version: string, by: string): Promise<void> {
    await this.db.query(
      `INSERT INTO "remote_active" ("name", "version", "activated_by") VALUES ($1, $2, $3)
       ON CONFLICT ("name") DO UPDATE
         SET "version" = EXCLUDED."version", "activated_at" = now(), "activated_by" = EXCLUDED."activated_by"`,
      [name, version, by],
    );
  }

  async clearActive(name: RemoteName): Promise<void> {
    await this.db.query(`DELETE FROM "remote_active" WHERE "name" = $1`, [name]);
  }
}
