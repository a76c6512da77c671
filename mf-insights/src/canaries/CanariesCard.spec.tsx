import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { CanariesResponse, CanaryStatus } from '@reunion/contracts';
import { mockApi } from '@reunion/web-kit/testing';
import { chooseOption } from '../testing/antdSelect';
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

  it('prints when a canary started and ended on France’s clock, and says so', async () => {
    // 22:30 UTC on Saturday 28 June 2025 and 23:15 UTC the day after: past midnight in Paris.
    const late = { ...running, startedAt: '2025-06-28T22:30:00.000Z' };
    serve({
      'GET /api/admin/remotes/canaries': [
        200,
        {
          running: [late],
          ended: [{ ...promoted.ended[0]!, endedAt: '2025-06-29T23:15:00.000Z' }],
        },
      ],
    });
    renderPage(<CanariesCard />);
    // The same day and time in every administrator's zone (docs/pages.md, "Dates and times").
    expect(
      await screen.findByText('Sunday, June 29, 2025 at 12:30 AM by admin@reunion.test'),
    ).toBeTruthy();
    expect(screen.getByText('Monday, June 30, 2025 at 1:15 AM')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Started (Paris time)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Ended (Paris time)' })).toBeTruthy();
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

  it('starts a canary of a release that is not the active one, with the share typed', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    const release = (version: string) => ({
      version,
      manifestUrl: `/remotes/mf-photos/${version}/mf-manifest.json`,
      builtAgainst: { apiVersion: '1.0.0', shared: {} },
      publishedAt: '2025-06-01T09:00:00.000Z',
    });
    const { calls } = serve({
      'GET /api/admin/remotes/canaries': [200, { running: [], ended: [] }],
      'GET /api/admin/remotes': [
        200,
        {
          sections: [
            {
              name: 'mf-photos',
              activeVersion: '1.0.0',
              activatedAt: null,
              activatedBy: null,
              serving: null,
              releases: [release('1.1.0'), release('1.0.0')],
            },
          ],
        },
      ],
      'POST /api/admin/remotes/mf-photos/canary': [200, { running: [running], ended: [] }],
    });
    renderPage(<CanariesCard />);
    await screen.findByText('No canary running.');
    await chooseOption(user, 'Section', 'mf-photos');
    await chooseOption(user, 'Release', '1.1.0');
    // The active release is not offered.
    expect(document.querySelector('.ant-select-item-option[title="1.0.0"]')).toBeNull();
    const share = screen.getByLabelText('Share of visitors (%)');
    await user.clear(share);
    await user.type(share, '25');
    await user.click(screen.getByRole('button', { name: 'Start canary' }));
    await screen.findByText('1.1.0 to 10 % (against 1.0.0)');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/admin/remotes/mf-photos/canary');
    expect(post?.body).toEqual({ version: '1.1.0', share: 25, autoPromote: false });
  });
});
