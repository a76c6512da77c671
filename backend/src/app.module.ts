import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { HealthModule } from './health/health.module.js';
import { MailModule } from './mail/mail.module.js';
import { RemotesModule } from './remotes/remotes.module.js';

/** The whole API; built from a config loaded beforehand, so tests can pass their own. */
@Module({})
export class AppModule {
  /** `extraImports`: modules a test mounts beside the real ones (e.g. to exercise the guards). */
  static forRoot(
    config: AppConfig,
    extraImports: NonNullable<ModuleMetadata['imports']> = [],
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        MailModule,
        AuthModule,
        RemotesModule,
        HealthModule,
        ...extraImports,
      ],
    };
  }
}
