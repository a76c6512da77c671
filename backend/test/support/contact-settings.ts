import type { ContactVisibilitySettings } from '@reunion/contracts';

/** Three contact settings that, together, put each contact field under each visibility once. */
export const CONTACT_SETTINGS_ROTATION: readonly ContactVisibilitySettings[] = [
  { email: 'classmates', phoneNumber: 'organisers', city: 'only-me' },
  { email: 'organisers', phoneNumber: 'only-me', city: 'classmates' },
  { email: 'only-me', phoneNumber: 'classmates', city: 'organisers' },
];
