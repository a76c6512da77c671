import { Injectable } from '@nestjs/common';
import type { ContactAudience } from '@reunion/contracts';
import { AccessPolicy } from '../auth/access-policy.js';
import type { User } from '../auth/user.entity.js';
import type { ProfileEntity } from './profile.entity.js';

type Owned = Pick<ProfileEntity, 'userId' | 'status'>;

/** Who may do what with a profile (docs/permissions.md, "Profiles"), enforced on the server. */
@Injectable()
export class ProfileAccess {
  constructor(private readonly policy: AccessPolicy) {}

  /**
   * A draft exists only for its owner: absent from everyone else's list and 404 by id, for
   * every method, so that nobody learns an unpublished profile is there.
   */
  canSee(user: User, profile: Owned): boolean {
    return profile.status === 'published' || profile.userId === user.id;
  }

  /** Whose eyes `user` reads this profile's contact details with (docs/profiles.md). */
  audienceOf(user: User, profile: Pick<ProfileEntity, 'userId'>): ContactAudience {
    return this.policy.contactAudience(user, profile.userId);
  }

  /** The owner, or the class account (AccessPolicy), which looks after everyone's profiles. */
  canEdit(user: User, profile: Owned): boolean {
    return profile.userId === user.id || this.policy.isClassAccount(user);
  }

  /** The owner, or an administrator (AccessPolicy). */
  canDelete(user: User, profile: Owned): boolean {
    return profile.userId === user.id || this.policy.isAdministrator(user);
  }
}
