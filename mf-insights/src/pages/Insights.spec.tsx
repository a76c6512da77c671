import {
  aPublicUser,
  mockApi,
  readBlob,
  spyOnDownloads,
  type DownloadSpy,
} from '@reunion/web-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { insightsColumnsFor, type InsightsReader } from '@reunion/contracts';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { apiProfile, summaryOf } from '../testing/profiles';
import { chooseOption } from '../testing/antdSelect';
import { renderPage } from '../testing/renderPage';
import Insights from './Insights';

// The chart library draws nothing measurable in jsdom; the charts are replaced at the module
// boundary by stand-ins that show what they were given. Everything else is real.
jest.mock('../charts/chartsModule', () => ({
  AttendanceChart: () => <div data-testid="attendance-chart" />,
  SharesChart: ({ entries }: { entries: { name: string }[] }) => (
    <div data-testid="shares-chart">{entries.map((entry) => entry.name).join('|')}</div>
  ),
  StayChart: ({ days }: { days: { present: number }[] }) => (
    <div data-testid="stay-chart">{days.map((day) => day.present).join(',')}</div>
  ),
}));

const ada = apiProfile({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@engines.test',
  company: 'Analytical Engines',
  attending: 'yes',
  parisGathering: 'yes',
  arrivalDate: '2025-06-26',
  departureDate: '2025-06-29',
  accommodation: 'Hôtel de Londres',
  accommodationTown: 'Fontainebleau',
  dietaryRequirements: 'Vegetarian',
});
const grace = apiProfile({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@navy.test',
  company: '=HYPERLINK("x")',
  attending: 'yes',
  parisGathering: 'no',
  arrivalDate: '2025-06-27',
  departureDate: '2025-06-30',
  accommodation: 'Hôtel de Londres',
  accommodationTown: 'Fontainebleau',
});
const alan = apiProfile({
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@bletchley.test',
  attending: 'no',
  parisGathering: 'maybe',
  accommodation: 'Airbnb',
  accommodationTown: 'Avon',
});
const myDraft = apiProfile({ firstName: 'Drafty', lastName: 'Mine', status: 'draft' });
const everyone = [ada, grace, alan, myDraft];
/** The class account: an organiser, who sees every column (not an administrator's cards). */
const organiser = aPublicUser({ roles: { administrator: false, classAccount: true } });

function serve(profiles = everyone) {
  return mockApi({
    'GET /api/insights': [200, summaryOf(profiles)],
    'GET /api/insights/profiles': [200, profiles],
  });
}

// Queries go through the DOM rather than getByRole where the page is big: computing the
// accessibility tree of an antd table in jsdom takes seconds per query on two cores. What
// the roles are is still checked, once, where it matters (tabs, captions, headers).

/**
 * Skips user-event's pointer-events check: it reads the computed style of every ancestor on
 * each click, seconds per click under antd in jsdom, and no control here is covered.
 */
function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}
type User = ReturnType<typeof setupUser>;

function card(title: string): HTMLElement {
  return screen.getByLabelText(title);
}

function profileRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
}

function names(): string[] {
  return profileRows().map((row) => row.querySelector('td')?.textContent ?? '');
}

function tab(name: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]')).find(
    // The focused tab also holds rc-tabs' live "Tab 2 of 2" announcement.
    (element) => element.textContent?.endsWith(name),
  );
  if (!found) throw new Error(`no tab ${name}`);
  return found;
}

/** A FiguresTable by its caption; rows by their row header, as a screen reader reads them. */
function figures(caption: string): (rowName: string) => (string | null)[] {
  const table = Array.from(document.querySelectorAll('table')).find(
    (element) => element.querySelector('caption')?.textContent === caption,
  );
  if (!table) throw new Error(`no table captioned ${caption}`);
  return (rowName) => {
    const header = Array.from(table.querySelectorAll('th[scope="row"]')).find(
      (th) => th.textContent === rowName,
    );
    if (!header) throw new Error(`no row ${rowName} in ${caption}`);
    return Array.from(header.parentElement?.querySelectorAll('td') ?? []).map(
      (cell) => cell.textContent,
    );
  };
}

async function openTab(user: User, name: string) {
  await user.click(tab(name));
  await waitFor(() => expect(tab(name).getAttribute('aria-selected')).toBe('true'));
}

async function search(user: User, text: string) {
  const box = screen.getByPlaceholderText('Search by name or email...');
  await user.clear(box);
  // One paste rather than a keystroke per character: the filter is what is under test.
  await user.click(box);
  await user.paste(text);
}

function nameHeader(): HTMLElement {
  const header = Array.from(document.querySelectorAll<HTMLElement>('th.ant-table-cell')).find(
    (th) => th.textContent?.trim() === 'Name',
  );
  if (!header) throw new Error('no Name header');
  return header;
}

async function sortByName(user: User) {
  await user.click(within(nameHeader()).getByText('Name'));
}

describe('Insights page', () => {
  let downloads: DownloadSpy;
  beforeEach(() => {
    downloads = spyOnDownloads();
  });
  afterEach(() => {
    downloads.restore();
    jest.restoreAllMocks();
  });

  it('names the screen in a heading and the tab title', async () => {
    serve();
    renderPage(<Insights />);
    expect(screen.getByRole('heading', { level: 1, name: 'Insights' })).toBeTruthy();
    expect(document.title).toContain('Insights');
    await screen.findByText('67% of total');
  });

  it('shows skeletons while loading, then the four cards from GET /api/insights', async () => {
    let answer: (value: [number, unknown]) => void = () => undefined;
    mockApi({
      'GET /api/insights': new Promise((resolve) => (answer = resolve)),
      'GET /api/insights/profiles': [200, everyone],
    });
    const { container } = renderPage(<Insights />);
    expect(container.querySelectorAll('.ant-skeleton').length).toBeGreaterThanOrEqual(4);
    await act(async () => answer([200, summaryOf(everyone)]));

    await within(card('Total Profiles')).findByText('3');
    expect(card('Total Profiles').getAttribute('role')).toBe('group');
    expect(within(card('Attending Reunion')).getByText('2')).toBeTruthy();
    expect(within(card('Attending Reunion')).getByText('67% of total')).toBeTruthy();
    expect(within(card('Attending Paris')).getByText('1')).toBeTruthy();
    expect(within(card('Attending Paris')).getByText('33% of total')).toBeTruthy();
    expect(within(card('Top Accommodation')).getByText('Hôtel de Londres')).toBeTruthy();
    expect(within(card('Top Accommodation')).getByText('2 alumni')).toBeTruthy();
  });

  it("says 'No data' for the top accommodation and 0% when there are no profiles", async () => {
    serve([]);
    renderPage(<Insights />);
    await within(card('Top Accommodation')).findByText('No data');
    expect(within(card('Attending Reunion')).getByText('0% of total')).toBeTruthy();
    expect(within(card('Total Profiles')).getByText('0')).toBeTruthy();
    expect(await screen.findByText('No profiles found matching your criteria.')).toBeTruthy();
    const download = screen.getByText('Download CSV').closest('button');
    expect(download?.disabled).toBe(true);
  });

  const tableHeaders = () =>
    Array.from(document.querySelectorAll('thead th')).map((th) => th.textContent?.trim());
  const columnTitles = (reader: InsightsReader) =>
    insightsColumnsFor(reader).map((column) => column.title);

  describe('All Profiles', () => {
    it('lists the published profiles with their columns, leaving out my own draft', async () => {
      serve();
      renderPage(<Insights />, organiser);
      await screen.findByText('Ada Lovelace');
      expect(tableHeaders()).toEqual(columnTitles('organiser'));
      expect(names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
      const adaCells = Array.from(profileRows()[0]?.querySelectorAll('td') ?? []).map(
        (cell) => cell.textContent,
      );
      expect(adaCells).toEqual([
        'Ada Lovelace',
        'ada@engines.test',
        'Analytical Engines',
        'Attending',
        'Attending',
        'Jun 26',
        'Hôtel de Londres',
        'Vegetarian',
      ]);
      expect(screen.queryByText('Drafty Mine')).toBeNull();
      expect(screen.getByText('3 profiles').getAttribute('role')).toBe('status');
    });

    it('searches by name or e-mail and says so when nothing matches', async () => {
      const user = setupUser();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      expect(screen.getByLabelText('Search')).toBe(
        screen.getByPlaceholderText('Search by name or email...'),
      );
      await search(user, 'NAVY');
      expect(names()).toEqual(['Grace Hopper']);
      await search(user, 'alan tur');
      expect(names()).toEqual(['Alan Turing']);
      await search(user, 'nobody');
      expect(names()).toEqual([]);
      expect(screen.getByText('No profiles found matching your criteria.')).toBeTruthy();
    });

    it('filters by reunion attendance with the page labels', async () => {
      const user = setupUser();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await chooseOption(user, 'Reunion Attendance', 'Attending');
      expect(names()).toEqual(['Ada Lovelace', 'Grace Hopper']);
      await chooseOption(user, 'Reunion Attendance', 'Not Attending');
      expect(names()).toEqual(['Alan Turing']);
    });

    it('combines the Paris filter with the others, and says so when nothing matches', async () => {
      const user = setupUser();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await chooseOption(user, 'Paris Attendance', 'Maybe');
      expect(names()).toEqual(['Alan Turing']);
      await search(user, 'ada');
      expect(names()).toEqual([]);
      expect(screen.getByText('No profiles found matching your criteria.')).toBeTruthy();
    });

    it('sorts by a column header, both ways', async () => {
      const user = setupUser();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await sortByName(user);
      expect(names()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
      await sortByName(user);
      expect(names()).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
      expect(nameHeader().getAttribute('aria-sort')).toBe('descending');
    });

    it('pages hundreds of rows, 20 at a time', async () => {
      const many = Array.from({ length: 250 }, (_, i) =>
        apiProfile({ firstName: `Classmate${String(i).padStart(3, '0')}`, lastName: 'X' }),
      );
      serve(many);
      renderPage(<Insights />);
      await screen.findByText('Classmate000 X');
      expect(profileRows()).toHaveLength(20);
      expect(screen.getByText('1–20 of 250 profiles')).toBeTruthy();
      const user = setupUser();
      await user.click(screen.getByTitle('Next Page'));
      expect(names()[0]).toBe('Classmate020 X');
    });

    it('downloads the table as filtered and sorted, as CSV with formulas neutralised', async () => {
      const user = setupUser();
      serve();
      renderPage(<Insights />, organiser);
      await screen.findByText('Ada Lovelace');
      await chooseOption(user, 'Reunion Attendance', 'Attending');
      await sortByName(user);
      await sortByName(user);
      await user.click(screen.getByText('Download CSV'));

      expect(downloads.fileNames[0]).toMatch(/^reunion-insights-\d{4}-\d{2}-\d{2}\.csv$/);
      const blob = downloads.blobs[0] as Blob;
      expect(blob.type).toBe('text/csv;charset=utf-8');
      expect((await readBlob(blob)).split('\r\n')).toEqual([
        'Name,Email,Company,Reunion,Paris,Arrival,Accommodation,Dietary requirements',
        `Grace Hopper,grace@navy.test,"'=HYPERLINK(""x"")",Attending,Not Attending,2025-06-27,Hôtel de Londres,`,
        'Ada Lovelace,ada@engines.test,Analytical Engines,Attending,Attending,2025-06-26,Hôtel de Londres,Vegetarian',
        '',
      ]);
    });

    it('shows a classmate no Dietary requirements column, in the table or the CSV', async () => {
      // The server sends a classmate's rows without it (their own aside): an empty column.
      const user = setupUser();
      serve([{ ...ada, dietaryRequirements: null }, grace]);
      renderPage(<Insights />, aPublicUser());
      await screen.findByText('Ada Lovelace');
      expect(tableHeaders()).toEqual(columnTitles('classmate'));
      expect(tableHeaders()).not.toContain('Dietary requirements');
      await user.click(screen.getByText('Download CSV'));
      expect((await readBlob(downloads.blobs[0] as Blob)).split('\r\n')[0]).toBe(
        'Name,Email,Company,Reunion,Paris,Arrival,Accommodation',
      );
    });
  });

  describe('Attendance Summary', () => {
    it('is reached from the keyboard: the tabs are a tab list driven by arrow keys', async () => {
      const user = setupUser();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      expect(screen.getByRole('tablist')).toBeTruthy();
      act(() => tab('All Profiles').focus());
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(document.activeElement).toBe(tab('Attendance Summary')));
      await user.keyboard('{Enter}');
      await waitFor(() =>
        expect(tab('Attendance Summary').getAttribute('aria-selected')).toBe('true'),
      );
      expect(await screen.findByRole('heading', { level: 2, name: 'Attendance' })).toBeTruthy();
    });

    it('gives counts and whole-number percentages for each event, and the accommodation breakdown', async () => {
      const user = setupUser();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await openTab(user, 'Attendance Summary');

      const reunion = figures('Reunion Attendance');
      expect(reunion('Attending')).toEqual(['2', '67%']);
      expect(reunion('Not Attending')).toEqual(['1', '33%']);
      expect(reunion('Maybe')).toEqual(['0', '0%']);
      expect(figures('Paris Attendance')('Attending')).toEqual(['1', '33%']);
      const byAccommodation = figures('By accommodation');
      expect(byAccommodation('Hôtel de Londres')).toEqual(['2', '67%']);
      expect(byAccommodation('Airbnb')).toEqual(['1', '33%']);
      const byTown = figures('By town');
      expect(byTown('Fontainebleau')).toEqual(['2', '67%']);
      expect(byTown('Avon')).toEqual(['1', '33%']);
    });

    it('draws the charts lazily, each with a caption saying what it shows', async () => {
      const user = setupUser();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await openTab(user, 'Attendance Summary');
      expect(await screen.findByTestId('attendance-chart')).toBeTruthy();
      expect(
        screen.getByText(/Reunion: 2 attending, 1 not attending, 0 maybe\. Paris: 1 attending/),
      ).toBeTruthy();
      expect(screen.getAllByTestId('shares-chart').map((chart) => chart.textContent)).toEqual([
        'Hôtel de Londres|Airbnb',
        'Fontainebleau|Avon',
      ]);
      // The drawings are hidden from screen readers; the captions and tables carry the figures.
      const stay = screen.getByTestId('stay-chart');
      expect(
        stay.closest('[aria-hidden="true"]')?.closest('figure')?.querySelector('figcaption'),
      ).toBeTruthy();
      expect(stay.textContent).toBe('0,1,2,2,1,0');
    });

    it('lists the nights in Fontainebleau with arrivals and departures in a table', async () => {
      const user = setupUser();
      const partial = apiProfile({
        firstName: 'Partial',
        lastName: 'Dates',
        attending: 'maybe',
        arrivalDate: '2025-06-27',
      });
      serve([...everyone, partial]);
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await openTab(user, 'Attendance Summary');
      const nights = figures('Nights from 25 to 30 June');
      expect(nights('Jun 26')).toEqual(['1', '1', '0']);
      expect(nights('Jun 27')).toEqual(['2', '2', '0']);
      expect(nights('Jun 30')).toEqual(['0', '0', '1']);
      expect(
        screen.getByText('1 classmate has not given both dates and is not counted in the nights.'),
      ).toBeTruthy();
    });

    it("says 'No accommodation data available yet.' when nobody has decided", async () => {
      const user = setupUser();
      serve([apiProfile({ firstName: 'Undecided', lastName: 'One', attending: 'yes' })]);
      renderPage(<Insights />);
      await screen.findByText('Undecided One');
      await openTab(user, 'Attendance Summary');
      expect(screen.getByText('No accommodation data available yet.')).toBeTruthy();
      expect(() => figures('By accommodation')).toThrow();
    });
  });

  describe('errors', () => {
    it.each(['GET /api/insights', 'GET /api/insights/profiles'])(
      'shows the error alert when %s fails',
      async (failing) => {
        mockApi({
          'GET /api/insights': [200, summaryOf(everyone)],
          'GET /api/insights/profiles': [200, everyone],
          [failing]: [500, { error: 'boom' }],
        });
        renderPage(<Insights />);
        const alert = await screen.findByRole('alert');
        expect(within(alert).getByText('Error loading profiles')).toBeTruthy();
        expect(
          within(alert).getByText(
            'There was a problem loading the profile data. Please try refreshing the page.',
          ),
        ).toBeTruthy();
        expect(within(alert).getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
        expect(document.querySelector('[role="tab"]')).toBeNull();
      },
    );

    it('treats an answer that breaks the contract as an error, not a page of NaN', async () => {
      mockApi({
        'GET /api/insights': [200, { totalProfiles: 'many' }],
        'GET /api/insights/profiles': [200, everyone],
      });
      renderPage(<Insights />);
      expect(await screen.findByText('Error loading profiles')).toBeTruthy();
    });
  });
});
