import { returnPath } from './returnPath';

describe('returnPath', () => {
  it.each([
    ['/search?q=ada#top', '/search?q=ada#top'],
    ['/profile/12', '/profile/12'],
    ['/auth/confirm-email?token=abc', '/auth/confirm-email?token=abc'],
    ['/a/../event-details', '/event-details'],
  ])('keeps the site path %p', (from, path) => expect(returnPath(from)).toBe(path));

  it.each([
    null,
    undefined,
    '',
    'search',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example/login',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    'javascript:alert(1)',
    '/auth',
    '/auth?from=/auth',
    '/auth/reset-password',
  ])('refuses %p', (from) => expect(returnPath(from)).toBeUndefined());
});
