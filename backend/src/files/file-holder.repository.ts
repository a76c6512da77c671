import { Injectable } from '@nestjs/common';
import type { ProfileStatus } from '@reunion/contracts';
import { DataSource } from 'typeorm';
import { preparedStatement, runPrepared, typeormPool } from '../database/prepared-statement.js';

/**
 * The row that names a stored file's key: an album photo (its photo or its thumbnail), or a
 * profile (one of its photos or its directory thumbnail), with what deciding who sees a profile
 * needs (ProfileAccess.canSee).
 */
export type FileHolder =
  { kind: 'album' } | { kind: 'profile'; userId: number; status: ProfileStatus };

// Each branch is index probes only (migrations 1751000000060 and 1751000000180): the album's
// two unique keys, the profiles' GIN index on `photos` (`@>`, not `= ANY`, which no index
// serves) and their thumbnail_key index. Prepared (prepared-statement.ts): a directory page
// asks this once per thumbnail it shows. Exported for its plan's test (files.spec.ts).
export const FILE_HOLDER = preparedStatement(
  'file-holder',
  `
  SELECT 'album' AS kind, NULL::integer AS "userId", NULL::text AS status
    FROM album_photos
   WHERE photo_key = $1 OR thumbnail_key = $1
  UNION ALL
  SELECT 'profile', user_id, status
    FROM profiles
   WHERE photos @> ARRAY[$1::text] OR thumbnail_key = $1
   LIMIT 1`,
);

/** Which row, if any, a stored file belongs to. */
@Injectable()
export class FileHolderRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** null for a key no row names: never stored, deleted with its row, or an orphan file. */
  async find(key: string): Promise<FileHolder | null> {
    const [row] = await runPrepared<FileHolder>(typeormPool(this.dataSource), FILE_HOLDER, [key]);
    return row ?? null;
  }
}
