// The common layout of the shell and the sections (docs/sections.md); file and folder names are
// checked by ESLint (eslint-plugin-check-file in eslint.config.mjs), what must be where here.
import fs from 'node:fs';
import path from 'node:path';
import { remotes, repoRoot } from './parts.mjs';

/** @param {string} folder repository-relative @returns {string[]} repository-relative files */
function filesUnder(folder) {
  return fs
    .readdirSync(path.join(repoRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)));
}

/** @param {string} file repository-relative */
const exists = (file) => fs.existsSync(path.join(repoRoot, file));

describe.each(['shell', ...remotes])('%s', (part) => {
  it('has src/index.ts, src/bootstrap.tsx and the page renderer src/testing/renderPage.tsx', () => {
    const missing = ['index.ts', 'bootstrap.tsx', 'testing/renderPage.tsx']
      .map((file) => `${part}/src/${file}`)
      .filter((file) => !exists(file));
    expect(missing).toEqual([]);
  });
});

describe.each(remotes)('%s', (section) => {
  const src = `${section}/src`;

  it('has one file per routed page in src/pages/, each a PascalCase .tsx', () => {
    const pages = fs.readdirSync(path.join(repoRoot, src, 'pages'));
    expect(pages.filter((file) => !file.endsWith('.spec.tsx')).length).toBeGreaterThan(0);
    expect(pages.filter((file) => !/^[A-Z][A-Za-z0-9]*(\.spec)?\.tsx$/.test(file))).toEqual([]);
  });

  it('keeps only index.ts, bootstrap.tsx and section-wide specs loose in src/', () => {
    const loose = fs
      .readdirSync(path.join(repoRoot, src), { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .filter(
        (name) => !['index.ts', 'bootstrap.tsx'].includes(name) && !/\.spec\.tsx?$/.test(name),
      );
    expect(loose).toEqual([]);
  });

  it('has its features directly under src/, not in a folder named after the section', () => {
    // The album is the photos section's own word for itself.
    const wrapped = [section.replace(/^mf-/, ''), ...(section === 'mf-photos' ? ['album'] : [])]
      .map((name) => `${src}/${name}`)
      .filter(exists)
      .flatMap(filesUnder);
    expect(wrapped).toEqual([]);
  });
});
