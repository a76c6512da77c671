import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { S3Storage } from './s3-storage.js';
import { StorageService } from './storage.service.js';

/**
 * Where stored files live; their route, and who may fetch one, is FilesModule. The
 * implementation is chosen here from the configuration: object storage when S3_BUCKET is set
 * (several replicas share it), else the STORAGE_DIR folder. Both keep the same StorageService
 * contract, and nothing else changes.
 */
@Module({
  providers: [
    {
      provide: StorageService,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<StorageService> => {
        const logger = new Logger('StorageModule');
        if (config.s3) {
          const storage = new S3Storage(config.s3);
          await storage.init();
          logger.log(
            `Photos are stored in S3 bucket '${config.s3.bucket}'${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`,
          );
          return storage;
        }
        const storage = new LocalFolderStorage(config.storageDir);
        await storage.init();
        logger.log(`Photos are stored in ${config.storageDir}`);
        return storage;
      },
    },
  ],
  exports: [StorageService],
})
export class StorageModule {}
