import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import onFinished from 'on-finished';
import type { User } from '../auth/user.entity.js';
import { ProfileIdPipe } from './profile-id.pipe.js';
import { ProfilesService } from './profiles.service.js';
import { SavesInFlight } from './saves-in-flight.js';

const profileId = new ProfileIdPipe();

/**
 * Everything a profile save can be refused for without its body (up to 21 MB of photos as data
 * URLs) is decided before the body is read and parsed: guards run before the body interceptor.
 * A place among the saves in flight (SavesInFlight), kept until the answer is sent or the
 * sender leaves; the route's id, the profile and the member's right to save it; the hourly count,
 * charged here (ProfilesService.admitSave). After SignedInGuard, which puts the user on the request.
 */
@Injectable()
export class ProfileSaveGuard implements CanActivate {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly inFlight: SavesInFlight,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const user = req.user as User;
    const id = req.params.id as string | undefined;
    const profile = id === undefined ? 'new' : profileId.transform(id);
    // The place first: a second save sent alongside is refused before it is counted. Given back
    // when the answer is sent or the sender leaves, also when they left before this guard ran
    // (on-finished calls back at once then; a 'close' listener would wait forever).
    onFinished(http.getResponse<Response>(), this.inFlight.hold(user.id, profile));
    await this.profiles.admitSave(user, profile);
    return true;
  }
}
