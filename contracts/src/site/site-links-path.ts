/** Where the footer reads its addresses (zod-free: the footer is on every page's first screen). */
export const SITE_LINKS_PATH = '/api/site-links';
