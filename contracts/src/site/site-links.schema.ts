import { z } from 'zod';

/**
 * GET /api/site-links: the footer's addresses, from the site's configuration (README,
 * "Configuration"). Each is absent until the class team sets it, and the footer then leaves it
 * out rather than show a placeholder.
 */
export const siteLinksSchema = z.object({
  /** The reunion team's mailbox. */
  contactEmail: z.email().nullable(),
  /** The class's groups on social networks, in the footer's order. */
  social: z.array(z.object({ label: z.string(), href: z.url() })),
  /** Technical support through WhatsApp: a wa.me link to the helper's number. */
  technicalSupport: z.object({ app: z.literal('WhatsApp'), href: z.url() }).nullable(),
});
export type SiteLinks = z.infer<typeof siteLinksSchema>;
