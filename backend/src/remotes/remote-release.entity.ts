import type { BuiltAgainst, RemoteName } from '@reunion/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A published, immutable release of a section (table from migration 1751000000070). */
@Entity({ name: 'remote_releases' })
export class RemoteReleaseEntity {
  @PrimaryColumn({ type: 'text' })
  name!: RemoteName;

  @PrimaryColumn({ type: 'text' })
  version!: string;

  @Column({ name: 'manifest_url', type: 'text' })
  manifestUrl!: string;

  /** Its release.json's API and shared-singleton versions, checked again at each activation. */
  @Column({ name: 'built_against', type: 'jsonb' })
  builtAgainst!: BuiltAgainst;

  @Column({ name: 'published_at', type: 'timestamptz', default: () => 'now()' })
  publishedAt!: Date;
}
