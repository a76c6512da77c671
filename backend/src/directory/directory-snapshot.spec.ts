import { gunzipSync } from 'node:zlib';
import { sampleDirectoryCard } from '@reunion/contracts';
import { encodeSnapshot, etagMatches } from './directory-snapshot.js';
import { thumbnailUrl } from './thumbnail-route.js';

describe('directory snapshot', () => {
  it('encodes once, with a tag taken from the bytes', async () => {
    const cards = [sampleDirectoryCard()];
    const one = await encodeSnapshot('v1', cards);
    const two = await encodeSnapshot('v2', cards);
    expect(one.etag).toBe(two.etag);
    expect(JSON.parse(gunzipSync(one.gzip).toString())).toEqual(cards);
    expect(one.count).toBe(1);
    const other = await encodeSnapshot('v1', [sampleDirectoryCard({ firstName: 'Grace' })]);
    expect(other.etag).not.toBe(one.etag);
  });

  it.each([
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    [undefined, false],
    ['', false],
  ])('If-None-Match %p matches: %p', (header, expected) => {
    expect(etagMatches(header, '"abc"')).toBe(expected);
  });
});

describe('thumbnailUrl', () => {
  const key = '0123456789abcdef0123456789abcdef.jpg';
  it('links a made thumbnail as a file, else the maker of the first photo, else nothing', () => {
    expect(thumbnailUrl(key, 'ffffffffffffffffffffffffffffffff.jpg')).toBe(`/api/files/${key}`);
    expect(thumbnailUrl(null, key)).toBe(`/api/directory/thumbnails/${key}`);
    expect(thumbnailUrl(null, null)).toBeNull();
    expect(thumbnailUrl(null, '../etc/passwd')).toBeNull();
  });
});
