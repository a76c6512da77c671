import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createProfileRequestSchema, profileMessages, type Profile } from '@reunion/contracts';
import { forgetProfileDrafts, profileDraftKey, readProfileDraft } from '@reunion/web-kit';
import { mockApi, type MockRequest, withInlineComputedStyle } from '@reunion/web-kit/testing';
import { aFile, stubObjectUrls } from '../testing/browserStubs';
import { chooseOption, selectedOption } from '../testing/antdSelect';
import { aProfile, aUser } from '../testing/fixtures';
import { createMessages } from '../create-profile/useCreateProfileFlow';
import { CHECK_AFTER_TYPING_MS } from '../profile-form/fieldRules';
import { fillRequiredFields, typeInto } from '../testing/profileForm';
import { currentPath, renderPage } from '../testing/renderPage';

// A form of some 40 antd controls: rendering and role queries are slow in jsdom.
jest.setTimeout(20000);
withInlineComputedStyle();

const user = aUser();

/** The signed-in user, with `profileId` when they have a profile already. */
function withProfiles(profiles: Profile[], extra: Parameters<typeof mockApi>[0] = {}) {
  const own = profiles.find((profile) => profile.userId === user.id);
  return mockApi({
    'GET /api/user': [200, { ...user, profileId: own?.id ?? null }],
    'GET /api/profiles': [200, profiles],
    ...extra,
  });
}

async function renderForm() {
  renderPage('/create-profile');
  await screen.findByText('Personal Information');
}

const bodyOf = (calls: MockRequest[], method: string) =>
  calls.find((call) => call.method === method && call.url.startsWith('/api/profiles'))?.body as
    Record<string, unknown> | undefined;

const toastText = async () => (await screen.findByTestId('toast')).textContent ?? '';

describe('Create profile: arriving', () => {
  it('checks for an existing profile first', async () => {
    mockApi({ 'GET /api/user': new Promise(() => {}) });
    renderPage('/create-profile');
    expect(await screen.findByText('Checking your profile status...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Your Profile' })).toBeTruthy();
    expect(
      screen.getByText('Share your journey since graduation and reconnect with classmates'),
    ).toBeTruthy();
  });

  it("stops a second profile: 'You Already Have a Profile' with links to it", async () => {
    withProfiles([aProfile({ id: 12, userId: user.id }), aProfile({ id: 13, userId: 50 })]);
    renderPage('/create-profile');
    expect(await screen.findByText('You Already Have a Profile')).toBeTruthy();
    expect(screen.getByText('You can only have one profile')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit My Profile' }).getAttribute('href')).toBe(
      '/profile/edit/12',
    );
    expect(screen.getByRole('link', { name: 'View My Profile' }).getAttribute('href')).toBe(
      '/profile/12',
    );
    expect(screen.queryByText('Personal Information')).toBeNull();
  });

  it('shows the four sections, starts from the account e-mail, and Cancel goes to /search', async () => {
    withProfiles([aProfile({ userId: 50 })]);
    await renderForm();
    for (const section of [
      'Personal Information',
      'Professional Information',
      'Personal Journey',
      'RSVP and Travel Information',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section, hidden: true })).toBeTruthy();
    }
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(user.email);
    expect(selectedOption('Accommodation')).toBe('Not yet decided');
    expect(selectedOption('Number of Kids Coming')).toBe('None');
    const cancel = screen.getByText('Cancel').closest('a');
    expect(cancel?.getAttribute('href')).toBe('/search');
    fireEvent.click(cancel as HTMLElement);
    expect(currentPath()).toBe('/search');
  });
});

describe('Create profile: accessibility', () => {
  it('names every control by a visible label', async () => {
    withProfiles([]);
    await renderForm();
    const controls = Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
        'form input, form textarea',
      ),
    );
    expect(controls.length).toBeGreaterThan(30);
    const unnamed = controls.filter((control) => {
      const labelledBy = control.getAttribute('aria-labelledby');
      const byId = labelledBy ? document.getElementById(labelledBy)?.textContent : '';
      const byLabel = Array.from(control.labels ?? []).some((label) => label.textContent?.trim());
      return !byLabel && !byId;
    });
    expect(unnamed.map((control) => control.outerHTML)).toEqual([]);
  });
});

describe('Create profile: form rules', () => {
  beforeEach(() => withProfiles([]));

  it('refuses to save an incomplete form with the field messages', async () => {
    await renderForm();
    typeInto('Email', 'not-an-email');
    fireEvent.click(screen.getByText('Save Draft'));
    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(await toastText()).toContain(profileMessages.fixErrorsBeforeSaving);
  });

  it("says 'before submitting' when the failed action was Submit Profile", async () => {
    await renderForm();
    fireEvent.click(screen.getByText('Submit Profile'));
    expect(await toastText()).toContain(profileMessages.fixErrorsBeforeSubmitting);
  });

  it('checks a typed name once typing pauses, not on every key (a check re-renders the item)', async () => {
    await renderForm();
    typeInto('First Name', 'Grace');
    typeInto('First Name', '');
    await act(() => new Promise((resolve) => setTimeout(resolve, CHECK_AFTER_TYPING_MS / 2)));
    expect(screen.queryByText('First name is required')).toBeNull();
    expect(await screen.findByText('First name is required')).toBeTruthy();
  });
  it('accepts an empty e-mail although the label is marked required', async () => {
    const { calls } = withProfiles([], {
      'POST /api/profiles': [201, aProfile({ status: 'draft' })],
    });
    await renderForm();
    // The form's message alone for a bad address, not the browser's bubble as well.
    expect(screen.getByLabelText('Email').closest('form')?.noValidate).toBe(true);
    typeInto('Email', '');
    await fillRequiredFields();
    fireEvent.click(screen.getByText('Save Draft'));
    await waitFor(() => expect(bodyOf(calls, 'POST')).toBeDefined());
    expect(bodyOf(calls, 'POST')?.email).toBe('');
  });

  it('resizes the kids’ age selects with the count, keeping the ages already chosen', async () => {
    await renderForm();
    expect(screen.queryByLabelText('Age of Child 1')).toBeNull();
    await chooseOption('Number of Kids Coming', '2');
    // A new kid's age is to be chosen, not preset to 'Under 1 year'.
    expect(selectedOption('Age of Child 1')).toBe('');
    expect(selectedOption('Age of Child 2')).toBe('');
    await chooseOption('Age of Child 1', '7');
    await chooseOption('Number of Kids Coming', '3');
    expect(selectedOption('Age of Child 1')).toBe('7');
    expect(selectedOption('Age of Child 3')).toBe('');
    await chooseOption('Number of Kids Coming', '1');
    expect(selectedOption('Age of Child 1')).toBe('7');
    expect(screen.queryByLabelText('Age of Child 2')).toBeNull();
    await chooseOption('Number of Kids Coming', 'None');
    expect(screen.queryByLabelText('Age of Child 1')).toBeNull();
  });

  it("asks for a new kid's age, with the seed's message, before saving", async () => {
    const { calls } = withProfiles([], {
      'POST /api/profiles': [201, { id: 1, status: 'draft' }],
    });
    await renderForm();
    await fillRequiredFields();
    await chooseOption('Number of Kids Coming', '1');
    fireEvent.click(screen.getByText('Save Draft'));
    expect(await screen.findByText(profileMessages.kidAgeRequired)).toBeTruthy();
    expect(bodyOf(calls, 'POST')).toBeUndefined();
  });

  it('refuses a departure before the arrival on the departure field, sending nothing', async () => {
    const { calls } = withProfiles([], {
      'POST /api/profiles': [201, { id: 1, status: 'draft' }],
    });
    await renderForm();
    await fillRequiredFields();
    typeInto('Arrival Date', '2025-06-28');
    typeInto('Departure Date', '2025-06-26');
    fireEvent.click(screen.getByText('Save Draft'));
    expect(await screen.findByText(profileMessages.departureBeforeArrival)).toBeTruthy();
    expect(bodyOf(calls, 'POST')).toBeUndefined();
    // The same day is a day trip.
    typeInto('Departure Date', '2025-06-28');
    fireEvent.click(screen.getByText('Save Draft'));
    await waitFor(() => expect(bodyOf(calls, 'POST')).toBeDefined());
  });

  it('fills an empty town from the accommodation and never overwrites a chosen one', async () => {
    await renderForm();
    await chooseOption('Accommodation', 'Hôtel Aigle Noir');
    expect(selectedOption('Accommodation Town')).toBe('Fontainebleau');
    await chooseOption('Accommodation Town', 'Avon');
    await chooseOption('Accommodation', 'Airbnb');
    expect(selectedOption('Accommodation Town')).toBe('Avon');
  });

  it("fills 'Other' for Airbnb, private accommodation or other", async () => {
    await renderForm();
    await chooseOption('Accommodation', 'Private accommodation');
    expect(selectedOption('Accommodation Town')).toBe('Other');
  });

  it('offers the chosen country’s dialling code', async () => {
    await renderForm();
    await chooseOption('Country', 'France', 'Fran');
    expect(selectedOption('Dialling Code')).toBe('+33 France');
  });
});

describe('Create profile: saving', () => {
  // A test on fake timers runs what it left pending (a field's check once typing pauses) before
  // the next test: left alone, that check never settles and the next form waits on it.
  afterEach(() => {
    if (jest.isMockFunction(setTimeout) || 'clock' in setTimeout)
      act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('Save Draft posts a strict draft body, shows the banner, then returns to editing after 4 s', async () => {
    jest.useFakeTimers();
    const saved = aProfile({ id: 31, userId: user.id, status: 'draft', photos: [] });
    const { calls } = withProfiles([], {
      'POST /api/profiles': [201, saved],
      'PATCH /api/profiles/31': [200, saved],
      'GET /api/profiles/31': [200, saved],
    });
    await renderForm();
    await fillRequiredFields();
    typeInto('Phone Number', '555 0100');
    await chooseOption('Accommodation', 'Airbnb');
    await chooseOption('Number of Kids Coming', '1');
    await chooseOption('Age of Child 1', 'Under 1 year');
    fireEvent.click(screen.getByText('Save Draft'));

    const draftBanner = 'Your draft has been saved. You can keep editing or finish it later.';
    expect(await screen.findByText(draftBanner)).toBeTruthy();
    const body = bodyOf(calls, 'POST');
    expect(body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      country: 'United States',
      phoneNumber: '+1 555 0100',
      accommodation: 'Airbnb',
      accommodationTown: 'Other',
      kidsCount: 1,
      kidsAges: [0],
      status: 'draft',
      photos: [],
    });
    expect(body).not.toHaveProperty('countryCode');
    expect(createProfileRequestSchema.safeParse(body).success).toBe(true);
    expect(await toastText()).toContain('Draft Saved');

    act(() => jest.advanceTimersByTime(3900));
    expect(screen.queryByText(draftBanner)).not.toBeNull();
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByText(draftBanner)).toBeNull());
    expect(currentPath()).toBe('/create-profile');
    expect(screen.queryByText('You Already Have a Profile')).toBeNull();

    // Saving again edits the same draft instead of creating a second profile.
    fireEvent.click(screen.getByText('Save Draft'));
    await waitFor(() => expect(bodyOf(calls, 'PATCH')).toBeDefined());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // Based on the draft as saved here: a save over it elsewhere meanwhile is not undone.
    expect(bodyOf(calls, 'PATCH')?.basedOn).toBe(saved.updatedAt);
  });

  it('makes a later save refused as saved over elsewhere again on the newer version, and then holds it', async () => {
    const saved = aProfile({ id: 31, userId: user.id, status: 'draft', photos: [], city: null });
    const newer = { ...saved, city: 'Singapore', updatedAt: '2025-03-03T08:00:00.000Z' };
    const { calls } = withProfiles([], {
      'POST /api/profiles': [201, saved],
      'GET /api/profiles/31': [200, newer],
      'PATCH /api/profiles/31': ({ body }) =>
        (body as { basedOn?: string }).basedOn === newer.updatedAt
          ? [200, { ...newer, company: 'Airbus', updatedAt: '2025-03-03T09:00:00.000Z' }]
          : [412, { error: profileMessages.profileChanged }],
    });
    await renderForm();
    await fillRequiredFields();
    fireEvent.click(screen.getByText('Save Draft'));
    expect(await toastText()).toContain('Draft Saved');
    typeInto('Company', 'Airbus');
    fireEvent.click(screen.getByText('Save Draft'));
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveProperty('value', 'Singapore'));
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Airbus');
    const saves = calls.filter((call) => call.method === 'PATCH');
    expect(saves).toHaveLength(2);
    expect(saves[1]?.body).toMatchObject({ city: 'Singapore', company: 'Airbus', status: 'draft' });
    expect(currentPath()).toBe('/create-profile');
  });

  it('a later save refused as saved over elsewhere, and again on the newer version, opens the edit form', async () => {
    const saved = aProfile({ id: 31, userId: user.id, status: 'draft', photos: [] });
    withProfiles([], {
      'POST /api/profiles': [201, saved],
      'GET /api/profiles/31': [200, saved],
      'PATCH /api/profiles/31': [412, { error: profileMessages.profileChanged }],
    });
    await renderForm();
    await fillRequiredFields();
    fireEvent.click(screen.getByText('Save Draft'));
    expect(await toastText()).toContain('Draft Saved');
    fireEvent.click(screen.getByText('Save Draft'));
    await waitFor(() => expect(currentPath()).toBe('/profile/edit/31'));
    expect(await screen.findByText(profileMessages.profileChanged)).toBeTruthy();
  });

  it('creates the profile anew when the draft saved here was deleted elsewhere since', async () => {
    const saved = aProfile({ id: 31, userId: user.id, status: 'draft', photos: [] });
    const { calls } = withProfiles([], {
      'POST /api/profiles': [201, saved],
      'PATCH /api/profiles/31': [404, { error: 'Profile not found.' }],
    });
    await renderForm();
    await fillRequiredFields();
    fireEvent.click(screen.getByText('Save Draft'));
    expect(await toastText()).toContain('Draft Saved');
    fireEvent.click(screen.getByText('Save Draft'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    expect(await screen.findByText(/Failed to create profile: 404/)).toBeTruthy();
    fireEvent.click(screen.getByText('Save Draft'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2));
  });

  it('Submit Profile publishes, changes the heading and goes to /search after 2 s', async () => {
    jest.useFakeTimers();
    const { calls } = withProfiles([], {
      'POST /api/profiles': [201, aProfile({ id: 31, userId: user.id })],
    });
    await renderForm();
    await fillRequiredFields();
    fireEvent.click(screen.getByText('Submit Profile'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit My Profile' })).toBeTruthy();
    expect(bodyOf(calls, 'POST')?.status).toBe('published');
    expect(await toastText()).toContain('Profile Published');
    expect(screen.getByRole('link', { name: 'Edit My Profile' }).getAttribute('href')).toBe(
      '/profile/edit/31',
    );
    expect(screen.getByRole('link', { name: 'Continue to Profiles' }).getAttribute('href')).toBe(
      '/search',
    );

    act(() => jest.advanceTimersByTime(1900));
    expect(currentPath()).toBe('/create-profile');
    act(() => jest.advanceTimersByTime(100));
    expect(currentPath()).toBe('/search');
  });

  it('brings the published banner into view and focus, where the form was tapped at its bottom', async () => {
    // jsdom has no scrollIntoView: this one notes what was scrolled to.
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    try {
      withProfiles([], { 'POST /api/profiles': [201, aProfile({ id: 31, userId: user.id })] });
      await renderForm();
      await fillRequiredFields();
      fireEvent.click(screen.getByText('Submit Profile'));

      await screen.findByRole('heading', { level: 1, name: 'Edit My Profile' });
      const focused = document.activeElement as HTMLElement;
      // The banner itself, read out when focus lands on it; not the page or the gone button.
      expect(focused.getAttribute('tabindex')).toBe('-1');
      expect(within(focused).getByRole('alert').textContent).toBe(createMessages.publishedBanner);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
      expect(scrolled.at(-1)).toBe(focused);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('shows a failure in a banner and a toast, and clears the banner after 4 s', async () => {
    jest.useFakeTimers();
    withProfiles([], {
      'POST /api/profiles': [409, { error: 'You already have a profile' }],
    });
    await renderForm();
    await fillRequiredFields();
    fireEvent.click(screen.getByText('Submit Profile'));

    const message = 'Failed to create profile: 409: You already have a profile';
    const banner = screen.getByTestId('submit-status');
    expect(await within(banner).findByText(message)).toBeTruthy();
    expect(await toastText()).toContain(message);
    act(() => jest.advanceTimersByTime(3900));
    expect(within(banner).queryByText(message)).not.toBeNull();
    act(() => jest.advanceTimersByTime(100));
    await waitFor(() => expect(within(banner).queryByText(message)).toBeNull());
  });

  it('marks the fields a 400 answer names and takes the member to the first of them', async () => {
    withProfiles([], {
      'POST /api/profiles': [
        400,
        {
          error: 'Invalid input: city',
          fields: { city: [profileMessages.controlCharacters] },
        },
      ],
    });
    await renderForm();
    await fillRequiredFields();
    typeInto('City', 'Lyon');
    fireEvent.click(screen.getByText('Submit Profile'));
    expect(await screen.findByText(profileMessages.controlCharacters)).toBeTruthy();
    // Not left on the button the form was disabled under, far below the message.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('City')));
  });

  it("shows 'Submitting...' while the request is in flight", async () => {
    withProfiles([], { 'POST /api/profiles': new Promise(() => {}) });
    await renderForm();
    await fillRequiredFields();
    fireEvent.click(screen.getByText('Save Draft'));
    expect(await screen.findByText('Submitting...')).toBeTruthy();
  });
});

describe('Create profile: what was typed is kept on this device', () => {
  it('puts it back on return, says so, and Discard empties the form and forgets it', async () => {
    withProfiles([]);
    const first = renderPage('/create-profile');
    await screen.findByText('Personal Information');
    typeInto('First Name', 'Grace');
    typeInto('City', 'Lyon');
    // Leaving (the menu, Back) unmounts the form before its pause has passed.
    first.unmount();

    await renderForm();
    expect(await screen.findByText(/^Restored what you typed on /)).toBeTruthy();
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Lyon');

    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/^Restored what you typed/)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('keeps chosen photos while the site is open: back on the form they return', async () => {
    stubObjectUrls();
    withProfiles([]);
    const choosePhoto = () => {
      const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
      Object.defineProperty(input, 'files', {
        value: [aFile('me.jpg', 'image/jpeg')],
        configurable: true,
      });
      fireEvent.change(input);
    };
    const photo = () => screen.queryByText('Photo 1 (not saved yet)');

    const first = renderPage('/create-profile');
    await screen.findByText('Personal Information');
    choosePhoto();
    expect(photo()).not.toBeNull();
    first.unmount();

    const second = renderPage('/create-profile');
    expect(await screen.findByText(/^Restored what you typed on /)).toBeTruthy();
    expect(photo()).not.toBeNull();
    // Discard puts the photos back as they started too.
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(photo()).toBeNull();
    second.unmount();
    renderPage('/create-profile').unmount();

    // Signing out forgets them with every draft.
    const third = renderPage('/create-profile');
    await screen.findByText('Personal Information');
    expect(photo()).toBeNull();
    choosePhoto();
    third.unmount();
    forgetProfileDrafts();
    renderPage('/create-profile');
    await screen.findByText('Personal Information');
    expect(photo()).toBeNull();
    expect(screen.queryByText(/^Restored what you typed/)).toBeNull();
  });

  it('keeps nothing of what was typed right before signing out', async () => {
    withProfiles([]);
    const page = renderPage('/create-profile');
    await screen.findByText('Personal Information');
    // Typed, then Logout at once: sign-out forgets the drafts, then the form goes away with its
    // pause not yet passed.
    typeInto('First Name', 'Grace');
    forgetProfileDrafts();
    page.unmount();
    expect(localStorage.length).toBe(0);

    renderPage('/create-profile');
    await screen.findByText('Personal Information');
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/^Restored what you typed/)).toBeNull();
  });

  it('goes on keeping through the member’s own sign-in, and keeps nothing after another member’s', async () => {
    withProfiles([]);
    const first = renderPage('/create-profile');
    await screen.findByText('Personal Information');
    typeInto('First Name', 'Grace');
    // The member signed in again (their session had ended): a sign-in forgets every draft but
    // the member's own (signedInHere), and the form goes on.
    forgetProfileDrafts(user.id);
    first.unmount();
    const key = profileDraftKey(user.id, 'new');
    expect(readProfileDraft(key)?.values).toEqual({ firstName: 'Grace' });

    const second = renderPage('/create-profile');
    expect(await screen.findByText(/^Restored what you typed on /)).toBeTruthy();
    typeInto('City', 'Lyon');
    // Someone else signed in (in another tab, this one drops the drafts as it hears it:
    // useSessionSync): this form is the previous member's.
    forgetProfileDrafts(user.id + 1);
    second.unmount();
    expect(localStorage.length).toBe(0);
  });

  it('is forgotten once the server has the draft, and kept under the new profile after', async () => {
    withProfiles([], { 'POST /api/profiles': [201, aProfile({ id: 41, status: 'draft' })] });
    const page = renderPage('/create-profile');
    await screen.findByText('Personal Information');
    await fillRequiredFields();
    fireEvent.click(screen.getByText('Save Draft'));
    expect(await toastText()).toContain('Draft Saved');
    expect(localStorage.length).toBe(0);
    typeInto('City', 'Lyon');
    page.unmount();
    const key = profileDraftKey(user.id, 41);
    expect(Object.keys(localStorage)).toEqual([key]);
    // Only what changed since the save: put back over the profile saved elsewhere since, what was
    // saved here already would undo that save.
    expect(readProfileDraft(key)?.values).toEqual({ city: 'Lyon' });
  });
});
