import { mockApi } from '@reunion/web-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { readBlob, spyOnDownloads, type DownloadSpy } from '../testing/downloads';
import { apiProfile, summaryOf } from '../testing/profiles';
import { renderPage } from '../testing/renderPage';
import Insights from './Insights';

// The chart library draws nothing measurable in jsdom; the charts are replaced at the module
// boundary by stand-ins that show what they were given. Everything else is real.
jest.mock('../insights/charts/chartsModule', () => ({
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

function serve(profiles = everyone) {
  return mockApi({
    'GET /api/insights': [200, summaryOf(profiles)],
    'GET /api/profiles': [200, profiles],
  });
}

function card(title: string): HTMLElement {
  return screen.getByRole('group', { name: title });
}

function tableRows(): HTMLElement[] {
  const table = screen.getAllByRole('table')[0];
  if (!table) throw new Error('no table');
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length > 1);
}

function names(): string[] {
  return tableRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

async function openTab(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  await waitFor(() =>
    expect(screen.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true'),
  );
}

async function chooseFilter(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const listbox = await screen.findByRole('listbox');
  // antd renders the options in a virtual list; the visible item carries the title.
  const item = document.querySelector<HTMLElement>(
    `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${option}"]`,
  );
  expect(listbox).toBeTruthy();
  if (!item) throw new Error(`no option ${option}`);
  await user.click(item);
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
      'GET /api/profiles': [200, everyone],
    });
    const { container } = renderPage(<Insights />);
    expect(container.querySelectorAll('.ant-skeleton').length).toBeGreaterThanOrEqual(4);
    await act(async () => answer([200, summaryOf(everyone)]));

    await within(card('Total Profiles')).findByText('3');
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
    expect((screen.getByRole('button', { name: /Download CSV/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  describe('All Profiles', () => {
    it('lists the published profiles with their columns, leaving out my own draft', async () => {
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      expect(
        screen.getAllByRole('columnheader').map((header) => header.textContent?.trim()),
      ).toEqual(
        expect.arrayContaining([
          'Name',
          'Email',
          'Company',
          'Reunion',
          'Paris',
          'Arrival',
          'Accommodation',
        ]),
      );
      expect(names()).toEqual(['Ada Lovelace', 'Grace Hopper', 'Alan Turing']);
      const adaCells = within(tableRows()[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(adaCells).toEqual([
        'Ada Lovelace',
        'ada@engines.test',
        'Analytical Engines',
        'Attending',
        'Attending',
        'Jun 26',
        'Hôtel de Londres',
      ]);
      expect(screen.queryByText('Drafty Mine')).toBeNull();
      expect(screen.getByRole('status').textContent).toBe('3 profiles');
    });

    it('searches by name or e-mail and says so when nothing matches', async () => {
      const user = userEvent.setup();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      const search = screen.getByPlaceholderText('Search by name or email...');
      expect(screen.getByLabelText('Search')).toBe(search);
      await user.type(search, 'NAVY');
      expect(names()).toEqual(['Grace Hopper']);
      await user.clear(search);
      await user.type(search, 'turing');
      expect(names()).toEqual(['Alan Turing']);
      await user.type(search, 'xyz');
      expect(screen.getByText('No profiles found matching your criteria.')).toBeTruthy();
    });

    it('filters by reunion and Paris attendance with the spec labels', async () => {
      const user = userEvent.setup();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await chooseFilter(user, 'Reunion Attendance', 'Attending');
      expect(names()).toEqual(['Ada Lovelace', 'Grace Hopper']);
      await chooseFilter(user, 'Paris Attendance', 'Not Attending');
      expect(names()).toEqual(['Grace Hopper']);
      await chooseFilter(user, 'Reunion Attendance', 'Not Attending');
      expect(screen.getByText('No profiles found matching your criteria.')).toBeTruthy();
      await chooseFilter(user, 'Paris Attendance', 'Maybe');
      expect(names()).toEqual(['Alan Turing']);
    });

    it('sorts by a column header, both ways', async () => {
      const user = userEvent.setup();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
      await user.click(within(nameHeader).getByText('Name'));
      expect(names()).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
      await user.click(within(nameHeader).getByText('Name'));
      expect(names()).toEqual(['Grace Hopper', 'Alan Turing', 'Ada Lovelace']);
      expect(nameHeader.getAttribute('aria-sort')).toBe('descending');
    });

    it('pages hundreds of rows, 20 at a time', async () => {
      const many = Array.from({ length: 250 }, (_, i) =>
        apiProfile({ firstName: `Classmate${String(i).padStart(3, '0')}`, lastName: 'X' }),
      );
      serve(many);
      renderPage(<Insights />);
      await screen.findByText('Classmate000 X');
      expect(tableRows()).toHaveLength(20);
      expect(screen.getByText('1–20 of 250 profiles')).toBeTruthy();
      const user = userEvent.setup();
      await user.click(screen.getByTitle('Next Page'));
      expect(names()[0]).toBe('Classmate020 X');
    });

    it('downloads the table as filtered and sorted, as CSV with formulas neutralised', async () => {
      const user = userEvent.setup();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await chooseFilter(user, 'Reunion Attendance', 'Attending');
      await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByText('Name'));
      await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByText('Name'));
      await user.click(screen.getByRole('button', { name: /Download CSV/ }));

      expect(downloads.fileNames[0]).toMatch(/^reunion-insights-\d{4}-\d{2}-\d{2}\.csv$/);
      const blob = downloads.blobs[0] as Blob;
      expect(blob.type).toBe('text/csv;charset=utf-8');
      expect((await readBlob(blob)).split('\r\n')).toEqual([
        'Name,Email,Company,Reunion,Paris,Arrival,Accommodation',
        `Grace Hopper,grace@navy.test,"'=HYPERLINK(""x"")",Attending,Not Attending,2025-06-27,Hôtel de Londres`,
        'Ada Lovelace,ada@engines.test,Analytical Engines,Attending,Attending,2025-06-26,Hôtel de Londres',
        '',
      ]);
    });
  });

  describe('Attendance Summary', () => {
    it('is reached from the keyboard: arrow keys move between the tabs', async () => {
      const user = userEvent.setup();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      const first = screen.getByRole('tab', { name: 'All Profiles' });
      act(() => first.focus());
      await user.keyboard('{ArrowRight}');
      const second = screen.getByRole('tab', { name: 'Attendance Summary' });
      await waitFor(() => expect(document.activeElement).toBe(second));
      await user.keyboard('{Enter}');
      await waitFor(() => expect(second.getAttribute('aria-selected')).toBe('true'));
      expect(await screen.findByRole('heading', { level: 2, name: 'Attendance' })).toBeTruthy();
    });

    it('gives counts and whole-number percentages for each event, and the accommodation breakdown', async () => {
      const user = userEvent.setup();
      serve();
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await openTab(user, 'Attendance Summary');

      const reunion = screen.getByRole('table', { name: 'Reunion Attendance' });
      const row = (table: HTMLElement, answer: string) =>
        within(within(table).getByRole('rowheader', { name: answer }).closest('tr') as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      expect(row(reunion, 'Attending')).toEqual(['2', '67%']);
      expect(row(reunion, 'Not Attending')).toEqual(['1', '33%']);
      expect(row(reunion, 'Maybe')).toEqual(['0', '0%']);
      const paris = screen.getByRole('table', { name: 'Paris Attendance' });
      expect(row(paris, 'Attending')).toEqual(['1', '33%']);

      const byAccommodation = screen.getByRole('table', { name: 'By accommodation' });
      expect(row(byAccommodation, 'Hôtel de Londres')).toEqual(['2', '67%']);
      expect(row(byAccommodation, 'Airbnb')).toEqual(['1', '33%']);
      const byTown = screen.getByRole('table', { name: 'By town' });
      expect(row(byTown, 'Fontainebleau')).toEqual(['2', '67%']);
      expect(row(byTown, 'Avon')).toEqual(['1', '33%']);
    });

    it('draws the charts lazily, each with a caption saying what it shows', async () => {
      const user = userEvent.setup();
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
      expect(screen.getByTestId('stay-chart').closest('[aria-hidden="true"]')).toBeTruthy();
      expect(screen.getByTestId('stay-chart').textContent).toBe('0,1,2,2,1,0');
    });

    it('lists the nights in Fontainebleau with arrivals and departures in a table', async () => {
      const user = userEvent.setup();
      serve([...everyone, apiProfile({ attending: 'maybe', arrivalDate: '2025-06-27' })]);
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await openTab(user, 'Attendance Summary');
      const nights = screen.getByRole('table', { name: 'Nights from 25 to 30 June' });
      const cells = (day: string) =>
        within(within(nights).getByRole('rowheader', { name: day }).closest('tr') as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
      expect(cells('Jun 26')).toEqual(['1', '1', '0']);
      expect(cells('Jun 27')).toEqual(['2', '2', '0']);
      expect(cells('Jun 30')).toEqual(['0', '0', '1']);
      expect(
        screen.getByText('1 classmate has not given both dates and is not counted in the nights.'),
      ).toBeTruthy();
    });

    it("says 'No accommodation data available yet.' when nobody has decided", async () => {
      const user = userEvent.setup();
      serve([apiProfile({ attending: 'yes' })]);
      renderPage(<Insights />);
      await screen.findByText('Ada Lovelace');
      await openTab(user, 'Attendance Summary');
      expect(screen.getByText('No accommodation data available yet.')).toBeTruthy();
      expect(screen.queryByRole('table', { name: 'By accommodation' })).toBeNull();
    });
  });

  describe('errors', () => {
    it.each([
      ['GET /api/insights', { 'GET /api/profiles': [200, everyone] }],
      ['GET /api/profiles', { 'GET /api/insights': [200, summaryOf(everyone)] }],
    ] as const)('shows the error alert when %s fails', async (failing, rest) => {
      mockApi({ ...rest, [failing]: [500, { error: 'boom' }] });
      renderPage(<Insights />);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Error loading profiles')).toBeTruthy();
      expect(
        within(alert).getByText(
          'There was a problem loading the profile data. Please try refreshing the page.',
        ),
      ).toBeTruthy();
      expect(within(alert).getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
      expect(screen.queryByRole('tab')).toBeNull();
    });

    it('treats an answer that breaks the contract as an error, not a page of NaN', async () => {
      mockApi({
        'GET /api/insights': [200, { totalProfiles: 'many' }],
        'GET /api/profiles': [200, everyone],
      });
      renderPage(<Insights />);
      expect(await screen.findByText('Error loading profiles')).toBeTruthy();
    });
  });
});

// Keeps the module mock's JSX typed like the real components.
export type MockChildren = ReactNode;
