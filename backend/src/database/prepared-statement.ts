import pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * A statement PostgreSQL parses and plans once per connection, then only runs: pg sends its text
 * the first time a connection meets its name, and its name alone after that. On the short reads
 * every signed-in request makes, planning was most of PostgreSQL's work (README, Deployment,
 * "Prepared statements"). TypeORM cannot name a statement, so these run on its pool directly.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

const declared = new Map<string, string>();

/**
 * Names `text` once for the whole process. pg keeps one text per name on each connection and
 * fails a second at run time, so a name given to two texts is refused here, where it is declared.
 */
export function preparedStatement(name: string, text: string): PreparedStatement {
  const earlier = declared.get(name);
  if (earlier !== undefined && earlier !== text)
    throw new Error(`The prepared statement "${name}" is already declared with another text.`);
  declared.set(name, text);
  return { name, text };
}

/**
 * Whether a connection's prepared statement no longer matches the server's: a type it returns
 * changed under it (0A000 raised where a cached plan is revalidated, "cached plan must not change
 * result type"; other 0A000s are unsupported features, which no retry mends), or the server no
 * longer has it (26000). Only a fresh connection prepares it again.
 */
function isStale(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return false;
  return (
    (error.code === '0A000' && error.routine === 'RevalidateCachedQuery') || error.code === '26000'
  );
}

/**
 * Runs `statement` on a connection of `pool`. pool.query would close the connection after any
 * error, a statement cancelled by its time limit included, which bounded-pool.ts keeps open (as
 * TypeORM's reads do). Here a connection is closed only when it is broken or its statements are
 * stale. A stale statement is run again on another connection: PostgreSQL refused it before
 * running it, so nothing is done twice, and the visitor never sees the migration that caused it.
 * Each try closes one stale connection, so the pool's size bounds the tries.
 */
export async function runPrepared<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  statement: PreparedStatement,
  values: unknown[] = [],
): Promise<Row[]> {
  for (let tries = 1; ; tries++) {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      const { rows } = await client.query<Row>({ ...statement, values });
      return rows;
    } catch (error) {
      const stale = isStale(error);
      if (stale || !(error instanceof pg.DatabaseError)) broken = error as Error;
      if (stale && tries <= (pool.options.max ?? 10)) continue;
      // pg's error carries no statement (TypeORM's logged the query): the log names it. The
      // database's own error stays the cause, which isDatabaseUnavailable reads for a 503.
      const code = error instanceof pg.DatabaseError ? ` (${error.code})` : '';
      throw new Error(`${statement.name}: ${(error as Error).message}${code}`, { cause: error });
    } finally {
      client.release(broken);
    }
  }
}

/**
 * The pg pool under TypeORM's DataSource: the same connections, size and time limits
 * (data-source-options.ts) as every other statement of the app.
 */
export function typeormPool(dataSource: DataSource): pg.Pool {
  return (dataSource.driver as PostgresDriver).master as pg.Pool;
}
