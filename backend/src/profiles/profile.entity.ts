import type {
  Accommodation,
  AccommodationTown,
  Attending,
  ContactVisibility,
  Industry,
  ProfileStatus,
} from '@reunion/contracts';
import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../auth/user.entity.js';

/**
 * A profile row (docs/profiles.md, "Fields"; table from migration 1751000000004). `photos` holds
 * storage keys; the API turns them into URLs (profile-view.ts). The timestamps are plain columns,
 * not TypeORM's auto-dated ones: the service sets `updatedAt` itself so that every save moves it,
 * even one that changes nothing else.
 */
@Entity({ name: 'profiles' })
export class ProfileEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'first_name', type: 'text' })
  firstName!: string;

  @Column({ name: 'last_name', type: 'text' })
  lastName!: string;

  @Column({ type: 'text', nullable: true })
  email!: string | null;

  @Column({ name: 'phone_number', type: 'text', nullable: true })
  phoneNumber!: string | null;

  @Column({ type: 'text' })
  country!: string;

  @Column({ type: 'text', nullable: true })
  city!: string | null;

  @Column({ name: 'current_role', type: 'text', nullable: true })
  currentRole!: string | null;

  @Column({ type: 'text', nullable: true })
  company!: string | null;

  @Column({ type: 'text', nullable: true })
  industry!: Industry | null;

  @Column({ name: 'professional_journey', type: 'text', nullable: true })
  professionalJourney!: string | null;

  @Column({ name: 'personal_journey', type: 'text', nullable: true })
  personalJourney!: string | null;

  @Column({ name: 'favorite_memory', type: 'text', nullable: true })
  favoriteMemory!: string | null;

  @Column({ name: 'thinking_change', type: 'text', nullable: true })
  thinkingChange!: string | null;

  @Column({ name: 'future_hopes', type: 'text', nullable: true })
  futureHopes!: string | null;

  @Column({ name: 'advice_to_self', type: 'text', nullable: true })
  adviceToSelf!: string | null;

  @Column({ name: 'free_time_activity', type: 'text', nullable: true })
  freeTimeActivity!: string | null;

  @Column({ name: 'insight_from_insead', type: 'text', nullable: true })
  insightFromINSEAD!: string | null;

  @Column({ name: 'karaokee_song', type: 'text', nullable: true })
  karaokeeSong!: string | null;

  @Column({ name: 'excited_about', type: 'text', nullable: true })
  excitedAbout!: string | null;

  /** Storage keys, in display order. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  photos!: string[];

  /**
   * Storage key of the directory thumbnail of `photos[0]`, made lazily (backend/src/directory);
   * null until then, and reset whenever the first photo changes.
   */
  @Column({ name: 'thumbnail_key', type: 'text', nullable: true })
  thumbnailKey!: string | null;

  @Column({ type: 'text', default: 'maybe' })
  attending!: Attending;

  @Column({ name: 'paris_gathering', type: 'text', default: 'maybe' })
  parisGathering!: Attending;

  /** 'YYYY-MM-DD' (TypeORM reads a date column as that string). */
  @Column({ name: 'arrival_date', type: 'date', nullable: true })
  arrivalDate!: string | null;

  @Column({ name: 'departure_date', type: 'date', nullable: true })
  departureDate!: string | null;

  @Column({ type: 'text', default: 'Not yet decided' })
  accommodation!: Accommodation;

  @Column({ name: 'accommodation_town', type: 'text', nullable: true })
  accommodationTown!: AccommodationTown | null;

  @Column({ name: 'kids_count', type: 'smallint', default: 0 })
  kidsCount!: number;

  @Column({ name: 'kids_ages', type: 'integer', array: true, default: () => "'{}'" })
  kidsAges!: number[];

  @Column({ name: 'connection_interests', type: 'text', nullable: true })
  connectionInterests!: string | null;

  @Column({ name: 'additional_notes', type: 'text', nullable: true })
  additionalNotes!: string | null;

  // Seen by the owner and the organisers only (migration 1751000000160).
  @Column({ name: 'dietary_requirements', type: 'text', nullable: true })
  dietaryRequirements!: string | null;

  @Column({ name: 'ai_chat_opt_out', type: 'boolean', default: false })
  aiChatOptOut!: boolean;

  // Who may see the e-mail, phone and city (migration 1751000000120; profile-contacts.ts).
  @Column({ name: 'email_visibility', type: 'text', default: 'classmates' })
  emailVisibility!: ContactVisibility;

  @Column({ name: 'phone_number_visibility', type: 'text', default: 'classmates' })
  phoneNumberVisibility!: ContactVisibility;

  @Column({ name: 'city_visibility', type: 'text', default: 'classmates' })
  cityVisibility!: ContactVisibility;

  @Column({ type: 'text', default: 'published' })
  status!: ProfileStatus;

  /** When the owner unsubscribed from the RSVP nudges (migration 1751000000130); null if not. */
  @Column({ name: 'rsvp_nudges_stopped_at', type: 'timestamptz', nullable: true })
  rsvpNudgesStoppedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
