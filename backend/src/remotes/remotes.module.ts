import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AdminRemotesController } from './admin-remotes.controller.js';
import { RemoteReleasesRepository } from './remote-releases.repository.js';
import { RemoteReleasesService } from './remote-releases.service.js';
import { RemotesController } from './remotes.controller.js';
import { RemotesService } from './remotes.service.js';
import { ShellRelease } from './shell-release.js';

/** The registry providers, without controllers: the command line (remotes-cli.ts) uses these. */
export const registryProviders = [
  RemoteReleasesRepository,
  RemotesService,
  RemoteReleasesService,
  ShellRelease,
];

@Module({
  imports: [AuthModule],
  controllers: [RemotesController, AdminRemotesController],
  providers: registryProviders,
  exports: [RemotesService],
})
export class RemotesModule {}
