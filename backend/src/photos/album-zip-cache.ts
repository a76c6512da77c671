import {
  HttpException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { close, createReadStream, createWriteStream, fstat, open, read } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { finished, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { pipeline } from 'node:stream/promises';
import PQueue from 'p-queue';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AlbumStorageFloor } from './album-storage-floor.js';
import { cutWhenStalled } from './stall-cut.js';

// Plain descriptors, not FileHandles: a FileHandle no longer referenced is closed by the garbage
// collector, and a ZIP's descriptor is held by this cache alone, by number.
const openFile = promisify(open);
const closeFile = promisify(close);
const fileStatus = promisify(fstat);

/** How long after a ZIP is closed its space may still be missing from the disk's free count. */
const SPACE_RELEASE_MS = 10_000;

/** The album as it is now: its ZIP's version (albumZipVersion), its size, the ZIP itself. */
export interface AlbumZipSource {
  version: string;
  /** At least what its ZIP takes on disk. */
  bytes(): Promise<number>;
  zip(): Readable;
}

/** One written ZIP, open and already unlinked: its space is the disk's until it is closed. */
interface KeptZip {
  version: string;
  fd: number;
  bytes: number;
  readers: Set<Readable>;
}

/**
 * The album's ZIP, written once per version of the album and sent from that file. Writing it
 * reads every stored photo; sending it then needs only a read of a file, so a member who reads
 * slowly holds their socket, not work that others wait for.
 *
 * - A ZIP is written into DATA_DIR/album-zip, opened, and unlinked at once: each download reads
 *   the one descriptor at its own offsets, and the space goes back to the disk when the last
 *   download of a replaced ZIP is done. Nothing is ever left on disk by name for a later
 *   process to serve or to clean (the folder is emptied at start for a write a crash cut short),
 *   and a replaced ZIP never cuts its readers, whatever the album's changes.
 * - One ZIP is written at a time (p-queue), and whoever asks while one is being written shares
 *   the next, which reads the album when it starts: a burst of requests after a change costs one
 *   write, and each gets an album at least as new as when they asked. A ZIP written across a
 *   change of the album goes to those who asked for it and is not kept for anyone else.
 * - A write that falls under ALBUM_ZIP_STALL_SECONDS' pace (a stored photo that stops coming) or
 *   would leave less than STORAGE_MIN_FREE on the disk fails, leaving nothing; replaced ZIPs
 *   still being read give up their room first (their downloads are cut) before the new one is
 *   refused for want of it.
 *
 * Hand-made rather than an LRU cache (lru-cache's fetch dedupes too): what is kept here is open
 * files with readers, closed only when the last one is done; an LRU's eviction would abort a
 * write in progress and dispose of a file still being read.
 */
@Injectable()
export class AlbumZipCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(AlbumZipCache.name);
  readonly folder: string;
  private readonly builds = new PQueue({ concurrency: 1 });
  /** The ZIP of the album as last written; undefined once the album has changed. */
  private current: KeptZip | undefined;
  /** Replaced ZIPs that downloads still read. */
  private readonly replaced = new Set<KeptZip>();
  /** The write waiting to start, shared by everyone who asks until it does. */
  private next: Promise<KeptZip> | undefined;
  /** Changes of the album so far: a ZIP written across one is not kept. */
  private changes = 0;
  /** When a ZIP was last closed (its space may show a few seconds later). */
  private closedAt = -Infinity;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly floor: AlbumStorageFloor,
  ) {
    this.folder = path.join(config.dataDir, 'album-zip');
  }

  async onModuleInit(): Promise<void> {
    await fs.rm(this.folder, { recursive: true, force: true });
    await fs.mkdir(this.folder, { recursive: true });
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.current) this.replace(this.current);
    this.current = undefined;
    for (const zip of this.replaced) await this.drop(zip, 'album ZIP: the backend is stopping');
  }

  /**
   * The ZIP of `album()`'s album to send, kept or written now. The caller reads the stream to
   * its end or destroys it: until then its file stays open.
   */
  async open(album: () => Promise<AlbumZipSource>): Promise<Readable> {
    const { version } = await album();
    const zip = this.current?.version === version ? this.current : await this.nextWrite(album);
    return this.read(zip);
  }

  /** The album has changed: its ZIP is no longer sent (and closes once no download reads it). */
  forget(): void {
    this.changes++;
    if (this.current) this.replace(this.current);
    this.current = undefined;
  }

  private nextWrite(album: () => Promise<AlbumZipSource>): Promise<KeptZip> {
    if (this.next) return this.next;
    let started = false;
    // p-queue starts the work within add() when no write runs, before add() has returned it.
    const slot: { write?: Promise<KeptZip> } = {};
    slot.write = this.builds.add(() => {
      started = true;
      if (this.next === slot.write) this.next = undefined;
      return this.write(album);
    });
    // Started at once when no write runs: those who ask after it must not share its older album.
    if (!started) this.next = slot.write;
    return slot.write;
  }

  private async write(album: () => Promise<AlbumZipSource>): Promise<KeptZip> {
    const changes = this.changes;
    const source = await album();
    if (this.current?.version === source.version) return this.current;
    // Moved past without an upload or a delete (an uploader renamed): it is sent to no one new.
    if (this.current) this.replace(this.current);
    this.current = undefined;
    await this.makeRoom(await source.bytes());
    // Named afresh each time: a name this process did not write is never removed by it.
    const file = path.join(this.folder, `album-${randomUUID()}.zip`);
    let fd: number | undefined;
    let size: number;
    try {
      const packed = cutWhenStalled(
        source.zip(),
        this.config.album.zipStallMs,
        'album ZIP: a stored photo stopped coming',
      );
      await pipeline(packed, createWriteStream(file, { flags: 'wx' }));
      fd = await openFile(file, 'r');
      size = (await fileStatus(fd)).size;
    } catch (error) {
      if (fd !== undefined) await closeFile(fd).catch(() => undefined);
      throw error;
    } finally {
      await fs.rm(file, { force: true });
    }
    const zip: KeptZip = { version: source.version, fd, bytes: size, readers: new Set() };
    if (this.changes === changes) {
      this.current = zip;
    } else {
      // Written across a change: for those who asked before it, who read it in this turn of the
      // event loop (right after this write resolves), and for no one after them.
      this.replaced.add(zip);
      setImmediate(() => this.closeIfUnread(zip));
    }
    return zip;
  }

  /**
   * Room on the disk for a ZIP of `bytes` (AlbumStorageFloor). If there is none, the replaced
   * ZIPs still being read give theirs up. A closed ZIP's blocks may come back to the disk's
   * count only seconds later (ext4 here: up to 6 s), so after a close the room is asked for
   * again for a while before the ZIP is refused.
   */
  private async makeRoom(bytes: number): Promise<void> {
    if (await this.hasRoom(bytes)) return;
    for (const zip of this.replaced)
      await this.drop(zip, 'album ZIP: its room was needed for a newer one');
    while (Date.now() - this.closedAt < SPACE_RELEASE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      if (await this.hasRoom(bytes)) return;
    }
    await this.floor.ensureRoomForZip(this.folder, bytes);
  }

  private hasRoom(bytes: number): Promise<boolean> {
    return this.floor.ensureRoomForZip(this.folder, bytes).then(
      () => true,
      (error: unknown) => {
        if (error instanceof HttpException) return false;
        throw error;
      },
    );
  }

  private read(zip: KeptZip): Readable {
    // Positional reads (`start`): every download of this ZIP reads the one descriptor. A read
    // stream closes its descriptor when destroyed, autoClose or not: this one's close does nothing.
    const stream = createReadStream('', {
      fd: zip.fd,
      start: 0,
      autoClose: false,
      fs: { read, close: (_fd: number, done: () => void) => done() },
    });
    zip.readers.add(stream);
    // Read to its end, failed or destroyed: with autoClose off, an ended stream never closes.
    finished(stream, () => {
      zip.readers.delete(stream);
      this.closeIfUnread(zip);
    });
    return stream;
  }

  private replace(zip: KeptZip): void {
    this.replaced.add(zip);
    this.closeIfUnread(zip);
  }

  private closeIfUnread(zip: KeptZip): void {
    if (zip.readers.size === 0 && this.replaced.has(zip)) void this.close(zip);
  }

  /** Cuts the downloads still reading `zip`, then closes it. */
  private async drop(zip: KeptZip, reason: string): Promise<void> {
    // Destroyed first: a stream must never read the number after it was closed (and reused).
    for (const reader of zip.readers) reader.destroy(new Error(reason));
    zip.readers.clear();
    await this.close(zip);
  }

  private async close(zip: KeptZip): Promise<void> {
    if (!this.replaced.delete(zip)) return;
    this.closedAt = Date.now();
    try {
      await closeFile(zip.fd);
    } catch (error) {
      this.logger.warn(`closing an album ZIP: ${error instanceof Error ? error.message : error}`);
    }
  }
}
