import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One nudge mailed to a profile for a deadline (table from migration 1751000000130, which says
 * why its unique key is what keeps it to one mail).
 */
@Entity({ name: 'rsvp_nudges' })
export class RsvpNudgeEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'profile_id', type: 'integer' })
  profileId!: number;

  /** 'YYYY-MM-DD', the RSVP deadline this nudge was for. */
  @Column({ type: 'date' })
  deadline!: string;

  /** The events that were "maybe" when it was mailed. */
  @Column({ type: 'text', array: true })
  events!: string[];

  @Column({ name: 'sent_at', type: 'timestamptz', default: () => 'now()' })
  sentAt!: Date;

  @Column({ name: 'unsubscribe_token_hash', type: 'char', length: 64 })
  unsubscribeTokenHash!: string;
}
