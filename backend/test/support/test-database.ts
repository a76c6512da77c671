import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
import { migrations } from '../../src/database/migrations/index.js';
import { ADMIN_URL_VARIABLE } from './test-database-server.js';

type MigrationList = NonNullable<DataSourceOptions['migrations']>;

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function adminUrl(): string {
  const url = process.env[ADMIN_URL_VARIABLE];
  if (!url)
    throw new Error(
      `${ADMIN_URL_VARIABLE} is unset: run the tests through jest (its globalSetup starts PostgreSQL).`,
    );
  return url;
}

async function asAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database with every migration applied (or only the first `migrations`, to test a
 * migration against the data before it); `drop()` removes it even with open connections.
 */
export async function createTestDatabase(
  options: { migrations?: MigrationList } = {},
): Promise<TestDatabase> {
  const name = `reunion_test_${randomBytes(6).toString('hex')}`;
  await asAdmin(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  const dataSource = new DataSource({
    ...dataSourceOptions(url.toString()),
    ...(options.migrations ? { migrations: options.migrations } : {}),
    logging: false,
  });
  await dataSource.initialize();
  await dataSource.destroy();
  return {
    url: url.toString(),
    name,
    drop: () => asAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * A test of what one migration (`timestamp`, its name's end) does to rows stored before it: a
 * fresh database migrated up to just before it, where `storeBefore` writes them; then every
 * migration is run, and `check` reads the outcome (`database` too, to start an app on it).
 */
export async function acrossMigration(
  timestamp: string,
  storeBefore: (old: DataSource) => Promise<void>,
  check: (dataSource: DataSource, database: TestDatabase) => Promise<void>,
): Promise<void> {
  const before = migrations.slice(
    0,
    migrations.findIndex((migration) => migration.name.endsWith(timestamp)),
  );
  if (before.length === 0) throw new Error(`no migration ${timestamp} after the first`);
  const database = await createTestDatabase({ migrations: before });
  const old = new DataSource({
    ...dataSourceOptions(database.url),
    migrations: before,
    logging: false,
  });
  const dataSource = new DataSource({ ...dataSourceOptions(database.url), logging: false });
  try {
    await old.initialize();
    await storeBefore(old);
    await old.destroy();
    await dataSource.initialize();
    await check(dataSource, database);
  } finally {
    if (old.isInitialized) await old.destroy();
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.drop();
  }
}
