/**
 * The register screen redirects home 1000 ms after success (docs/pages.md, "Sign in and register").
 */
export const REGISTER_REDIRECT_MS = 1000;
