import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '@reunion/web-kit/testing';
import { renderPage } from '../../testing/renderPage';

const referrerMeta = () => document.head.querySelector('meta[name="referrer"]');

describe('referrer policy of the screens whose address holds a token', () => {
  it.each([
    '/auth/reset-password?token=abc123&email=ana%40example.com',
    '/auth/redirect-reset?token=t1&email=ana%40example.com',
    // Sign in on the way back to a confirmation link, its token in the address too.
    `/auth?from=${encodeURIComponent('/auth/confirm-email?token=tok123')}`,
  ])('%s puts <meta name="referrer" content="no-referrer"> in the head', async (path) => {
    mockApi({ 'GET /api/user': [401], 'GET /api/verify-reset-token': new Promise(() => {}) });
    renderPage(path);
    await waitFor(() => expect(referrerMeta()?.getAttribute('content')).toBe('no-referrer'));
  });

  it('adds none on other screens', async () => {
    mockApi({ 'GET /api/user': [401] });
    renderPage('/auth');
    expect(await screen.findAllByRole('heading')).not.toHaveLength(0);
    expect(referrerMeta()).toBeNull();
  });
});
