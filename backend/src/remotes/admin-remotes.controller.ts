import {
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import {
  activateRemoteRequestSchema,
  remoteNameSchema,
  type ActivateRemoteRequest,
  type AdminRemotesResponse,
  type CanariesResponse,
  type RemoteName,
  type StartCanaryRequest,
  startCanaryRequestSchema,
} from '@reunion/contracts';
import type { User } from '../auth/user.entity.js';
import { AdminGuard } from '../auth/guards/admin.guard.js';
import { CurrentUser } from '../auth/guards/current-user.decorator.js';
import { Canaries } from './canary/canaries.service.js';
import { RemoteReleasesService } from './remote-releases.service.js';
import { JsonBody } from '../request-bodies/request-bodies.js';

function sectionName(raw: string): RemoteName {
  const parsed = remoteNameSchema.safeParse(raw);
  if (!parsed.success) throw new NotFoundException(`No section named '${raw}'.`);
  return parsed.data;
}

const who = (user: User) => user.email ?? user.username;

/** The release registry, administrators only (401 signed out, 403 otherwise). */
@Controller('api/admin/remotes')
@UseGuards(AdminGuard)
export class AdminRemotesController {
  constructor(
    private readonly releases: RemoteReleasesService,
    private readonly canaryReleases: Canaries,
  ) {}

  @Get()
  list(): Promise<AdminRemotesResponse> {
    return this.releases.list();
  }

  @Post(':name/activate')
  @HttpCode(200)
  async activate(
    @Param('name') name: string,
    @JsonBody({ schema: activateRemoteRequestSchema }) body: ActivateRemoteRequest,
    @CurrentUser() user: User,
  ): Promise<AdminRemotesResponse> {
    await this.releases.activate(sectionName(name), body.version, who(user));
    return this.releases.list();
  }

  /** The running canaries with their figures, and how the last ones ended. */
  @Get('canaries')
  canaries(): Promise<CanariesResponse> {
    return this.canaryReleases.list();
  }

  /** Offers a published release to a share of visitors (docs/sections.md, "Canary releases"). */
  @Post(':name/canary')
  @HttpCode(200)
  async startCanary(
    @Param('name') name: string,
    @JsonBody({ schema: startCanaryRequestSchema }) body: StartCanaryRequest,
    @CurrentUser() user: User,
  ): Promise<CanariesResponse> {
    await this.canaryReleases.start(sectionName(name), body, who(user));
    return this.canaryReleases.list();
  }

  @Post(':name/canary/promote')
  @HttpCode(200)
  async promoteCanary(
    @Param('name') name: string,
    @CurrentUser() user: User,
  ): Promise<CanariesResponse> {
    await this.canaryReleases.promote(sectionName(name), who(user));
    return this.canaryReleases.list();
  }

  @Post(':name/canary/stop')
  @HttpCode(200)
  async stopCanary(
    @Param('name') name: string,
    @CurrentUser() user: User,
  ): Promise<CanariesResponse> {
    await this.canaryReleases.stop(sectionName(name), who(user));
    return this.canaryReleases.list();
  }

  @Post(':name/rollback')
  @HttpCode(200)
  async rollback(
    @Param('name') name: string,
    @CurrentUser() user: User,
  ): Promise<AdminRemotesResponse> {
    await this.releases.rollback(sectionName(name), who(user));
    return this.releases.list();
  }
}
