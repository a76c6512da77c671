import { Injectable } from '@nestjs/common';
import type { Attending, RsvpEvent, RsvpNudgeAnswer } from '@reunion/contracts';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { User } from '../auth/user.entity.js';
import { NEXT_UPDATED_AT } from '../profiles/next-updated-at.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { RsvpAnswerTokenEntity } from './rsvp-answer-token.entity.js';
import { RsvpNudgeEntity } from './rsvp-nudge.entity.js';

/** A published profile due a nudge, with the address it goes to. */
export interface NudgeCandidate {
  id: number;
  firstName: string;
  email: string;
  /** Whether `email` is known to be its owner's (a confirmed account or profile address). */
  emailConfirmed: boolean;
  attending: Attending;
  parisGathering: Attending;
}

/** An answer link that is still live, with the profile its nudge went to. */
export interface LiveAnswerToken {
  id: number;
  nudgeId: number;
  event: string;
  profileId: number;
}

/** A nudge mailed, with the profile's answers now (Insights). */
export interface NudgeListRow {
  profileId: number;
  firstName: string;
  lastName: string;
  sentAt: Date;
  events: string[];
  attending: Attending;
  parisGathering: Attending;
  unsubscribed: boolean;
}

/** The nudges, their answer links, and the profile columns they read and set (docs/nudges.md). */
@Injectable()
export class RsvpNudgesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Published profiles still "maybe" for an event, with an address, not nudged for `deadline`. */
  findCandidates(deadline: string, limit: number): Promise<NudgeCandidate[]> {
    return (
      this.dataSource
        .getRepository(ProfileEntity)
        .createQueryBuilder('p')
        .innerJoin(User, 'u', 'u.id = p.userId')
        .select('p.id', 'id')
        .addSelect('p.firstName', 'firstName')
        .addSelect('COALESCE(u.email, p.email)', 'email')
        // A profile's address is saved only once confirmed (profiles/profile-emails.ts).
        .addSelect('(u.email IS NULL OR u.emailConfirmedAt IS NOT NULL)', 'emailConfirmed')
        .addSelect('p.attending', 'attending')
        .addSelect('p.parisGathering', 'parisGathering')
        .where("p.status = 'published' AND p.rsvpNudgesStoppedAt IS NULL")
        .andWhere("(p.attending = 'maybe' OR p.parisGathering = 'maybe')")
        .andWhere('COALESCE(u.email, p.email) IS NOT NULL')
        .andWhere(
          (query) =>
            `NOT EXISTS ${query
              .subQuery()
              .select('1')
              .from(RsvpNudgeEntity, 'n')
              .where('n.profileId = p.id AND n.deadline = :deadline')
              .getQuery()}`,
        )
        .setParameter('deadline', deadline)
        .orderBy('p.id')
        .limit(limit)
        .getRawMany<NudgeCandidate>()
    );
  }

  /**
   * Records a nudge; null when the profile has one for this deadline already (another round
   * or replica committed it). The other unique key is a fresh random token's hash.
   */
  async insertNudge(
    nudge: Pick<RsvpNudgeEntity, 'profileId' | 'deadline' | 'events' | 'unsubscribeTokenHash'>,
    manager: EntityManager,
  ): Promise<number | null> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(RsvpNudgeEntity)
      .values(nudge)
      .orIgnore()
      .returning('id')
      .execute();
    const [row] = result.raw as { id: number }[];
    return row?.id ?? null;
  }

  async insertAnswerTokens(
    tokens: Pick<RsvpAnswerTokenEntity, 'nudgeId' | 'event' | 'tokenHash' | 'expiresAt'>[],
    manager: EntityManager,
  ): Promise<void> {
    if (tokens.length > 0) await manager.getRepository(RsvpAnswerTokenEntity).insert(tokens);
  }

  /** The unused, unexpired link with this hash, locked until the transaction ends. */
  async findLiveAnswerToken(
    tokenHash: string,
    manager: EntityManager,
  ): Promise<LiveAnswerToken | undefined> {
    return manager
      .getRepository(RsvpAnswerTokenEntity)
      .createQueryBuilder('t')
      .innerJoin(RsvpNudgeEntity, 'n', 'n.id = t.nudgeId')
      .select('t.id', 'id')
      .addSelect('t.nudgeId', 'nudgeId')
      .addSelect('t.event', 'event')
      .addSelect('n.profileId', 'profileId')
      .where('t.tokenHash = :tokenHash AND t.usedAt IS NULL AND t.expiresAt > now()', {
        tokenHash,
      })
      .setLock('pessimistic_write', undefined, ['t'])
      .getRawOne<LiveAnswerToken>();
  }

  /** Sets the profile's answer for the event, as a save of the profile would. */
  async recordAnswer(
    profileId: number,
    event: RsvpEvent,
    answer: RsvpNudgeAnswer,
    manager: EntityManager,
  ): Promise<void> {
    await manager
      .getRepository(ProfileEntity)
      .update({ id: profileId }, { [event]: answer, updatedAt: () => NEXT_UPDATED_AT });
  }

  /** Spends the nudge's links for the event, recording the answer on the one that was used. */
  async spendAnswerTokens(
    used: LiveAnswerToken,
    answer: RsvpNudgeAnswer,
    manager: EntityManager,
  ): Promise<void> {
    const tokens = manager.getRepository(RsvpAnswerTokenEntity);
    await tokens.update({ id: used.id }, { usedAt: () => 'now()', answer });
    await tokens.update(
      { nudgeId: used.nudgeId, event: used.event as RsvpEvent, usedAt: IsNull() },
      { usedAt: () => 'now()' },
    );
  }

  /** Stops later nudges to the profile a nudge with this unsubscribe hash went to. */
  async stopNudges(unsubscribeTokenHash: string): Promise<boolean> {
    const nudge = await this.dataSource
      .getRepository(RsvpNudgeEntity)
      .findOne({ select: { profileId: true }, where: { unsubscribeTokenHash } });
    if (!nudge) return false;
    const result = await this.dataSource
      .getRepository(ProfileEntity)
      .update(
        { id: nudge.profileId },
        { rsvpNudgesStoppedAt: () => 'COALESCE(rsvp_nudges_stopped_at, now())' },
      );
    return result.affected !== 0;
  }

  /** Every nudge mailed, newest first. */
  findNudgeList(): Promise<NudgeListRow[]> {
    return this.dataSource
      .getRepository(RsvpNudgeEntity)
      .createQueryBuilder('n')
      .innerJoin(ProfileEntity, 'p', 'p.id = n.profileId')
      .select('n.profileId', 'profileId')
      .addSelect('p.firstName', 'firstName')
      .addSelect('p.lastName', 'lastName')
      .addSelect('n.sentAt', 'sentAt')
      .addSelect('n.events', 'events')
      .addSelect('p.attending', 'attending')
      .addSelect('p.parisGathering', 'parisGathering')
      .addSelect('p.rsvpNudgesStoppedAt IS NOT NULL', 'unsubscribed')
      .orderBy('n.sentAt', 'DESC')
      .addOrderBy('n.id', 'DESC')
      .getRawMany<NudgeListRow>();
  }
}
