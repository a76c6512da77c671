import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  formatReunionDate,
  isRsvpEvent,
  RSVP_ANSWER_PAGE,
  RSVP_UNSUBSCRIBE_PAGE,
  type Attending,
  type RsvpAnswerResponse,
  type RsvpEvent,
  type RsvpNudgeAnswer,
  type RsvpNudgeRow,
} from '@reunion/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { hashMailedToken, looksLikeMailedToken, newMailedToken } from '../auth/mailed-token.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';
import { NEXT_UPDATED_AT } from '../profiles/next-updated-at.js';
import { nudgeMail, type NudgeMailEvent } from './nudge-mail.js';
import { deadlineEnd, isNudgeWindowOpen } from './nudge-window.js';

/** The profile column each event's answer lives in (constants: never built from input). */
const ANSWER_COLUMN: Readonly<Record<RsvpEvent, string>> = {
  attending: 'attending',
  parisGathering: 'paris_gathering',
};

/** Profiles one round looks at; a longer class is finished by the next round. */
const ROUND_LIMIT = 500;

export const RSVP_LINK_INVALID = 'This link has expired or has already been used.';

interface Candidate {
  id: number;
  first_name: string;
  email: string;
  attending: Attending;
  paris_gathering: Attending;
}

interface NudgeListRow {
  profile_id: number;
  first_name: string;
  last_name: string;
  sent_at: Date;
  events: string[];
  attending: Attending;
  paris_gathering: Attending;
  unsubscribed: boolean;
}

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
    const candidates: Candidate[] = await this.dataSource.query(
      `SELECT p."id", p."first_name", COALESCE(u."email", p."email") AS "email",
              p."attending", p."paris_gathering"
         FROM "profiles" AS p JOIN "users" AS u ON u."id" = p."user_id"
        WHERE p."status" = 'published' AND p."rsvp_nudges_stopped_at" IS NULL
          AND (p."attending" = 'maybe' OR p."paris_gathering" = 'maybe')
          AND COALESCE(u."email", p."email") IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM "rsvp_nudges" AS n
                           WHERE n."profile_id" = p."id" AND n."deadline" = $1)
        ORDER BY p."id" LIMIT $2`,
      [deadline, ROUND_LIMIT],
    );
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
      await this.mail.deliverDue();
    }
    return mailed;
  }

  /** null when another round (or replica) has nudged this profile already. */
  private async nudgeOne(
    manager: EntityManager,
    candidate: Candidate,
  ): Promise<(() => Promise<void>) | undefined | null> {
    const events: RsvpEvent[] = [];
    if (candidate.attending === 'maybe') events.push('attending');
    if (candidate.paris_gathering === 'maybe') events.push('parisGathering');
    const unsubscribeToken = newMailedToken();
    const [nudge]: { id: number }[] = await manager.query(
      `INSERT INTO "rsvp_nudges" ("profile_id", "deadline", "events", "unsubscribe_token_hash")
       VALUES ($1, $2, $3, $4)
       ON CONFLICT ON CONSTRAINT "rsvp_nudges_once_per_deadline" DO NOTHING
       RETURNING "id"`,
      [candidate.id, this.config.rsvp.deadline, events, hashMailedToken(unsubscribeToken)],
    );
    if (!nudge) return null;
    const expiresAt = deadlineEnd(this.config.rsvp);
    const base = this.config.publicUrl;
    const mailEvents: NudgeMailEvent[] = [];
    for (const event of events) {
      const token = newMailedToken();
      await manager.query(
        `INSERT INTO "rsvp_answer_tokens" ("nudge_id", "event", "token_hash", "expires_at")
         VALUES ($1, $2, $3, $4)`,
        [nudge.id, event, hashMailedToken(token), expiresAt],
      );
      const link = (answer: RsvpNudgeAnswer) =>
        `${base}${RSVP_ANSWER_PAGE}?${new URLSearchParams({ token, event, answer }).toString()}`;
      mailEvents.push({ event, yesLink: link('yes'), noLink: link('no') });
    }
    const mail = nudgeMail({
      to: candidate.email,
      firstName: candidate.first_name,
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
      const [live]: { id: number; nudge_id: number; event: string; profile_id: number }[] =
        await manager.query(
          `SELECT t."id", t."nudge_id", t."event", n."profile_id"
             FROM "rsvp_answer_tokens" AS t JOIN "rsvp_nudges" AS n ON n."id" = t."nudge_id"
            WHERE t."token_hash" = $1 AND t."used_at" IS NULL AND t."expires_at" > now()
            FOR UPDATE OF t`,
          [hashMailedToken(token)],
        );
      if (!live || !isRsvpEvent(live.event)) throw new BadRequestException(RSVP_LINK_INVALID);
      const event = live.event;
      await manager.query(
        `UPDATE "profiles" SET "${ANSWER_COLUMN[event]}" = $2, "updated_at" = ${NEXT_UPDATED_AT} WHERE "id" = $1`,
        [live.profile_id, answer],
      );
      await manager.query(
        `UPDATE "rsvp_answer_tokens"
            SET "used_at" = now(), "answer" = CASE WHEN "id" = $3 THEN $4 END
          WHERE "nudge_id" = $1 AND "event" = $2 AND "used_at" IS NULL`,
        [live.nudge_id, event, live.id, answer],
      );
      return { event, answer };
    });
  }

  /** Stops every later nudge to the profile the mail went to; 400 for an unknown token. */
  async unsubscribe(token: string): Promise<void> {
    if (!looksLikeMailedToken(token)) throw new BadRequestException(RSVP_LINK_INVALID);
    const [rows]: [unknown[], number] = await this.dataSource.query(
      `UPDATE "profiles" AS p
          SET "rsvp_nudges_stopped_at" = COALESCE(p."rsvp_nudges_stopped_at", now())
         FROM "rsvp_nudges" AS n
        WHERE n."unsubscribe_token_hash" = $1 AND p."id" = n."profile_id"
      RETURNING p."id"`,
      [hashMailedToken(token)],
    );
    if (rows.length === 0) throw new BadRequestException(RSVP_LINK_INVALID);
  }

  /** Insights: every nudge mailed, newest first, with each event's answer now. */
  async list(): Promise<RsvpNudgeRow[]> {
    const rows: NudgeListRow[] = await this.dataSource.query(
      `SELECT n."profile_id", p."first_name", p."last_name", n."sent_at", n."events",
              p."attending", p."paris_gathering",
              p."rsvp_nudges_stopped_at" IS NOT NULL AS "unsubscribed"
         FROM "rsvp_nudges" AS n JOIN "profiles" AS p ON p."id" = n."profile_id"
        ORDER BY n."sent_at" DESC, n."id" DESC`,
    );
    return rows.map((row) => {
      const events = row.events.filter(isRsvpEvent).map((event) => ({
        event,
        answerNow: event === 'attending' ? row.attending : row.paris_gathering,
      }));
      return {
        profileId: row.profile_id,
        firstName: row.first_name,
        lastName: row.last_name,
        nudgedAt: new Date(row.sent_at).toISOString(),
        events,
        answeredSince: events.every(({ answerNow }) => answerNow !== 'maybe'),
        unsubscribed: row.unsubscribed,
      };
    });
  }
}
