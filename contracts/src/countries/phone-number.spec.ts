import { joinPhoneNumber, phoneNumberForDisplay, splitPhoneNumber } from './phone-number.js';

describe('phone numbers (the dialling code travels in phoneNumber)', () => {
  it('puts the chosen code before the number', () => {
    expect(joinPhoneNumber('France', ' 6 12 34 56 78 ')).toBe('+33 6 12 34 56 78');
    expect(joinPhoneNumber('Jamaica', '555 0100')).toBe('+1876 555 0100');
  });

  it('leaves a number that already has a code, or no number, alone', () => {
    expect(joinPhoneNumber('France', '+44 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(joinPhoneNumber('France', '  ')).toBe('');
    expect(joinPhoneNumber(undefined, '555 0100')).toBe('555 0100');
  });

  it("splits a stored number back, preferring the profile's country among shared codes", () => {
    expect(splitPhoneNumber('+1 555 0100', 'Canada')).toEqual({
      countryCode: 'Canada',
      number: '555 0100',
    });
    expect(splitPhoneNumber('+33 6 12', 'Germany')).toEqual({
      countryCode: 'France',
      number: '6 12',
    });
  });

  it("offers the country's code for a number stored without one", () => {
    expect(splitPhoneNumber('6 12 34', 'France')).toEqual({
      countryCode: 'France',
      number: '6 12 34',
    });
    expect(splitPhoneNumber(null, null)).toEqual({ countryCode: undefined, number: '' });
  });

  it('round-trips', () => {
    const { countryCode, number } = splitPhoneNumber('+44 20 7946 0000', 'United Kingdom');
    expect(joinPhoneNumber(countryCode, number)).toBe('+44 20 7946 0000');
  });

  it('shows the code before the number on the profile page', () => {
    expect(phoneNumberForDisplay('6 12 34', 'France')).toBe('+33 6 12 34');
    expect(phoneNumberForDisplay('+44 20', 'France')).toBe('+44 20');
    expect(phoneNumberForDisplay('', 'France')).toBeUndefined();
    expect(phoneNumberForDisplay('555', 'Atlantis')).toBe('555');
  });
});
