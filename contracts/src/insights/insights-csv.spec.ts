import { csvCell, insightsCsv, insightsCsvFileName, neutraliseCsvFormula } from './insights-csv.js';
import { aProfile } from '../testing/profiles.js';
import {
  insightsColumnsFor,
  type InsightsTableProfile,
  insightsTableProfileSchema,
} from './insights-table.js';

/** A row as the server sends it: the table's fields of contracts' sample profile. */
function row(overrides: Partial<InsightsTableProfile> = {}): InsightsTableProfile {
  return insightsTableProfileSchema.parse(
    aProfile({
      id: 1,
      email: 'ada@example.com',
      company: 'Engines',
      accommodation: 'Hôtel de Londres',
      ...overrides,
    }),
  );
}

describe('neutraliseCsvFormula', () => {
  it.each(['=1+1', '+33 1 23', '-2', '@SUM(A1)', '\tTab', '\rCR'])(
    'prefixes %p with a quote',
    (value) => expect(neutraliseCsvFormula(value)).toBe(`'${value}`),
  );

  it.each(['Ada', '', 'a=b', ' =spaced', "'quoted"])('leaves %p as it is', (value) =>
    expect(neutraliseCsvFormula(value)).toBe(value),
  );
});

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('Smith, Jones & Co')).toBe('"Smith, Jones & Co"');
    expect(csvCell('The "Best" Co')).toBe('"The ""Best"" Co"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
  });

  it('neutralises before quoting, so the quote prefix lands inside the quotes', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });
});

describe('insightsCsv', () => {
  it('writes the header and one row per profile, in the order given, with CRLF line ends', () => {
    const csv = insightsCsv([
      row(),
      row({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: null,
        company: null,
        attending: 'no',
        parisGathering: 'yes',
        arrivalDate: null,
        accommodation: 'Not yet decided',
        dietaryRequirements: null,
      }),
    ]);
    expect(csv).toBe(
      'Name,Email,Company,Reunion,Paris,Arrival,Accommodation,Dietary requirements\r\n' +
        'Ada Lovelace,ada@example.com,Engines,Attending,Maybe,2025-06-26,Hôtel de Londres,Vegetarian\r\n' +
        'Grace Hopper,,,Not Attending,Attending,,Not yet decided,\r\n',
    );
  });

  it('neutralises formulas a classmate typed into a name or a company', () => {
    const csv = insightsCsv([row({ firstName: '=cmd|', lastName: 'x', company: '@evil' })]);
    expect(csv.split('\r\n')[1]).toBe(
      "'=cmd| x,ada@example.com,'@evil,Attending,Maybe,2025-06-26,Hôtel de Londres,Vegetarian",
    );
  });

  it('writes the columns it is given: a classmate’s CSV has no Dietary requirements', () => {
    expect(insightsCsv([row()], insightsColumnsFor('classmate'))).toBe(
      'Name,Email,Company,Reunion,Paris,Arrival,Accommodation\r\n' +
        'Ada Lovelace,ada@example.com,Engines,Attending,Maybe,2025-06-26,Hôtel de Londres\r\n',
    );
  });

  it('writes only the header for an empty table', () => {
    expect(insightsCsv([])).toBe(
      'Name,Email,Company,Reunion,Paris,Arrival,Accommodation,Dietary requirements\r\n',
    );
  });
});

describe('insightsCsvFileName', () => {
  it.each([
    ['2025-06-01T21:59:00Z', '2025-06-01'],
    // 00:30 in Paris, summer time: France's day already, whatever the zone or UTC says.
    ['2025-06-01T22:30:00Z', '2025-06-02'],
    ['2025-12-01T22:59:00Z', '2025-12-01'],
    ['2025-12-01T23:30:00Z', '2025-12-02'],
  ])("at %s is dated %s, France's day", (now, day) => {
    expect(insightsCsvFileName(new Date(now))).toBe(`reunion-insights-${day}.csv`);
  });
});
