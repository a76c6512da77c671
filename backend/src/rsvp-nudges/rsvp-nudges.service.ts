import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  formatReunionDate,
  isRsvpEvent,
  RSVP_ANSWER_PAGE,
  RSVP_UNSUBSCRIBE_PAGE,
  type RsvpAnswerResponse,
  type RsvpEvent,
  type RsvpNudgeAnswer,
  type RsvpNudgeRow,
} from '@reunion/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { hashMailedToken, looksLikeMailedToken, newMailedToken } from '../auth/mailed-token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { nudgeMail, type NudgeMailEvent } from './nudge-mail.js';
import { deadlineEnd, isNudgeWindowOpen } from './nudge-window.js';
import { type NudgeCandidate, RsvpNudgesRepository } from './rsvp-nudges.repository.js';

/** Profiles one round looks at; a longer class is finished by the next round. */
const ROUND_LIMIT = 500;

export const RSVP_LINK_INVALID = 'This link has expired or has already been used.';

/**
 * The RSVP nudges (docs/nudges.md): one mail per published profile still "maybe" for the
 * reunion or the Paris gathering, once per deadline, with one-click answer links (mailed
 * tokens, stored hashed, single use, expiring with the deadline) and an unsubscribe link.
 */
@Injectable()
export class RsvpNudgesService {
  private readonly logger = new Logger(RsvpNudgesService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    private readonly nudges: RsvpNudgesRepository,
    private readonly mail: MailService,
  ) {}

  /**
   * One round: mails every profile due a nudge, and answers how many were mailed. Safe to run
   * on every replica at once: each mail is kept in the same transaction as its `rsvp_nudges`
   * row, whose unique key lets only one of them commit.
   */
  async sendDue(now = new Date()): Promise<number> {
    const { deadline } = this.config.rsvp;
    if (!isNudgeWindowOpen(this.config.rsvp, now)) return 0;
    const candidates = await this.nudges.findCandidates(deadline, ROUND_LIMIT);
    let mailed = 0;
    for (const candidate of candidates) {
      const writeAfterCommit = await this.dataSource.transaction((manager) =>
        this.nudgeOne(manager, candidate),
      );
      if (writeAfterCommit === null) continue;
      mailed += 1;
      if (writeAfterCommit) await writeAfterCommit();
    }
    if (mailed > 0) {
      this.logger.log(`RSVP nudges: ${mailed} mailed`);
      this.mail.sendKeptNow();
    }
    return mailed;
  }

  /** null when another round (or replica) has nudged this profile already. */
  private async nudgeOne(
    manager: EntityManager,
    candidate: NudgeCandidate,
  ): Promise<(() => Promise<void>) | undefined | null> {
    const events: RsvpEvent[] = [];
    if (candidate.attending === 'maybe') events.push('attending');
    if (candidate.parisGathering === 'maybe') events.push('parisGathering');
    const unsubscribeToken = newMailedToken();
    const nudgeId = await this.nudges.insertNudge(
      {
        profileId: candidate.id,
        deadline: this.config.rsvp.deadline,
        events,
        unsubscribeTokenHash: hashMailedToken(unsubscribeToken),
      },
      manager,
    );
    if (nudgeId === null) return null;
    const expiresAt = deadlineEnd(this.config.rsvp);
    const base = this.config.publicUrl;
    const mailEvents: NudgeMailEvent[] = [];
    const tokenHashes: { event: RsvpEvent; tokenHash: string }[] = [];
    for (const event of events) {
      const token = newMailedToken();
      tokenHashes.push({ event, tokenHash: hashMailedToken(token) });
      const link = (answer: RsvpNudgeAnswer) =>
        `${base}${RSVP_ANSWER_PAGE}?${new URLSearchParams({ token, event, answer }).toString()}`;
      mailEvents.push({ event, yesLink: link('yes'), noLink: link('no') });
    }
    await this.nudges.insertAnswerTokens(
      tokenHashes.map((token) => ({ ...token, nudgeId, expiresAt })),
      manager,
    );
    const mail = nudgeMail({
      to: candidate.email,
      // A registrant may type anyone's address: the mail then carries no text of theirs.
      firstName: candidate.emailConfirmed ? candidate.firstName : null,
      deadlineText: formatReunionDate(this.config.rsvp.deadline) ?? this.config.rsvp.deadline,
      events: mailEvents,
      unsubscribeLink: `${base}${RSVP_UNSUBSCRIBE_PAGE}?token=${encodeURIComponent(unsubscribeToken)}`,
    });
    return this.mail.keepWithin(manager, mail, expiresAt);
  }

  /**
   * Records a link's answer and spends the event's links of that nudge, in one transaction;
   * 400 for a token unknown, used or past the deadline.
   */
  async answer(token: string, answer: RsvpNudgeAnswer): Promise<RsvpAnswerResponse> {
    if (!looksLikeMailedToken(token)) throw new BadRequestException(RSVP_LINK_INVALID);
    return this.dataSource.transaction(async (manager) => {
      const live = await this.nudges.findLiveAnswerToken(hashMailedToken(token), manager);
      if (!live || !isRsvpEvent(live.event)) throw new BadRequestException(RSVP_LINK_INVALID);
      const event = live.event;
      await this.nudges.recordAnswer(live.profileId, event, answer, manager);
      await this.nudges.spendAnswerTokens(live, answer, manager);
      return { event, answer };
    });
  }

  /** Stops every later nudge to the profile the mail went to; 400 for an unknown token. */
  async unsubscribe(token: string): Promise<void> {
    if (!looksLikeMailedToken(token)) throw new BadRequestException(RSVP_LINK_INVALID);
    if (!(await this.nudges.stopNudges(hashMailedToken(token))))
      throw new BadRequestException(RSVP_LINK_INVALID);
  }

  /** Insights: every nudge mailed, newest first, with each event's answer now. */
  async list(): Promise<RsvpNudgeRow[]> {
    const rows = await this.nudges.findNudgeList();
    return rows.map((row) => {
      const events = row.events.filter(isRsvpEvent).map((event) => ({
        event,
        answerNow: row[event],
      }));
      return {
        profileId: row.profileId,
        firstName: row.firstName,
        lastName: row.lastName,
        nudgedAt: new Date(row.sentAt).toISOString(),
        events,
        answeredSince: events.every(({ answerNow }) => answerNow !== 'maybe'),
        unsubscribed: row.unsubscribed,
      };
    });
  }
}
