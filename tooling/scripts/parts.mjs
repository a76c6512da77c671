// The parts of the site and how each is built, in build order. `npm run build` and
// `npm start` read this one list.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const remotes = ['mf-directory', 'mf-profile', 'mf-event', 'mf-photos', 'mf-insights'];

/** @typedef {{ name: string, tool: 'tsc' | 'rspack', sources: string[] }} Part */

/** @type {Part[]} */
export const parts = [
  // contracts first: the backend runs on its compiled output.
  { name: 'contracts', tool: 'tsc', sources: ['contracts/src', 'contracts/package.json'] },
  {
    name: 'backend',
    tool: 'tsc',
    sources: ['backend/src', 'backend/package.json', 'contracts/src'],
  },
  ...['shell', ...remotes].map((name) => ({
    name,
    tool: /** @type {const} */ ('rspack'),
    sources: [
      `${name}/src`,
      `${name}/rspack.config.mjs`,
      'contracts/src',
      'web-kit/src',
      'tooling/rspack',
      // The shell's antd stylesheet holds the components the sections use too
      // (tooling/rspack/antd-stylesheet.mjs).
      ...(name === 'shell' ? remotes.map((remote) => `${remote}/src`) : []),
    ],
  })),
];

/**
 * The parts named on a command line (`npm run build -- shell mf-event`), in build order; all of
 * them when none is named. `unknown` holds the names that are no part.
 * @param {string[]} names
 * @returns {{ selected: Part[], unknown: string[] }}
 */
export function selectParts(names) {
  const unknown = names.filter((name) => !parts.some((part) => part.name === name));
  const selected = names.length ? parts.filter((part) => names.includes(part.name)) : parts;
  return { selected, unknown };
}
