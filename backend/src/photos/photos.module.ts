import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ImagesModule } from '../images/images.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { AlbumPhotoEntity } from './album-photo.entity.js';
import { AlbumQuota } from './album-quota.js';
import { AlbumStorageFloor } from './album-storage-floor.js';
import { AlbumZipCache } from './album-zip-cache.js';
import { AlbumZipDownloads } from './album-zip-downloads.js';
import { PhotoUploadInterceptor } from './photo-upload.interceptor.js';
import { PhotosController } from './photos.controller.js';
import { PhotosRepository } from './photos.repository.js';
import { PhotosService } from './photos.service.js';
import { UploadTempFolder } from './upload-temp-folder.js';

/** The class photo album (docs/pages.md, "Photo album"): uploads, the list, deletes and the ZIP. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AlbumPhotoEntity]),
    AuthModule,
    StorageModule,
    RateLimitModule,
    ImagesModule,
  ],
  controllers: [PhotosController],
  providers: [
    PhotosService,
    PhotosRepository,
    AlbumQuota,
    AlbumStorageFloor,
    AlbumZipCache,
    AlbumZipDownloads,
    UploadTempFolder,
    PhotoUploadInterceptor,
  ],
})
export class PhotosModule {}
