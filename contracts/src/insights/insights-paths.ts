// No zod here: the Insights page's first load reads these paths (its query keys), and the
// schema modules would bring zod into it.

/** The path of the aggregate endpoint, shared by the backend route and the page's query key. */
export const INSIGHTS_PATH = '/api/insights';

/**
 * GET /api/insights/profiles: the rows of the Insights table (published profiles, the ones the
 * cards count) with the fields it shows, filters on and exports, and nothing else: about a tenth
 * of the whole profiles a visitor would otherwise download to fill it.
 */
export const INSIGHTS_PROFILES_PATH = '/api/insights/profiles';
