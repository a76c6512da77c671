import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-database.js';
import { dataSourceOptions } from './data-source-options.js';

/**
 * The entities are the one definition of the columns the code reads and writes, and the
 * migrations the one way the schema changes: this fails when they disagree. It asks TypeORM's
 * schema builder what it would change to make the migrated schema fit the registered entities;
 * the answer must hold no table or column change. Tables no entity names (the session and
 * rate-limit tables, which their libraries own) are never touched by the builder, so they need
 * no exception here.
 */
describe('entities and migrations', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataSource = await new DataSource({
      ...dataSourceOptions(database.url),
      migrationsRun: false,
      logging: false,
    }).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('describe the same schema: the schema builder has nothing to change', async () => {
    const pending = await dataSource.driver.createSchemaBuilder().log();
    const columnChanges = pending.upQueries
      .map((query) => query.query)
      // Indexes and constraints (unique, check, foreign keys under the migrations' own names)
      // live in the migrations alone: the entities declare the columns.
      .filter(
        (query) =>
          !/^(CREATE (UNIQUE )?INDEX|DROP INDEX|ALTER TABLE \S+ (ADD|DROP) CONSTRAINT)/.test(query),
      );
    expect(columnChanges).toEqual([]);
  });
});
