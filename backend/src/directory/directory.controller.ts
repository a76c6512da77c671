import {
  Controller,
  Get,
  NotFoundException,
  Param,
  Req,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  directoryFirstView,
  directoryNeighbours,
  parseDirectoryQuery,
  type DirectoryFirstView,
  type DirectoryNeighbours,
} from '@reunion/contracts';
import { AccessPolicy } from '../auth/access-policy.js';
import { CurrentUser } from '../auth/guards/current-user.decorator.js';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import type { User } from '../auth/user.entity.js';
import { ProfileIdPipe } from '../profiles/profile-id.pipe.js';
import { isStorageKey } from '../storage/storage-key.js';
import { sendAsStoredFile } from '../files/stored-file-headers.js';
import type { DirectoryAudience } from './directory-cards.js';
import { DirectoryService } from './directory.service.js';
import { keepForThisSession, sendSnapshot } from './send-snapshot.js';
import { ThumbnailsService } from './thumbnails.service.js';

/**
 * The directory's lean list and its thumbnails, for signed-in classmates only. GET
 * /api/profiles (docs/api.md, "Stable paths") is untouched; this is the small view the Find
 * Classmates page reads.
 */
@Controller('api/directory')
@UseGuards(SignedInGuard)
export class DirectoryController {
  constructor(
    private readonly directory: DirectoryService,
    private readonly thumbnails: ThumbnailsService,
    private readonly policy: AccessPolicy,
  ) {}

  /** The cards as this visitor may see them (cities a member shares with the organisers only). */
  private snapshotFor(user: User) {
    const audience: DirectoryAudience = this.policy.isOrganiser(user) ? 'organiser' : 'classmate';
    return this.directory.snapshot(audience);
  }

  /**
   * Every published profile as a card (contracts' directoryCardSchema), pre-compressed, with an
   * ETag: `no-cache` makes the browser revalidate each visit, and an unchanged list costs a 304.
   */
  @Get()
  async list(@CurrentUser() user: User, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendSnapshot(req, res, await this.snapshotFor(user));
  }

  /**
   * What one directory address shows (contracts' directoryFirstView): the server renders Find
   * Classmates from it, so the page's HTML carries six cards rather than the whole list.
   */
  @Get('view')
  async view(
    @CurrentUser() user: User,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DirectoryFirstView> {
    const { cards } = await this.snapshotFor(user);
    keepForThisSession(res);
    const query = req.originalUrl.split('?')[1] ?? '';
    return directoryFirstView(cards, parseDirectoryQuery(query));
  }

  /** The profile's previous and next classmates in the directory (its page's links). */
  @Get('neighbours/:id')
  async neighbours(
    @CurrentUser() user: User,
    @Param('id', ProfileIdPipe) id: number,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DirectoryNeighbours> {
    const { cards } = await this.snapshotFor(user);
    keepForThisSession(res);
    return directoryNeighbours(cards, id);
  }

  /**
   * A card's thumbnail before it was first made: made now, stored, and served. The address
   * names a photo, whose thumbnail never changes, so the browser keeps it like a stored file.
   */
  @Get('thumbnails/:photoKey')
  async thumbnail(
    @Param('photoKey') photoKey: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = isStorageKey(photoKey) ? await this.thumbnails.thumbnailOf(photoKey) : null;
    if (!file) throw new NotFoundException('No such photo.');
    sendAsStoredFile(res);
    const options = { type: 'image/jpeg', length: file.size };
    return Buffer.isBuffer(file.body)
      ? new StreamableFile(file.body, options)
      : new StreamableFile(file.body, options);
  }
}
