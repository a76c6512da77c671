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
 * An album photo row (table from migration 1751000000060). The keys name files
 * in the StorageService; the API turns them into URLs (album-photo-view.ts).
 */
@Entity({ name: 'album_photos' })
export class AlbumPhotoEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ name: 'photo_key', type: 'text' })
  photoKey!: string;

  @Column({ name: 'thumbnail_key', type: 'text' })
  thumbnailKey!: string;

  @Column({ type: 'text', nullable: true })
  caption!: string | null;

  @Column({ name: 'upload_date', type: 'timestamptz', default: () => 'now()' })
  uploadDate!: Date;

  /** Bytes the photo and its thumbnail take in storage, counted against the album quota. */
  @Column({
    name: 'stored_bytes',
    type: 'bigint',
    default: 0,
    // pg hands bigint back as a string; album sizes stay far below 2^53.
    transformer: { to: (value: number) => value, from: (value: string) => Number(value) },
  })
  storedBytes!: number;
}
