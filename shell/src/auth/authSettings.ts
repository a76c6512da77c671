/** SPEC §9: the register screen redirects home 1000 ms after success. */
export const REGISTER_REDIRECT_MS = 1000;
