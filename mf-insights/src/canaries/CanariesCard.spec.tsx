import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CanariesResponse, CanaryStatus } from '@reunion/contracts';
import { mockApi } from '@reunion/web-kit/testing';
import { renderPage } from '../testing/renderPage';
import CanariesCard from './CanariesCard';

const running: CanaryStatus = {
  name: 'mf-photos',
  version: '1.1.0',
  baseVersion: '1.0.0',
  share: 10,
  autoPromote: false,
  startedAt: '2025-06-01T10:00:00.000Z',
  startedBy: 'admin@reunion.test',
  canary: { loads: 10, failures: 3 },
  base: { loads: 90, failures: 1 },
};
const promoted: CanariesResponse = {
  running: [],
  ended: [
    {
      ...running,
      ending: 'promoted',
      endedAt: '2025-06-01T11:00:00.000Z',
      endedBy: 'admin@reunion.test',
    },
  ],
};

function serve(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin/remotes/canaries': [200, { running: [running], ended: [] }],
    'GET /api/admin/remotes': [200, { sections: [] }],
    ...extra,
  });
}

describe('CanariesCard', () => {
  it('shows each running canary with its figures and the active version’s', async () => {
    serve();
    renderPage(<CanariesCard />);
    expect(await screen.findByText('1.1.0 to 10 % (against 1.0.0)')).toBeTruthy();
    expect(screen.getByText('3 of 10 failed')).toBeTruthy();
    expect(screen.getByText('1 of 90 failed')).toBeTruthy();
  });

  it('promotes a canary, then lists it as ended', async () => {
    const { calls } = serve({
      'POST /api/admin/remotes/mf-photos/canary/promote': [200, promoted],
    });
    renderPage(<CanariesCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Promote mf-photos' }));
    await screen.findByText('No canary running.');
    expect(screen.getByText('promoted by admin@reunion.test')).toBeTruthy();
    expect(
      calls.some((call) => call.method === 'POST' && call.url.endsWith('/canary/promote')),
    ).toBe(true);
  });

  it('says why a stop was refused', async () => {
    serve({
      'POST /api/admin/remotes/mf-photos/canary/stop': [
        409,
        { error: 'mf-photos has no canary running.' },
      ],
    });
    renderPage(<CanariesCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop mf-photos' }));
    await waitFor(() => expect(screen.getByText('mf-photos has no canary running.')).toBeTruthy());
  });
});
