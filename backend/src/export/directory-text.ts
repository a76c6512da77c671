import { phoneNumberForDisplay, profilePageAttendingLabel, type Profile } from '@reunion/contracts';
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

/** Label and value; a value of several lines keeps them, indented under the label. */
function field(label: string, value: string): string {
  return `${label}: ${value.replace(/\r\n?/g, '\n').split('\n').join('\n    ')}`;
}

function block(profile: Profile): string {
  return [
    RULE,
    `${profile.firstName} ${profile.lastName}`,
    RULE,
    field('Email', text(profile.email)),
    field('Phone', phone(profile)),
    field('Country', profile.country),
    field('City', text(profile.city)),
    field('Current role', text(profile.currentRole)),
    field('Company', text(profile.company)),
    field('Industry', text(profile.industry)),
    field('Professional journey since graduation', text(profile.professionalJourney)),
    field('Personal journey', text(profile.personalJourney)),
    field('Favorite memory from INSEAD', text(profile.favoriteMemory)),
    field('How their thinking has changed', text(profile.thinkingChange)),
    field('Hopes for the future', text(profile.futureHopes)),
    field('Advice to their younger self', text(profile.adviceToSelf)),
    field('What they do in their free time', text(profile.freeTimeActivity)),
    field('Most valuable insight from INSEAD', text(profile.insightFromINSEAD)),
    field('Karaoke song', text(profile.karaokeeSong)),
    field('What excites them about the reunion', text(profile.excitedAbout)),
    field('Who they would like to connect with', text(profile.connectionInterests)),
    field('Attending the reunion (June 27-29)', profilePageAttendingLabel(profile.attending)),
    field(
      'Attending the Paris gathering (June 26)',
      profilePageAttendingLabel(profile.parisGathering),
    ),
    field('Arrival date', day(profile.arrivalDate)),
    field('Departure date', day(profile.departureDate)),
    field('Accommodation', profile.accommodation),
    field('Accommodation town', text(profile.accommodationTown)),
    field('Kids coming', kids(profile)),
    field('Additional notes', text(profile.additionalNotes)),
    field('Photos on their profile', String(profile.photos.length)),
    field('Profile last updated', day(profile.updatedAt.slice(0, 10))),
  ].join('\n');
}

const byName = (a: Profile, b: Profile): number =>
  a.lastName.localeCompare(b.lastName, 'en', { sensitivity: 'base' }) ||
  a.firstName.localeCompare(b.firstName, 'en', { sensitivity: 'base' }) ||
  a.id - b.id;

/**
 * The class directory as plain text, one labelled block per person, sorted by last name: meant
 * to be read by people and pasted into an AI chat, so every field is spelled out (empty ones as
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
