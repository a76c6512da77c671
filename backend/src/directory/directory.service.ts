import { Injectable } from '@nestjs/common';
import type { DirectoryCard } from '@reunion/contracts';
import type { DirectoryAudience } from './directory-cards.js';
import type { DirectorySnapshot } from './directory-snapshot.js';
import { DirectoryRepository } from './directory.repository.js';
import { PublishedListCache } from './published-list-cache.js';

/** GET /api/directory's list, one per audience, encoded once per change (PublishedListCache). */
@Injectable()
export class DirectoryService {
  private readonly lists: PublishedListCache<DirectoryAudience, DirectoryCard>;

  constructor(directory: DirectoryRepository) {
    this.lists = new PublishedListCache(
      () => directory.publishedVersion(),
      (audience) => directory.findCards(audience),
    );
  }

  snapshot(audience: DirectoryAudience): Promise<DirectorySnapshot> {
    return this.lists.get(audience);
  }
}
