import type { RsvpEvent, RsvpNudgeAnswer } from '@reunion/contracts';
import { Column, Entity } from 'typeorm';
import { SingleUseTokenColumns } from '../database/single-use-token.columns.js';

/** One answer link of a nudge, stored hashed and single use (migration 1751000000130). */
@Entity({ name: 'rsvp_answer_tokens' })
export class RsvpAnswerTokenEntity extends SingleUseTokenColumns {
  @Column({ name: 'nudge_id', type: 'integer' })
  nudgeId!: number;

  @Column({ type: 'text' })
  event!: RsvpEvent;

  /** The answer given through this link; null on the links spent alongside it. */
  @Column({ type: 'text', nullable: true })
  answer!: RsvpNudgeAnswer | null;
}
