import { apiProfile } from '../testing/profiles';
import { sortProfiles } from './sortProfiles';

const zoe = apiProfile({
  firstName: 'Zoë',
  lastName: 'A',
  company: 'Beta',
  attending: 'no',
  arrivalDate: '2025-06-27',
});
const emile = apiProfile({
  firstName: 'émile',
  lastName: 'B',
  company: null,
  attending: 'yes',
  arrivalDate: null,
});
const bob = apiProfile({
  firstName: 'Bob',
  lastName: 'C',
  company: 'alpha',
  attending: 'maybe',
  arrivalDate: '2025-06-25',
});
const rows = [zoe, emile, bob];
const first = (list: typeof rows) => list.map((row) => row.firstName);

describe('sortProfiles', () => {
  it('keeps the given order without a sort, and never changes its input', () => {
    expect(sortProfiles(rows, null)).toEqual(rows);
    sortProfiles(rows, { key: 'name', order: 'ascend' });
    expect(first(rows)).toEqual(['Zoë', 'émile', 'Bob']);
  });

  it('sorts names ignoring case and accents, both ways', () => {
    expect(first(sortProfiles(rows, { key: 'name', order: 'ascend' }))).toEqual([
      'Bob',
      'émile',
      'Zoë',
    ]);
    expect(first(sortProfiles(rows, { key: 'name', order: 'descend' }))).toEqual([
      'Zoë',
      'émile',
      'Bob',
    ]);
  });

  it('puts empty values last in both directions', () => {
    expect(first(sortProfiles(rows, { key: 'company', order: 'ascend' }))).toEqual([
      'Bob',
      'Zoë',
      'émile',
    ]);
    expect(first(sortProfiles(rows, { key: 'company', order: 'descend' }))).toEqual([
      'Zoë',
      'Bob',
      'émile',
    ]);
    expect(first(sortProfiles(rows, { key: 'arrival', order: 'descend' }))).toEqual([
      'Zoë',
      'Bob',
      'émile',
    ]);
  });

  it('orders answers attending, maybe, not attending', () => {
    expect(first(sortProfiles(rows, { key: 'reunion', order: 'ascend' }))).toEqual([
      'émile',
      'Bob',
      'Zoë',
    ]);
  });

  it('is stable: equal values keep their order', () => {
    const same = [apiProfile({ firstName: 'X1' }), apiProfile({ firstName: 'X2' })];
    expect(first(sortProfiles(same, { key: 'paris', order: 'descend' }))).toEqual(['X1', 'X2']);
  });
});
