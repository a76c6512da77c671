// No value import of zod here, on purpose: Find Classmates and the profile forms read this
// table's labels and flags on their first screen, and importing zod brought about 28 KiB gzip
// of it into those pages (bench/RESULTS.md, "The field table without zod"). A field's schemas are
// written here all the same, as makers that are handed zod (field-schemas.ts, fieldSchemaKit).
import type { z } from 'zod';
import { countryNames } from '../countries/country-names.js';
import type { ContactVisibility } from './contact-visibility.js';
import { DEFAULT_ACCOMMODATION, DEFAULT_ATTENDING, DEFAULT_PROFILE_STATUS } from './enum-values.js';
import type { FieldSchemaKit } from './field-schemas.js';
import { LONG_TEXT_MAX, MAX_PROFILE_PHOTOS, PHONE_NUMBER_MAX, SHORT_TEXT_MAX } from './limits.js';
import { profileMessages } from './messages.js';

/**
 * Who may see a field: a fixed audience (contact-visibility.ts: 'classmates' is every signed-in
 * member, 'organisers' the owner and the organisers, 'only-me' the owner), or the member's own
 * choice among those, stored with the profile (only e-mail, phone and city: the contact
 * settings).
 */
export type FieldSeenBy = ContactVisibility | 'member-chooses';

/** Makes one of a field's schemas from zod and the field helpers it is handed. */
type SchemaMaker = (kit: FieldSchemaKit) => z.ZodType;

/**
 * One profile field (docs/profiles.md, "Adding a profile field"). Every choice is required, so
 * a new field does not compile until its author has decided who sees it and where it goes.
 */
export interface ProfileFieldDeclaration {
  /** Its name on the form, in the form's error list and on the profile page. */
  readonly label: string;
  /** Its name on the profile page where that says it shorter than the form ('Arrival'). */
  readonly pageLabel?: string;
  /** Makes what a client may send, and how it is cleaned up (request bodies). */
  readonly schema: SchemaMaker;
  /** Makes what the API answers with. A field some readers may not see is sent to them as null. */
  readonly read: SchemaMaker;
  readonly seenBy: FieldSeenBy;
  /** The title of its column in Insights' table and CSV (one title may gather several fields). */
  readonly insights: string | false;
  /** How the administrators' export names it: a label, the person's heading line, or not at all. */
  readonly export: string | 'heading' | false;
  /** Whether the directory's free-text search looks into it. */
  readonly search: boolean;
  /** Whether the directory's card (and so its filters and sorts) carries it. */
  readonly directoryCard: boolean;
  /** Whether the profile page shows it as a card of its own, titled with the label. */
  readonly profileCard: boolean;
  /**
   * Free text the form holds as a string ('' for empty). Others have their own controls.
   */
  readonly text: boolean;
  /**
   * What a PATCH that leaves the key out does: true keeps what is stored. Every field added
   * after the first release says true, so a section built before it cannot wipe it; the first
   * release's fields are all sent by every client, and a missing one means empty.
   */
  readonly keptWhenLeftOut: boolean;
}

const nullableText = ({ z }: FieldSchemaKit) => z.string().nullable();

/** The first release's fields, which every client sends (see keptWhenLeftOut). */
const original = { keptWhenLeftOut: false } as const;
/** Nowhere but the profile itself. */
const profileOnly = {
  insights: false,
  search: false,
  directoryCard: false,
  profileCard: false,
} as const;
/** An answer in words: a line or an essay, on the profile page as a card of its own. */
function essay(label: string, exportLabel: string, max = LONG_TEXT_MAX) {
  return {
    label,
    schema: (kit: FieldSchemaKit) => kit.optionalText(max),
    read: nullableText,
    seenBy: 'classmates',
    export: exportLabel,
    ...profileOnly,
    profileCard: true,
    text: true,
    ...original,
  } as const;
}

/** A required name: in Insights' Name column, the export's heading line, the card and search. */
function name(label: string, requiredMessage: string) {
  return {
    label,
    schema: (kit: FieldSchemaKit) => kit.requiredName(requiredMessage),
    read: ({ z }: FieldSchemaKit) => z.string(),
    seenBy: 'classmates',
    insights: 'Name',
    export: 'heading',
    search: true,
    directoryCard: true,
    profileCard: false,
    text: true,
    ...original,
  } as const;
}

/**
 * Every field of a profile, declared once, in the order the API sends them. Everything that
 * shows or ships a profile derives from this table: the request and answer schemas
 * (profile-fields.schema.ts and profile.schema.ts make them with its makers), the one
 * projection that hides what a reader may not see, the directory's cards and search, Insights'
 * columns and CSV, the export, and the labels of the form and the profile page.
 */
export const profileFieldTable = {
  firstName: name('First Name', profileMessages.firstNameRequired),
  lastName: name('Last Name', profileMessages.lastNameRequired),
  email: {
    label: 'Email',
    schema: (kit) => kit.email(),
    read: nullableText,
    seenBy: 'member-chooses',
    export: 'Email',
    ...profileOnly,
    insights: 'Email',
    text: true,
    ...original,
  },
  phoneNumber: {
    label: 'Phone Number',
    pageLabel: 'Phone',
    schema: (kit) => kit.optionalLine(PHONE_NUMBER_MAX),
    read: nullableText,
    seenBy: 'member-chooses',
    export: 'Phone',
    ...profileOnly,
    // The form splits it into a dialling code and a number.
    text: false,
    ...original,
  },
  country: {
    label: 'Country',
    schema: ({ z }) => z.enum(countryNames, { error: profileMessages.countryRequired }),
    // Any string: a country that leaves a later version of the list still reads back.
    read: ({ z }) => z.string(),
    seenBy: 'classmates',
    insights: false,
    export: 'Country',
    search: true,
    directoryCard: true,
    profileCard: false,
    text: false,
    ...original,
  },
  city: {
    label: 'City',
    pageLabel: 'Location',
    schema: (kit) => kit.optionalLine(SHORT_TEXT_MAX),
    read: nullableText,
    seenBy: 'member-chooses',
    insights: false,
    export: 'City',
    search: true,
    directoryCard: true,
    profileCard: false,
    text: true,
    ...original,
  },
  currentRole: {
    label: 'Current Role',
    schema: (kit) => kit.optionalLine(SHORT_TEXT_MAX),
    read: nullableText,
    seenBy: 'classmates',
    insights: false,
    export: 'Current role',
    search: true,
    directoryCard: true,
    profileCard: false,
    text: true,
    ...original,
  },
  company: {
    label: 'Company',
    schema: (kit) => kit.optionalLine(SHORT_TEXT_MAX),
    read: nullableText,
    seenBy: 'classmates',
    insights: 'Company',
    export: 'Company',
    search: true,
    directoryCard: true,
    profileCard: false,
    text: true,
    ...original,
  },
  industry: {
    label: 'Industry',
    schema: (kit) => kit.optionalChoice(kit.industrySchema),
    read: (kit) => kit.industrySchema.nullable(),
    seenBy: 'classmates',
    insights: false,
    export: 'Industry',
    search: true,
    directoryCard: true,
    profileCard: false,
    text: false,
    ...original,
  },
  professionalJourney: essay(
    'Professional Journey Since Graduation',
    'Professional journey since graduation',
  ),
  personalJourney: essay('Personal Journey', 'Personal journey'),
  favoriteMemory: essay('Favorite Memory from INSEAD', 'Favorite memory from INSEAD'),
  thinkingChange: essay('How Your Thinking Has Changed', 'How their thinking has changed'),
  futureHopes: essay('Hopes for the Future', 'Hopes for the future'),
  adviceToSelf: essay('Advice to Your Younger Self', 'Advice to their younger self'),
  freeTimeActivity: essay('What You Do in Your Free Time', 'What they do in their free time'),
  insightFromINSEAD: essay(
    'Most Valuable Insight from INSEAD',
    'Most valuable insight from INSEAD',
  ),
  // The historical spelling: it is the stored field's name, and outside clients use it.
  // One line in the form, as on the page.
  karaokeeSong: {
    ...essay('Karaoke Song', 'Karaoke song', SHORT_TEXT_MAX),
    schema: (kit) => kit.optionalLine(SHORT_TEXT_MAX),
  },
  excitedAbout: essay('What Excites You About the Reunion', 'What excites them about the reunion'),
  photos: {
    label: 'Profile Photos',
    // Request bodies take data URLs and stored addresses (profile-request.schema.ts).
    schema: ({ z }) =>
      z
        .array(z.string())
        .max(MAX_PROFILE_PHOTOS, { error: profileMessages.tooManyPhotos })
        .default([]),
    // Addresses of stored files, never image bytes.
    read: ({ z }) => z.array(z.string()).max(MAX_PROFILE_PHOTOS),
    seenBy: 'classmates',
    export: 'Photos on their profile',
    ...profileOnly,
    text: false,
    ...original,
  },
  attending: {
    label: 'Attending the Reunion (June 27-29)',
    pageLabel: 'Reunion (June 27-29)',
    schema: (kit) => kit.attendingSchema.default(DEFAULT_ATTENDING),
    read: (kit) => kit.attendingSchema,
    seenBy: 'classmates',
    insights: 'Reunion',
    export: 'Attending the reunion (June 27-29)',
    search: false,
    directoryCard: true,
    profileCard: false,
    text: false,
    ...original,
  },
  parisGathering: {
    label: 'Attending the Paris Gathering (June 26)',
    pageLabel: 'Paris Gathering (June 26)',
    schema: (kit) => kit.attendingSchema.default(DEFAULT_ATTENDING),
    read: (kit) => kit.attendingSchema,
    seenBy: 'classmates',
    insights: 'Paris',
    export: 'Attending the Paris gathering (June 26)',
    search: false,
    directoryCard: true,
    profileCard: false,
    text: false,
    ...original,
  },
  arrivalDate: {
    label: 'Arrival Date',
    pageLabel: 'Arrival',
    schema: (kit) => kit.stayDate(),
    read: ({ z }) => z.iso.date().nullable(),
    seenBy: 'classmates',
    insights: 'Arrival',
    export: 'Arrival date',
    search: false,
    directoryCard: true,
    profileCard: false,
    text: false,
    ...original,
  },
  departureDate: {
    label: 'Departure Date',
    pageLabel: 'Departure',
    schema: (kit) => kit.stayDate(),
    read: ({ z }) => z.iso.date().nullable(),
    seenBy: 'classmates',
    export: 'Departure date',
    ...profileOnly,
    text: false,
    ...original,
  },
  accommodation: {
    label: 'Accommodation',
    schema: (kit) => kit.accommodationSchema.default(DEFAULT_ACCOMMODATION),
    read: (kit) => kit.accommodationSchema,
    seenBy: 'classmates',
    insights: 'Accommodation',
    export: 'Accommodation',
    search: false,
    directoryCard: true,
    profileCard: false,
    text: false,
    ...original,
  },
  accommodationTown: {
    label: 'Accommodation Town',
    schema: (kit) => kit.accommodationTown(),
    read: (kit) => kit.accommodationTownSchema.nullable(),
    seenBy: 'classmates',
    insights: false,
    export: 'Accommodation town',
    search: false,
    directoryCard: true,
    profileCard: false,
    text: false,
    ...original,
  },
  kidsCount: {
    label: 'Number of Kids Coming',
    pageLabel: 'Kids Coming',
    schema: (kit) => kit.kidsCount(),
    read: ({ z }) => z.number().int(),
    seenBy: 'classmates',
    insights: false,
    // With their ages, on one line.
    export: 'Kids coming',
    search: false,
    directoryCard: true,
    profileCard: false,
    text: false,
    ...original,
  },
  kidsAges: {
    label: "Kids' Ages",
    schema: (kit) => kit.kidsAges(),
    read: ({ z }) => z.array(z.number().int()),
    seenBy: 'classmates',
    // On the count's line.
    export: false,
    ...profileOnly,
    text: false,
    ...original,
  },
  connectionInterests: essay(
    'Who You Would Like to Connect With',
    'Who they would like to connect with',
  ),
  additionalNotes: essay('Additional Notes', 'Additional notes'),
  // For the gala dinner's caterer: the organisers need it, classmates have no business with it.
  // Not in the export, which is pasted into an AI chat.
  dietaryRequirements: {
    label: 'Dietary Requirements',
    schema: (kit) => kit.optionalLine(SHORT_TEXT_MAX),
    read: nullableText,
    seenBy: 'organisers',
    insights: 'Dietary requirements',
    export: false,
    search: false,
    directoryCard: false,
    profileCard: true,
    text: true,
    keptWhenLeftOut: true,
  },
  aiChatOptOut: {
    label: 'Leave my profile out of the reunion AI chat',
    schema: ({ z }) => z.boolean().default(false),
    read: ({ z }) => z.boolean(),
    seenBy: 'classmates',
    // The export is what the AI chat reads: an opted-out profile is left out of it whole.
    export: false,
    ...profileOnly,
    text: false,
    ...original,
  },
  status: {
    label: 'Status',
    schema: (kit) => kit.profileStatusSchema.default(DEFAULT_PROFILE_STATUS),
    read: (kit) => kit.profileStatusSchema,
    seenBy: 'classmates',
    // Only published profiles are in Insights and the export.
    export: false,
    ...profileOnly,
    text: false,
    ...original,
  },
} as const satisfies Record<string, ProfileFieldDeclaration>;

type Table = typeof profileFieldTable;
export type ProfileFieldName = keyof Table;
export const profileFieldNames = Object.keys(profileFieldTable) as ProfileFieldName[];

/** The fields whose declaration has `property` set to a value of type `V`. */
export type FieldsWith<P extends Exclude<keyof ProfileFieldDeclaration, 'pageLabel'>, V> = {
  [K in ProfileFieldName]: Table[K][P] extends V ? K : never;
}[ProfileFieldName];

/** The names of the fields whose declaration passes `test`, in the table's order. */
export function fieldsWhere<K extends ProfileFieldName = ProfileFieldName>(
  test: (declaration: ProfileFieldDeclaration) => boolean,
): K[] {
  return profileFieldNames.filter((name) => test(profileFieldTable[name])) as K[];
}

export type TextFieldName = FieldsWith<'text', true>;
/** The free-text fields, which a form holds as strings. */
export const textFieldNames = fieldsWhere<TextFieldName>((field) => field.text);

/** Every field's label, for forms and pages. */
export const profileFieldLabels = Object.fromEntries(
  profileFieldNames.map((name) => [name, profileFieldTable[name].label]),
) as Record<ProfileFieldName, string>;

/** Every field's name on the profile page. */
export const profilePageLabels = Object.fromEntries(
  profileFieldNames.map((name) => {
    const field: ProfileFieldDeclaration = profileFieldTable[name];
    return [name, field.pageLabel ?? field.label];
  }),
) as Record<ProfileFieldName, string>;
