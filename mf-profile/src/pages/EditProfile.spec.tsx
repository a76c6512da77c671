import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { profileMessages, type SavedProfile, updateProfileRequestSchema } from '@reunion/contracts';
import { mockApi, type MockRequest, withInlineComputedStyle } from '@reunion/web-kit/testing';
import { PHOTOS_LEFT_OUT } from '../profile-form/draft/RestoredDraftNotice';
import { chooseOption, selectedOption } from '../testing/antdSelect';
import { aProfile, aUser, classAccount, stranger } from '../testing/fixtures';
import { typeInto } from '../testing/profileForm';
import { currentPath, renderPage } from '../testing/renderPage';

jest.setTimeout(20000);
withInlineComputedStyle();

const owner = aUser();

function api(
  profile: SavedProfile | null,
  viewer = owner,
  extra: Parameters<typeof mockApi>[0] = {},
) {
  return mockApi({
    'GET /api/user': [200, viewer],
    'GET /api/profiles': [200, profile ? [profile] : []],
    [`GET /api/profiles/${profile?.id ?? 12}`]: profile
      ? [200, profile]
      : [404, { error: 'Profile not found' }],
    ...extra,
  });
}

async function renderEdit(id = 12) {
  renderPage(`/profile/edit/${id}`);
  await screen.findByText('Personal Information');
}

/**
 * A server that refuses a save based on any version but the stored one (412), as the API does;
 * `savedElsewhere` stores a newer version, as a save from elsewhere would.
 */
function versionedServer(opened: SavedProfile) {
  let stored = opened;
  const { calls } = api(opened, owner, {
    'GET /api/profiles/12': () => [200, stored],
    'PATCH /api/profiles/12': ({ body }) =>
      (body as { basedOn?: string }).basedOn === stored.updatedAt
        ? [200, stored]
        : [412, { error: profileMessages.profileChanged }],
  });
  return {
    savedElsewhere(changes: Partial<SavedProfile>): SavedProfile {
      stored = { ...stored, ...changes, updatedAt: '2025-03-03T08:00:00.000Z' };
      return stored;
    },
    saves: () => calls.filter((call) => call.method === 'PATCH'),
  };
}

const patchOf = (calls: MockRequest[]) =>
  calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown> | undefined;
const toastText = async () => (await screen.findByTestId('toast')).textContent ?? '';
/** The message a field's control is described by, as a screen reader reads it with the field. */
const messageOf = (label: string) =>
  (screen.getByLabelText(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join('');
const button = (text: string) => screen.getByText(text).closest('button') as HTMLButtonElement;

describe('Edit profile: states', () => {
  it("shows 'Loading profile...' under the screen's heading", async () => {
    mockApi({ 'GET /api/user': [200, owner], 'GET /api/profiles/12': new Promise(() => {}) });
    renderPage('/profile/edit/12');
    expect(await screen.findByText('Loading profile...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Your Profile' })).toBeTruthy();
    expect(screen.getByText('Update your information and reunion details')).toBeTruthy();
  });

  it("shows 'Profile Not Found' with 'Return to Home' for a missing profile", async () => {
    api(null);
    renderPage('/profile/edit/12');
    expect(await screen.findByText('Profile Not Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Profile Not Found' for an id that cannot be one", async () => {
    api(null);
    renderPage('/profile/edit/abc');
    expect(await screen.findByText('Profile Not Found')).toBeTruthy();
  });

  it("refuses another person's profile: 'Unauthorized Access'", async () => {
    api(aProfile(), stranger);
    renderPage('/profile/edit/12');
    expect(await screen.findByText('Unauthorized Access')).toBeTruthy();
    expect(
      screen.getByText(
        "You don't have permission to edit this profile. You can only edit your own profile.",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toBe(
      '/profile/12',
    );
    expect(screen.queryByText('Personal Information')).toBeNull();
  });

  it('lets the class account edit any profile, without a Delete button the server would refuse', async () => {
    api(aProfile(), classAccount);
    await renderEdit();
    expect(screen.queryByText('Unauthorized Access')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('does not give a class-account name without the role any right (the server decides)', async () => {
    api(aProfile(), { ...classAccount, roles: { administrator: false, classAccount: false } });
    renderPage('/profile/edit/12');
    expect(await screen.findByText('Unauthorized Access')).toBeTruthy();
  });

  it('fills the form from the profile, the dialling code split from the number', async () => {
    api(aProfile({ kidsCount: 2, kidsAges: [9, 4] }));
    await renderEdit();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('6 12 34 56 78');
    expect(selectedOption('Dialling Code')).toBe('+33 France');
    expect(selectedOption('Country')).toBe('France');
    expect(selectedOption('Age of Child 1')).toBe('9');
    expect(selectedOption('Age of Child 2')).toBe('4');
    expect((screen.getByLabelText('Arrival Date') as HTMLInputElement).value).toBe('2025-06-26');
    expect(screen.getByAltText('Photo 1').getAttribute('src')).toBe('/uploads/profiles/a1.jpg');
  });

  it('asks for dietary requirements, says who sees them, and sends what was typed', async () => {
    const { calls } = api(aProfile({ dietaryRequirements: 'Vegetarian' }), owner, {
      'PATCH /api/profiles/12': [200, aProfile()],
    });
    await renderEdit();
    const field = screen.getByLabelText('Dietary Requirements') as HTMLInputElement;
    expect(field.value).toBe('Vegetarian');
    expect(field.maxLength).toBe(200);
    expect(
      screen.getByText('For the gala dinner. Only you and the organisers see it.'),
    ).toBeTruthy();
    typeInto('Dietary Requirements', ' Nut allergy ');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)?.dietaryRequirements).toBe('Nut allergy');
  });

  it('says which new e-mail address waits for its link, as the server tells the owner', async () => {
    api({ ...aProfile({ email: null }), emailAwaitingConfirmation: 'new-home@example.com' });
    await renderEdit();
    expect(screen.getByText(profileMessages.emailAwaiting('new-home@example.com'))).toBeTruthy();
  });

  it('says nothing of a waiting address when none waits', async () => {
    api(aProfile());
    await renderEdit();
    expect(screen.queryByText(/We sent a link to/)).toBeNull();
  });

  it('says at once when a profile saved before the rule has its departure before the arrival', async () => {
    api(aProfile({ arrivalDate: '2025-06-29', departureDate: '2025-06-26' }));
    await renderEdit();
    expect(await screen.findByText(profileMessages.departureBeforeArrival)).toBeTruthy();
  });

  it('says at once when a profile saved before the rule has a date far from the reunion', async () => {
    api(aProfile({ arrivalDate: '2025-06-26', departureDate: '2031-01-01' }));
    await renderEdit();
    expect(await screen.findByText(profileMessages.dateOutsideStayRange)).toBeTruthy();
  });

  it('says so on the arrival too', async () => {
    api(aProfile({ arrivalDate: '1999-01-01', departureDate: '2025-06-29' }));
    await renderEdit();
    expect(await screen.findByText(profileMessages.dateOutsideStayRange)).toBeTruthy();
  });

  it('offers Save and Unpublish for a published profile', async () => {
    api(aProfile({ status: 'published' }));
    await renderEdit();
    expect(button('Save')).toBeTruthy();
    expect(button('Unpublish')).toBeTruthy();
    expect(screen.queryByText('Save Draft')).toBeNull();
    expect(screen.queryByText('Submit')).toBeNull();
    expect(screen.getByText('Cancel').closest('a')?.getAttribute('href')).toBe('/profile/12');
  });

  it('offers Save Draft and Submit for a draft', async () => {
    api(aProfile({ status: 'draft' }));
    await renderEdit();
    expect(button('Save Draft')).toBeTruthy();
    expect(button('Submit')).toBeTruthy();
    expect(screen.queryByText('Unpublish')).toBeNull();
  });
});

describe('Edit profile: saving', () => {
  it('Save checks only the required fields', async () => {
    const { calls } = api(aProfile());
    await renderEdit();
    typeInto('First Name', '');
    fireEvent.click(button('Save'));
    expect(await toastText()).toContain(profileMessages.requiredFieldsBeforeSaving);
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
  });

  it('Submit validates the whole form before publishing', async () => {
    const { calls } = api(aProfile({ status: 'draft' }));
    await renderEdit();
    typeInto('Email', 'ada@');
    fireEvent.click(button('Submit'));
    expect(await toastText()).toContain(profileMessages.fixErrorsBeforePublishing);
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(patchOf(calls)).toBeUndefined();
  });

  it('Unpublish saves a draft with the kept photos and goes to the profile page', async () => {
    const profile = aProfile();
    const { calls } = api(profile, owner, { 'PATCH /api/profiles/12': [200, aProfile()] });
    await renderEdit();
    typeInto('City', 'Lyon');
    fireEvent.click(button('Unpublish'));
    await waitFor(() => expect(currentPath()).toBe('/profile/12'));
    const body = patchOf(calls);
    expect(body).toMatchObject({
      city: 'Lyon',
      status: 'draft',
      photos: ['/uploads/profiles/a1.jpg'],
      phoneNumber: '+33 6 12 34 56 78',
    });
    for (const key of ['id', 'userId', 'createdAt', 'updatedAt', 'countryCode']) {
      expect(body).not.toHaveProperty(key);
    }
    expect(updateProfileRequestSchema.safeParse(body).success).toBe(true);
    // Based on the version the form opened on (docs/profiles.md, "Two saves of one profile").
    expect(body?.basedOn).toBe(profile.updatedAt);
    expect(await toastText()).toContain('Profile Saved');
    // The list and the profile are fetched again after the change.
    expect(
      calls.filter((call) => call.url === '/api/profiles/12' && call.method === 'GET').length,
    ).toBeGreaterThan(1);
  });

  it('Submit publishes a valid draft', async () => {
    const { calls } = api(aProfile({ status: 'draft' }), owner, {
      'PATCH /api/profiles/12': [200, aProfile()],
    });
    await renderEdit();
    fireEvent.click(button('Submit'));
    await waitFor(() => expect(currentPath()).toBe('/profile/12'));
    expect(patchOf(calls)?.status).toBe('published');
    expect(await toastText()).toContain('Profile Published');
  });

  it('sends a removed photo’s absence, so the server drops it', async () => {
    const profile = aProfile({ photos: ['/uploads/profiles/a1.jpg', '/uploads/profiles/a2.jpg'] });
    const { calls } = api(profile, owner, { 'PATCH /api/profiles/12': [200, aProfile()] });
    await renderEdit();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1', hidden: true }));
    expect(await toastText()).toContain('The photo will be removed when you save the profile.');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)?.photos).toEqual(['/uploads/profiles/a2.jpg']);
  });

  it("names the fields a 400 answer lists: banner and 'Validation Issues' toast", async () => {
    api(aProfile(), owner, {
      'PATCH /api/profiles/12': [
        400,
        {
          error: 'Invalid input: email, kidsAges',
          fields: {
            email: ['Invalid email address'],
            kidsAges: ['Error - you need to add an age'],
          },
        },
      ],
    });
    await renderEdit();
    fireEvent.click(button('Save'));
    const banner = screen.getByTestId('submit-status');
    expect(
      await within(banner).findByText(
        'Failed to update profile: 400: Invalid input: email, kidsAges',
      ),
    ).toBeTruthy();
    const toast = await toastText();
    expect(toast).toContain('Validation Issues');
    expect(toast).toContain("Please check these fields: Email, Kids' Ages");
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(currentPath()).toBe('/profile/edit/12');
  });

  it("puts a 400's missing kid's age under each age left unchosen, and takes the member to the first", async () => {
    const { calls } = api(aProfile(), owner, {
      'PATCH /api/profiles/12': [
        400,
        {
          error: 'Invalid input: kidsAges',
          fields: { kidsAges: [profileMessages.kidAgeRequired, profileMessages.kidAgeRequired] },
        },
      ],
    });
    await renderEdit();
    await chooseOption('Number of Kids Coming', '3');
    await chooseOption('Age of Child 2', '7');
    // Save checks only the required fields (docs/profiles.md, "Validation"): the server refuses.
    fireEvent.click(button('Save'));
    await waitFor(() => expect(patchOf(calls)?.kidsAges).toEqual([null, 7, null]));
    await waitFor(() => expect(messageOf('Age of Child 1')).toBe(profileMessages.kidAgeRequired));
    expect(messageOf('Age of Child 2')).toBe('');
    expect(messageOf('Age of Child 3')).toBe(profileMessages.kidAgeRequired);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Age of Child 1')),
    );
    expect(await toastText()).toContain("Please check these fields: Kids' Ages");
  });

  it('Submit puts the message under each age left unchosen, sending nothing', async () => {
    const { calls } = api(aProfile({ status: 'draft' }));
    await renderEdit();
    await chooseOption('Number of Kids Coming', '2');
    fireEvent.click(button('Submit'));
    expect(await toastText()).toContain(profileMessages.fixErrorsBeforePublishing);
    await waitFor(() => expect(messageOf('Age of Child 2')).toBe(profileMessages.kidAgeRequired));
    expect(messageOf('Age of Child 1')).toBe(profileMessages.kidAgeRequired);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Age of Child 1')),
    );
    expect(patchOf(calls)).toBeUndefined();
  });

  it('makes a save refused as saved over elsewhere again on the newer version, keeping both changes', async () => {
    const opened = aProfile({ city: 'Paris', company: 'INSEAD' });
    const server = versionedServer(opened);
    await renderEdit();
    typeInto('Company', 'Airbus');
    // The class account saves the city while the member types.
    const newer = server.savedElsewhere({ city: 'Singapore' });
    fireEvent.click(button('Save'));
    await waitFor(() => expect(currentPath()).toBe('/profile/12'));
    expect(await toastText()).toContain('Profile Saved');
    const saves = server.saves();
    expect(saves.map((call) => (call.body as { basedOn: string }).basedOn)).toEqual([
      opened.updatedAt,
      newer.updatedAt,
    ]);
    expect(saves[1]?.body).toMatchObject({ city: 'Singapore', company: 'Airbus' });
  });

  it('keeps a publish made elsewhere when Save Draft is made again on that version', async () => {
    const server = versionedServer(aProfile({ status: 'draft' }));
    await renderEdit();
    typeInto('City', 'Lyon');
    server.savedElsewhere({ status: 'published' });
    fireEvent.click(button('Save Draft'));
    await waitFor(() => expect(currentPath()).toBe('/profile/12'));
    const saves = server.saves();
    expect(saves.map((call) => (call.body as { status: string }).status)).toEqual([
      'draft',
      'published',
    ]);
    expect(saves[1]?.body).toMatchObject({ city: 'Lyon' });
  });

  it.each<[string, [number, unknown]]>([
    ['the server finds the merged save invalid', [400, { error: 'Invalid', fields: { x: ['x'] } }]],
    ['the second try is refused too', [412, { error: profileMessages.profileChanged }]],
  ])(
    'loads the newer version with what was changed here on top when %s',
    async (_when, secondAnswer) => {
      const opened = aProfile({ city: 'Paris', company: 'INSEAD' });
      const newer = { ...opened, city: 'Singapore', updatedAt: '2025-03-03T08:00:00.000Z' };
      let tries = 0;
      api(opened, owner, {
        'GET /api/profiles/12': () => [200, tries === 0 ? opened : newer],
        'PATCH /api/profiles/12': () => {
          tries += 1;
          return tries === 1 ? [412, { error: profileMessages.profileChanged }] : secondAnswer;
        },
      });
      await renderEdit();
      typeInto('Company', 'Airbus');
      fireEvent.click(button('Save'));
      expect(await toastText()).toContain(profileMessages.profileChanged);
      await waitFor(() =>
        expect(screen.getByLabelText('City')).toHaveProperty('value', 'Singapore'),
      );
      expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Airbus');
      expect(screen.getByText(/^Restored what you typed/)).toBeTruthy();
      expect(currentPath()).toBe('/profile/edit/12');
      expect(tries).toBe(2);
    },
  );

  it('says a change of the photos was left out when the other save changed them too', async () => {
    const server = versionedServer(aProfile({ company: 'INSEAD' }));
    await renderEdit();
    typeInto('Company', 'Airbus');
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 1', hidden: true }));
    server.savedElsewhere({ photos: ['/uploads/profiles/theirs.jpg'] });
    fireEvent.click(button('Save'));
    await waitFor(() =>
      expect(screen.getByTestId('restored-draft').textContent).toContain(PHOTOS_LEFT_OUT),
    );
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Airbus');
    expect(screen.getByAltText('Photo 1').getAttribute('src')).toBe('/uploads/profiles/theirs.jpg');
  });

  it('keeps the form when the newer version cannot be loaded', async () => {
    let answer: [number, unknown] = [200, aProfile()];
    api(aProfile(), owner, {
      'GET /api/profiles/12': () => answer,
      'PATCH /api/profiles/12': () => {
        answer = [503, { error: 'The site is briefly unavailable.' }];
        return [412, { error: profileMessages.profileChanged }];
      },
    });
    await renderEdit();
    typeInto('Company', 'Airbus');
    fireEvent.click(button('Save'));
    expect(await toastText()).toContain('Failed to update profile: 503');
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    expect(screen.queryByText('Profile Not Found')).toBeNull();
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Airbus');
  });

  it('puts back no draft kept whole by a build before drafts kept only the changes', async () => {
    localStorage.setItem(
      `reunion.profile-form-draft.${owner.id}.12`,
      JSON.stringify({ savedAt: '2025-03-01T10:00:00.000Z', values: { city: 'Old town' } }),
    );
    api(aProfile({ city: 'Paris' }));
    await renderEdit();
    expect(screen.getByLabelText('City')).toHaveProperty('value', 'Paris');
    expect(screen.queryByText(/^Restored what you typed/)).toBeNull();
  });

  it('shows other failures as a banner and an error toast', async () => {
    api(aProfile(), owner, { 'PATCH /api/profiles/12': [500, ''] });
    await renderEdit();
    fireEvent.click(button('Save'));
    expect(await toastText()).toContain('Failed to update profile: 500: ');
  });
});

describe('Edit profile: contact privacy', () => {
  it('lets the owner choose who sees each contact detail, and sends the choice', async () => {
    const profile = aProfile({
      contactVisibility: { email: 'classmates', phoneNumber: 'organisers', city: 'classmates' },
    });
    const { calls } = api(profile, owner, { 'PATCH /api/profiles/12': [200, profile] });
    await renderEdit();
    expect(selectedOption('Who can see your email')).toBe('Classmates');
    expect(selectedOption('Who can see your phone number')).toBe('Organisers only');
    await chooseOption('Who can see your city', 'Only me');
    fireEvent.click(button('Save'));
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)?.contactVisibility).toEqual({
      email: 'classmates',
      phoneNumber: 'organisers',
      city: 'only-me',
    });
  });

  it('shows the class account no choice, and what the member keeps private as locked', async () => {
    api(
      aProfile({
        phoneNumber: null,
        contactVisibility: { email: 'classmates', phoneNumber: 'only-me', city: 'organisers' },
      }),
      classAccount,
    );
    await renderEdit();
    expect(screen.queryByLabelText('Who can see your email')).toBeNull();
    const phone = screen.getByLabelText('Phone Number') as HTMLInputElement;
    expect(phone.disabled).toBe(true);
    expect(phone.placeholder).toMatch(/keeps this private/);
    expect((screen.getByLabelText('City') as HTMLInputElement).disabled).toBe(false);
  });
});

describe('Edit profile: delete', () => {
  it('asks first, and No, Cancel keeps the profile', async () => {
    const { calls } = api(aProfile());
    await renderEdit();
    fireEvent.click(button('Delete'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'This action cannot be undone. This will permanently delete your profile.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByText('No, Cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('Yes, Delete deletes, says so and goes home', async () => {
    const { calls } = api(aProfile(), owner, { 'DELETE /api/profiles/12': [200, { ok: true }] });
    await renderEdit();
    fireEvent.click(button('Delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Yes, Delete'));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(calls.some((call) => call.method === 'DELETE' && call.url === '/api/profiles/12')).toBe(
      true,
    );
    const toast = await toastText();
    expect(toast).toContain('Profile Deleted');
    expect(toast).toContain('Your profile has been successfully deleted.');
  });

  it('reports a failed delete and stays', async () => {
    api(aProfile(), owner, { 'DELETE /api/profiles/12': [403, { error: 'Not your profile' }] });
    await renderEdit();
    fireEvent.click(button('Delete'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('Yes, Delete'));
    expect(await toastText()).toContain('Failed to delete profile: 403: Not your profile');
    expect(
      within(screen.getByTestId('submit-status')).getByText('Failed to delete profile'),
    ).toBeTruthy();
    expect(currentPath()).toBe('/profile/edit/12');
  });
});
