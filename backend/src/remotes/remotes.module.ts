import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { MailModule } from '../mail/mail.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { AdminRemotesController } from './admin-remotes.controller.js';
import { CanariesRepository } from './canary/canaries.repository.js';
import { Canaries } from './canary/canaries.service.js';
import { CanaryReports } from './canary/canary-reports.js';
import { CanaryVisitors } from './canary/canary-visitor.js';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RemoteActiveEntity } from './remote-active.entity.js';
import { RemoteReleaseEntity } from './remote-release.entity.js';
import { RemoteReleasesRepository } from './remote-releases.repository.js';
import { RemoteReleasesService } from './remote-releases.service.js';
import { RemotesController } from './remotes.controller.js';
import { RemotesService } from './remotes.service.js';
import { ShellRelease } from './shell-release.js';

/** The registry's two tables, for the app's module and the command line's alike. */
export const registryTables = TypeOrmModule.forFeature([RemoteReleaseEntity, RemoteActiveEntity]);

/**
 * The registry providers, without controllers: the command line (remotes-cli.ts) uses these,
 * with `registryTables`.
 */
export const registryProviders = [
  RemoteReleasesRepository,
  RemotesService,
  RemoteReleasesService,
  ShellRelease,
  CanariesRepository,
  Canaries,
];

@Module({
  imports: [registryTables, AuthModule, MailModule, RateLimitModule],
  controllers: [RemotesController, AdminRemotesController],
  providers: [...registryProviders, CanaryVisitors, CanaryReports],
  exports: [RemotesService, CanaryVisitors],
})
export class RemotesModule {}
