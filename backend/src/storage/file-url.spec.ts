import { fileUrl, keyFromFileUrl } from './file-url.js';

describe('file URLs', () => {
  const key = '0123456789abcdef0123456789abcdef.jpg';

  it('is a path on this origin', () => {
    expect(fileUrl(key)).toBe(`/api/files/${key}`);
  });

  it('reads the key back from the path or an absolute URL', () => {
    expect(keyFromFileUrl(`/api/files/${key}`)).toBe(key);
    expect(keyFromFileUrl(`https://reunion.example.org/api/files/${key}`)).toBe(key);
  });

  it.each([
    '/api/files/not-a-key.jpg',
    `/api/other/${key}`,
    `//evil.example/api/files/${key}`,
    `ftp://x/api/files/${key}`,
    `/api/files/${key}/extra`,
    'nonsense',
  ])('finds no key in %s', (url) => {
    expect(keyFromFileUrl(url)).toBeNull();
  });
});
