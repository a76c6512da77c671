import fs from 'node:fs';
import path from 'node:path';
import { PROFILE_REQUEST_MAX_BYTES, PHOTO_UPLOAD_MAX_BYTES } from '@reunion/contracts';
import { repoRoot } from './parts.mjs';

const UNIT = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** nginx's `client_max_body_size` in deploy/proxy.conf, in bytes. */
function proxyBodyLimit() {
  const conf = fs.readFileSync(path.join(repoRoot, 'deploy', 'proxy.conf'), 'utf8');
  const [, size, unit] = /^\s*client_max_body_size\s+(\d+)([kmg]?)\s*;/im.exec(conf) ?? [];
  if (size === undefined) throw new Error('deploy/proxy.conf sets no client_max_body_size');
  return Number(size) * UNIT[unit.toLowerCase()];
}

// The proxy once took 12 MB where a profile save may be about 20: such a save got nginx's own
// HTML 413 page instead of the API's JSON answer.
describe('deploy/proxy.conf', () => {
  it('lets through every body the API takes, so the API gives its own answer', () => {
    const largest = Math.max(PROFILE_REQUEST_MAX_BYTES, PHOTO_UPLOAD_MAX_BYTES);
    expect(proxyBodyLimit()).toBeGreaterThanOrEqual(largest);
    // A little above it, not a door left open: bodies beyond are refused here already.
    expect(proxyBodyLimit()).toBeLessThan(largest + 4 * 1024 ** 2);
  });
});
