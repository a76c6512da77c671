import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { dataSourceOptions } from '../../src/database/data-source-options.js';
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
