import fs from 'node:fs';
import path from 'node:path';
import { expect as jestExpect } from '@jest/globals';
import { repoRoot, startSite, type Site } from '../support/site';

// The production build serves its source maps beside the scripts, to anyone: they may say
// where a line came from, never carry the source text itself.

const builtFolders = [
  'shell',
  'mf-directory',
  'mf-profile',
  'mf-event',
  'mf-photos',
  'mf-insights',
];

/** Every .map file of the built front ends, relative to the repository. */
function builtMaps(): string[] {
  return builtFolders.flatMap((part) => {
    const dist = path.join(repoRoot, part, 'dist');
    return fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.map'))
      .map((file) => path.join(part, 'dist', file));
  });
}

const sourceText = (map: { sourcesContent?: (string | null)[] }) =>
  (map.sourcesContent ?? []).filter((content) => content !== null && content !== '');

test('no built source map carries source text', () => {
  const maps = builtMaps();
  jestExpect(maps.length).toBeGreaterThan(10);
  const leaking = maps.filter(
    (file) => sourceText(JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8'))).length > 0,
  );
  jestExpect(leaking).toEqual([]);
});

describe('as served', () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(async () => {
    await site?.stop();
  });

  test("the shell's and a section's scripts point at maps without source text", async () => {
    const html = await (await fetch(`${site.url}/auth`)).text();
    const manifest = (await (
      await fetch(`${site.url}/remotes/mf-event/mf-manifest.json`)
    ).json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
    const scripts = [
      ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? ''),
      ...(manifest.exposes[0]?.assets.js.sync ?? []).map((file) => `/remotes/mf-event/${file}`),
    ];
    jestExpect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const code = await (await fetch(new URL(script, site.url))).text();
      const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
      if (!mapName) continue;
      const answer = await fetch(new URL(mapName, new URL(script, site.url)));
      jestExpect({ script, status: answer.status }).toEqual({ script, status: 200 });
      const map = (await answer.json()) as { sources: string[]; sourcesContent?: string[] };
      jestExpect(map.sources.length).toBeGreaterThan(0);
      jestExpect({ script, sourceText: sourceText(map) }).toEqual({ script, sourceText: [] });
    }
  });
});
