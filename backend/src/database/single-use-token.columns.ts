import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns every mailed, single-use link shares (password reset, e-mail confirmation, RSVP
 * answers): only the SHA-256 of its token is stored, with when it stops working and when it was
 * spent. Entities extend it; TypeORM gives each its own table with these columns.
 */
export abstract class SingleUseTokenColumns {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;
}
