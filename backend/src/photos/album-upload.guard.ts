import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { User } from '../auth/user.entity.js';
import { type RateLimitCharge, RateLimitService } from '../rate-limit/rate-limit.service.js';
import { AlbumQuota } from './album-quota.js';
import { AlbumStorageFloor } from './album-storage-floor.js';
import { photoErrors } from './photos.messages.js';

/** The counter an album upload is charged to (RATE_LIMIT_ALBUM_UPLOADS_PER_ACCOUNT). */
export const albumUploadCharges = (user: User): RateLimitCharge[] => [
  { limit: 'albumUploadsPerAccount', key: user.id },
];

/**
 * Refuses an upload its sender (or the server's disk) has no room or no uploads left for before
 * its body is read
 * (guards run before the upload interceptor): multer wrote each such body, up to the album's limit, to disk
 * only for the service to refuse it. Looks without charging; the service's checks decide.
 * After SignedInGuard, which puts the user on the request.
 */
@Injectable()
export class AlbumUploadGuard implements CanActivate {
  constructor(
    private readonly quota: AlbumQuota,
    private readonly floor: AlbumStorageFloor,
    private readonly rateLimit: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<Request>().user as User;
    await this.floor.ensureRoom();
    await this.quota.ensureRoom(user.id, 0);
    await this.rateLimit.refuseIfSpent(albumUploadCharges(user), photoErrors.tooManyUploads);
    return true;
  }
}
