import type { ProfileFormValues } from './formValues';

/**
 * The visible label of every form field. Also the names the 'Validation Issues' toast lists
 * and the titles of the journey cards on the profile page, so one field reads the same
 * everywhere.
 */
export const fieldLabels: Record<keyof ProfileFormValues, string> = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  countryCode: 'Dialling Code',
  phoneNumber: 'Phone Number',
  country: 'Country',
  city: 'City',
  contactVisibility: 'Who Can See Your Contact Details',
  photos: 'Profile Photos',
  currentRole: 'Current Role',
  company: 'Company',
  industry: 'Industry',
  professionalJourney: 'Professional Journey Since Graduation',
  personalJourney: 'Personal Journey',
  favoriteMemory: 'Favorite Memory from INSEAD',
  thinkingChange: 'How Your Thinking Has Changed',
  futureHopes: 'Hopes for the Future',
  adviceToSelf: 'Advice to Your Younger Self',
  freeTimeActivity: 'What You Do in Your Free Time',
  insightFromINSEAD: 'Most Valuable Insight from INSEAD',
  karaokeeSong: 'Karaoke Song',
  excitedAbout: 'What Excites You About the Reunion',
  connectionInterests: 'Who You Would Like to Connect With',
  attending: 'Attending the Reunion (June 27-29)',
  parisGathering: 'Attending the Paris Gathering (June 26)',
  arrivalDate: 'Arrival Date',
  departureDate: 'Departure Date',
  accommodation: 'Accommodation',
  accommodationTown: 'Accommodation Town',
  kidsCount: 'Number of Kids Coming',
  kidsAges: "Kids' Ages",
  additionalNotes: 'Additional Notes',
  aiChatOptOut: 'Leave my profile out of the reunion AI chat',
};

export function kidAgeLabel(index: number): string {
  return `Age of Child ${index + 1}`;
}

/** A server or form field name as the person reads it ('kidsAges' → "Kids' Ages"). */
export function labelOfField(field: string): string {
  return field in fieldLabels ? fieldLabels[field as keyof ProfileFormValues] : field;
}
