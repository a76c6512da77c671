import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';

/**
 * A statement PostgreSQL parses and plans once per connection, then only runs: pg sends its text
 * the first time a connection meets its name, and its name alone after that. On the reads every
 * signed-in request makes, planning was most of PostgreSQL's work: the session with its user
 * took 170 µs of its CPU unnamed and 46 µs named, a profile by id 136 and 46 (README,
 * Deployment, "Prepared statements"). TypeORM cannot name a statement, so these run on its
 * pool directly.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** What runs one: a pg pool (TypeORM's, see typeormPool, or the session store's) or client. */
export type StatementRunner = Pick<pg.Pool, 'query'>;

const declared = new Map<string, string>();

/**
 * Names `text` once for the whole process. pg keeps one text per name on each connection and
 * fails a second, so a name given to two texts is refused here, when the module loads.
 */
export function preparedStatement(name: string, text: string): PreparedStatement {
  const earlier = declared.get(name);
  if (earlier !== undefined && earlier !== text)
    throw new Error(`The prepared statement "${name}" is already declared with another text.`);
  declared.set(name, text);
  return { name, text };
}

export async function runPrepared<Row extends pg.QueryResultRow>(
  runner: StatementRunner,
  statement: PreparedStatement,
  values: unknown[] = [],
): Promise<Row[]> {
  const { rows } = await runner.query<Row>({ name: statement.name, text: statement.text, values });
  return rows;
}

/**
 * The pg pool under TypeORM's DataSource: the same connections, size and time limits
 * (data-source-options.ts) as every other statement of the app.
 */
export function typeormPool(dataSource: DataSource): pg.Pool {
  return (dataSource.driver as PostgresDriver).master as pg.Pool;
}
