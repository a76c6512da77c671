import { exceedsJsonShape } from './json-shape.js';

const LIMITS = { maxDepth: 4, maxItems: 10 };
const check = (text: string) => exceedsJsonShape(Buffer.from(text, 'utf8'), LIMITS);

describe('exceedsJsonShape', () => {
  it.each([
    '{}',
    '[]',
    '{"a":{"b":{"c":[1]}}}',
    '"[[[[[[[[[[[["',
    '{"text":"{{{{{{{{ [[[[[[ ,,,,,,,,,,,,,,,,,"}',
    '{"escaped":"\\"[[[[[[[[\\\\"}',
    '{"é":"ü[[[[[[[[[[[[[[[[[[[[","ß":1}',
    '[1,2,3,4,5,6,7,8,9]',
  ])('lets %s through', (text) => {
    expect(check(text)).toBe(false);
  });

  it.each([
    ['five levels deep', '[[[[[1]]]]]'],
    ['deep objects', '{"a":{"a":{"a":{"a":{"a":1}}}}}'],
    ['too many items', '[1,2,3,4,5,6,7,8,9,10,11]'],
    ['too many containers', '[[],[],[],[],[],[]]'],
    ['deep after an escaped quote', '{"x":"\\"","y":[[[[[1]]]]]}'],
  ])('stops %s', (_kind, text) => {
    expect(check(text)).toBe(true);
  });

  it('reads 8 MB of megabyte-deep brackets in well under a second, stopping early', () => {
    const bytes = Buffer.from('['.repeat(4_000_000) + ']'.repeat(4_000_000));
    const started = performance.now();
    expect(exceedsJsonShape(bytes, { maxDepth: 16, maxItems: 2_000 })).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
