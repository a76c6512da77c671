import { Column, CreateDateColumn, JoinColumn, ManyToOne, type Relation } from 'typeorm';
import { SingleUseTokenColumns } from '../database/single-use-token.columns.js';
import { User } from './user.entity.js';

/** A single-use link mailed for an account: whose it is, and when it was made. */
export abstract class AccountTokenColumns extends SingleUseTokenColumns {
  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
