/** The banner's timings (docs/pages.md, "Create profile"). */
export const PUBLISH_REDIRECT_MS = 2000;
export const ERROR_BANNER_MS = 4000;
/**
 * The notice closes itself this long after a success when it has a close handler; that is how
 * a saved draft "returns to editing after 4 s".
 */
export const NOTICE_AUTO_CLOSE_MS = 4000;
