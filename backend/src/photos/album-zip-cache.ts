import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import PQueue from 'p-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The album as it is now: its ZIP's version (albumZipVersion) and how to write that ZIP. */
export interface AlbumZipSource {
  version: string;
  write(file: string): Promise<void>;
}

/** One ZIP on disk and the downloads reading it. */
interface CachedZip {
  version: string;
  file: string;
  readers: Set<Readable>;
}

/**
 * The album's ZIP, written once per version of the album into DATA_DIR/album-zip and sent from
 * there. Writing it reads every stored photo; sending it then needs only an open file, so a
 * member who reads slowly holds their socket and a file handle, not work that others wait for.
 *
 * - One ZIP is written at a time (p-queue), and whoever asks while one is being written shares
 *   the next, which reads the album when it starts: a burst of requests after a change costs one
 *   build, and each gets an album at least as new as when they asked.
 * - At most two ZIPs are on disk, counting the one being written: the current one, and one that
 *   a download still reads after it was replaced (removed when its last reader is done). Before
 *   another is written, older ones still being read are cut, so those downloads fail (the album
 *   changed twice while they ran; asking again gives the new one).
 * - A ZIP whose writing fails is removed, and no one is sent it.
 * - The folder belongs to the one process on this DATA_DIR: emptied at start and at shutdown.
 *
 * Hand-made rather than an LRU cache (lru-cache's fetch dedupes too): what is kept here is
 * files with readers, to be removed only when the last one is done, and at most one being
 * written; an LRU's eviction aborts an in-flight build and disposes of a file still being read.
 */
@Injectable()
export class AlbumZipCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AlbumZipCache.name);
  readonly folder: string;
  private readonly builds = new PQueue({ concurrency: 1 });
  /** The ZIP of the album as last written; undefined once the album has changed. */
  private current: CachedZip | undefined;
  /** Replaced ZIPs that downloads still read, oldest first. */
  private readonly retired = new Set<CachedZip>();
  /** The build waiting to start, shared by everyone who asks until it does. */
  private next: Promise<CachedZip> | undefined;
  private written = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.folder = path.join(config.dataDir, 'album-zip');
  }

  async onModuleInit(): Promise<void> {
    await this.empty();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.empty();
  }

  /**
   * The ZIP of `album()`'s album to send, already on disk or written now. The caller reads the
   * stream to its end or destroys it: until then the file stays.
   */
  async open(album: () => Promise<AlbumZipSource>): Promise<Readable> {
    const { version } = await album();
    const zip = this.current?.version === version ? this.current : await this.nextBuild(album);
    return this.read(zip);
  }

  /** The album has changed: its ZIP goes (once no download reads it). */
  forget(): void {
    if (this.current) this.retire(this.current);
    this.current = undefined;
  }

  private nextBuild(album: () => Promise<AlbumZipSource>): Promise<CachedZip> {
    if (this.next) return this.next;
    let started = false;
    // p-queue starts the work within add() when no build runs, before add() has returned it.
    const slot: { build?: Promise<CachedZip> } = {};
    slot.build = this.builds.add(() => {
      started = true;
      if (this.next === slot.build) this.next = undefined;
      return this.build(album);
    });
    // Started at once when no build runs: those who ask after it must not share its older album.
    if (!started) this.next = slot.build;
    return slot.build;
  }

  private async build(album: () => Promise<AlbumZipSource>): Promise<CachedZip> {
    const source = await album();
    if (this.current?.version === source.version) return this.current;
    if (this.current) this.retire(this.current);
    this.current = undefined;
    // Room for the one about to be written: of the replaced ZIPs still being read, the newest stays.
    for (const zip of [...this.retired].slice(0, -1)) this.drop(zip);
    const file = path.join(this.folder, `album-${++this.written}.zip`);
    try {
      await source.write(file);
    } catch (error) {
      await fs.rm(file, { force: true });
      throw error;
    }
    this.current = { version: source.version, file, readers: new Set() };
    return this.current;
  }

  private read(zip: CachedZip): Readable {
    const stream = createReadStream(zip.file);
    zip.readers.add(stream);
    stream.once('close', () => {
      zip.readers.delete(stream);
      if (zip.readers.size === 0 && this.retired.has(zip)) this.remove(zip);
    });
    return stream;
  }

  private retire(zip: CachedZip): void {
    this.retired.add(zip);
    if (zip.readers.size === 0) this.remove(zip);
  }

  /** Cuts the downloads still reading `zip`, and removes it. */
  private drop(zip: CachedZip): void {
    for (const reader of zip.readers)
      reader.destroy(new Error('album ZIP replaced twice while it was being sent'));
    this.remove(zip);
  }

  private remove(zip: CachedZip): void {
    this.retired.delete(zip);
    fs.rm(zip.file, { force: true }).catch((error: unknown) =>
      this.logger.warn(`removing ${zip.file}: ${error instanceof Error ? error.message : error}`),
    );
  }

  private async empty(): Promise<void> {
    await fs.rm(this.folder, { recursive: true, force: true });
    await fs.mkdir(this.folder, { recursive: true });
  }
}
