import {
  DEFAULT_ACCOMMODATION,
  DEFAULT_ATTENDING,
  DEFAULT_CONTACT_VISIBILITY,
  resizeKidsAges,
  type Accommodation,
  type AccommodationTown,
  type Attending,
  type ContactVisibilitySettings,
  type Industry,
  type Profile,
  splitPhoneNumber,
  textFieldNames,
  type TextFieldName,
} from '@reunion/contracts';
import { storedPhotoItems, type PhotoItem } from '../photos/photoItems';

/** The essay questions, in the order the form asks them. */
export const journeyFields = [
  'personalJourney',
  'favoriteMemory',
  'thinkingChange',
  'futureHopes',
  'adviceToSelf',
  'freeTimeActivity',
  'insightFromINSEAD',
  'excitedAbout',
  'connectionInterests',
] as const satisfies readonly TextFieldName[];

/** What the antd form holds. Selects hold undefined while nothing is chosen (placeholder). */
export type ProfileFormValues = Record<TextFieldName, string> & {
  /** The country whose dialling code is chosen; not stored (see contracts/src/countries/phone-number.ts). */
  countryCode: string | undefined;
  phoneNumber: string;
  country: string | undefined;
  industry: Industry | undefined;
  photos: PhotoItem[];
  attending: Attending;
  parisGathering: Attending;
  /** YYYY-MM-DD from a native date input, or ''. */
  arrivalDate: string;
  departureDate: string;
  accommodation: Accommodation;
  accommodationTown: AccommodationTown | undefined;
  kidsCount: number;
  kidsAges: (number | undefined)[];
  aiChatOptOut: boolean;
  /** Who sees the e-mail, phone and city (docs/profiles.md); only the owner's form shows it. */
  contactVisibility: ContactVisibilitySettings;
};

const emptyText = Object.fromEntries(textFieldNames.map((field) => [field, ''])) as Record<
  TextFieldName,
  string
>;

/** A new profile: the forms start as drafts with the RSVP at 'maybe' (docs/profiles.md). */
export function emptyFormValues(email?: string | null): ProfileFormValues {
  return {
    ...emptyText,
    // The account's e-mail is a sensible start; the person may change it.
    email: email ?? '',
    countryCode: undefined,
    phoneNumber: '',
    country: undefined,
    industry: undefined,
    photos: [],
    attending: DEFAULT_ATTENDING,
    parisGathering: DEFAULT_ATTENDING,
    arrivalDate: '',
    departureDate: '',
    accommodation: DEFAULT_ACCOMMODATION,
    accommodationTown: undefined,
    kidsCount: 0,
    kidsAges: [],
    aiChatOptOut: false,
    contactVisibility: { ...DEFAULT_CONTACT_VISIBILITY },
  };
}

/** A stored profile in the form. Only the listed fields are copied: never id, userId, dates. */
export function formValuesFromProfile(profile: Profile): ProfileFormValues {
  const text = Object.fromEntries(
    textFieldNames.map((field) => [field, profile[field] ?? '']),
  ) as Record<TextFieldName, string>;
  const phone = splitPhoneNumber(profile.phoneNumber, profile.country);
  const kidsCount = profile.kidsCount > 0 ? profile.kidsCount : 0;
  return {
    ...text,
    countryCode: phone.countryCode,
    phoneNumber: phone.number,
    country: profile.country || undefined,
    industry: profile.industry ?? undefined,
    photos: storedPhotoItems(profile.photos ?? []),
    attending: profile.attending ?? DEFAULT_ATTENDING,
    parisGathering: profile.parisGathering ?? DEFAULT_ATTENDING,
    arrivalDate: profile.arrivalDate ?? '',
    departureDate: profile.departureDate ?? '',
    accommodation: profile.accommodation ?? DEFAULT_ACCOMMODATION,
    accommodationTown: profile.accommodationTown ?? undefined,
    kidsCount,
    kidsAges: resizeKidsAges(profile.kidsAges ?? [], kidsCount),
    aiChatOptOut: profile.aiChatOptOut ?? false,
    contactVisibility: { ...(profile.contactVisibility ?? DEFAULT_CONTACT_VISIBILITY) },
  };
}
