import {
  defaultDirectoryQueryState,
  directoryQueryEntries,
  directoryQueryString,
  parseDirectoryQuery,
  type DirectoryQueryState,
} from './directory-query.js';

const everything: DirectoryQueryState = {
  filters: {
    text: 'zoë & co +1',
    industry: 'Consumer Goods',
    attendees: 'paris',
    country: 'Curaçao',
    accommodation: 'Hôtel Aigle Noir',
    accommodationTown: 'Barbizon',
    kids: 'not-bringing',
  },
  sort: 'za',
  page: 12,
};

describe('directory query', () => {
  it('the default state is the bare address', () => {
    expect(directoryQueryString(defaultDirectoryQueryState)).toBe('');
    expect(directoryQueryEntries(defaultDirectoryQueryState)).toEqual([]);
    expect(parseDirectoryQuery('')).toEqual(defaultDirectoryQueryState);
  });

  it('round-trips every part through a string', () => {
    const query = directoryQueryString(everything);
    expect(query).toBe(
      'q=zo%C3%AB+%26+co+%2B1&industry=Consumer+Goods&attendees=paris&country=Cura%C3%A7ao' +
        '&accommodation=H%C3%B4tel+Aigle+Noir&town=Barbizon&kids=not-bringing&sort=za&page=12',
    );
    expect(parseDirectoryQuery(query)).toEqual(everything);
    expect(parseDirectoryQuery(`?${query}`)).toEqual(everything);
  });

  it('round-trips through URLSearchParams as the browser holds it', () => {
    const params = new URLSearchParams(directoryQueryEntries(everything));
    expect(parseDirectoryQuery(params)).toEqual(everything);
    expect(parseDirectoryQuery(new URLSearchParams(params.toString()))).toEqual(everything);
  });

  it('round-trips each sort and each filter on its own', () => {
    for (const sort of ['updated', 'added', 'oldest', 'az', 'za'] as const) {
      const state = { ...defaultDirectoryQueryState, sort };
      expect(parseDirectoryQuery(directoryQueryString(state))).toEqual(state);
    }
    for (const [key, value] of Object.entries(everything.filters)) {
      const state = {
        ...defaultDirectoryQueryState,
        filters: { ...defaultDirectoryQueryState.filters, [key]: value },
      };
      expect(parseDirectoryQuery(directoryQueryString(state))).toEqual(state);
    }
  });

  it('ignores unknown values, which read as their defaults', () => {
    const state = parseDirectoryQuery(
      'industry=Astrology&attendees=everyone&country=Atlantis&accommodation=Tent&town=Paris' +
        '&kids=some&sort=random&page=abc&utm_source=mail',
    );
    expect(state).toEqual(defaultDirectoryQueryState);
  });

  it.each(['0', '-2', '1.5', '1e3', '99999999', ''])('ignores page=%p', (page) => {
    expect(parseDirectoryQuery(`page=${page}`).page).toBe(1);
  });

  it('takes the first of a repeated parameter and survives broken escapes', () => {
    expect(parseDirectoryQuery('sort=az&sort=za').sort).toBe('az');
    expect(parseDirectoryQuery('q=%E0%A4%A&sort=oldest')).toMatchObject({ sort: 'oldest' });
    expect(parseDirectoryQuery('q=%E0%A4%A').filters.text).toBe('');
  });

  it('leaves out a blank search and cuts a very long one', () => {
    const blank = {
      ...defaultDirectoryQueryState,
      filters: { ...everything.filters, text: '   ' },
    };
    expect(directoryQueryString(blank)).not.toContain('q=');
    const long = parseDirectoryQuery(`q=${'a'.repeat(500)}`);
    expect(long.filters.text).toHaveLength(200);
  });

  it('keeps the search text as typed (spaces included) so the box does not jump', () => {
    expect(parseDirectoryQuery('q=ada+').filters.text).toBe('ada ');
  });
});
