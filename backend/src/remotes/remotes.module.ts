import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminRemotesController } from './admin-remotes.controller.js';
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
];

@Module({
  imports: [registryTables, AuthModule],
  controllers: [RemotesController, AdminRemotesController],
  providers: registryProviders,
  exports: [RemotesService],
})
export class RemotesModule {}
