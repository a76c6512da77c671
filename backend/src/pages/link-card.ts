import { reunionFacts } from '@reunion/contracts';
import { escapeHtml } from '../mail/escape-html.js';

/** The link card's image (shell/public/, drawn by tooling/scripts/make-site-files.mjs). */
export const LINK_CARD_IMAGE = { path: '/link-card.png', width: 1200, height: 630 };

/**
 * The Open Graph and Twitter tags a chat app reads to show a shared link as a card
 * (docs/sharing.md). The same card for every page: the site's and the reunion's facts only, so a
 * members-only address (a classmate's profile) says nothing about a member. Its address is the
 * page's path on the public origin, without the query, which may carry a mailed token.
 */
export function linkCardTags(publicUrl: string, pagePath: string): string {
  const image = `${publicUrl}${LINK_CARD_IMAGE.path}`;
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', reunionFacts.siteName],
    ['property', 'og:title', reunionFacts.siteName],
    ['property', 'og:description', reunionFacts.summary],
    ['property', 'og:url', `${publicUrl}${pagePath}`],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(LINK_CARD_IMAGE.width)],
    ['property', 'og:image:height', String(LINK_CARD_IMAGE.height)],
    ['property', 'og:image:alt', `${reunionFacts.siteName}: ${reunionFacts.datesAndPlace}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', reunionFacts.siteName],
    ['name', 'twitter:description', reunionFacts.summary],
    ['name', 'twitter:image', image],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('');
}

/** The page's HTML with the card's tags at the end of its <head>. */
export const withLinkCard = (html: string, publicUrl: string, pagePath: string): string =>
  html.replace('</head>', () => `${linkCardTags(publicUrl, pagePath)}</head>`);
