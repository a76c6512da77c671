import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { SingleUseTokenColumns } from '../database/single-use-token.columns.js';
import { ProfileEntity } from './profile.entity.js';

/**
 * A profile's new e-mail address waiting for its confirmation link to be opened
 * (docs/profiles.md, "A profile's e-mail address"): single use, 48 hours.
 */
@Entity({ name: 'profile_email_confirmations' })
export class ProfileEmailConfirmationEntity extends SingleUseTokenColumns {
  @Column({ name: 'profile_id', type: 'integer' })
  profileId!: number;

  @ManyToOne(() => ProfileEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'profile_id' })
  profile?: Relation<ProfileEntity>;

  /** The address as typed: saved on the profile once confirmed. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
