import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { FileAccess } from './file-access.js';
import { FileHolderRepository } from './file-holder.repository.js';
import { FilesController } from './files.controller.js';

/**
 * GET /api/files/{key}: stored files, to whoever may see them now. Apart from StorageModule,
 * which the profiles and the album store through: deciding who sees a profile's photos needs
 * the profiles' rule, and the profiles need the storage.
 */
@Module({
  imports: [AuthModule, StorageModule, ProfilesModule],
  controllers: [FilesController],
  providers: [FileAccess, FileHolderRepository],
})
export class FilesModule {}
