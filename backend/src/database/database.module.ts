import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

/**
 * Applies the pending migrations through a pool of their own, whose statements are bounded by
 * DATABASE_MIGRATION_TIMEOUT_MS: a migration may rewrite a whole table, which a request's
 * DATABASE_TIMEOUT_MS would cut short. Connecting keeps the short bound.
 */
async function migrate(url: string, config: AppConfig): Promise<void> {
  const migrator = new DataSource({
    ...dataSourceOptions(url, config.databaseTimeoutMs, config.databaseMigrationTimeoutMs),
    migrationsRun: true,
  });
  // initialize() runs the migrations, and closes its pool itself when they fail.
  await migrator.initialize();
  await migrator.destroy();
}

/** TypeORM on DATABASE_URL (or the embedded server main.ts started); migrations run at start. */
@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    const url = config.databaseUrl;
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => {
            if (!url)
              throw new Error(
                'No database URL: main.ts starts the embedded PostgreSQL before the app.',
              );
            return {
              ...dataSourceOptions(url, config.databaseTimeoutMs),
              // Applied just before, by dataSourceFactory, under their own bound.
              migrationsRun: false,
              // A database that is still starting (containers) gets a few chances; tests fail fast.
              retryAttempts: config.nodeEnv === 'test' ? 0 : 5,
              retryDelay: 2_000,
            };
          },
          // Inside TypeORM's retries, so that a database still starting is waited for here too.
          dataSourceFactory: async (options?: DataSourceOptions) => {
            if (!url || !options) throw new Error('No database URL.');
            await migrate(url, config);
            return new DataSource(options);
          },
        }),
      ],
    };
  }
}
