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
import { sendAsStoredFile } from './stored-file-headers.js';

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
    sendAsStoredFile(res);
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size });
  }
}
