import {
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  type AlbumPhoto,
  type AlbumPhotoList,
  ALBUM_ZIP_FILE_NAME,
  type OkResponse,
} from '@reunion/contracts';
import type { Response } from 'express';
import onFinished from 'on-finished';
import { CurrentUser } from '../auth/guards/current-user.decorator.js';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import type { User } from '../auth/user.entity.js';
import { type AlbumPageQuery, albumPageQuerySchema } from '@reunion/contracts';
import { AlbumUploadGuard } from './album-upload.guard.js';
import { PhotoIdPipe } from './photo-id.pipe.js';
import { PhotoUploadInterceptor } from './photo-upload.interceptor.js';
import { PhotosService, type ReceivedFile } from './photos.service.js';
import { JsonBody } from '../request-bodies/request-bodies.js';

/** The album calls (plus paging and the ZIP), for signed-in users only. */
@Controller('api/photos')
@UseGuards(SignedInGuard)
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  @Get()
  list(@Query({ schema: albumPageQuerySchema }) query: AlbumPageQuery): Promise<AlbumPhotoList> {
    return this.photos.list(query);
  }

  /**
   * A failure part-way cuts the connection (Nest's StreamableFile does so once headers are
   * sent), so the browser reports a failed download rather than a truncated ZIP.
   */
  @Get('download-all')
  async downloadAll(
    @CurrentUser() user: User,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    // The response closes early when the client leaves while the ZIP is being written.
    const left = new AbortController();
    res.once('close', () => left.abort());
    const zip = await this.photos.zip(user, left.signal);
    onFinished(res, () => zip.destroy());
    return new StreamableFile(zip, {
      type: 'application/zip',
      disposition: `attachment; filename="${ALBUM_ZIP_FILE_NAME}"`,
    });
  }

  /** Multipart `photo` and `caption` (docs/api.md); the body fields are checked by the service. */
  @Post()
  @UseGuards(AlbumUploadGuard)
  @UseInterceptors(PhotoUploadInterceptor)
  upload(
    @CurrentUser() user: User,
    @UploadedFile() file: ReceivedFile | undefined,
    @JsonBody() body: unknown,
  ): Promise<AlbumPhoto> {
    return this.photos.upload(user, file, body);
  }

  /** 200 with `{ ok: true }` (the answer is JSON: docs/api.md). */
  @Delete(':id')
  @HttpCode(HttpStatus.OK)
  async remove(
    @CurrentUser() user: User,
    @Param('id', PhotoIdPipe) id: number,
  ): Promise<OkResponse> {
    await this.photos.remove(user, id);
    return { ok: true };
  }
}
