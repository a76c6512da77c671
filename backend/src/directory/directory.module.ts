import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { DirectoryController } from './directory.controller.js';
import { DirectoryRepository } from './directory.repository.js';
import { DirectoryService } from './directory.service.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { ThumbnailsService } from './thumbnails.service.js';

/**
 * Find Classmates' lean list (GET /api/directory) and its lazily made thumbnails. Exports its
 * repository for the stays, whose list shares the published profiles' fingerprint.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ProfileEntity]), AuthModule, StorageModule],
  controllers: [DirectoryController],
  providers: [DirectoryService, DirectoryRepository, ThumbnailsService],
  exports: [ThumbnailsService, DirectoryRepository],
})
export class DirectoryModule {}
