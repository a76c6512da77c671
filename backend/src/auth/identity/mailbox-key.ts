import { identityKey } from './identity-key.js';

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One key per inbox, for limits on what is mailed to it: `a.b+news@gmail.com` and `ab@gmail.com`
 * reach one person, so they share one budget. The `+tag` is dropped for every domain (most
 * providers deliver it to the same inbox; folding two people's addresses at one that does not
 * only makes them share a limit), and Gmail's dots too. Not validator's normalizeEmail: it drops
 * tags only for the few providers it knows, which left any other domain a budget per tag.
 */
export function mailboxKey(address: string): string {
  const key = identityKey(address);
  const at = key.lastIndexOf('@');
  if (at < 0) return key;
  const domain = key.slice(at + 1);
  const local = key.slice(0, at).split('+')[0] ?? '';
  return GMAIL_DOMAINS.has(domain)
    ? `${local.replaceAll('.', '')}@gmail.com`
    : `${local}@${domain}`;
}

/** The domains whose addresses may reach the inbox `mailboxKey` names: Gmail has two. */
export function mailboxDomains(inbox: string): string[] {
  const domain = inbox.slice(inbox.lastIndexOf('@') + 1);
  return GMAIL_DOMAINS.has(domain) ? [...GMAIL_DOMAINS] : [domain];
}
