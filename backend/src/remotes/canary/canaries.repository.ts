import { Injectable } from '@nestjs/common';
import type { CanaryEnding, CanaryOutcome, CanaryStatus, RemoteName } from '@reunion/contracts';
import { DataSource, type EntityManager } from 'typeorm';

/** A running canary as stored, with its id (which draws the visitors' shares). */
export interface CanaryRow {
  id: number;
  name: RemoteName;
  version: string;
  manifestUrl: string;
  baseVersion: string | null;
  share: number;
  autoPromote: boolean;
  startedAt: Date;
  startedBy: string;
}

export type Arm = 'canary' | 'base';

const CANARY_COLUMNS = `
  c.id, c.name, c.version, r.manifest_url AS "manifestUrl", c.base_version AS "baseVersion",
  c.share, c.auto_promote AS "autoPromote", c.started_at AS "startedAt",
  c.started_by AS "startedBy"`;

// Loads and failures of each arm, one row per visitor (migration 1751000000170).
const COUNTS = `
  SELECT count(*) FILTER (WHERE arm = 'canary')::int AS "canaryLoads",
         count(*) FILTER (WHERE arm = 'canary' AND failed)::int AS "canaryFailures",
         count(*) FILTER (WHERE arm = 'base')::int AS "baseLoads",
         count(*) FILTER (WHERE arm = 'base' AND failed)::int AS "baseFailures"
    FROM remote_canary_loads WHERE canary_id = $1`;

interface CountsRow {
  canaryLoads: number;
  canaryFailures: number;
  baseLoads: number;
  baseFailures: number;
}

/** The canary tables (migration 1751000000170), in plain SQL: no entity reads them. */
@Injectable()
export class CanariesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The running canaries, with their releases' manifest URLs. */
  running(): Promise<CanaryRow[]> {
    return this.dataSource.query(
      `SELECT ${CANARY_COLUMNS} FROM remote_canaries c
         JOIN remote_releases r ON r.name = c.name AND r.version = c.version
        ORDER BY c.name`,
    );
  }

  /** Starts a canary; false when the section already has one. */
  async start(row: Omit<CanaryRow, 'id' | 'manifestUrl' | 'startedAt'>): Promise<boolean> {
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO remote_canaries (name, version, base_version, share, auto_promote, started_by)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING RETURNING id`,
      [row.name, row.version, row.baseVersion, row.share, row.autoPromote, row.startedBy],
    );
    return inserted.length > 0;
  }

  /** How the visitor is in the arm's figures already: null when not at all. */
  async counted(canaryId: number, arm: Arm, visitor: string): Promise<{ failed: boolean } | null> {
    const rows: { failed: boolean }[] = await this.dataSource.query(
      'SELECT failed FROM remote_canary_loads WHERE canary_id = $1 AND arm = $2 AND visitor = $3',
      [canaryId, arm, visitor],
    );
    return rows[0] ?? null;
  }

  /**
   * Counts one visitor's load of one arm. A visitor counts once per arm; a failure stays a
   * failure (a visitor who saw it break once saw it break).
   */
  async countLoad(canaryId: number, arm: Arm, visitor: string, failed: boolean): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO remote_canary_loads (canary_id, arm, visitor, failed) VALUES ($1, $2, $3, $4)
       ON CONFLICT (canary_id, arm, visitor)
       DO UPDATE SET failed = remote_canary_loads.failed OR EXCLUDED.failed`,
      [canaryId, arm, visitor, failed],
    );
  }

  /** The canary's figures now. */
  async figures(canaryId: number): Promise<Pick<CanaryStatus, 'canary' | 'base'>> {
    const [row] = (await this.dataSource.query(COUNTS, [canaryId])) as CountsRow[];
    return figuresOf(row ?? { canaryLoads: 0, canaryFailures: 0, baseLoads: 0, baseFailures: 0 });
  }

  /**
   * Ends the canary with `id` inside `manager`'s transaction, recording how and its figures:
   * null when it had already ended (another replica, another request), so only one ending is
   * ever recorded and acted on.
   */
  async end(
    manager: EntityManager,
    id: number,
    ending: CanaryEnding,
    endedBy: string,
  ): Promise<CanaryOutcome | null> {
    const [figures] = (await manager.query(COUNTS, [id])) as CountsRow[];
    // A SELECT over the DELETE: TypeORM answers a bare DELETE … RETURNING as [rows, count].
    const deleted: CanaryRow[] = await manager.query(
      `WITH gone AS (DELETE FROM remote_canaries WHERE id = $1 RETURNING *)
       SELECT id, name, version, base_version AS "baseVersion", share,
              auto_promote AS "autoPromote", started_at AS "startedAt", started_by AS "startedBy"
         FROM gone`,
      [id],
    );
    const canary = deleted[0];
    if (!canary || !figures) return null;
    const [recorded] = (await manager.query(
      `INSERT INTO remote_canary_outcomes
         (name, version, base_version, share, auto_promote, started_at, started_by, ending,
          ended_by, canary_loads, canary_failures, base_loads, base_failures)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING ended_at AS "endedAt"`,
      [
        canary.name,
        canary.version,
        canary.baseVersion,
        canary.share,
        canary.autoPromote,
        canary.startedAt,
        canary.startedBy,
        ending,
        endedBy,
        figures.canaryLoads,
        figures.canaryFailures,
        figures.baseLoads,
        figures.baseFailures,
      ],
    )) as { endedAt: Date }[];
    return {
      ...statusOf(canary, figuresOf(figures)),
      ending,
      endedAt: (recorded?.endedAt ?? new Date()).toISOString(),
      endedBy,
    };
  }

  /** Makes the promoted canary the section's active version, in the same transaction. */
  async makeActive(
    manager: EntityManager,
    canary: Pick<CanaryRow, 'name' | 'version'>,
    by: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO remote_active (name, version, activated_by) VALUES ($1, $2, $3)
       ON CONFLICT (name) DO UPDATE
         SET version = EXCLUDED.version, activated_at = now(), activated_by = EXCLUDED.activated_by`,
      [canary.name, canary.version, by],
    );
  }

  /** How the canaries ended, newest first. */
  async outcomes(limit = 50): Promise<CanaryOutcome[]> {
    const rows: (Omit<CanaryOutcome, 'startedAt' | 'endedAt' | 'canary' | 'base'> & {
      startedAt: Date;
      endedAt: Date;
    } & CountsRow)[] = await this.dataSource.query(
      `SELECT name, version, base_version AS "baseVersion", share, auto_promote AS "autoPromote",
              started_at AS "startedAt", started_by AS "startedBy", ending,
              ended_at AS "endedAt", ended_by AS "endedBy",
              canary_loads AS "canaryLoads", canary_failures AS "canaryFailures",
              base_loads AS "baseLoads", base_failures AS "baseFailures"
         FROM remote_canary_outcomes ORDER BY ended_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      ...statusOf(row, figuresOf(row)),
      ending: row.ending,
      endedAt: row.endedAt.toISOString(),
      endedBy: row.endedBy,
    }));
  }
}

function figuresOf(row: CountsRow): Pick<CanaryStatus, 'canary' | 'base'> {
  return {
    canary: { loads: row.canaryLoads, failures: row.canaryFailures },
    base: { loads: row.baseLoads, failures: row.baseFailures },
  };
}

/** A stored canary with its figures, as the API shows it. */
export function statusOf(
  row: Omit<CanaryRow, 'id' | 'manifestUrl'>,
  figures: Pick<CanaryStatus, 'canary' | 'base'>,
): CanaryStatus {
  return {
    name: row.name,
    version: row.version,
    baseVersion: row.baseVersion,
    share: row.share,
    autoPromote: row.autoPromote,
    startedAt: row.startedAt.toISOString(),
    startedBy: row.startedBy,
    ...figures,
  };
}
