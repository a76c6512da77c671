import { z } from 'zod';
import { withoutDirectionControls } from '../text/line-rules.js';

/** The networks the class has a group on, in the footer's order. */
export const SOCIAL_CHANNELS = ['LinkedIn', 'Facebook', 'Instagram'] as const;
export type SocialChannel = (typeof SOCIAL_CHANNELS)[number];

/** The longest name a social representative may be given (a person's name, with room to spare). */
export const REPRESENTATIVE_NAME_MAX = 100;

/** Any control character, line breaks and tabs among them: a name is one line. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * A social representative's name, as configured (README, "Configuration") and as served: one
 * line of at most REPRESENTATIVE_NAME_MAX characters. Explicit direction controls are dropped, as
 * from every name a member writes (text/line-rules.ts): one would turn the footer's text after it
 * around.
 */
export const representativeNameSchema = z
  .string()
  .overwrite(withoutDirectionControls)
  .trim()
  .min(1, 'must not be blank')
  .max(REPRESENTATIVE_NAME_MAX, `must be at most ${REPRESENTATIVE_NAME_MAX} characters`)
  .refine((name) => !CONTROL_CHARACTER.test(name), 'must not hold control characters');

/**
 * GET /api/site-links: the footer's addresses and names, from the site's configuration (README,
 * "Configuration"). Each is absent until the class team sets it, and the footer then leaves it
 * out rather than show a placeholder.
 */
export const siteLinksSchema = z.object({
  /** The reunion team's mailbox. */
  contactEmail: z.email().nullable(),
  /** The class's groups on social networks, in the footer's order. */
  social: z.array(z.object({ label: z.string(), href: z.url() })),
  /** The classmates who answer for the class on each network, in SOCIAL_CHANNELS's order. */
  representatives: z.array(
    z.object({ channel: z.enum(SOCIAL_CHANNELS), name: representativeNameSchema }),
  ),
  /** Technical support through WhatsApp: a wa.me link to the helper's number. */
  technicalSupport: z.object({ app: z.literal('WhatsApp'), href: z.url() }).nullable(),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;
