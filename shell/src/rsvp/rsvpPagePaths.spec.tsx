import { screen } from '@testing-library/react';
import { mockApi } from '@reunion/web-kit/testing';
import { RSVP_ANSWER_PAGE, RSVP_UNSUBSCRIBE_PAGE } from '@reunion/contracts';
import { renderPage } from '../testing/renderPage';

// The nudge mails build their links from contracts' page constants (rsvp-nudge-paths.ts). Here
// they are renamed, as a later change to contracts might: the shell's pages must move with them,
// or every mailed link would open the 404 page.
jest.mock('@reunion/contracts', () => ({
  ...jest.requireActual<object>('@reunion/contracts'),
  RSVP_ANSWER_PAGE: '/reminders/reply',
  RSVP_UNSUBSCRIBE_PAGE: '/reminders/stop',
}));

describe("the RSVP nudge pages' paths", () => {
  beforeEach(() => {
    mockApi({ 'GET /api/user': [401] });
  });

  it('are the ones contracts names (here renamed to /reminders/…)', () => {
    expect([RSVP_ANSWER_PAGE, RSVP_UNSUBSCRIBE_PAGE]).toEqual([
      '/reminders/reply',
      '/reminders/stop',
    ]);
  });

  it("open the answer page at contracts' RSVP_ANSWER_PAGE", async () => {
    renderPage(`${RSVP_ANSWER_PAGE}?token=tok&event=attending&answer=yes`);
    expect(await screen.findByRole('button', { name: 'Record my answer' })).toBeTruthy();
  });

  it("open the unsubscribe page at contracts' RSVP_UNSUBSCRIBE_PAGE", async () => {
    renderPage(`${RSVP_UNSUBSCRIBE_PAGE}?token=tok`);
    expect(await screen.findByRole('button', { name: 'Stop the reminders' })).toBeTruthy();
  });
});
