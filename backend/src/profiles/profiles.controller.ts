import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  createProfileRequestSchema,
  type CreateProfileRequest,
  type OkResponse,
  type Profile,
  type ProfileList,
  updateProfileRequestSchema,
  type UpdateProfileRequest,
} from '@reunion/contracts';
import { CurrentUser } from '../auth/guards/current-user.decorator.js';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import type { User } from '../auth/user.entity.js';
import { JsonBody } from '../request-bodies/request-bodies.js';
import { ProfileIdPipe } from './profile-id.pipe.js';
import { ProfileSaveGuard } from './profile-save.guard.js';
import { ProfilesService } from './profiles.service.js';

/** The profile calls, for signed-in users only; bodies validated with the contracts' schemas. */
@Controller('api/profiles')
@UseGuards(SignedInGuard)
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Get()
  list(@CurrentUser() user: User): Promise<ProfileList> {
    return this.profiles.list(user);
  }

  @Post()
  @UseGuards(ProfileSaveGuard)
  create(
    @CurrentUser() user: User,
    @JsonBody({ schema: createProfileRequestSchema, size: 'large' }) body: CreateProfileRequest,
  ): Promise<Profile> {
    return this.profiles.create(user, body);
  }

  @Get(':id')
  get(@CurrentUser() user: User, @Param('id', ProfileIdPipe) id: number): Promise<Profile> {
    return this.profiles.get(user, id);
  }

  @Patch(':id')
  @UseGuards(ProfileSaveGuard)
  update(
    @CurrentUser() user: User,
    @Param('id', ProfileIdPipe) id: number,
    @JsonBody({ schema: updateProfileRequestSchema, size: 'large' }) body: UpdateProfileRequest,
  ): Promise<Profile> {
    return this.profiles.update(user, id, body);
  }

  /** 200 with `{ ok: true }` rather than 204, so a client that reads every answer as JSON works. */
  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  async remove(
    @CurrentUser() user: User,
    @Param('id', ProfileIdPipe) id: number,
  ): Promise<OkResponse> {
    await this.profiles.remove(user, id);
    return { ok: true };
  }
}
