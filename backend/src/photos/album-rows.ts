import { Injectable } from '@nestjs/common';
import { albumMessages } from '@reunion/contracts';
import { DataSource } from 'typeorm';
import type { AlbumPhotoRow } from './album-photo-view.js';

export interface AlbumRowsQuery {
  /** Only photos older than this one (newest-first paging). */
  before?: number;
  limit?: number;
  /** Only this photo. */
  id?: number;
  order: 'newest-first' | 'oldest-first';
}

/**
 * Reads album rows with the uploader's name: the name on their published profile when they
 * have one ("Shared by Ada Lovelace"), else "A classmate". Never the account's username: the
 * site's own registration makes it the e-mail address, which the album must not show. A
 * draft profile's name is not used: drafts are private to their owner. Plain SQL, because
 * the name comes from another module's table and no entity relation would say it more clearly.
 */
@Injectable()
export class AlbumRows {
  constructor(private readonly dataSource: DataSource) {}

  async find(query: AlbumRowsQuery): Promise<AlbumPhotoRow[]> {
    return this.dataSource.query(
      `SELECT p.id, p.user_id AS "userId", p.photo_key AS "photoKey",
              p.thumbnail_key AS "thumbnailKey", p.caption, p.upload_date AS "uploadDate",
              COALESCE(NULLIF(btrim(concat_ws(' ', pr.first_name, pr.last_name)), ''), $4)
                AS "userName"
         FROM album_photos p
         LEFT JOIN profiles pr ON pr.user_id = p.user_id AND pr.status = 'published'
        WHERE ($1::integer IS NULL OR p.id < $1) AND ($2::integer IS NULL OR p.id = $2)
        ORDER BY p.id ${query.order === 'newest-first' ? 'DESC' : 'ASC'}
        LIMIT $3`,
      // LIMIT NULL is no limit: the plain GET answers the whole album (docs/api.md, "Stable
      // paths").
      [query.before ?? null, query.id ?? null, query.limit ?? null, albumMessages.unnamedUploader],
    );
  }
}
