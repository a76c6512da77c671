import fs from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import type { TestApp } from './test-app.js';

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
