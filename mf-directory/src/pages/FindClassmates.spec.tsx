import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { directoryFirstView, directoryQueryString, parseDirectoryQuery } from '@reunion/contracts';
import { createQueryClient } from '@reunion/web-kit';
import { mockApi } from '@reunion/web-kit/testing';
import { directoryFirstViewQuery } from '../api/directoryQuery';
import { filtersFoldClass } from '../components/filtersFold';
import { classmates } from '../testing/classmates';
import { currentLocation, renderPage } from '../testing/renderPage';

/** A query client holding the view the server rendered `query` with, as a hydrated page has. */
function withFirstView(query: string) {
  const queryClient = createQueryClient();
  const state = parseDirectoryQuery(query);
  queryClient.setQueryData(
    directoryFirstViewQuery(directoryQueryString(state)).queryKey,
    directoryFirstView(classmates(), state),
  );
  return queryClient;
}

// antd renders slowly in jsdom on two busy cores; the default second is too tight.
configure({ asyncUtilTimeout: 8_000 });

const grid = () => screen.getByRole('list', { name: 'Classmates' });
const cardLinks = () =>
  within(grid())
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const names = () =>
  within(grid())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent?.split(' ')[0]);

async function pick(label: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(combobox);
  const choice = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (element) => element.getAttribute('title') === option,
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(choice);
}

describe('FindClassmates', () => {
  beforeEach(() => {
    mockApi({ 'GET /api/directory': [200, classmates()] });
  });

  it('names its screen in a heading and the tab title', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find Classmates' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Classmates' });
    expect(document.title).toContain('Find Classmates');
  });

  it('shows six skeleton cards while loading', () => {
    mockApi({ 'GET /api/directory': new Promise(() => undefined) });
    renderPage();
    expect(screen.getAllByTestId('card-skeleton')).toHaveLength(6);
    expect(screen.getByText('Loading profiles…').getAttribute('role')).toBe('status');
  });

  it('shows the error state with the error message', async () => {
    mockApi({ 'GET /api/directory': [500, { error: 'Database down' }] });
    renderPage();
    await screen.findByRole('heading', { name: 'Error Loading Data' });
    expect(screen.getByText('Error loading profiles. Please try again later.')).toBeTruthy();
    expect(screen.getByText('500: {"error":"Database down"}')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows six cards, most recently updated first, each linking to its profile', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Classmates' });
    expect(names()).toEqual(['Nadia', 'Mateo', 'Léa', 'Kenji', 'Jakob', 'Ines']);
    const link = screen.getByRole('link', { name: 'Nadia Classmate14' });
    expect(link.getAttribute('href')).toBe('/profile/14');
    expect(screen.getByText('Showing 1–6 of 14 profiles')).toBeTruthy();
  });

  it('shows arrival or TBD, industry or its fallback, the attendance badge and a lazy thumbnail', async () => {
    renderPage('/search?sort=oldest');
    await screen.findByRole('list', { name: 'Classmates' });
    const card = (name: string) => screen.getByRole('link', { name });
    const elena = card('Elena Classmate5');
    expect(within(elena).getByText('Arriving: TBD')).toBeTruthy();
    expect(within(elena).getByText('Industry not specified')).toBeTruthy();
    expect(within(elena).getByText('Maybe Attending').getAttribute('data-color')).toBe('yellow');
    expect(within(elena).queryByRole('img')).toBeNull();

    const ada = card('Ada Classmate1');
    expect(within(ada).getByText('Arriving: Thu, Jun 26')).toBeTruthy();
    expect(within(ada).getByText('Technology')).toBeTruthy();
    expect(within(ada).getByText('Attending Reunion').getAttribute('data-color')).toBe('green');
    const image = ada.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('96');
    expect(image?.getAttribute('height')).toBe('96');
    expect(image?.getAttribute('src')).toMatch(/^\/api\/files\/1+\.jpg$/);

    const chloe = card('Chloé Classmate3');
    expect(within(chloe).getByText('Not Attending').getAttribute('data-color')).toBe('red');
    expect(within(chloe).getByText('Paris Gathering')).toBeTruthy();
  });

  it('pages with numbered, previous and next buttons, kept in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('list', { name: 'Classmates' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      (within(nav).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Hana', 'Grace', 'Farid', 'Elena', 'Dmitri', 'Chloé']);
    expect(currentLocation()).toBe('/search?page=2');

    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    expect(names()).toEqual(['Boris', 'Ada']);
    expect(screen.getByText('Showing 13–14 of 14 profiles')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      (within(nav).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(currentLocation()).toBe('/search?page=2');
  });

  it('an arrow pressed onto the first or the last page, where it is disabled, hands the focus to that page’s number', async () => {
    const user = userEvent.setup();
    renderPage('/search?page=2');
    await screen.findByRole('list', { name: 'Classmates' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const button = (name: string) => within(nav).getByRole('button', { name });

    button('Next page').focus();
    await user.keyboard('{Enter}');
    expect(names()).toEqual(['Boris', 'Ada']);
    expect((button('Next page') as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(button('Page 3'));
    // Enter again: the page it is on, not a step back.
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/search?page=3');

    // An arrow still enabled keeps the focus; at the first page, Previous hands it to 'Page 1'.
    button('Previous page').focus();
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/search?page=2');
    expect(document.activeElement).toBe(button('Previous page'));
    await user.keyboard('{Enter}');
    expect(currentLocation()).toBe('/search');
    expect(document.activeElement).toBe(button('Page 1'));
  });

  it('searches as you type and writes the search to the address once typing pauses', async () => {
    const user = userEvent.setup();
    renderPage('/search?page=2');
    await screen.findByRole('list', { name: 'Classmates' });
    await user.type(screen.getByLabelText('Search classmates'), 'japan');
    await waitFor(() =>
      expect(names()).toEqual(['Nadia', 'Léa', 'Jakob', 'Hana', 'Farid', 'Dmitri']),
    );
    await waitFor(() => expect(currentLocation()).toBe('/search?q=japan'));
    await user.clear(screen.getByLabelText('Search classmates'));
    await user.type(screen.getByLabelText('Search classmates'), 'grace classmate7');
    await waitFor(() => expect(names()).toEqual(['Grace']));
  });

  it('reads filters and sort from the address, and ignores values it does not know', async () => {
    renderPage('/search?attendees=paris&sort=az&industry=Astrology&page=abc');
    await screen.findByRole('list', { name: 'Classmates' });
    expect(names()).toEqual(['Chloé', 'Farid', 'Ines', 'Léa']);
    expect(screen.getByRole('combobox', { name: 'Industry' })).toBeTruthy();
    expect(screen.getByText('Attending Paris Event')).toBeTruthy();
    expect(screen.getByText('A to Z')).toBeTruthy();
  });

  it('filters with the labelled selects, back to page 1, combined with AND', async () => {
    renderPage('/search?page=2');
    await screen.findByRole('list', { name: 'Classmates' });
    await pick('Country', 'Japan');
    await waitFor(() => expect(currentLocation()).toBe('/search?country=Japan'));
    await pick('Kids', 'Bringing Kids');
    await waitFor(() => expect(names()).toEqual(['Léa', 'Hana', 'Dmitri']));
    await pick('Sort by', 'Z to A');
    await waitFor(() => expect(names()).toEqual(['Léa', 'Hana', 'Dmitri']));
    await pick('Sort by', 'A to Z');
    await waitFor(() => expect(names()).toEqual(['Dmitri', 'Hana', 'Léa']));
    expect(currentLocation()).toBe('/search?country=Japan&kids=bringing&sort=az');
    for (const label of ['Industry', 'Attendees', 'Accommodation', 'Accommodation town'])
      expect(screen.getByRole('combobox', { name: label })).toBeTruthy();
  });

  it('folds the filters and sort behind one "Filters" button that counts those in use', async () => {
    // Which screens fold them is CSS (a phone's width, filtersFold.ts). jsdom matches no media
    // query, so it shows what a desktop shows: the selects, and no button.
    const user = userEvent.setup();
    renderPage('/search?country=Japan&kids=bringing');
    await waitFor(() => expect(names()).toEqual(['Léa', 'Hana', 'Dmitri']));
    expect(screen.queryByRole('button', { name: /^Filters/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Industry' })).toBeTruthy();
    // Hidden by CSS, so without an accessible name here: found by its class.
    const toggle = () => document.querySelector(`button.${filtersFoldClass.toggle}`)!;
    const panel = screen.getByRole('group', { name: 'Filters and sort' });
    expect(toggle().textContent).toBe('Filters (2)');
    expect(toggle().tagName).toBe('BUTTON');
    expect(toggle().getAttribute('aria-controls')).toBe(panel.id);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel.getAttribute('data-folded')).toBe('true');
    // The search box is not folded away.
    expect(panel.contains(screen.getByRole('searchbox', { name: 'Search classmates' }))).toBe(
      false,
    );
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel.getAttribute('data-folded')).toBe('false');
    await pick('Industry', 'Technology');
    await waitFor(() => expect(toggle().textContent).toBe('Filters (3)'));
    // Typed text is not counted: the search box stays in sight.
    await user.type(screen.getByLabelText('Search classmates'), 'x');
    expect(toggle().textContent).toBe('Filters (3)');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(toggle().textContent).toBe('Filters'));
  });

  it('says when nothing matches, and clears the filters', async () => {
    const user = userEvent.setup();
    renderPage('/search?q=zzzz-nobody&country=France');
    await screen.findByText('No profiles found matching your criteria.');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await screen.findByRole('list', { name: 'Classmates' });
    expect(currentLocation()).toBe('/search');
    expect((screen.getByLabelText('Search classmates') as HTMLInputElement).value).toBe('');
  });

  it('opens a profile from its card', async () => {
    const user = userEvent.setup();
    renderPage('/browse?sort=az');
    await screen.findByRole('list', { name: 'Classmates' });
    await user.click(screen.getByRole('link', { name: 'Ada Classmate1' }));
    expect(await screen.findByRole('heading', { name: 'Profile 1' })).toBeTruthy();
  });

  it('a page past the end shows the last page', async () => {
    renderPage('/search?page=40');
    await screen.findByRole('list', { name: 'Classmates' });
    expect(names()).toEqual(['Boris', 'Ada']);
  });

  it('keeps the cards it has while revalidating', async () => {
    const { queryClient } = renderPage('/search?q=ada');
    await screen.findByRole('list', { name: 'Classmates' });
    expect(names()).toEqual(['Ada']);
    expect(cardLinks()).toEqual(['/profile/1']);
    await act(() => queryClient.invalidateQueries());
    expect(names()).toEqual(['Ada']);
  });

  describe('rendered by the server', () => {
    const listRequests = (calls: { url: string }[]) =>
      calls.filter((call) => call.url === '/api/directory').length;

    it("shows the server's first view without downloading the whole list", async () => {
      const { calls } = mockApi({ 'GET /api/directory': [200, classmates()] });
      renderPage('/search?page=2', withFirstView('page=2'));
      expect(names()).toEqual(['Hana', 'Grace', 'Farid', 'Elena', 'Dmitri', 'Chloé']);
      expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(listRequests(calls)).toBe(0);
    });

    it('downloads the list once the visitor reaches for the search, then searches it', async () => {
      const { calls } = mockApi({ 'GET /api/directory': [200, classmates()] });
      renderPage('/search', withFirstView(''));
      const first = names();
      expect(first).toHaveLength(6);
      const box = screen.getByRole('searchbox', { name: 'Search classmates' });
      await userEvent.click(box);
      await waitFor(() => expect(listRequests(calls)).toBe(1));
      expect(names()).toEqual(first);
      await userEvent.type(box, 'ada');
      await waitFor(() => expect(names()).toEqual(['Ada']));
    });

    it('a change of page before the list arrived shows the new page from the list', async () => {
      const { calls } = mockApi({ 'GET /api/directory': [200, classmates()] });
      renderPage('/search', withFirstView(''));
      await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
      await waitFor(() => expect(names()).toEqual(['Boris', 'Ada']));
      expect(listRequests(calls)).toBe(1);
      expect(currentLocation()).toBe('/search?page=3');
    });

    it('a change of page from the keyboard keeps the focus on its button while the list loads, as later changes do', async () => {
      let answer: (value: [number, unknown]) => void = () => undefined;
      const list = new Promise<[number, unknown]>((resolve) => (answer = resolve));
      mockApi({ 'GET /api/directory': list });
      const user = userEvent.setup();
      renderPage('/search', withFirstView(''));
      screen.getByRole('button', { name: 'Page 2' }).focus();
      await user.keyboard('{Enter}');
      // The cards wait for the whole list; what is known of the results stays, focus included.
      expect(await screen.findAllByTestId('card-skeleton')).toHaveLength(6);
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Page 2');
      const pressed = screen.getByRole('button', { name: 'Page 2' });
      expect(document.activeElement).toBe(pressed);
      expect(pressed.getAttribute('aria-current')).toBe('page');
      expect(screen.getByText('Showing 7–12 of 14 profiles')).toBeTruthy();
      expect(currentLocation()).toBe('/search?page=2');

      await act(async () => answer([200, classmates()]));
      await waitFor(() =>
        expect(names()).toEqual(['Hana', 'Grace', 'Farid', 'Elena', 'Dmitri', 'Chloé']),
      );
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2' }));
      // A later change, the list in hand: the same.
      screen.getByRole('button', { name: 'Page 3' }).focus();
      await user.keyboard('{Enter}');
      expect(names()).toEqual(['Boris', 'Ada']);
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 3' }));
    });

    it('the first view serves one visit: the page mounted again loads the list', async () => {
      const { calls } = mockApi({ 'GET /api/directory': [200, classmates()] });
      const queryClient = withFirstView('');
      const first = renderPage('/search', queryClient);
      first.unmount();
      renderPage('/search', queryClient);
      await waitFor(() => expect(listRequests(calls)).toBe(1));
    });
  });
});
