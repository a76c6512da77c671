import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Profile, PublicUser } from '@reunion/contracts';
import { queryKeyOf } from '@reunion/web-kit';
import { fakeResponse, mockApi, withInlineComputedStyle } from '@reunion/web-kit/testing';
import { stubObjectUrls } from '../testing/browserStubs';
import { administrator, aProfile, aUser, classAccount, stranger } from '../testing/fixtures';
import { currentPath, renderPage } from '../testing/renderPage';

jest.setTimeout(20000);
withInlineComputedStyle();

const owner = aUser();

function api(
  profile: Profile | null,
  viewer: PublicUser = owner,
  list: Profile[] = profile ? [profile] : [],
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /api/user': [200, viewer],
    'GET /api/profiles': [200, list],
    [`GET /api/profiles/${profile?.id ?? 12}`]: profile
      ? [200, profile]
      : [404, { error: 'Profile not found' }],
    ...extra,
  });
}

/** The page once both the profile and the signed-in user (which decides the buttons) are in. */
async function renderDetail(id = 12) {
  const { queryClient } = renderPage(`/profile/${id}`);
  await waitFor(() =>
    expect(queryClient.getQueryState(queryKeyOf('getUser'))?.status).toBe('success'),
  );
  return screen.findByRole('heading', { level: 1 });
}

const toastText = async () => (await screen.findByTestId('toast')).textContent ?? '';
const descriptionOf = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Profile detail: loading and missing', () => {
  it('shows a skeleton while the profile loads', async () => {
    mockApi({ 'GET /api/user': [200, owner], 'GET /api/profiles/12': new Promise(() => {}) });
    renderPage('/profile/12');
    expect(await screen.findByRole('status', { name: 'Loading profile' })).toBeTruthy();
  });

  it("shows 'Profile Not Found' with 'Search All Profiles'", async () => {
    api(null);
    renderPage('/profile/12');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Profile Not Found',
    );
    expect(screen.getByRole('link', { name: 'Search All Profiles' }).getAttribute('href')).toBe(
      '/search',
    );
  });
});

describe('Profile detail: what it shows', () => {
  it('shows the name, a back link, the attendance card in profile-page words and US dates', async () => {
    api(aProfile({ attending: 'yes', parisGathering: 'no' }));
    expect((await renderDetail()).textContent).toBe('Ada Lovelace');
    expect(screen.getByRole('link', { name: '← Back to Search' }).getAttribute('href')).toBe(
      '/search',
    );
    expect(descriptionOf('Reunion (June 27-29)')).toBe('Attending');
    expect(descriptionOf('Paris Gathering (June 26)')).toBe('Not attending');
    expect(descriptionOf('Arrival')).toBe('Thursday, June 26');
    expect(descriptionOf('Departure')).toBe('Sunday, June 29');
    expect(descriptionOf('Accommodation')).toBe('Hôtel de Londres (Fontainebleau)');
    expect(screen.getByText('Partner at Analytical Engines')).toBeTruthy();
  });

  it("says 'Maybe attending' and 'Not specified' for open answers", async () => {
    api(aProfile({ attending: 'maybe', arrivalDate: null }));
    await renderDetail();
    expect(descriptionOf('Reunion (June 27-29)')).toBe('Maybe attending');
    expect(descriptionOf('Arrival')).toBe('Not specified');
  });

  it('puts the dialling code before a phone number stored without one', async () => {
    api(aProfile({ phoneNumber: '6 12 34 56 78', country: 'France' }));
    await renderDetail();
    const phone = screen.getByRole('link', { name: '+33 6 12 34 56 78' });
    expect(phone.getAttribute('href')).toBe('tel:+33612345678');
    expect(screen.getByRole('link', { name: 'ada@example.org' }).getAttribute('href')).toBe(
      'mailto:ada@example.org',
    );
  });

  it('keeps the code a number was stored with', async () => {
    api(aProfile({ phoneNumber: '+44 20 7946 0000', country: 'France' }));
    await renderDetail();
    expect(screen.getByRole('link', { name: '+44 20 7946 0000' })).toBeTruthy();
  });

  it('tells the owner which details not every classmate sees', async () => {
    api(
      aProfile({
        email: 'ada@example.org',
        city: 'Avon',
        contactVisibility: { email: 'only-me', phoneNumber: 'classmates', city: 'organisers' },
      }),
    );
    await renderDetail();
    expect(descriptionOf('Email')).toBe('ada@example.org Only me');
    expect(descriptionOf('Location')).toBe('Avon, France Organisers only');
    expect(descriptionOf('Phone')).toBe('+33 6 12 34 56 78');
  });

  it('lists the kids with their ages ascending', async () => {
    api(aProfile({ kidsCount: 3, kidsAges: [9, 0, 4] }));
    await renderDetail();
    expect(descriptionOf('Kids Coming')).toBe('3 children (ages: Under 1 year, 4, 9)');
  });

  it('leaves the kids out when there are none', async () => {
    api(aProfile({ kidsCount: 0, kidsAges: [] }));
    await renderDetail();
    expect(screen.queryByText('Kids Coming')).toBeNull();
  });

  it('shows answered journey questions as cards and skips the empty ones', async () => {
    api(aProfile());
    await renderDetail();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Professional Journey Since Graduation' }),
    ).toBeTruthy();
    expect(screen.getByText('Twenty years of engines.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Karaoke Song' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Hopes for the Future' })).toBeNull();
  });

  it('shows dietary requirements as a card to whoever the server sends them to', async () => {
    api(aProfile({ dietaryRequirements: 'Vegetarian' }));
    await renderDetail();
    expect(screen.getByRole('heading', { level: 2, name: 'Dietary Requirements' })).toBeTruthy();
    expect(screen.getByText('Vegetarian')).toBeTruthy();
  });

  it('shows no dietary card to a classmate, who gets null', async () => {
    api(aProfile({ dietaryRequirements: null }), stranger);
    await renderDetail();
    expect(screen.queryByRole('heading', { name: 'Dietary Requirements' })).toBeNull();
  });

  it('shows up to three photos as tabs', async () => {
    api(aProfile({ photos: ['/uploads/p/1.jpg', '/uploads/p/2.jpg', '/uploads/p/3.jpg'] }));
    await renderDetail();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Photo 1', 'Photo 2', 'Photo 3']);
    fireEvent.click(tabs[1] as HTMLElement);
    expect((await screen.findByAltText('Photo 2 of Ada Lovelace')).getAttribute('src')).toBe(
      '/uploads/p/2.jpg',
    );
  });

  it('links the previous and next classmates the directory names', async () => {
    api(aProfile({ id: 12 }), owner, undefined, {
      'GET /api/directory/neighbours/12': [
        200,
        {
          previous: { id: 20, firstName: 'Newer', lastName: 'Lovelace' },
          next: { id: 5, firstName: 'Older', lastName: 'Lovelace' },
        },
      ],
    });
    await renderDetail();
    const nav = await screen.findByRole('navigation', { name: 'Other classmates' });
    expect(
      within(nav).getByRole('link', { name: '← Previous: Newer Lovelace' }).getAttribute('href'),
    ).toBe('/profile/20');
    expect(
      within(nav).getByRole('link', { name: 'Next: Older Lovelace →' }).getAttribute('href'),
    ).toBe('/profile/5');
  });

  it('asks for neither the profile list nor more than its two neighbours', async () => {
    const { calls } = api(aProfile({ id: 12 }));
    await renderDetail();
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/api/directory/neighbours/12')).toBe(true),
    );
    expect(calls.some((call) => call.url === '/api/profiles')).toBe(false);
  });
});

describe('Profile detail: buttons by permission', () => {
  const buttonsFor = async (viewer: PublicUser) => {
    api(aProfile(), viewer);
    await renderDetail();
    return {
      edit: screen.queryByRole('link', { name: 'Edit Profile' }),
      remove: screen.queryByRole('button', { name: 'Delete Profile' }),
      exportButton: screen.queryByRole('button', { name: 'Export for ChatGPT' }),
    };
  };

  it('owner: Edit and Delete', async () => {
    const { edit, remove, exportButton } = await buttonsFor(owner);
    expect(edit?.getAttribute('href')).toBe('/profile/edit/12');
    expect(remove).not.toBeNull();
    expect(exportButton).toBeNull();
  });

  it('another classmate: none', async () => {
    const { edit, remove, exportButton } = await buttonsFor(stranger);
    expect([edit, remove, exportButton]).toEqual([null, null, null]);
  });

  it('the class account: Edit only', async () => {
    const { edit, remove } = await buttonsFor(classAccount);
    expect(edit).not.toBeNull();
    expect(remove).toBeNull();
  });

  it('an administrator: Delete and Export for ChatGPT, no Edit', async () => {
    const { edit, remove, exportButton } = await buttonsFor(administrator);
    expect(edit).toBeNull();
    expect(remove).not.toBeNull();
    expect(exportButton).not.toBeNull();
  });
});

describe('Profile detail: delete and export', () => {
  it('confirms, deletes and goes to /search', async () => {
    const { calls } = api(aProfile(), owner, undefined, {
      'DELETE /api/profiles/12': new Promise((resolve) =>
        setTimeout(() => resolve([200, { ok: true }]), 50),
      ),
    });
    await renderDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText(
        'This action cannot be undone. This will permanently delete the profile and all associated data.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Profile' }));
    expect(await within(dialog).findByText('Deleting...')).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/search'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    const toast = await toastText();
    expect(toast).toContain('Profile deleted');
    expect(toast).toContain('The profile has been successfully deleted.');
  });

  it("reports 'Delete failed' with the message", async () => {
    api(aProfile(), administrator, undefined, {
      'DELETE /api/profiles/12': [500, { error: 'Storage offline' }],
    });
    await renderDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Profile' }));
    const toast = await toastText();
    expect(toast).toContain('Delete failed');
    expect(toast).toContain('500: Storage offline');
    expect(currentPath()).toBe('/profile/12');
  });

  it('downloads the class directory for an administrator', async () => {
    stubObjectUrls();
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    api(aProfile(), administrator);
    const fetchProfiles = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/export/profiles') {
        const response = fakeResponse(200, 'Ada Lovelace\n');
        return Object.assign(response, {
          blob: async () => new Blob(['Ada Lovelace\n'], { type: 'text/plain' }),
          headers: {
            get: (name: string) =>
              name === 'Content-Disposition'
                ? 'attachment; filename="INSEAD-2005J-class-directory.txt"'
                : null,
          },
        });
      }
      return fetchProfiles(input, init);
    }) as typeof fetch;
    await renderDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Export for ChatGPT' }));
    const toast = await toastText();
    expect(toast).toContain('Export Complete');
    expect(toast).toContain('Class directory downloaded successfully');
    expect(clicks).toEqual(['INSEAD-2005J-class-directory.txt']);
    click.mockRestore();
  });

  it("says 'Export Failed' when the export is refused", async () => {
    api(aProfile(), administrator, undefined, {
      'GET /api/export/profiles': [403, { error: 'Forbidden' }],
    });
    await renderDetail();
    fireEvent.click(screen.getByRole('button', { name: 'Export for ChatGPT' }));
    const toast = await toastText();
    expect(toast).toContain('Export Failed');
    expect(toast).toContain('Failed to export class directory');
  });
});
