import { type DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { APP_CONFIG, type AppConfig } from './app-config.js';

/** What ConfigService holds: the one validated AppConfig, under `app`. */
export interface ConfigTree {
  app: AppConfig;
}

/**
 * @nestjs/config holding the AppConfig that loadConfig built and validated with the zod schema
 * (config.schema.ts) before Nest started: main.ts needs it first, to start the embedded
 * PostgreSQL. Nothing here reads process.env or a .env file again, so tests can run several
 * apps with different settings in one process. Modules inject it as APP_CONFIG (typed) or
 * read it through ConfigService.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          ignoreEnvVars: true,
          skipProcessEnv: true,
          load: [(): ConfigTree => ({ app: config })],
        }),
      ],
      providers: [
        {
          provide: APP_CONFIG,
          useFactory: (configs: ConfigService<ConfigTree, true>) =>
            configs.get('app', { infer: true }),
          inject: [ConfigService],
        },
      ],
      exports: [APP_CONFIG],
    };
  }
}
