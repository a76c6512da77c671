import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ImagesModule } from '../images/images.module.js';
import { RateLimitModule } from '../rate-limit/rate-limit.module.js';
import { StorageModule } from '../storage/storage.module.js';
import { ProfileAccess } from './profile-access.js';
import { ProfileEmailConfirmationEntity } from './profile-email-confirmation.entity.js';
import { ProfileEmailConfirmationsRepository } from './profile-email-confirmations.repository.js';
import { ProfileEmails } from './profile-emails.js';
import { ProfilePhotos } from './profile-photos.js';
import { SavesInFlight } from './saves-in-flight.js';
import { ProfileEntity } from './profile.entity.js';
import { ProfilesController } from './profiles.controller.js';
import { ProfilesRepository } from './profiles.repository.js';
import { ProfilesService } from './profiles.service.js';
import { StayDatesReport } from './stay-dates-report.js';

/**
 * Profiles (docs/profiles.md) with their photo files. Exports the service for the directory
 * export, and ProfileAccess for the files route: a profile's photos are seen by its own rule.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ProfileEntity, ProfileEmailConfirmationEntity]),
    AuthModule,
    StorageModule,
    ImagesModule,
    RateLimitModule,
  ],
  controllers: [ProfilesController],
  providers: [
    ProfilesService,
    ProfilesRepository,
    ProfileAccess,
    ProfileEmails,
    ProfileEmailConfirmationsRepository,
    ProfilePhotos,
    SavesInFlight,
    StayDatesReport,
  ],
  exports: [ProfilesService, ProfileAccess],
})
export class ProfilesModule {}
