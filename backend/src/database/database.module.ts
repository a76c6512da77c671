import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

/** TypeORM on DATABASE_URL (or the embedded server main.ts started); migrations run at start. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (!config.databaseUrl)
          throw new Error(
            'No database URL: main.ts starts the embedded PostgreSQL before the app.',
          );
        return {
          ...dataSourceOptions(config.databaseUrl),
          // A database that is still starting (containers) gets a few chances; tests fail fast.
          retryAttempts: config.nodeEnv === 'test' ? 0 : 5,
          retryDelay: 2_000,
        };
      },
    }),
  ],
})
export class DatabaseModule {}
