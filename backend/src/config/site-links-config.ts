import { z } from 'zod';
import type { SiteLinks } from '@reunion/contracts';
import { optionalText, urlWithProtocols } from './env-values.js';

const webAddress = optionalText.pipe(urlWithProtocols(['https:', 'http:']).optional());

/**
 * The footer's addresses (README, "Configuration"), one variable each. None has a default: an
 * unset one is left out of the footer, never shown as a placeholder.
 */
export const siteLinksVariables = {
  SITE_CONTACT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  SITE_LINKEDIN_URL: webAddress,
  SITE_FACEBOOK_URL: webAddress,
  SITE_INSTAGRAM_URL: webAddress,
  /** The helper's number in international form; spaces and dashes are allowed. */
  SITE_SUPPORT_WHATSAPP: optionalText.pipe(
    z
      .string()
      .regex(
        /^\+?[\d\s-]{6,20}$/,
        'must be a phone number in international form, e.g. +33 6 12 34 56 78',
      )
      .optional(),
  ),
};

type SiteLinksEnv = {
  [K in keyof typeof siteLinksVariables]?: z.output<(typeof siteLinksVariables)[K]>;
};

export function siteLinksFrom(e: SiteLinksEnv): SiteLinks {
  const social = [
    { label: 'LinkedIn group', href: e.SITE_LINKEDIN_URL },
    { label: 'Facebook group', href: e.SITE_FACEBOOK_URL },
    { label: 'Instagram', href: e.SITE_INSTAGRAM_URL },
  ].filter((link): link is { label: string; href: string } => link.href !== undefined);
  const whatsapp = e.SITE_SUPPORT_WHATSAPP?.replace(/\D/g, '');
  return {
    contactEmail: e.SITE_CONTACT_EMAIL ?? null,
    social,
    technicalSupport: whatsapp ? { app: 'WhatsApp', href: `https://wa.me/${whatsapp}` } : null,
  };
}
