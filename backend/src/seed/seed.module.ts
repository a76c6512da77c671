import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { AppConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { StorageModule } from '../storage/storage.module.js';

/**
 * Just what the seed writes through: the database (migrations run, as at start) and the
 * storage the configuration picks, so seeded photos land where the site reads them.
 */
@Module({})
export class SeedModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SeedModule,
      imports: [AppConfigModule.forRoot(config), DatabaseModule.forRoot(config), StorageModule],
    };
  }
}
