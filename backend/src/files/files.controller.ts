import {
  Controller,
  Get,
  NotFoundException,
  Param,
  Res,
  StreamableFile,
  UseGuards,
} from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../auth/guards/current-user.decorator.js';
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import type { User } from '../auth/user.entity.js';
import { FILES_ROUTE } from '../storage/file-url.js';
import { isStorageKey } from '../storage/storage-key.js';
import { StorageService } from '../storage/storage.service.js';
import { FileAccess } from './file-access.js';

/**
 * A key never names different bytes (a replaced photo gets a new key), so the browser may keep
 * a file for a year; `private` because the files are for signed-in classmates only and a
 * shared cache must not hand them to anyone else.
 */
// Also for a draft's photos: only browsers already shown them keep them; the rest get 404 now.
export const STORED_FILE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * GET /api/files/{key}: a stored file, to a signed-in member who may see it now (FileAccess);
 * 401 without a session. Anyone else gets the 404 of a missing file, so the answer never says
 * whether a key exists.
 */
@Controller(FILES_ROUTE)
@UseGuards(SignedInGuard)
export class FilesController {
  constructor(
    private readonly access: FileAccess,
    private readonly storage: StorageService,
  ) {}

  @Get(':key')
  async file(
    @CurrentUser() user: User,
    @Param('key') key: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file =
      isStorageKey(key) && (await this.access.canRead(user, key))
        ? await this.storage.get(key)
        : null;
    if (!file) throw new NotFoundException('No such file.');
    res.setHeader('Cache-Control', STORED_FILE_CACHE_CONTROL);
    // The type is the one the key was stored with; the browser must not second-guess it.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size });
  }
}
