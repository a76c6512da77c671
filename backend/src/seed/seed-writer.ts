import type { DataSource } from 'typeorm';
import { confusableSkeleton, identityKey } from '../auth/identity/identity-key.js';
import type { StorageService } from '../storage/storage.service.js';
import { SEED_EMAIL_DOMAIN, type SeedPerson } from './seed-people.js';
import type { SeedPictures } from './seed-photos.js';
import { SeedRepository } from './seed.repository.js';

/** Files are removed a slice at a time, so object storage is not sent thousands at once. */
const DELETE_SLICE = 100;

interface StoredPhotos {
  photos: string[];
  thumbnailKey: string | null;
}

/** Writes seeded classmates (accounts, profiles, photo files) and removes them again. */
export class SeedWriter {
  private readonly seeded: SeedRepository;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly pictures: SeedPictures,
  ) {
    this.seeded = new SeedRepository(dataSource, SEED_EMAIL_DOMAIN);
  }

  /** The indexes already seeded, so a second run adds only what is missing. */
  async seededIndexes(): Promise<Set<number>> {
    const emails = await this.seeded.seededEmails();
    return new Set(
      emails.map((email) => Number(/\.(\d+)@/.exec(email)?.[1])).filter(Number.isInteger),
    );
  }

  /** Removes every seeded account (its profile goes with it) and then their files. */
  async reset(): Promise<number> {
    const rows = await this.seeded.seededPhotos();
    const removed = await this.seeded.removeSeeded();
    // After the rows: a failure here leaves orphan files, never a profile without its photo.
    const keys = rows.flatMap((row) => [
      ...row.photos,
      ...(row.thumbnailKey ? [row.thumbnailKey] : []),
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
        const userIds = await this.seeded.insertAccounts(
          people.map((person) => ({
            username: person.email,
            email: person.email,
            usernameKey: identityKey(person.email),
            emailKey: identityKey(person.email),
            usernameSkeleton: confusableSkeleton(person.email),
            passwordHash,
            createdAt: person.createdAt,
            updatedAt: person.createdAt,
          })),
          manager,
        );
        await this.seeded.insertProfiles(
          people.map((person, i) => ({
            ...person.profile,
            userId: userIds[i] as number,
            photos: stored[i]?.photos ?? [],
            thumbnailKey: stored[i]?.thumbnailKey ?? null,
            createdAt: person.createdAt,
            updatedAt: person.updatedAt,
          })),
          manager,
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
