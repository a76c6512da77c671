import fs from 'node:fs';
import path from 'node:path';
import { ALBUM_REQUEST_MAX_BYTES, PROFILE_REQUEST_MAX_BYTES } from '@reunion/contracts';
import { repoRoot } from './parts.mjs';

const UNIT = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };
const conf = fs.readFileSync(path.join(repoRoot, 'deploy', 'proxy.conf'), 'utf8');

/** `client_max_body_size` in bytes, for the server (`where` null) or one location's line. */
function bodyLimit(where) {
  const line = where
    ? conf.split('\n').find((text) => text.trim().startsWith(`location ${where} {`))
    : conf.split('\n').find((text) => /^\s{2}client_max_body_size /.test(text));
  const [, size, unit] = /client_max_body_size\s+(\d+)([kmg]?)\s*;/i.exec(line ?? '') ?? [];
  if (size === undefined)
    throw new Error(`deploy/proxy.conf: no client_max_body_size for ${where}`);
  return Number(size) * UNIT[unit.toLowerCase()];
}

const MIB = 1024 ** 2;

// The proxy once took 12 MB on every path where a profile save may be about 20: such a save got
// nginx's own HTML 413 instead of the API's JSON answer. Raised for every path, it would have let
// anyone send megabytes anywhere; so each path takes a little more than the API does, no more.
describe('deploy/proxy.conf', () => {
  it.each([
    ['/api/profiles', PROFILE_REQUEST_MAX_BYTES],
    ['= /api/photos', ALBUM_REQUEST_MAX_BYTES],
  ])('lets through every body %s takes, so the API gives its own answer', (where, largest) => {
    expect(bodyLimit(where)).toBeGreaterThanOrEqual(largest);
    expect(bodyLimit(where)).toBeLessThan(largest + 2 * MIB);
  });

  // The album's ZIP is written whole before its first byte: nginx's default minute cut a large
  // album's download with a 504, and its retry on timeout wrote the ZIP again on the other replica.
  it('waits minutes for the album ZIP, and never asks the other replica on a timeout', () => {
    const start = conf.indexOf('location = /api/photos/download-all {');
    expect(start).toBeGreaterThan(-1);
    const block = conf.slice(start, conf.indexOf('}', start));
    const [, minutes] = /proxy_read_timeout\s+(\d+)m\s*;/.exec(block) ?? [];
    expect(Number(minutes)).toBeGreaterThanOrEqual(5);
    const [, retried] = /proxy_next_upstream\s+([^;]+);/.exec(block) ?? [];
    expect(retried?.split(/\s+/)).not.toContain('timeout');
  });

  it('takes no more than a small JSON body anywhere else', () => {
    expect(bodyLimit(null)).toBeLessThanOrEqual(MIB);
  });
});
