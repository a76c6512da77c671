import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { readDirectoryCards, readDirectoryVersion } from './directory-cards.js';
import { encodeSnapshot, type DirectorySnapshot } from './directory-snapshot.js';

/**
 * GET /api/directory's list. Each request asks the database for the list's fingerprint (one
 * short row) and reuses the encoded list when it has not changed, so every replica stays exact
 * without telling the others anything, and a busy directory costs one small query a request.
 */
@Injectable()
export class DirectoryService {
  private latest: DirectorySnapshot | undefined;
  /** Builds under way, by version: fifty requests arriving together build the list once. */
  private readonly building = new Map<string, Promise<DirectorySnapshot>>();
  /**
   * The fingerprint query in flight, shared by the requests that arrive while it runs (a
   * couple of milliseconds): under load one query answers many, and none is older than the
   * query that was already running when it came in.
   */
  private versionInFlight: Promise<string> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async snapshot(): Promise<DirectorySnapshot> {
    const version = await this.currentVersion();
    if (this.latest?.version === version) return this.latest;
    let build = this.building.get(version);
    if (!build) {
      build = this.build(version).finally(() => this.building.delete(version));
      this.building.set(version, build);
    }
    return build;
  }

  private currentVersion(): Promise<string> {
    this.versionInFlight ??= readDirectoryVersion(this.dataSource).finally(() => {
      this.versionInFlight = undefined;
    });
    return this.versionInFlight;
  }

  private async build(version: string): Promise<DirectorySnapshot> {
    const snapshot = await encodeSnapshot(version, await readDirectoryCards(this.dataSource));
    // A list may change between the fingerprint and the read; the tag comes from the bytes,
    // so at worst this copy is rebuilt on the next request, never served under a wrong tag.
    this.latest = snapshot;
    return snapshot;
  }
}
