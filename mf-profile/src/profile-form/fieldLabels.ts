import { profileFieldLabels } from '@reunion/contracts';
import type { ProfileFormValues } from './formValues';

/**
 * The visible label of every form field: the field table's (contracts), and the two the form
 * alone has. Also the names the 'Validation Issues' toast lists and the titles of the cards on
 * the profile page, so one field reads the same everywhere.
 */
export const fieldLabels: Record<keyof ProfileFormValues, string> = {
  ...profileFieldLabels,
  countryCode: 'Dialling Code',
  contactVisibility: 'Who Can See Your Contact Details',
};

export function kidAgeLabel(index: number): string {
  return `Age of Child ${index + 1}`;
}

/** A server or form field name as the person reads it ('kidsAges' → "Kids' Ages"). */
export function labelOfField(field: string): string {
  return field in fieldLabels ? fieldLabels[field as keyof ProfileFormValues] : field;
}
