import { ALBUM_PAGE_MAX } from './album-limits.js';
import { z } from 'zod';

const positiveWhole = (max: number, message: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,9}$/, message)
    .transform(Number)
    .pipe(z.number().max(max, message));

/**
 * The query of GET /api/photos. Both optional: without `limit` the whole album is answered, as
 * the plain call always did (docs/api.md, "Stable paths"). Not strict: a cache-busting parameter is
 * no reason to fail.
 */
export const albumPageQuerySchema = z.object({
  limit: positiveWhole(
    ALBUM_PAGE_MAX,
    `must be a whole number from 1 to ${ALBUM_PAGE_MAX}`,
  ).optional(),
  before: positiveWhole(2_147_483_647, 'must be the id of a photo').optional(),
});
export type AlbumPageQuery = z.infer<typeof albumPageQuerySchema>;
