import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import EventPage from '../pages/EventPage';

/** Whether the section's code can be fetched: as with no signal, offline, when false. */
let mockCodeReachable = true;
jest.mock('./WhoIsInTown', () => {
  if (!mockCodeReachable) throw new Error('ChunkLoadError: Loading chunk 152 failed.');
  return jest.requireActual<object>('./WhoIsInTown');
});

describe("Who's in town when its code cannot be fetched", () => {
  it('says so in its own section, with Try again, and the rest of the programme stays', async () => {
    mockCodeReachable = false;
    renderPage(<EventPage />);
    // Before: the failure went up to the section's boundary, which replaced the whole page.
    const section = await screen.findByRole('region', { name: "Who's in Town When" });
    expect(
      within(section).getByText('Could not load who is in town. Try again later.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '20-Year Reunion' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Detailed Schedule' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Contact Information' })).toBeTruthy();

    // The signal is back: Try again fetches it.
    mockCodeReachable = true;
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: "Who's in Town When" })).getByLabelText('Town'),
      ).toBeTruthy(),
    );
  });
});
