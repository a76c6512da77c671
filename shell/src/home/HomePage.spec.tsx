import { screen, within } from '@testing-library/react';
import { mockApi } from '@reunion/web-kit/testing';
import { renderPage, signedInUser } from '../testing/renderPage';

describe('home', () => {
  it('shows the hero, event details and the create-profile calls to action', async () => {
    mockApi({ 'GET /api/user': [200, signedInUser] });
    renderPage('/');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Class of 2005 June Intake' }),
    ).toBeTruthy();
    expect(within(main).getByText('Event and Lookbook')).toBeTruthy();
    expect(within(main).getByText('June 27-29, 2025 • Fontainebleau, France')).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: 'Create Your Profile' }).getAttribute('href'),
    ).toBe('/create-profile');
    expect(
      within(main)
        .getByRole('link', { name: /Search Classmates/ })
        .getAttribute('href'),
    ).toBe('/search');
    expect(within(main).getByRole('heading', { name: 'Reunion Event Details' })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Schedule Overview' })).toBeTruthy();
    expect(within(main).getByText('Thursday, June 26')).toBeTruthy();
    expect(within(main).getByText('Paris Pre-Reunion Gathering')).toBeTruthy();
    expect(within(main).getByText('Friday, June 27')).toBeTruthy();
    expect(within(main).getByText('Welcome Reception and Dinner')).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: 'View Full Schedule' }).getAttribute('href'),
    ).toBe('/event-details');
    expect(within(main).getByRole('img', { name: /Fontainebleau/ })).toBeTruthy();
    expect(within(main).getByRole('heading', { name: 'Join Your Classmates' })).toBeTruthy();
    expect(
      within(main).getByRole('link', { name: 'Create Your Profile Now' }).getAttribute('href'),
    ).toBe('/create-profile');
    expect(document.title).toContain('Home');
  });

  it('offers to modify the profile when the user has one', async () => {
    mockApi({
      'GET /api/user': [200, { ...signedInUser, profileId: 12, profileStatus: 'published' }],
    });
    renderPage('/');
    const main = await screen.findByRole('main');
    expect(
      (await within(main).findByRole('link', { name: 'Modify Your Profile' })).getAttribute('href'),
    ).toBe('/profile/edit/12');
    expect(
      within(main).getByRole('link', { name: 'Modify Your Profile Now' }).getAttribute('href'),
    ).toBe('/profile/edit/12');
    expect(within(main).queryByRole('link', { name: 'Create Your Profile' })).toBeNull();
    expect(within(main).queryByText(/still a draft/)).toBeNull();
  });

  it('says a draft is seen by nobody else, and offers to finish it', async () => {
    mockApi({ 'GET /api/user': [200, { ...signedInUser, profileId: 12, profileStatus: 'draft' }] });
    renderPage('/');
    const main = await screen.findByRole('main');
    expect(
      (await within(main).findByRole('link', { name: 'Finish Your Profile' })).getAttribute('href'),
    ).toBe('/profile/edit/12');
    expect(
      within(main).getByText(
        'Your profile is still a draft: only you can see it until you submit it.',
      ),
    ).toBeTruthy();
  });
});
