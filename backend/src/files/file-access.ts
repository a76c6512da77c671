import { Injectable } from '@nestjs/common';
import type { User } from '../auth/user.entity.js';
import { ProfileAccess } from '../profiles/profile-access.js';
import { FileHolderRepository } from './file-holder.repository.js';

/**
 * Who may fetch a stored file now (docs/permissions.md, "Stored files"): the album's files any
 * classmate; a profile's photos and thumbnail whoever may see the profile, by the profiles' own
 * rule, so a draft's files are its owner's only, as the draft is. A file no row names is no
 * one's.
 */
@Injectable()
export class FileAccess {
  constructor(
    private readonly holders: FileHolderRepository,
    private readonly profiles: ProfileAccess,
  ) {}

  async canRead(user: User, key: string): Promise<boolean> {
    const holder = await this.holders.find(key);
    if (holder === null) return false;
    return holder.kind === 'album' || this.profiles.canSee(user, holder);
  }
}
