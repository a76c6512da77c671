import fs from 'node:fs';
import { expect as jestExpect } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  callApi,
  confirmProfileEmail,
  registerAccount,
  registerAdministrator,
  signIn,
  type Account,
} from '../support/accounts';
import { choose as chooseOption, selected as selectedOption } from '../support/antd-select';
import { openBrowser, type Browser } from '../support/browser';
import { detailPairs } from '../support/profile-page';
import { ADMIN_EMAIL, startSite, type Site } from '../support/site';

// Issue 4's journeys through the shell: a draft on /create-profile, published with two photos,
// its detail page, edited and unpublished, published again; a classmate is refused its edit page
// (and by the server); the owner deletes it.

let site: Site;
let browser: Browser;
let page: Page;

const ada: Account = { email: 'ada@class2005.test', password: 'secret-1' };
const grace: Account = { email: 'grace@class2005.test', password: 'secret-2' };
const admin: Account = { email: ADMIN_EMAIL, password: 'secret-3' };
const adaProfileEmail = 'ada.lovelace@analytical.test';
const fullName = 'Ada Lovelace';

/** The fields of GET /api/profiles/:id these journeys look at. */
interface ProfileView {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  country: string;
  city: string | null;
  photos: string[];
  attending: string;
  parisGathering: string;
  accommodation: string;
  accommodationTown: string | null;
  kidsCount: number;
  kidsAges: number[];
  arrivalDate: string | null;
  departureDate: string | null;
  status: 'draft' | 'published';
}

/** Set once the draft exists. */
let profileId = 0;
/** The stored photo addresses once published. */
let photoUrls: string[] = [];

async function getProfile(id: number): Promise<{ status: number; profile?: ProfileView }> {
  const answer = await callApi(page, 'GET', `/api/profiles/${id}`);
  if (answer.status !== 200) return { status: answer.status };
  return { status: answer.status, profile: JSON.parse(answer.text) as ProfileView };
}

async function listProfiles(): Promise<ProfileView[]> {
  const answer = await callApi(page, 'GET', '/api/profiles');
  jestExpect(answer.status).toBe(200);
  return JSON.parse(answer.text) as ProfileView[];
}

const toast = () => page.getByTestId('toast').last();
const banner = () => page.getByTestId('submit-status');
const button = (name: string) => page.getByRole('button', { name, exact: true });
const link = (name: string) => page.getByRole('link', { name, exact: true });

const choose = (label: string, option: string, search?: string) =>
  chooseOption(page, label, option, search);
const selected = (label: string) => selectedOption(page, label);

async function answer(group: string, choice: 'Yes' | 'No' | 'Maybe'): Promise<void> {
  const radio = page
    .getByRole('radiogroup', { name: group, exact: true })
    .getByRole('radio', { name: choice, exact: true });
  await radio.check();
  jestExpect(await radio.isChecked()).toBe(true);
}

/** A real JPEG, drawn and encoded by the browser (larger than 800 px, so it gets downscaled). */
async function drawJpeg(width: number, height: number, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ({ width, height, colour }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = colour;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.fillRect(width / 4, height / 4, width / 2, height / 2);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
    },
    { width, height, colour },
  );
  return Buffer.from(base64, 'base64');
}

/** Waits until the image named `name` has loaded real pixels; returns its natural width. */
async function loadedImageWidth(name: string): Promise<number> {
  const image = page.getByRole('img', { name, exact: true });
  const handle = await image.elementHandle();
  await page.waitForFunction(
    (element) =>
      element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
    handle,
  );
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

async function openEditPage(): Promise<void> {
  await page.goto(`${site.url}/profile/edit/${profileId}`);
  await page.getByRole('heading', { level: 1, name: 'Edit Your Profile' }).waitFor();
  await page.getByLabel('First Name', { exact: true }).waitFor();
}

beforeAll(async () => {
  site = await startSite();
  browser = await openBrowser();
  page = browser.page;
  await registerAccount(page, site, grace);
  await registerAdministrator(page, site, admin);
  await registerAccount(page, site, ada);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

test('the owner fills in the create form and saves a draft', async () => {
  await page.goto(`${site.url}/create-profile`);
  await page.getByRole('heading', { level: 1, name: 'Create Your Profile' }).waitFor();
  await page
    .getByText('Share your journey since graduation and reconnect with classmates')
    .waitFor();
  // The account's address is offered as a start.
  jestExpect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(ada.email);
  // The text fields are plain inputs drawn by antd's Input styles (docs/profiles.md, "Typing
  // keeps up"): they are in the antd stylesheet only while some app draws antd's Input.
  for (const field of [page.getByLabel('First Name', { exact: true }), page.locator('textarea')])
    jestExpect(
      await field.first().evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.borderRadius, style.padding, style.borderStyle];
      }),
    ).toEqual(['8px', '4px 11px', 'solid']);

  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Last Name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Email', { exact: true }).fill(adaProfileEmail);
  await choose('Dialling Code', '+33 France', '+33 Fr');
  await page.getByLabel('Phone Number', { exact: true }).fill('6 12 34 56 78');
  await choose('Country', 'United Kingdom', 'United K');
  // A chosen dialling code is not overwritten by the country.
  jestExpect(await selected('Dialling Code')).toBe('+33 France');
  await page.getByLabel('City', { exact: true }).fill('London');

  await answer('Attending the Reunion (June 27-29)', 'Yes');
  await answer('Attending the Paris Gathering (June 26)', 'No');
  await page.getByLabel('Arrival Date', { exact: true }).fill('2025-06-26');
  await page.getByLabel('Departure Date', { exact: true }).fill('2025-06-29');
  await choose('Accommodation', 'Hôtel Aigle Noir');
  // A hotel fills the empty town with Fontainebleau (docs/profiles.md, "Accommodation and town").
  jestExpect(await selected('Accommodation Town')).toBe('Fontainebleau');

  jestExpect(await page.getByLabel('Age of Child 1', { exact: true }).count()).toBe(0);
  await choose('Number of Kids Coming', '2');
  await choose('Age of Child 1', '7');
  await choose('Age of Child 2', 'Under 1 year');
  jestExpect(await page.getByLabel('Age of Child 3', { exact: true }).count()).toBe(0);

  await button('Save Draft').click();
  await banner()
    .getByText('Your draft has been saved. You can keep editing or finish it later.')
    .waitFor();
  await toast().getByText('Draft Saved').waitFor();
  // Still editing, on the same screen.
  jestExpect(new URL(page.url()).pathname).toBe('/create-profile');
  await button('Submit Profile').waitFor();
  // Not the account's address: it waits for the link mailed to it (docs/profiles.md, "A
  // profile's e-mail address"), opened here in a second tab, as from the mail.
  await toast().getByText(`We sent a link to ${adaProfileEmail}.`, { exact: false }).waitFor();
  const mailTab = await browser.context.newPage();
  await confirmProfileEmail(mailTab, site, adaProfileEmail);
  await mailTab.close();

  const mine = (await listProfiles()).filter((profile) => profile.email === adaProfileEmail);
  jestExpect(mine).toHaveLength(1);
  const [draft] = mine;
  if (!draft) throw new Error('no draft');
  profileId = draft.id;
  jestExpect(draft).toMatchObject({
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'United Kingdom',
    city: 'London',
    phoneNumber: '+33 6 12 34 56 78',
    attending: 'yes',
    parisGathering: 'no',
    arrivalDate: '2025-06-26',
    departureDate: '2025-06-29',
    accommodation: 'Hôtel Aigle Noir',
    accommodationTown: 'Fontainebleau',
    kidsCount: 2,
    kidsAges: [7, 0],
    photos: [],
    status: 'draft',
  });
});

test('the owner adds two photos and publishes; the site moves on to /search after 2 s', async () => {
  await page.getByLabel('Profile Photos', { exact: true }).setInputFiles([
    { name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(1200, 900, '#1d4e89') },
    { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: await drawJpeg(600, 900, '#2e7d32') },
  ]);
  await page.getByText('2 of 3 chosen.', { exact: false }).waitFor();

  await button('Submit Profile').click();
  await banner()
    .getByText('Your profile has been published! Taking you to the class directory...')
    .waitFor();
  const publishedAt = Date.now();
  await toast().getByText('Profile Published').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Edit My Profile' }).waitFor();
  jestExpect(await link('Edit My Profile').getAttribute('href')).toBe(`/profile/edit/${profileId}`);
  jestExpect(await link('Continue to Profiles').getAttribute('href')).toBe('/search');

  await page.waitForURL(`${site.url}/search`);
  jestExpect(Date.now() - publishedAt).toBeGreaterThanOrEqual(1500);
  await page.getByRole('heading', { name: 'Find Classmates', exact: true }).waitFor();

  const { profile } = await getProfile(profileId);
  jestExpect(profile?.status).toBe('published');
  photoUrls = profile?.photos ?? [];
  jestExpect(photoUrls).toHaveLength(2);
  // One profile per person: the draft was published in place.
  jestExpect((await listProfiles()).filter((p) => p.email === adaProfileEmail)).toHaveLength(1);
});

test('the detail page shows the name, both photos, the attendance and the phone with its code', async () => {
  await page.goto(`${site.url}/profile/${profileId}`);
  await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
  await page.getByText('London, United Kingdom').first().waitFor();

  await page.getByRole('tab', { name: 'Photo 1' }).waitFor();
  await page.getByRole('tab', { name: 'Photo 2' }).waitFor();
  // Downscaled in the browser: no side above 800 px.
  const first = await loadedImageWidth(`Photo 1 of ${fullName}`);
  jestExpect(first).toBe(800);
  await page.getByRole('tab', { name: 'Photo 2' }).click();
  const second = await loadedImageWidth(`Photo 2 of ${fullName}`);
  jestExpect(second).toBeGreaterThan(0);
  jestExpect(second).toBeLessThanOrEqual(800);

  const pairs = await detailPairs(page);
  jestExpect(pairs).toMatchObject({
    'Reunion (June 27-29)': 'Attending',
    'Paris Gathering (June 26)': 'Not attending',
    Arrival: 'Thursday, June 26',
    Departure: 'Sunday, June 29',
    Accommodation: 'Hôtel Aigle Noir (Fontainebleau)',
    'Kids Coming': '2 children (ages: Under 1 year, 7)',
    Email: adaProfileEmail,
    // The dialling code comes before the number.
    Phone: '+33 6 12 34 56 78',
    Location: 'London, United Kingdom',
  });
  jestExpect(await link('+33 6 12 34 56 78').getAttribute('href')).toBe('tel:+33612345678');

  // The owner's buttons; the export is for administrators only.
  jestExpect(await link('Edit Profile').getAttribute('href')).toBe(`/profile/edit/${profileId}`);
  await button('Delete Profile').waitFor();
  jestExpect(await button('Export for ChatGPT').count()).toBe(0);
});

test('the owner edits the profile and unpublishes it: it becomes a draft', async () => {
  await link('Edit Profile').click();
  await page.waitForURL(`${site.url}/profile/edit/${profileId}`);
  await page.getByRole('heading', { level: 1, name: 'Edit Your Profile' }).waitFor();
  const city = page.getByLabel('City', { exact: true });
  await page.waitForFunction(
    () => (document.querySelector<HTMLInputElement>('#profile_firstName')?.value ?? '') !== '',
  );
  jestExpect(await page.getByLabel('First Name', { exact: true }).inputValue()).toBe('Ada');
  jestExpect(await selected('Dialling Code')).toBe('+33 France');
  jestExpect(await page.getByLabel('Phone Number', { exact: true }).inputValue()).toBe(
    '6 12 34 56 78',
  );
  // A published profile offers Save and Unpublish.
  await button('Save').waitFor();
  await button('Unpublish').waitFor();
  jestExpect(await button('Submit').count()).toBe(0);
  jestExpect(await link('Cancel').getAttribute('href')).toBe(`/profile/${profileId}`);

  await city.fill('Oxford');
  await button('Unpublish').click();
  await page.waitForURL(`${site.url}/profile/${profileId}`);
  await toast().getByText('Profile Saved').waitFor();
  await page.getByText('Draft: only you can see this profile').waitFor();
  await page.getByText('Oxford, United Kingdom').first().waitFor();

  const { profile } = await getProfile(profileId);
  jestExpect(profile).toMatchObject({ status: 'draft', city: 'Oxford', photos: photoUrls });

  // A draft is the owner's alone: a classmate can neither list nor read it.
  await signIn(page, site, grace);
  jestExpect((await listProfiles()).some((p) => p.id === profileId)).toBe(false);
  jestExpect((await getProfile(profileId)).status).toBe(404);
  await signIn(page, site, ada);
});

test('the owner publishes the draft again from the edit page', async () => {
  await openEditPage();
  // A draft offers Save Draft and Submit.
  await button('Save Draft').waitFor();
  await button('Submit').waitFor();
  jestExpect(await button('Unpublish').count()).toBe(0);
  await button('Submit').click();
  await page.waitForURL(`${site.url}/profile/${profileId}`);
  await toast().getByText('Profile Published').waitFor();
  await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
  jestExpect(await page.getByText('Draft: only you can see this profile').count()).toBe(0);
  jestExpect((await getProfile(profileId)).profile?.status).toBe('published');

  // One profile per person: the create screen now points to it.
  await page.goto(`${site.url}/create-profile`);
  await page.getByText('You Already Have a Profile').waitFor();
  await page.getByText('You can only have one profile').waitFor();
  jestExpect(await link('Edit My Profile').getAttribute('href')).toBe(`/profile/edit/${profileId}`);
  jestExpect(await link('View My Profile').getAttribute('href')).toBe(`/profile/${profileId}`);
  jestExpect(await button('Submit Profile').count()).toBe(0);
});

test("a classmate sees 'Unauthorized Access' on the edit page, no Edit Profile, and the server refuses", async () => {
  await signIn(page, site, grace);
  await page.goto(`${site.url}/profile/edit/${profileId}`);
  await page.getByText('Unauthorized Access').waitFor();
  await page
    .getByText(
      "You don't have permission to edit this profile. You can only edit your own profile.",
    )
    .waitFor();
  jestExpect(await page.getByLabel('First Name', { exact: true }).count()).toBe(0);
  jestExpect(await link('Return to Home').getAttribute('href')).toBe('/');
  await link('View Profile').click();
  await page.waitForURL(`${site.url}/profile/${profileId}`);
  await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
  await page.getByRole('tab', { name: 'Photo 1' }).waitFor();
  jestExpect(await link('Edit Profile').count()).toBe(0);
  jestExpect(await button('Delete Profile').count()).toBe(0);
  jestExpect(await button('Export for ChatGPT').count()).toBe(0);

  // Whatever the page shows, the server decides: a valid body from someone else is refused.
  const patch = await callApi(page, 'PATCH', `/api/profiles/${profileId}`, {
    firstName: 'Mallory',
    lastName: 'Intruder',
    country: 'France',
    status: 'draft',
  });
  jestExpect(patch.status).toBe(403);
  jestExpect((await callApi(page, 'DELETE', `/api/profiles/${profileId}`)).status).toBe(403);
  jestExpect((await getProfile(profileId)).profile).toMatchObject({
    firstName: 'Ada',
    status: 'published',
    photos: photoUrls,
  });
});

test("an administrator gets 'Export for ChatGPT', which downloads the class directory", async () => {
  await signIn(page, site, admin);
  await page.goto(`${site.url}/profile/${profileId}`);
  await page.getByRole('heading', { level: 1, name: fullName }).waitFor();
  await button('Delete Profile').waitFor();
  jestExpect(await link('Edit Profile').count()).toBe(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    button('Export for ChatGPT').click(),
  ]);
  await toast().getByText('Export Complete').waitFor();
  const text = fs.readFileSync(await download.path(), 'utf8');
  jestExpect(text).toContain('Ada');
  jestExpect(text).toContain('Lovelace');
});

test("the owner deletes the profile ('Yes, Delete') and lands on /", async () => {
  await signIn(page, site, ada);
  await openEditPage();
  await button('Delete').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Are you sure you want to delete?').waitFor();
  await dialog
    .getByText('This action cannot be undone. This will permanently delete your profile.')
    .waitFor();
  // 'No, Cancel' keeps it.
  await dialog.getByRole('button', { name: 'No, Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  jestExpect((await getProfile(profileId)).status).toBe(200);

  await button('Delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Delete' }).click();
  await page.waitForURL(`${site.url}/`);
  await toast().getByText('Profile Deleted').waitFor();
  await page.getByText('Event and Lookbook').waitFor();

  jestExpect((await getProfile(profileId)).status).toBe(404);
  // Its photo files went with it.
  for (const url of photoUrls) jestExpect((await callApi(page, 'GET', url)).status).toBe(404);
  // Its page is gone.
  await page.goto(`${site.url}/profile/${profileId}`);
  await page.getByRole('heading', { level: 1, name: 'Profile Not Found' }).waitFor();
  jestExpect(await link('Search All Profiles').getAttribute('href')).toBe('/search');
  // The create screen is open again.
  await page.goto(`${site.url}/create-profile`);
  await button('Submit Profile').waitFor();
});
