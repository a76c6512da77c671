import { screen, within } from '@testing-library/react';
import type { RsvpNudgeRow } from '@reunion/contracts';
import { mockApi } from '@reunion/web-kit/testing';
import { renderPage } from '../testing/renderPage';
import RsvpNudgesCard from './RsvpNudgesCard';

/** Mailed at 23:30 UTC on Friday 28 November 2025: 00:30 on Saturday 29 November in Paris. */
const lateEvening: RsvpNudgeRow = {
  profileId: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  nudgedAt: '2025-11-28T23:30:00.000Z',
  events: [{ event: 'attending', answerNow: 'maybe' }],
  answeredSince: false,
  unsubscribed: false,
};

describe('RsvpNudgesCard', () => {
  it('prints when each reminder was mailed on France’s clock, and says so', async () => {
    mockApi({ 'GET /api/insights/rsvp-nudges': [200, [lateEvening]] });
    renderPage(<RsvpNudgesCard />);
    const row = await screen.findByRole('row', { name: /Ada Lovelace/ });
    // The same day and time in every organiser's zone (docs/pages.md, "Dates and times").
    expect(within(row).getByText('Saturday, November 29, 2025 at 12:30 AM')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Reminded (Paris time)' })).toBeTruthy();
    expect(within(row).getByText('Not yet')).toBeTruthy();
  });
});
