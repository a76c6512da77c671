import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type request from 'supertest';
import { type Answer, answerOf } from './still-sending.js';
import type { TestApp } from './test-app.js';
import { StorageService } from '../../src/storage/storage.service.js';

export { fetchBytes } from './binary-body.js';

type Agent = ReturnType<typeof request.agent> | ReturnType<typeof request>;

export interface UploadOptions {
  caption?: string;
  /** What the sender claims; the server must not care. */
  filename?: string;
  contentType?: string;
  /** More text fields, e.g. one the server must refuse. */
  fields?: Record<string, string>;
}

/** POST /api/photos as a browser's form would send it. */
export function uploadPhoto(agent: Agent, bytes: Buffer, options: UploadOptions = {}) {
  const post = agent.post('/api/photos');
  if (options.caption !== undefined) post.field('caption', options.caption);
  for (const [name, value] of Object.entries(options.fields ?? {})) post.field(name, value);
  return post.attach('photo', bytes, {
    filename: options.filename ?? 'photo.jpg',
    contentType: options.contentType ?? 'image/jpeg',
  });
}

/**
 * POST /api/photos from a sender that announces no length (`Transfer-Encoding: chunked`), the
 * photo in chunks of 64 KB: its status and JSON answer. The app must be listening.
 */
export function uploadPhotoChunked(t: TestApp, cookie: string, bytes: Buffer): Promise<Answer> {
  const boundary = 'chunked-upload';
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port: (t.server.address() as AddressInfo).port,
      method: 'POST',
      path: '/api/photos',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    let answered = false;
    request.on('response', (response) => {
      answered = true;
      resolve(answerOf(request, response));
    });
    // Once answered, a connection closed under the rest of the body is none of this sender's concern.
    request.on('error', (error) => answered || reject(error));
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    );
    for (let at = 0; at < bytes.length; at += 64 * 1024)
      request.write(bytes.subarray(at, at + 64 * 1024));
    request.end(`\r\n--${boundary}--\r\n`);
  });
}

/** Files an upload left in the app's temporary upload folder (there should be none). */
export function tempUploads(t: TestApp): string[] {
  const folder = path.join(t.config.dataDir, 'upload-tmp');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

/** The album's rows, straight from the table. */
export async function albumRows(
  t: TestApp,
): Promise<{ id: number; user_id: number; photo_key: string; thumbnail_key: string }[]> {
  return t.dataSource.query('SELECT * FROM album_photos ORDER BY id');
}

/**
 * `count` photos of `bytes` random bytes each for `userId`, stored and written straight to the
 * table: an album of tens of megabytes, more ZIP than loopback sockets' buffers take in (they
 * took some 8 MB from a client reading slowly), without decoding that many photos. The ZIP
 * takes stored files as they are.
 */
export async function storeAlbumDirectly(
  t: TestApp,
  userId: number,
  count = 8,
  bytes = 8 * 1024 * 1024,
): Promise<number> {
  for (let i = 0; i < count; i++) await storeAlbumPhoto(t, userId, randomBytes(bytes));
  return count * bytes;
}

/**
 * The album ZIPs this process holds open (album-zip-cache.ts unlinks each once it is open), by
 * file name, sorted: read from the process's own descriptors, as the disk's space is held.
 */
export function openAlbumZips(t: TestApp): string[] {
  const folder = path.join(t.config.dataDir, 'album-zip') + path.sep;
  const names = new Set<string>();
  for (const fd of fs.readdirSync('/proc/self/fd')) {
    let target: string;
    try {
      target = fs.readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue; // closed meanwhile
    }
    if (target.startsWith(folder)) names.add(path.basename(target.replace(/ \(deleted\)$/, '')));
  }
  return [...names].sort();
}

export interface HeldAlbumDownload {
  /** The answer's head, or null if none came within `withinMs`. */
  head: Promise<http.IncomingMessage | null>;
  /** Reads the rest: whether it ended complete, and the bytes. */
  rest(): Promise<{ complete: boolean; bytes: Buffer }>;
  abort(): void;
}

/** GET download-all on a socket of its own, whose body is left unread until rest(). */
export function heldAlbumDownload(
  t: TestApp,
  cookie: string,
  withinMs = 30_000,
): HeldAlbumDownload {
  let response: http.IncomingMessage | undefined;
  const request = http.get({
    host: '127.0.0.1',
    port: (t.server.address() as AddressInfo).port,
    path: '/api/photos/download-all',
    headers: { cookie },
  });
  const head = new Promise<http.IncomingMessage | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), withinMs);
    request.on('response', (answer) => {
      clearTimeout(timer);
      answer.pause();
      answer.on('error', () => undefined);
      response = answer;
      resolve(answer);
    });
    request.on('error', () => {
      clearTimeout(timer);
      resolve(null);
    });
  });
  return {
    head,
    rest: () =>
      new Promise((resolve) => {
        const answer = response!;
        const chunks: Buffer[] = [];
        const done = () => resolve({ complete: answer.complete, bytes: Buffer.concat(chunks) });
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', done);
        answer.on('close', done);
        answer.resume();
      }),
    abort: () => request.destroy(),
  };
}

/** A photo of `bytes` stored and written straight to the table, as its ZIP entry holds it. */
export async function storeAlbumPhoto(t: TestApp, userId: number, bytes: Buffer) {
  const storage = t.app.get(StorageService);
  const key = await storage.put(bytes, 'image/jpeg');
  const thumbnailKey = await storage.put(randomBytes(1024), 'image/webp');
  const [row] = (await t.dataSource.query(
    'INSERT INTO "album_photos" ("user_id", "photo_key", "thumbnail_key", "stored_bytes") VALUES ($1, $2, $3, $4) RETURNING id',
    [userId, key, thumbnailKey, bytes.length + 1024],
  )) as { id: number }[];
  return { id: row!.id, key };
}
