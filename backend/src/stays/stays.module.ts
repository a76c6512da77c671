import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { DirectoryModule } from '../directory/directory.module.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { StaysController } from './stays.controller.js';
import { StaysRepository } from './stays.repository.js';
import { StaysService } from './stays.service.js';

/** Who's in town when, read from the profiles' travel answers. */
@Module({
  imports: [TypeOrmModule.forFeature([ProfileEntity]), AuthModule, DirectoryModule],
  controllers: [StaysController],
  providers: [StaysService, StaysRepository],
})
export class StaysModule {}
