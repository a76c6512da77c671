import { arrivalLabel, directoryMessages, industryLabel } from './directory-display.js';

describe('directory card texts', () => {
  it('arrival as a US English day, or TBD', () => {
    expect(arrivalLabel('2025-06-26')).toBe('Thu, Jun 26');
    expect(arrivalLabel('2025-06-30')).toBe('Mon, Jun 30');
    expect(arrivalLabel(null)).toBe('TBD');
    expect(arrivalLabel(undefined)).toBe('TBD');
    expect(arrivalLabel('')).toBe('TBD');
    expect(arrivalLabel('soon')).toBe('TBD');
  });

  it('industry or the fallback', () => {
    expect(industryLabel('Finance')).toBe('Finance');
    expect(industryLabel(null)).toBe('Industry not specified');
    expect(industryLabel('')).toBe('Industry not specified');
  });

  it('the page texts', () => {
    expect(directoryMessages).toMatchObject({
      errorTitle: 'Error Loading Data',
      errorText: 'Error loading profiles. Please try again later.',
      empty: 'No profiles found matching your criteria.',
    });
  });
});
