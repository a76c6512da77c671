// Which antd components the site's apps draw, read from their sources: the list the shell's
// antd stylesheet is rendered from (antd-stylesheet.mjs), so that a component an app starts
// using is in the next build's stylesheet without anyone keeping a list.
import fs from 'node:fs';
import path from 'node:path';

/** `import { Button, Form as AntForm } from 'antd'`; `import type { … }` does not match. */
const ANTD_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'antd'/g;

/** @typedef {{ name: string, members: string[] }} AntdUse */

/** @param {string} dir @returns {string[]} the app's source files, tests left out */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file))
    .map((file) => path.join(dir, file));
}

const escape = (name) => name.replace(/\$/g, '\\$');

/**
 * The parts of a component a file draws: `Form.Item`, and `const { Title, Text } = Typography`.
 * Only capitalised names: `Form.useForm` is a hook, with no style.
 * @param {string} text @param {string} local the name the file imported the component as
 */
function membersIn(text, local) {
  const members = new Set();
  for (const match of text.matchAll(new RegExp(`\\b${escape(local)}\\.([A-Z]\\w*)`, 'g')))
    members.add(/** @type {string} */ (match[1]));
  const destructured = new RegExp(`\\{([^{}]*)\\}\\s*=\\s*${escape(local)}\\b`, 'g');
  for (const match of text.matchAll(destructured))
    for (const part of (match[1] ?? '').split(',')) {
      const member = part.split(':')[0]?.trim() ?? '';
      if (/^[A-Z]\w*$/.test(member)) members.add(member);
    }
  return members;
}

/**
 * Every antd component imported by a source file under `dirs` (capitalised: `theme` is no
 * component), with the parts of it those files name, each sorted.
 * @param {string[]} dirs
 * @returns {AntdUse[]}
 */
export function antdUses(dirs) {
  /** @type {Map<string, Set<string>>} */
  const uses = new Map();
  for (const file of dirs.flatMap(sourceFiles)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, specifiers = ''] of text.matchAll(ANTD_IMPORT))
      for (const specifier of specifiers.split(',')) {
        const [name, local = name] = specifier.trim().split(/\s+as\s+/);
        if (!name || !/^[A-Z]/.test(name)) continue;
        const members = uses.get(name) ?? new Set();
        for (const member of membersIn(text, local)) members.add(member);
        uses.set(name, members);
      }
  }
  return [...uses]
    .map(([name, members]) => ({ name, members: [...members].sort() }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
