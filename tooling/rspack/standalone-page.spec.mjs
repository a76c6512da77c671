// A section's standalone dev page (`npm run dev:standalone -w mf-x`) is the section outside the
// shell, for the team working on it: it must look as the section does in the site, so it links
// the stylesheet the shell links (the event page's contact row lost its spacing without it).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotes, repoRoot } from '../scripts/parts.mjs';
import { siteStylesheet } from './site-stylesheet.mjs';

const rspack = path.join(repoRoot, 'node_modules', '.bin', 'rspack');

/** Each rule's opening line in a stylesheet (`.standalone-link-row {`), as written. */
const ruleHeads = (css) =>
  css
    .split('\n')
    .filter((line) => /\{\s*$/.test(line))
    .map((line) => line.trim());

it("is the stylesheet the shell's entry imports", () => {
  const entry = path.join(repoRoot, 'shell', 'src', 'index.ts');
  const imported = [...fs.readFileSync(entry, 'utf8').matchAll(/^import '(\.[^']+\.css)';$/gm)];
  expect(imported.map(([, file]) => path.resolve(path.dirname(entry), file))).toEqual([
    siteStylesheet,
  ]);
});

describe.each(remotes)("%s's standalone dev page", (section) => {
  let out;
  beforeAll(() => {
    out = fs.mkdtempSync(path.join(os.tmpdir(), `standalone-${section}-`));
    // The development build `rspack serve` serves, written aside: the section's dist/ is left
    // as it is (tooling/rspack/output-dir.mjs).
    execFileSync(rspack, ['build', '--mode', 'development'], {
      cwd: path.join(repoRoot, section),
      env: { ...process.env, BUILD_OUT_DIR: out },
      stdio: 'pipe',
    });
  }, 120_000);
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

  it("links every rule of the shell's site stylesheet", () => {
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const linked = [...html.matchAll(/<link href="\/([^"]+\.css)" rel="stylesheet">/g)]
      .map(([, href]) => fs.readFileSync(path.join(out, href), 'utf8'))
      .join('\n');
    const site = ruleHeads(fs.readFileSync(siteStylesheet, 'utf8'));
    expect(site.length).toBeGreaterThan(0);
    expect(site.filter((head) => !linked.includes(head))).toEqual([]);
  });

  // The page is served for every route the section has (/profile/1 too): a file named
  // relatively would be asked for under the route's folder and be a 404 there.
  it('names its scripts and stylesheets from the root', () => {
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const files = [...html.matchAll(/<(?:script[^>]* src|link[^>]* href)="([^"]+)"/g)].map(
      ([, address]) => address,
    );
    expect(files.filter((address) => /\.(js|css)$/.test(address))).not.toEqual([]);
    expect(files.filter((address) => !address.startsWith('/'))).toEqual([]);
  });
});
