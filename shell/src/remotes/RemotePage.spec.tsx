import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockRoute } from '@reunion/web-kit/testing';
import { renderPage, signedInUser } from '../testing/renderPage';
import { resetRemoteLoader } from './remoteLoader';
import { resetRemoteRegistry } from './remoteRegistry';
import { resetSectionLoadReports } from './reportSectionLoad';

// The Module Federation runtime is the one thing mocked: what the shell asks of it, and
// what happens when it fails, is what these tests are about.
const mockFederation = {
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => mockFederation,
  registerGlobalPlugins: jest.fn(),
}));

const user = userEvent.setup({ delay: null });
const manifest = '/remotes/mf-directory/mf-manifest.json';

function site(registry: MockRoute = [200, { 'mf-directory': manifest }]) {
  return mockApi({
    'GET /api/user': [200, signedInUser],
    'GET /api/remotes': registry,
  });
}

function DirectoryPage() {
  return <h1>Directory from the section</h1>;
}

const registryCalls = (api: ReturnType<typeof mockApi>) =>
  api.calls.filter((call) => call.url === '/api/remotes').length;

beforeEach(() => {
  resetRemoteLoader();
  resetRemoteRegistry();
  mockFederation.registerRemotes.mockReset();
  mockFederation.loadRemote.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => jest.restoreAllMocks());

describe('RemotePage', () => {
  it('shows a skeleton, then the section page inside the layout', async () => {
    site();
    let resolve: (value: unknown) => void = () => {};
    mockFederation.loadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage('/search');
    expect(await screen.findByTestId('remote-skeleton')).toBeTruthy();
    expect(screen.getByText('Loading Find Classmates…')).toBeTruthy();
    resolve({ default: DirectoryPage });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'Directory from the section' }),
    ).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(mockFederation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_directory', entry: manifest }],
      {
        force: false,
      },
    );
    expect(mockFederation.loadRemote).toHaveBeenCalledWith('mf_directory/FindClassmates');
    expect(document.title).toContain('Find Classmates');
  });

  it('starts loading the section while the session is read, and loads it once', async () => {
    let answerSession: (answer: [number, unknown]) => void = () => {};
    const api = mockApi({
      'GET /api/user': new Promise((resolve) => (answerSession = resolve)),
      'GET /api/remotes': [200, { 'mf-directory': manifest }],
    });
    mockFederation.loadRemote.mockResolvedValue({ default: DirectoryPage });
    renderPage('/search');
    await waitFor(() =>
      expect(mockFederation.loadRemote).toHaveBeenCalledWith('mf_directory/FindClassmates'),
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');

    answerSession([200, signedInUser]);
    expect(await screen.findByRole('heading', { name: 'Directory from the section' })).toBeTruthy();
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(1);
    expect(registryCalls(api)).toBe(1);
  });

  it('shows /browse as the directory too', async () => {
    site();
    mockFederation.loadRemote.mockResolvedValue({ default: DirectoryPage });
    renderPage('/browse');
    expect(await screen.findByRole('heading', { name: 'Directory from the section' })).toBeTruthy();
  });

  it('shows the error card when the section is not deployed, and asks the registry again on retry', async () => {
    const api = site([200, {}]);
    renderPage('/search');
    const card = await screen.findByTestId('remote-error');
    expect(
      within(card).getByRole('heading', { name: /Find Classmates is not available right now/ }),
    ).toBeTruthy();
    expect(card.textContent).toContain('mf-directory section is not deployed');
    // The rest of the site keeps working.
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Event Details' }),
    ).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(registryCalls(api)).toBe(1);
    await user.click(within(card).getByRole('button', { name: /Try again/ }));
    await screen.findByTestId('remote-error');
    expect(registryCalls(api)).toBe(2);
    expect(mockFederation.loadRemote).not.toHaveBeenCalled();
  });

  it('retries a failed load for real: re-registers with force and a fresh manifest URL', async () => {
    site();
    mockFederation.loadRemote
      .mockRejectedValueOnce(
        new Error('[ Federation Runtime ]: RUNTIME-003 failed to get manifest'),
      )
      .mockResolvedValueOnce({ default: DirectoryPage });
    renderPage('/search');
    const card = await screen.findByTestId('remote-error');
    expect(card.textContent).toContain('RUNTIME-003');
    await user.click(within(card).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { name: 'Directory from the section' })).toBeTruthy();
    expect(mockFederation.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_directory', entry: `http://localhost${manifest}?retry=1` }],
      { force: true },
    );
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('gives up on a section that does not answer in time', async () => {
    site();
    mockFederation.loadRemote.mockReturnValue(new Promise(() => {}));
    renderPage('/search', { remoteTimeoutMs: 50 });
    const card = await screen.findByTestId('remote-error');
    expect(card.textContent).toContain('taking too long');
    expect(within(card).getByRole('button', { name: /Try again/ })).toBeTruthy();
  });

  it('catches a page that throws while rendering, and renders it again on retry', async () => {
    site();
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('cannot read properties of undefined');
      return <h1>Recovered page</h1>;
    }
    mockFederation.loadRemote.mockResolvedValue({ default: FlakyPage });
    renderPage('/search');
    const card = await screen.findByTestId('remote-error');
    expect(card.textContent).toContain('cannot read properties of undefined');
    broken = false;
    await user.click(within(card).getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { name: 'Recovered page' })).toBeTruthy();
  });

  it('keeps the header working while a section has failed', async () => {
    site([200, {}]);
    mockFederation.loadRemote.mockResolvedValue({ default: DirectoryPage });
    renderPage('/search');
    await screen.findByTestId('remote-error');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Class of 2005 June Intake' }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('remote-error')).toBeNull());
  });

  describe('reports each section load (canary releases)', () => {
    const beacons: { url: string; report: unknown }[] = [];
    beforeEach(() => {
      beacons.length = 0;
      resetSectionLoadReports();
      Object.defineProperty(navigator, 'sendBeacon', {
        configurable: true,
        value: (url: string, body: Blob) => {
          // jsdom's Blob has no text(): read it as a browser's FileReader would.
          const reader = new FileReader();
          reader.onload = () => beacons.push({ url, report: JSON.parse(String(reader.result)) });
          reader.readAsText(body);
          return true;
        },
      });
    });
    afterEach(() => {
      delete (navigator as { sendBeacon?: unknown }).sendBeacon;
    });

    it('reports a page that mounted as ok, with the version the registry handed', async () => {
      site([200, { 'mf-directory': '/remotes/mf-directory/1.4.0/mf-manifest.json' }]);
      mockFederation.loadRemote.mockResolvedValue({ default: DirectoryPage });
      renderPage('/search');
      await screen.findByRole('heading', { name: 'Directory from the section' });
      await waitFor(() =>
        expect(beacons).toEqual([
          {
            url: '/api/remotes/loads',
            report: { section: 'mf-directory', version: '1.4.0', outcome: 'ok' },
          },
        ]),
      );
    });

    it('reports a page that throws as failed, the built section as "default"', async () => {
      site();
      function BrokenPage(): never {
        throw new Error('broken on mount');
      }
      mockFederation.loadRemote.mockResolvedValue({ default: BrokenPage });
      renderPage('/search');
      await screen.findByTestId('remote-error');
      await waitFor(() =>
        expect(beacons.map((beacon) => beacon.report)).toEqual([
          { section: 'mf-directory', version: 'default', outcome: 'failed' },
        ]),
      );
    });
  });
});
