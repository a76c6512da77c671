import { MAX_KID_AGE, MAX_KIDS_COUNT, MAX_PROFILE_PHOTOS } from './limits.js';
import { CONTROL_CHARACTERS_MESSAGE } from '../text/line-rules.js';
import { STAY_DATE_MARGIN_DAYS, stayDateRangeText } from './stay-dates.js';

/** The texts the profile forms and the server share (docs/profiles.md, "Validation"). */
export const profileMessages = {
  firstNameRequired: 'First name is required',
  /** After a save with a new e-mail address (docs/profiles.md, "A profile's e-mail address"). */
  emailAwaiting: (address: string) =>
    `We sent a link to ${address}. The address shows on your profile once you open it, signed in to the site.`,
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  countryRequired: 'Country is required',
  kidAgeRequired: 'Error - you need to add an age',
  kidAgeOutOfRange: `Each age must be a whole number from 0 to ${MAX_KID_AGE}`,
  kidsCountOutOfRange: `Number of kids must be a whole number from 0 to ${MAX_KIDS_COUNT}`,
  tooManyPhotos: `You can add at most ${MAX_PROFILE_PHOTOS} photos`,
  invalidPhoto: 'Each photo must be an image data URL or the address of a stored photo',
  invalidDate: 'Dates must be written YYYY-MM-DD',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
  dateOutsideStayRange: `Dates must be within ${STAY_DATE_MARGIN_DAYS} days of the reunion: ${stayDateRangeText}`,
  departureBeforeArrival: 'Departure cannot be before arrival',
  invalidStatus: 'Status must be draft or published',
  invalidContactVisibility: 'Visibility must be classmates, organisers or only-me',
  /** A save based on an older version of the profile (412; docs/profiles.md, "Two saves of one profile"). */
  profileChanged:
    'This profile was saved again after you opened it, so your changes were not saved.',
  fixErrorsBeforeSaving: 'Please fix the errors in your form before saving.',
  fixErrorsBeforeSubmitting: 'Please fix the errors in your form before submitting.',
  fixErrorsBeforePublishing: 'Please fix the errors in your form before publishing.',
  requiredFieldsBeforeSaving: 'Please fill in all required fields (marked with *) before saving.',
} as const;
