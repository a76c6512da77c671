import {
  accommodationTownValues,
  accommodationValues,
  countryNames,
  diallingCodes,
  industryValues,
  kidAgeOptions,
  kidsCountOptions,
} from '@reunion/contracts';

// Built once: the country lists are about 195 entries and every render would rebuild them.

export const countryOptions = countryNames.map((name) => ({ value: name, label: name }));

/** Keyed by country, as several countries share a code (+1, +44…). */
export const diallingCodeOptions = diallingCodes.map(({ country, code }) => ({
  value: country,
  label: `${code} ${country}`,
}));

export const industryOptions = industryValues.map((value) => ({ value, label: value }));
export const accommodationOptions = accommodationValues.map((value) => ({ value, label: value }));
export const townOptions = accommodationTownValues.map((value) => ({ value, label: value }));
export const kidsCountSelectOptions = kidsCountOptions.map(({ value, label }) => ({
  value,
  label,
}));
export const kidAgeSelectOptions = kidAgeOptions.map(({ value, label }) => ({ value, label }));

export const attendingOptions = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'maybe', label: 'Maybe' },
];

/** Dropdowns about 300 px tall. */
export const LIST_HEIGHT = 300;
