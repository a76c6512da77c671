import { encodeSnapshot, type DirectorySnapshot } from './directory-snapshot.js';

/**
 * Lists read from the published profiles (the directory's cards, the stays), each encoded once
 * per change. Each request asks the database for the published profiles' fingerprint (one short
 * row) and reuses the encoded list when it has not changed, so every replica stays exact
 * without telling the others anything, and a busy list costs one small query a request.
 */
export class PublishedListCache<Key extends string, Item> {
  /** The newest list of each key (e.g. what an organiser sees of a city may differ). */
  private readonly latest = new Map<Key, DirectorySnapshot<Item>>();
  /** Builds under way, by key and version: fifty requests arriving together build it once. */
  private readonly building = new Map<string, Promise<DirectorySnapshot<Item>>>();
  /**
   * The fingerprint query in flight, shared by the requests that arrive while it runs (a
   * couple of milliseconds): under load one query answers many, and none is older than the
   * query that was already running when it came in.
   */
  private versionInFlight: Promise<string> | undefined;

  constructor(
    /** The published profiles' fingerprint (DirectoryRepository.publishedVersion). */
    private readonly readVersion: () => Promise<string>,
    private readonly read: (key: Key) => Promise<readonly Item[]>,
  ) {}

  async get(key: Key): Promise<DirectorySnapshot<Item>> {
    const version = await this.currentVersion();
    const latest = this.latest.get(key);
    if (latest?.version === version) return latest;
    const buildKey = `${key} ${version}`;
    let build = this.building.get(buildKey);
    if (!build) {
      build = this.build(key, version).finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, build);
    }
    return build;
  }

  private currentVersion(): Promise<string> {
    this.versionInFlight ??= this.readVersion().finally(() => {
      this.versionInFlight = undefined;
    });
    return this.versionInFlight;
  }

  private async build(key: Key, version: string): Promise<DirectorySnapshot<Item>> {
    const snapshot = await encodeSnapshot(version, await this.read(key));
    // A list may change between the fingerprint and the read; the tag comes from the bytes,
    // so at worst this copy is rebuilt on the next request, never served under a wrong tag.
    this.latest.set(key, snapshot);
    return snapshot;
  }
}
