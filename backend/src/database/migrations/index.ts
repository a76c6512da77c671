import { CreateUsers1751000000000 } from './1751000000000-create-users.js';
import { CreateSessions1751000000001 } from './1751000000001-create-sessions.js';
import { CreatePasswordResetTokens1751000000002 } from './1751000000002-create-password-reset-tokens.js';
import { CreateRateLimitCounters1751000000003 } from './1751000000003-create-rate-limit-counters.js';
import { CreateProfiles1751000000004 } from './1751000000004-create-profiles.js';
import { AddProfileThumbnail1751000000050 } from './1751000000050-add-profile-thumbnail.js';
import { CreateAlbumPhotos1751000000060 } from './1751000000060-create-album-photos.js';
import { CreateRemoteReleases1751000000070 } from './1751000000070-create-remote-releases.js';
import { CreateMailOutbox1751000000080 } from './1751000000080-create-mail-outbox.js';
import { ConfirmEmailsAndNormaliseNames1751000000090 } from './1751000000090-confirm-emails-and-normalise-names.js';
import { RateLimitsForRateLimiterFlexible1751000000100 } from './1751000000100-rate-limits-for-rate-limiter-flexible.js';
import { SessionsHeldByPassport1751000000110 } from './1751000000110-sessions-held-by-passport.js';
import { AddContactVisibility1751000000120 } from './1751000000120-add-contact-visibility.js';
import { CreateRsvpNudges1751000000130 } from './1751000000130-create-rsvp-nudges.js';
import { MailThroughPgBoss1751000000140 } from './1751000000140-mail-through-pg-boss.js';
import { CreateProfileEmailConfirmations1751000000150 } from './1751000000150-create-profile-email-confirmations.js';
import { AddDietaryRequirements1751000000160 } from './1751000000160-add-dietary-requirements.js';
import { CreateRemoteCanaries1751000000170 } from './1751000000170-create-remote-canaries.js';
import { IndexStoredFileKeys1751000000180 } from './1751000000180-index-stored-file-keys.js';
import { IndexSessionsByMember1751000000190 } from './1751000000190-index-sessions-by-member.js';
import { DropDirectionControls1751000000200 } from './1751000000200-drop-direction-controls.js';

/**
 * Every migration, in order. Listed by hand rather than found by a glob, so the same list
 * works from the TypeScript sources under jest and from the compiled ESM in dist.
 */
export const migrations = [
  CreateUsers1751000000000,
  CreateSessions1751000000001,
  CreatePasswordResetTokens1751000000002,
  CreateRateLimitCounters1751000000003,
  CreateProfiles1751000000004,
  AddProfileThumbnail1751000000050,
  CreateAlbumPhotos1751000000060,
  CreateRemoteReleases1751000000070,
  CreateMailOutbox1751000000080,
  ConfirmEmailsAndNormaliseNames1751000000090,
  RateLimitsForRateLimiterFlexible1751000000100,
  SessionsHeldByPassport1751000000110,
  AddContactVisibility1751000000120,
  CreateRsvpNudges1751000000130,
  MailThroughPgBoss1751000000140,
  CreateProfileEmailConfirmations1751000000150,
  AddDietaryRequirements1751000000160,
  CreateRemoteCanaries1751000000170,
  IndexStoredFileKeys1751000000180,
  IndexSessionsByMember1751000000190,
  DropDirectionControls1751000000200,
];
