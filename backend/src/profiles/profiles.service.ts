import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  PreconditionFailedException,
} from '@nestjs/common';
import {
  type CreateProfileRequest,
  DEFAULT_CONTACT_VISIBILITY,
  type Profile,
  profileMessages,
  type SavedProfile,
  type UpdateProfileRequest,
} from '@reunion/contracts';
import { DataSource } from 'typeorm';
import type { User } from '../auth/user.entity.js';
import { uniqueViolationOf } from '../database/unique-violation.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import { StorageService } from '../storage/storage.service.js';
import { ProfileAccess } from './profile-access.js';
import { ProfileEmails, type EmailDecision } from './profile-emails.js';
import { contactColumnsOf, contactsAfterSave } from './profile-contacts.js';
import { ProfilePhotos } from './profile-photos.js';
import { toProfileView } from './profile-view.js';
import type { ProfileEntity } from './profile.entity.js';
import { ProfilesRepository } from './profiles.repository.js';
import { profileErrors } from './profiles.messages.js';

/**
 * The columns a body sets as they are: every field it carries except the photos, which become
 * keys, and the contact settings, which become three columns (profile-contacts.ts). A field
 * kept when left out (contracts' field table) comes as undefined when its key was missing: it is
 * not written, so the stored value stays.
 */
type BodyFields = Omit<CreateProfileRequest, 'photos' | 'contactVisibility'>;

function fieldsOf(body: CreateProfileRequest): BodyFields {
  const { photos: _photos, contactVisibility: _contactVisibility, ...fields } = body;
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as BodyFields;
}

/**
 * Profiles and their photo files. Files and rows are kept consistent by ordering: new files are
 * stored first, the row is written in a transaction, and files the row no longer names are
 * deleted only after the commit. A failed write deletes the files it stored; a failed delete
 * after a commit leaves an orphan file (logged), never a row naming a missing file.
 */
@Injectable()
export class ProfilesService {
  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly dataSource: DataSource,
    private readonly access: ProfileAccess,
    private readonly photos: ProfilePhotos,
    private readonly storage: StorageService,
    private readonly emails: ProfileEmails,
    private readonly rateLimit: RateLimitService,
  ) {}

  private async assertNoProfileYet(user: User): Promise<void> {
    if (await this.profiles.existsForUser(user.id))
      throw new ConflictException(profileErrors.alreadyExists);
  }

  private assertCanEdit(user: User, profile: ProfileEntity): void {
    if (!this.access.canEdit(user, profile)) throw new ForbiddenException(profileErrors.cannotEdit);
  }

  /** Published profiles and the caller's own draft, most recently updated first. */
  async list(user: User): Promise<Profile[]> {
    const rows = await this.profiles.findListedFor(user.id);
    return rows.map((row) => toProfileView(row, this.access.audienceOf(user, row)));
  }

  async get(user: User, id: number): Promise<SavedProfile> {
    const row = await this.profiles.findView(id);
    if (!row || !this.access.canSee(user, row)) throw new NotFoundException(profileErrors.notFound);
    const audience = this.access.audienceOf(user, row);
    const profile = toProfileView(row, audience);
    // Its owner's edit form says which new address waits for its link; nobody else learns it.
    if (audience !== 'owner') return profile;
    const awaiting = await this.emails.waitingFor(id);
    return awaiting === null ? profile : { ...profile, emailAwaitingConfirmation: awaiting };
  }

  /**
   * What a save is refused for before its body (up to 21 MB of photos) is read: no such profile
   * (404), someone else's (403), a second profile (409). Then the save is counted
   * (RATE_LIMIT_PROFILE_SAVES_PER_ACCOUNT, 429): every body read counts, whatever it holds, and a
   * looped save kept every classmate's directory rebuilding. ProfileSaveGuard calls it; create and
   * update check again, since a save elsewhere may come in between.
   */
  async admitSave(user: User, profile: number | 'new'): Promise<void> {
    if (profile === 'new') await this.assertNoProfileYet(user);
    else this.assertCanEdit(user, await this.visible(user, profile));
    // Per member and profile, so the class account may save each member's.
    const charge = { limit: 'profileSavesPerAccount', key: `${user.id}:${profile}` } as const;
    await this.rateLimit.charge([charge], profileErrors.tooManySaves);
  }

  async create(user: User, body: CreateProfileRequest): Promise<SavedProfile> {
    // Checked again before any photo is decoded; the unique indexes still decide a race.
    await this.assertNoProfileYet(user);
    const email = await this.emails.decide(body.email, null, user.id);
    await this.assertEmailFree(email.saved, null);

    // A new profile has no photos yet, so every entry must be a new one.
    const { keys, added } = await this.photos.store(
      await this.photos.read(user.id, body.photos, []),
    );
    let id: number;
    try {
      await this.emails.chargeLink(email, user);
      id = await this.profiles.insert({
        ...fieldsOf(body),
        email: email.saved,
        ...contactColumnsOf(body.contactVisibility ?? DEFAULT_CONTACT_VISIBILITY),
        photos: keys,
        userId: user.id,
      });
    } catch (error) {
      await this.storage.deleteQuietly(added);
      throw conflictFrom(error);
    }
    return this.saved(toProfileView(await this.profiles.findByIdOrFail(id), 'owner'), email);
  }

  /**
   * Replaces every field (the client sends the whole form and the final photo list: docs/api.md).
   */
  async update(
    user: User,
    id: number,
    { basedOn, ...body }: UpdateProfileRequest,
  ): Promise<SavedProfile> {
    const current = await this.visible(user, id);
    this.assertCanEdit(user, current);
    assertBasedOn(current, basedOn);
    const audience = this.access.audienceOf(user, current);
    const requested = contactsAfterSave(current, body, audience).email;
    const email = await this.emails.decide(requested, current.email, current.userId);
    await this.assertEmailFree(email.saved, id);

    const { keys, added } = await this.photos.store(
      await this.photos.read(user.id, body.photos, current.photos),
    );
    let saved: { row: ProfileEntity; dropped: string[] };
    try {
      saved = await this.dataSource.transaction(async (manager) => {
        const locked = await this.profiles.findByIdForUpdate(id, manager);
        if (!locked || !this.access.canSee(user, locked))
          throw new NotFoundException(profileErrors.notFound);
        assertBasedOn(locked, basedOn);
        // Another save may have replaced the photos since they were read above (and deleted
        // the files of the ones it dropped): keeping one of those would name a missing file.
        const kept = keys.filter((key) => !added.includes(key));
        if (kept.some((key) => !locked.photos.includes(key)))
          throw new ConflictException(profileErrors.photosChanged);
        // The directory thumbnail shows the first photo: a new first photo makes it stale.
        const thumbnail = thumbnailAfter(locked, keys);
        await this.emails.chargeLink(email, user);
        await this.profiles.update(
          id,
          {
            ...fieldsOf(body),
            ...contactsAfterSave(locked, body, audience),
            // Leaving the AI chat is the member's consent to take back: anyone who edits the
            // profile may opt them out, only they may opt back in (a form opened before they
            // opted out would otherwise put them back in the export).
            aiChatOptOut:
              audience === 'owner' ? body.aiChatOptOut : locked.aiChatOptOut || body.aiChatOptOut,
            // An address waiting for its link leaves the stored one as it is.
            email: email.awaiting === null ? email.saved : locked.email,
            photos: keys,
            thumbnailKey: thumbnail.key,
          },
          manager,
        );
        return {
          row: await this.profiles.findByIdOrFail(id, manager),
          dropped: [...locked.photos.filter((key) => !keys.includes(key)), ...thumbnail.dropped],
        };
      });
    } catch (error) {
      await this.storage.deleteQuietly(added);
      throw conflictFrom(error);
    }
    await this.storage.deleteQuietly(saved.dropped);
    return this.saved(toProfileView(saved.row, audience), email);
  }

  /** The answer to a save: the same whether a waiting address is free or used by another. */
  private saved(profile: Profile, email: EmailDecision): SavedProfile {
    if (email.awaiting === null) return profile;
    this.emails.askSoon(profile.id, email.awaiting);
    return { ...profile, emailAwaitingConfirmation: email.awaiting };
  }

  /** Deletes the row, then (after the commit) its photo files and thumbnail. */
  async remove(user: User, id: number): Promise<void> {
    const current = await this.visible(user, id);
    if (!this.access.canDelete(user, current))
      throw new ForbiddenException(profileErrors.cannotDelete);
    const keys = await this.dataSource.transaction(async (manager) => {
      const locked = await this.profiles.findByIdForUpdate(id, manager);
      if (!locked) throw new NotFoundException(profileErrors.notFound);
      await this.profiles.delete(id, manager);
      return locked.thumbnailKey ? [...locked.photos, locked.thumbnailKey] : locked.photos;
    });
    await this.storage.deleteQuietly(keys);
  }

  /**
   * Published profiles whose owners did not opt out of the AI chat (GET /api/export/profiles),
   * as the organisers see them: details shared with the organisers are in, "only me" ones not.
   */
  async sharedWithAiChat(): Promise<Profile[]> {
    const rows = await this.profiles.findSharedWithAiChat();
    return rows.map((row) => toProfileView(row, 'organiser'));
  }

  private async visible(user: User, id: number): Promise<ProfileEntity> {
    const row = await this.profiles.findById(id);
    if (!row || !this.access.canSee(user, row)) throw new NotFoundException(profileErrors.notFound);
    return row;
  }

  private async assertEmailFree(email: string | null, exceptId: number | null): Promise<void> {
    if (email === null) return;
    if (await this.profiles.isEmailTaken(email, exceptId))
      throw new ConflictException(profileErrors.emailTaken);
  }
}

/** The thumbnail a row keeps after its photos become `keys`, and the file to delete if not. */
function thumbnailAfter(
  row: ProfileEntity,
  keys: readonly string[],
): { key: string | null; dropped: string[] } {
  if (row.thumbnailKey === null || row.photos[0] === keys[0])
    return { key: row.thumbnailKey, dropped: [] };
  return { key: null, dropped: [row.thumbnailKey] };
}

/**
 * 412 when the save was based on another version of the profile than `row` (the request's
 * `basedOn`): it would replace what was saved since the form was opened. Instants, not strings,
 * are compared: the stored time has microseconds, the client's its milliseconds, and every write
 * of a field moves it by a millisecond at least (next-updated-at.ts).
 */
function assertBasedOn(row: ProfileEntity, basedOn: string | undefined): void {
  if (basedOn !== undefined && Date.parse(basedOn) !== row.updatedAt.getTime())
    throw new PreconditionFailedException(profileMessages.profileChanged);
}

/** A unique index that refused the write, as the 409 a person can act on; anything else as is. */
function conflictFrom(error: unknown): unknown {
  const index = uniqueViolationOf(error);
  if (index === 'profiles_user_id_key') return new ConflictException(profileErrors.alreadyExists);
  if (index === 'profiles_email_lower_key') return new ConflictException(profileErrors.emailTaken);
  return error;
}
