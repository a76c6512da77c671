import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { DirectoryController } from './directory.controller.js';
import { DirectoryService } from './directory.service.js';
import { ThumbnailsService } from './thumbnails.service.js';

/** Find Classmates' lean list (GET /api/directory) and its lazily made thumbnails. */
@Module({
  imports: [AuthModule, StorageModule],
  controllers: [DirectoryController],
  providers: [DirectoryService, ThumbnailsService],
  exports: [ThumbnailsService],
})
export class DirectoryModule {}
