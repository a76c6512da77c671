import { z } from 'zod';
import { contactVisibilityValues } from './contact-visibility.js';
import { profileMessages } from './messages.js';

export const contactVisibilitySchema = z.enum(contactVisibilityValues, {
  error: profileMessages.invalidContactVisibility,
});

/** The three settings as the server sends them. */
export const contactVisibilitySettingsSchema = z.object({
  email: contactVisibilitySchema,
  phoneNumber: contactVisibilitySchema,
  city: contactVisibilitySchema,
});

/** The three settings in a profile body: each left out means "classmates". */
export const contactVisibilityRequestSchema = z.strictObject({
  email: contactVisibilitySchema.default('classmates'),
  phoneNumber: contactVisibilitySchema.default('classmates'),
  city: contactVisibilitySchema.default('classmates'),
});
