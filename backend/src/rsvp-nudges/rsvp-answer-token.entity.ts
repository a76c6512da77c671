import type { RsvpEvent, RsvpNudgeAnswer } from '@reunion/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One answer link of a nudge, stored hashed and single use (migration 1751000000130). */
@Entity({ name: 'rsvp_answer_tokens' })
export class RsvpAnswerTokenEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'nudge_id', type: 'integer' })
  nudgeId!: number;

  @Column({ type: 'text' })
  event!: RsvpEvent;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** The answer given through this link; null on the links spent alongside it. */
  @Column({ type: 'text', nullable: true })
  answer!: RsvpNudgeAnswer | null;
}
