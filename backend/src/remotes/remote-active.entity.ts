import type { RemoteName } from '@reunion/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The active release of a section; no row means the built default (migration 1751000000070,
 * whose foreign key keeps it pointing at a release that exists).
 */
@Entity({ name: 'remote_active' })
export class RemoteActiveEntity {
  @PrimaryColumn({ type: 'text' })
  name!: RemoteName;

  @Column({ type: 'text' })
  version!: string;

  @Column({ name: 'activated_at', type: 'timestamptz', default: () => 'now()' })
  activatedAt!: Date;

  @Column({ name: 'activated_by', type: 'text' })
  activatedBy!: string;
}
