import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type DirectoryAudience,
  readDirectoryCards,
  readDirectoryVersion,
} from './directory-cards.js';
import { encodeSnapshot, type DirectorySnapshot } from './directory-snapshot.js';

/**
 * GET /api/directory's list. Each request asks the database for the list's fingerprint (one
 * short row) and reuses the encoded list when it has not changed, so every replica stays exact
 * without telling the others anything, and a busy directory costs one small query a request.
 */
@Injectable()
export class DirectoryService {
  /** The newest list of each audience (what an organiser sees of a city may differ). */
  private readonly latest = new Map<DirectoryAudience, DirectorySnapshot>();
  /**
   * Builds under way, by audience and version: fifty requests arriving together build the
   * list once.
   */
  private readonly building = new Map<string, Promise<DirectorySnapshot>>();
  /**
   * The fingerprint query in flight, shared by the requests that arrive while it runs (a
   * couple of milliseconds): under load one query answers many, and none is older than the
   * query that was already running when it came in.
   */
  private versionInFlight: Promise<string> | undefined;

  constructor(private readonly dataSource: DataSource) {}

  async snapshot(audience: DirectoryAudience): Promise<DirectorySnapshot> {
    const version = await this.currentVersion();
    const latest = this.latest.get(audience);
    if (latest?.version === version) return latest;
    const key = `${audience} ${version}`;
    let build = this.building.get(key);
    if (!build) {
      build = this.build(audience, version).finally(() => this.building.delete(key));
      this.building.set(key, build);
    }
    return build;
  }

  private currentVersion(): Promise<string> {
    this.versionInFlight ??= readDirectoryVersion(this.dataSource).finally(() => {
      this.versionInFlight = undefined;
    });
    return this.versionInFlight;
  }

  private async build(audience: DirectoryAudience, version: string): Promise<DirectorySnapshot> {
    const cards = await readDirectoryCards(this.dataSource, audience);
    const snapshot = await encodeSnapshot(version, cards);
    // A list may change between the fingerprint and the read; the tag comes from the bytes,
    // so at worst this copy is rebuilt on the next request, never served under a wrong tag.
    this.latest.set(audience, snapshot);
    return snapshot;
  }
}
