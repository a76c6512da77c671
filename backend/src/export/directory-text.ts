import {
  phoneNumberForDisplay,
  type Profile,
  type ProfileFieldName,
  profileFieldNames,
  profileFieldTable,
  profilePageAttendingLabel,
} from '@reunion/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * What the file says about itself; both names of the class are given (docs/pages.md, "The event").
 */
const TITLE = 'CLASS OF 2005 (2005J) - 20-YEAR REUNION - CLASS DIRECTORY';
const EVENT_LINE =
  'Reunion: June 27-29, 2025 in Fontainebleau, France; Paris pre-reunion gathering: Thursday, June 26, 2025.';
const RULE = '='.repeat(72);
const NOT_SPECIFIED = 'Not specified';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  // The stored value is a calendar date; read in UTC it is that same day everywhere.
  timeZone: 'UTC',
});

function text(value: string | null): string {
  return value === null || value.trim() === '' ? NOT_SPECIFIED : value.trim();
}

function day(value: string | null): string {
  return value === null ? NOT_SPECIFIED : dateFormat.format(new Date(`${value}T00:00:00Z`));
}

/**
 * The number with its dialling code (as on the profile page), laid out the international way
 * when libphonenumber-js reads it as a valid number: '06 12 34 56 78' typed for France prints
 * '+33 6 12 34 56 78', not '+33 06…'. One it cannot read prints as stored (docs/profiles.md,
 * "Phone number").
 */
function phone(profile: Profile): string {
  const shown = phoneNumberForDisplay(profile.phoneNumber, profile.country);
  if (shown === undefined) return NOT_SPECIFIED;
  const parsed = parsePhoneNumberFromString(shown);
  return parsed?.isValid() ? parsed.formatInternational() : shown;
}

/** Kids only when kidsCount is above 0, ages ascending (docs/profiles.md, "Kids"). */
function kids(profile: Profile): string {
  if (profile.kidsCount <= 0) return 'None';
  const ages = [...profile.kidsAges]
    .sort((a, b) => a - b)
    .map((age) => (age === 0 ? 'under 1' : String(age)));
  return `${profile.kidsCount} (ages: ${ages.join(', ')})`;
}

/**
 * Text as the export prints it: every kind of line break as one, and no other control character
 * (a profile saved before they were refused may hold some: contracts' field-schemas.ts).
 */
const printable = (text: string) =>
  text.replace(/\r\n|[\r\v\f\x85\u2028\u2029]/g, '\n').replace(/[^\P{Cc}\t\n]/gu, '');

/** Label and value; a value of several lines keeps them, indented under the label. */
function field(label: string, value: string): string {
  return `${label}: ${printable(value).split('\n').join('\n    ')}`;
}

/** A person's name on one line, whatever was stored: a line break once forged an entry. */
const heading = (profile: Profile) =>
  printable(`${profile.firstName} ${profile.lastName}`).replace(/\s+/g, ' ');

/** The fields the export spells out their own way; any other reads as its text. */
const formats: Partial<Record<ProfileFieldName, (profile: Profile) => string>> = {
  phoneNumber: phone,
  attending: (profile) => profilePageAttendingLabel(profile.attending),
  parisGathering: (profile) => profilePageAttendingLabel(profile.parisGathering),
  arrivalDate: (profile) => day(profile.arrivalDate),
  departureDate: (profile) => day(profile.departureDate),
  kidsCount: kids,
  photos: (profile) => String(profile.photos.length),
};

/** The fields the field table puts in the export, each with its label. */
const exported = profileFieldNames.flatMap((name) => {
  const label = profileFieldTable[name].export;
  return label === false || label === 'heading' ? [] : [{ name, label }];
});

function valueOf(profile: Profile, name: ProfileFieldName): string {
  const format = formats[name];
  if (format) return format(profile);
  const value = profile[name];
  return typeof value === 'string' || value === null ? text(value) : String(value);
}

/** A person's block: their name, then every exported field as the organisers may see it. */
function block(profile: Profile): string {
  return [
    RULE,
    heading(profile),
    RULE,
    ...exported.map(({ name, label }) => field(label, valueOf(profile, name))),
    field('Profile last updated', day(profile.updatedAt.slice(0, 10))),
  ].join('\n');
}

const byName = (a: Profile, b: Profile): number =>
  a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) ||
  a.id - b.id;

/**
 * The class directory as plain text, one labelled block per person, sorted by last name: meant
 * to be read by people and pasted into an AI chat, so every field the field table exports is spelled out (empty ones as
 * "Not specified", so a reader can tell unknown from left out). The caller decides who is in it.
 */
export function classDirectoryText(profiles: readonly Profile[], generatedAt: Date): string {
  const header = [
    TITLE,
    EVENT_LINE,
    `Generated: ${generatedAt.toISOString()}`,
    `Classmates listed: ${profiles.length} (published profiles only; classmates who opted out of the reunion AI chat are left out)`,
  ];
  const blocks = [...profiles].sort(byName).map(block);
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}
