import { z } from 'zod';
import { representativeNameSchema, type SiteLinks, type SocialChannel } from '@reunion/contracts';
import { optionalText, urlWithProtocols } from './env-values.js';

const webAddress = optionalText.pipe(urlWithProtocols(['https:', 'http:']).optional());
const representativeName = optionalText.pipe(representativeNameSchema.optional());

/**
 * The footer's addresses and names (README, "Configuration"), one variable each. None has a
 * default: an unset one is left out of the footer, never shown as a placeholder.
 */
export const siteLinksVariables = {
  SITE_CONTACT_EMAIL: optionalText.pipe(z.email('must be an e-mail address').optional()),
  SITE_LINKEDIN_URL: webAddress,
  SITE_FACEBOOK_URL: webAddress,
  SITE_INSTAGRAM_URL: webAddress,
  /** The classmate who answers for the class on each network: a person's name. */
  SITE_LINKEDIN_REPRESENTATIVE: representativeName,
  SITE_FACEBOOK_REPRESENTATIVE: representativeName,
  SITE_INSTAGRAM_REPRESENTATIVE: representativeName,
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

interface ChannelSettings {
  channel: SocialChannel;
  /** The group's link text. */
  label: string;
  href: string | undefined;
  representative: string | undefined;
}

/** Each network's group and representative, in SOCIAL_CHANNELS's order. */
function channelsOf(e: SiteLinksEnv): ChannelSettings[] {
  return [
    {
      channel: 'LinkedIn',
      label: 'LinkedIn group',
      href: e.SITE_LINKEDIN_URL,
      representative: e.SITE_LINKEDIN_REPRESENTATIVE,
    },
    {
      channel: 'Facebook',
      label: 'Facebook group',
      href: e.SITE_FACEBOOK_URL,
      representative: e.SITE_FACEBOOK_REPRESENTATIVE,
    },
    {
      channel: 'Instagram',
      label: 'Instagram',
      href: e.SITE_INSTAGRAM_URL,
      representative: e.SITE_INSTAGRAM_REPRESENTATIVE,
    },
  ];
}

export function siteLinksFrom(e: SiteLinksEnv): SiteLinks {
  const channels = channelsOf(e);
  // A representative is named whether or not their network's group is linked, and the other way.
  const social = channels.flatMap(({ label, href }) => (href ? [{ label, href }] : []));
  const representatives = channels.flatMap(({ channel, representative }) =>
    representative ? [{ channel, name: representative }] : [],
  );
  const whatsapp = e.SITE_SUPPORT_WHATSAPP?.replace(/\D/g, '');
  return {
    contactEmail: e.SITE_CONTACT_EMAIL ?? null,
    social,
    representatives,
    technicalSupport: whatsapp ? { app: 'WhatsApp', href: `https://wa.me/${whatsapp}` } : null,
  };
}
