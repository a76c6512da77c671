import type { DataSource } from 'typeorm';
import { confusableSkeleton, identityKey } from '../auth/identity/identity-key.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import type { StorageService } from '../storage/storage.service.js';
import { SEED_EMAIL_DOMAIN, type SeedPerson } from './seed-people.js';
import type { SeedPictures } from './seed-photos.js';

const EMAIL_PATTERN = `%@${SEED_EMAIL_DOMAIN}`;
/** Files are removed a slice at a time, so object storage is not sent thousands at once. */
const DELETE_SLICE = 100;

interface StoredPhotos {
  photos: string[];
  thumbnailKey: string | null;
}

/** Writes seeded classmates (accounts, profiles, photo files) and removes them again. */
export class SeedWriter {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly pictures: SeedPictures,
  ) {}

  /** The indexes already seeded, so a second run adds only what is missing. */
  async seededIndexes(): Promise<Set<number>> {
    const rows: { email: string }[] = await this.dataSource.query(
      'SELECT email FROM users WHERE lower(email) LIKE $1',
      [EMAIL_PATTERN],
    );
    return new Set(
      rows.map((row) => Number(/\.(\d+)@/.exec(row.email)?.[1])).filter(Number.isInteger),
    );
  }

  /** Removes every seeded account (its profile goes with it) and then their files. */
  async reset(): Promise<number> {
    const rows: { photos: string[]; thumbnail_key: string | null }[] = await this.dataSource.query(
      `SELECT p.photos, p.thumbnail_key FROM profiles p JOIN users u ON u.id = p.user_id
        WHERE lower(u.email) LIKE $1`,
      [EMAIL_PATTERN],
    );
    const [, removed] = (await this.dataSource.query(
      'DELETE FROM users WHERE lower(email) LIKE $1',
      [EMAIL_PATTERN],
    )) as [unknown, number];
    // After the rows: a failure here leaves orphan files, never a profile without its photo.
    const keys = rows.flatMap((row) => [
      ...row.photos,
      ...(row.thumbnail_key ? [row.thumbnail_key] : []),
    ]);
    for (let i = 0; i < keys.length; i += DELETE_SLICE)
      await this.storage.deleteQuietly(keys.slice(i, i + DELETE_SLICE));
    return removed;
  }

  /** One batch: files first, then the accounts and profiles in one transaction. */
  async write(people: readonly SeedPerson[], passwordHash: string): Promise<void> {
    const stored = await Promise.all(people.map((person) => this.storePhotos(person)));
    const added = stored.flatMap((s) => [...s.photos, ...(s.thumbnailKey ? [s.thumbnailKey] : [])]);
    try {
      await this.dataSource.transaction(async (manager) => {
        // Each account's e-mail is its username, as the site's own registration makes it.
        const values = people.map((_, i) => {
          const [email, key, skeleton, hash, created] = [1, 2, 3, 4, 5].map((n) => `$${i * 5 + n}`);
          return `(${email}, ${email}, ${key}, ${key}, ${skeleton}, ${hash}, ${created}, ${created})`;
        });
        const users: { id: number; email: string }[] = await manager.query(
          `INSERT INTO users (username, email, username_key, email_key, username_skeleton,
                              password_hash, created_at, updated_at)
           VALUES ${values.join(', ')} RETURNING id, email`,
          people.flatMap((person) => [
            person.email,
            identityKey(person.email),
            confusableSkeleton(person.email),
            passwordHash,
            person.createdAt,
          ]),
        );
        const userIds = new Map(users.map((user) => [user.email, user.id]));
        await manager.getRepository(ProfileEntity).insert(
          people.map((person, i) => ({
            ...person.profile,
            userId: userIds.get(person.email),
            photos: stored[i]?.photos ?? [],
            thumbnailKey: stored[i]?.thumbnailKey ?? null,
            createdAt: person.createdAt,
            updatedAt: person.updatedAt,
          })),
        );
      });
    } catch (error) {
      for (let i = 0; i < added.length; i += DELETE_SLICE)
        await this.storage.deleteQuietly(added.slice(i, i + DELETE_SLICE));
      throw error;
    }
  }

  /** Each profile owns its files, as after a real upload; the thumbnail is made up front. */
  private async storePhotos(person: SeedPerson): Promise<StoredPhotos> {
    const photos: string[] = [];
    let thumbnailKey: string | null = null;
    for (let variant = 0; variant < person.photoCount; variant++) {
      const picture = await this.pictures.get(person.hue, variant);
      photos.push(await this.storage.put(picture.photo, 'image/jpeg'));
      if (variant === 0) thumbnailKey = await this.storage.put(picture.thumbnail, 'image/jpeg');
    }
    return { photos, thumbnailKey };
  }
}
