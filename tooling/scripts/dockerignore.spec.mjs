import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './parts.mjs';
import { readLayout } from './production-layout/read-dockerfile.mjs';

/**
 * .dockerignore's patterns as Docker reads them (moby's patternmatcher): one per line, `#`
 * comments, `!` re-includes, relative to the context's root; `*` and `?` stay within one path
 * segment, `**` spans any number of them.
 */
function readPatterns(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const include = line.startsWith('!');
      const pattern = path.posix
        .normalize(include ? line.slice(1).trim() : line)
        .replace(/^\//, '');
      let source = '';
      for (let i = 0; i < pattern.length; i += 1) {
        const char = pattern[i];
        if (char === '*' && pattern[i + 1] === '*') {
          // `**/` also matches no folder at all; a trailing `**` anything below.
          if (pattern[i + 2] === '/') {
            source += '(?:.*/)?';
            i += 2;
          } else {
            source += '.*';
            i += 1;
          }
        } else if (char === '*') source += '[^/]*';
        else if (char === '?') source += '[^/]';
        else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      return { include, regex: new RegExp(`^${source}$`) };
    });
}

/** Whether Docker leaves `file` out of the context: it, or a folder above it, matches last. */
function excluded(patterns, file) {
  const parts = file.split('/');
  const candidates = parts.map((_, i) => parts.slice(0, i + 1).join('/'));
  let result = false;
  for (const { include, regex } of patterns) {
    if (candidates.some((candidate) => regex.test(candidate))) result = !include;
  }
  return result;
}

// README "Deployment" keeps the stack's secrets in an .env file beside docker-compose.yml, in the
// checkout; the `tools` image is the build stage, which copies the whole context (`COPY . .`).
// A context with .env in it put the secrets in every image built from it, for anyone the image
// is pushed to or who can run `docker history`/`docker save`.
describe('.dockerignore', () => {
  const patterns = readPatterns(fs.readFileSync(path.join(repoRoot, '.dockerignore'), 'utf8'));

  it.each([
    '.env',
    '.env.local',
    '.env.production',
    'backend/.env',
    '.data/releases/mf-photos/1.0.0/release.json',
    '.data/pg/postgresql.conf',
    // What README's backup commands write into the folder they are run from.
    'reunion.dump',
    'releases.tar',
    'photos-backup/photo.jpg',
    'node_modules/react/index.js',
    'backend/dist/main.js',
  ])('leaves %s out of the build context', (file) => {
    expect(excluded(patterns, file)).toBe(true);
  });

  it('keeps the sources and every file the Dockerfile copies from the context', () => {
    const { packageFiles } = readLayout(path.join(repoRoot, 'Dockerfile'));
    const kept = [
      ...packageFiles,
      'package.json',
      'package-lock.json',
      '.npmrc',
      'backend/src/main.ts',
      'shell/src/index.ts',
      'deploy/proxy.conf',
      'tooling/scripts/release.mjs',
    ];
    expect(kept.filter((file) => excluded(patterns, file))).toEqual([]);
  });
});
