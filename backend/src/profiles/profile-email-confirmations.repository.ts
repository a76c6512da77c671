import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { ProfileEmailConfirmationEntity } from './profile-email-confirmation.entity.js';

/** Waiting profile addresses and their mailed tokens (`profile_email_confirmations`), by hash. */
@Injectable()
export class ProfileEmailConfirmationsRepository {
  constructor(
    @InjectRepository(ProfileEmailConfirmationEntity)
    private readonly confirmations: Repository<ProfileEmailConfirmationEntity>,
  ) {}

  /** Keeps a new waiting address for the profile; its earlier links stop working. */
  async keep(profileId: number, email: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.confirmations.manager.transaction(async (manager) => {
      await this.voidWaiting(profileId, manager);
      await manager
        .getRepository(ProfileEmailConfirmationEntity)
        .insert({ profileId, email, tokenHash, expiresAt });
    });
  }

  /** The profile's address still waiting for its link, while that link is live. */
  async waitingAddress(profileId: number): Promise<string | null> {
    const live = await this.confirmations
      .createQueryBuilder('token')
      .select('token.email', 'email')
      .where('token.profileId = :profileId AND token.usedAt IS NULL AND token.expiresAt > now()', {
        profileId,
      })
      .getRawOne<{ email: string }>();
    return live?.email ?? null;
  }

  /** The live waiting address a token names, locked until `manager`'s transaction ends. */
  findLive(tokenHash: string, manager: EntityManager) {
    return manager
      .getRepository(ProfileEmailConfirmationEntity)
      .createQueryBuilder('token')
      .where('token.tokenHash = :tokenHash AND token.usedAt IS NULL AND token.expiresAt > now()', {
        tokenHash,
      })
      .setLock('pessimistic_write')
      .getOne();
  }

  async voidWaiting(profileId: number, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(ProfileEmailConfirmationEntity)
      .set({ usedAt: () => 'now()' })
      .where('profile_id = :profileId AND used_at IS NULL', { profileId })
      .execute();
  }
}
