import { theme, type MappingAlgorithm } from 'antd';
import { reunionMapToken } from './reunionMapToken.js';
import { reunionToken } from './reunionToken.js';

let reunionSeed: Readonly<Record<string, unknown>> | undefined;

/** Whether `seed` is antd's default seed with the site's tokens, the one reunionMapToken is for. */
function isReunionSeed(seed: object): boolean {
  reunionSeed ??= { ...theme.defaultSeed, ...reunionToken };
  const expected = reunionSeed;
  const entries = Object.entries(seed);
  return (
    entries.length === Object.keys(expected).length &&
    entries.every(([key, value]) => expected[key] === value)
  );
}

/**
 * antd's default algorithm (the theme's only one, so no map token comes before it), answered
 * from reunionMapToken when the seed is the site's: deriving the palettes and sizes from the seed
 * was a third of the 50–100 ms antd spent on its theme (4× slowdown) in one piece of React's work
 * while a page was taken over. Any other seed (a nested ConfigProvider changing a token) is
 * derived as antd would.
 */
export const reunionAlgorithm: MappingAlgorithm = (seed) =>
  isReunionSeed(seed) ? { ...reunionMapToken } : theme.defaultAlgorithm(seed);
