// The builds read a few tables and schemas from contracts (TypeScript). Node 20 cannot import
// .ts, so they are loaded through jiti, which the Module Federation CLI (a dependency of
// @module-federation/enhanced) already brings.
import path from 'node:path';
import { createJiti } from 'jiti';

/**
 * The module at `file` under contracts/src, loaded afresh (a watch build sees its edits).
 * @param {string} file e.g. `remote-modules.ts`
 * @returns {Promise<Record<string, unknown>>}
 */
export function importContracts(file) {
  const jiti = createJiti(import.meta.url, { moduleCache: false, fsCache: false });
  return jiti.import(path.resolve(import.meta.dirname, '../../contracts/src', file));
}
