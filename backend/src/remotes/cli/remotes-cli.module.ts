import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { AppConfigModule } from '../../config/config.module.js';
import { DatabaseModule } from '../../database/database.module.js';
import { registryProviders, registryTables } from '../remotes.module.js';

/** The registry's services on the database `npm start` uses, without HTTP or sessions. */
@Module({})
export class RemotesCliModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RemotesCliModule,
      imports: [AppConfigModule.forRoot(config), DatabaseModule.forRoot(config), registryTables],
      providers: registryProviders,
    };
  }
}
