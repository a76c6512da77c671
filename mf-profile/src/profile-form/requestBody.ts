import {
  townBeforeSave,
  type CreateProfileRequestInput,
  type ProfileStatus,
  joinPhoneNumber,
  textFieldNames,
  type TextFieldName,
} from '@reunion/contracts';
import type { ProfileFormValues } from './formValues';

/**
 * The body of POST and PATCH /api/profiles (docs/api.md), key by key from the form: the request
 * schemas are strict, so nothing of a fetched profile (id, userId, createdAt) may slip in, and
 * the form-only countryCode stays out. Empty controls go as '' (never null: a null town means
 * 'Other' at the data level).
 */
export function toRequestBody(
  values: ProfileFormValues,
  status: ProfileStatus,
  photos: string[],
): CreateProfileRequestInput {
  const text = Object.fromEntries(
    textFieldNames.map((field) => [field, (values[field] ?? '').trim()]),
  ) as Record<TextFieldName, string>;
  const kidsCount = values.kidsCount > 0 ? values.kidsCount : 0;
  // A missing age is sent as null so the server names it ('Error - you need to add an age')
  // instead of it silently becoming 'Under 1 year'.
  const kidsAges = Array.from({ length: kidsCount }, (_, index) => values.kidsAges[index] ?? null);
  return {
    ...text,
    phoneNumber: joinPhoneNumber(values.countryCode, values.phoneNumber),
    country: values.country ?? '',
    industry: values.industry ?? '',
    photos,
    attending: values.attending,
    parisGathering: values.parisGathering,
    arrivalDate: values.arrivalDate ?? '',
    departureDate: values.departureDate ?? '',
    accommodation: values.accommodation,
    // Before saving, a decided accommodation with no town gets its implied town.
    accommodationTown: townBeforeSave(values.accommodation, values.accommodationTown ?? ''),
    kidsCount,
    kidsAges,
    aiChatOptOut: values.aiChatOptOut ?? false,
    // The server applies it for the owner only; anyone else's save keeps the owner's choice.
    contactVisibility: values.contactVisibility,
    status,
  };
}
