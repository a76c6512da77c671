import {
  attendanceFilterOptions,
  emptyInsightsTableFilters,
  filterInsightsProfiles,
  insightsAttendanceLabel,
  insightsColumnsFor,
  type InsightsTableProfile,
  insightsTableProfileSchema,
  shortMonthDay,
} from './insights-table.js';
import { aProfile } from '../testing/profiles.js';

let nextId = 1;
/** A row as the server sends it: the table's fields of contracts' sample profile. */
function row(overrides: Partial<InsightsTableProfile> = {}): InsightsTableProfile {
  return insightsTableProfileSchema.parse(
    aProfile({
      id: nextId++,
      email: 'ada@example.com',
      company: 'Engines',
      accommodation: 'Airbnb',
      ...overrides,
    }),
  );
}

const ada = row();
const grace = row({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'GRACE@Navy.test',
  attending: 'no',
  parisGathering: 'yes',
});
const alan = row({
  firstName: 'Alan',
  lastName: 'Turing',
  email: null,
  attending: 'maybe',
  parisGathering: 'no',
});
const draft = row({ firstName: 'Drafty', status: 'draft' });
const everyone = [ada, grace, alan, draft];

const filtered = (filters: Partial<typeof emptyInsightsTableFilters>) =>
  filterInsightsProfiles(everyone, { ...emptyInsightsTableFilters, ...filters });

describe('filterInsightsProfiles', () => {
  it('lists every published profile with no filter, drafts left out', () => {
    expect(filtered({})).toEqual([ada, grace, alan]);
  });

  it('matches the text against the full name or the e-mail, ignoring case and outer spaces', () => {
    expect(filtered({ text: 'grace hop' })).toEqual([grace]);
    expect(filtered({ text: '  navy.TEST ' })).toEqual([grace]);
    expect(filtered({ text: 'turing' })).toEqual([alan]);
    expect(filtered({ text: 'example.com' })).toEqual([ada]);
    expect(filtered({ text: 'nobody' })).toEqual([]);
  });

  it('filters by reunion and Paris answers, combined with AND', () => {
    expect(filtered({ reunion: 'yes' })).toEqual([ada]);
    expect(filtered({ paris: 'yes' })).toEqual([grace]);
    expect(filtered({ reunion: 'maybe', paris: 'no' })).toEqual([alan]);
    expect(filtered({ reunion: 'yes', paris: 'no' })).toEqual([]);
    expect(filtered({ reunion: 'no', text: 'grace' })).toEqual([grace]);
  });
});

describe('attendance labels', () => {
  it('read: all, yes = Attending, no = Not Attending, maybe = Maybe', () => {
    expect(attendanceFilterOptions).toEqual([
      { value: 'all', label: 'All' },
      { value: 'yes', label: 'Attending' },
      { value: 'no', label: 'Not Attending' },
      { value: 'maybe', label: 'Maybe' },
    ]);
    expect(insightsAttendanceLabel('no')).toBe('Not Attending');
    expect(insightsAttendanceLabel('later')).toBe('Unknown');
  });
});

describe('shortMonthDay', () => {
  it('writes a short month and the day, whatever the time zone', () => {
    expect(shortMonthDay('2025-06-26')).toBe('Jun 26');
    expect(shortMonthDay('2025-07-01')).toBe('Jul 1');
    expect(shortMonthDay('2025-12-31')).toBe('Dec 31');
  });

  it("answers 'TBD' for a missing or malformed date", () => {
    expect(shortMonthDay(null)).toBe('TBD');
    expect(shortMonthDay('')).toBe('TBD');
    expect(shortMonthDay('2025-13-01')).toBe('TBD');
    expect(shortMonthDay('26/06/2025')).toBe('TBD');
  });
});

describe('insightsColumnsFor', () => {
  const titles = (reader: 'organiser' | 'classmate') =>
    insightsColumnsFor(reader).map((column) => column.title);

  it('gives an organiser every column', () => {
    expect(titles('organiser')).toEqual([
      'Name',
      'Email',
      'Company',
      'Reunion',
      'Paris',
      'Arrival',
      'Accommodation',
      'Dietary requirements',
    ]);
  });

  it('leaves out of a classmate’s table the column the server never fills for them', () => {
    expect(titles('classmate')).toEqual(
      titles('organiser').filter((title) => title !== 'Dietary requirements'),
    );
  });
});
