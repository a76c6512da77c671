import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { AuthModule } from './auth/auth.module.js';
import { CalendarModule } from './calendar/calendar.module.js';
import type { AppConfig } from './config/app-config.js';
import { AppConfigModule } from './config/config.module.js';
import { DatabaseModule } from './database/database.module.js';
import { DirectoryModule } from './directory/directory.module.js';
import { ExportModule } from './export/export.module.js';
import { FilesModule } from './files/files.module.js';
import { HealthModule } from './health/health.module.js';
import { InsightsModule } from './insights/insights.module.js';
import { StaysModule } from './stays/stays.module.js';
import { SiteModule } from './site/site.module.js';
import { RsvpNudgesModule } from './rsvp-nudges/rsvp-nudges.module.js';
import { MailModule } from './mail/mail.module.js';
import { OpenApiModule } from './openapi/openapi.module.js';
import { PagesModule } from './pages/pages.module.js';
import { PhotosModule } from './photos/photos.module.js';
import { ProfilesModule } from './profiles/profiles.module.js';
import { RemotesModule } from './remotes/remotes.module.js';
import { StorageModule } from './storage/storage.module.js';

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
        AppConfigModule.forRoot(config),
        DatabaseModule.forRoot(config),
        MailModule,
        AuthModule,
        StorageModule,
        FilesModule,
        ProfilesModule,
        PhotosModule,
        DirectoryModule,
        ExportModule,
        InsightsModule,
        StaysModule,
        SiteModule,
        RsvpNudgesModule,
        RemotesModule,
        CalendarModule,
        HealthModule,
        OpenApiModule,
        PagesModule,
        ...extraImports,
      ],
    };
  }
}
