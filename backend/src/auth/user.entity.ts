import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/**
 * An account. Reset and confirmation tokens live in tables of their own, hashed. Names are kept
 * as typed, for display, and in their normal form (identity/identity-key.ts), for every lookup.
 */
@Entity({ name: 'users' })
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 254 })
  username!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** identityKey(username): what sign-in and the clash checks compare. */
  @Column({ name: 'username_key', type: 'text' })
  usernameKey!: string;

  /** identityKey(email); what ADMIN_EMAILS and CLASS_ACCOUNT_EMAIL are compared with. */
  @Column({ name: 'email_key', type: 'text', nullable: true })
  emailKey!: string | null;

  /** confusableSkeleton(username): no two members' names may share it. */
  @Column({ name: 'username_skeleton', type: 'text' })
  usernameSkeleton!: string;

  /** When the owner opened the mailed confirmation link; roles wait for it. */
  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt!: Date | null;

  /** argon2id; never leaves the server (see toPublicUser). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
