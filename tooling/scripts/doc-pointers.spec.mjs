import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './parts.mjs';

/**
 * Code and docs point at a rule by file and heading, `(docs/pages.md, "Find Classmates")`, and a
 * heading is renamed only together with what names it (docs/README.md). This holds every such
 * pointer in the repository to a heading, or a bold paragraph label, that the file has.
 */
const POINTER = /([\w./-]+\.md),\s*(?:(?:\*|\/\/|#)\s*)?"([^"\n]+)"/g;
const SOURCES = /\.(ts|tsx|mjs|cjs|js|css|conf|md|yml)$|(^|\/)Dockerfile$/;

const read = (file) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** The titles a pointer may name: each heading, and each paragraph's bold label. */
function titlesOf(text) {
  return text.split('\n').flatMap((line) => {
    const heading = /^#+ (.+)$/.exec(line);
    if (heading) return [heading[1].trim()];
    const label = /^\s*(?:- )?\*\*(.+?)\*\*/.exec(line);
    return label ? [label[1].trim()] : [];
  });
}

/** Where a pointer's file is: as written from the root, beside the citing file, or in docs/. */
function resolveTarget(citing, target) {
  return [target, path.posix.join(path.posix.dirname(citing), target), `docs/${target}`].find(
    (candidate) => fs.existsSync(path.join(repoRoot, candidate)),
  );
}

function pointers() {
  const files = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCES.test(file) && fs.existsSync(path.join(repoRoot, file)));
  return files.flatMap((file) =>
    [...read(file).matchAll(POINTER)].map(([, target, title]) => ({ file, target, title })),
  );
}

describe('pointers to a doc by file and heading', () => {
  const found = pointers();
  const titles = new Map();
  const titlesIn = (file) => {
    if (!titles.has(file)) titles.set(file, titlesOf(read(file)));
    return titles.get(file);
  };

  it('are found all over the repository', () => {
    expect(found.length).toBeGreaterThan(200);
  });

  it('each name a heading or a bold label the file has (its beginning is enough)', () => {
    const broken = found.filter(({ file, target, title }) => {
      const resolved = resolveTarget(file, target);
      return !resolved || !titlesIn(resolved).some((heading) => heading.startsWith(title));
    });
    expect(broken.map(({ file, target, title }) => `${file}: ${target}, "${title}"`)).toEqual([]);
  });
});
