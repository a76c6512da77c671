import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FilesController } from './files.controller.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { StorageService } from './storage.service.js';

/**
 * Stored files and their route. The implementation is chosen here from the configuration:
 * today the STORAGE_DIR folder; S3-style settings would pick an object-storage class with the
 * same StorageService contract, and nothing else would change.
 */
@Module({
  imports: [AuthModule],
  controllers: [FilesController],
  providers: [
    {
      provide: StorageService,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<StorageService> => {
        const storage = new LocalFolderStorage(config.storageDir);
        await storage.init();
        return storage;
      },
    },
  ],
  exports: [StorageService],
})
export class StorageModule {}
