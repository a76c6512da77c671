import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ProfilesModule } from '../profiles/profiles.module.js';
import { ExportController } from './export.controller.js';
import { ExportService } from './export.service.js';

@Module({
  imports: [AuthModule, ProfilesModule],
  controllers: [ExportController],
  providers: [ExportService],
})
export class ExportModule {}
