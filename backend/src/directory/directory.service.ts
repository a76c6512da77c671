import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DirectoryCard } from '@reunion/contracts';
import { type DirectoryAudience, readDirectoryCards } from './directory-cards.js';
import type { DirectorySnapshot } from './directory-snapshot.js';
import { PublishedListCache } from './published-list-cache.js';

/** GET /api/directory's list, one per audience, encoded once per change (PublishedListCache). */
@Injectable()
export class DirectoryService {
  private readonly lists: PublishedListCache<DirectoryAudience, DirectoryCard>;

  constructor(dataSource: DataSource) {
    this.lists = new PublishedListCache(dataSource, (audience) =>
      readDirectoryCards(dataSource, audience),
    );
  }

  snapshot(audience: DirectoryAudience): Promise<DirectorySnapshot> {
    return this.lists.get(audience);
  }
}
