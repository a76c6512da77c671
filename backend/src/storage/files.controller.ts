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
import { SignedInGuard } from '../auth/guards/signed-in.guard.js';
import { FILES_ROUTE } from './file-url.js';
import { StorageService } from './storage.service.js';

/**
 * A key never names different bytes (a replaced photo gets a new key), so the browser may keep
 * a file for a year; `private` because the files are for signed-in classmates only and a
 * shared cache must not hand them to anyone else.
 */
export const STORED_FILE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** GET /api/files/{key}: stored photos, for signed-in users only (401 otherwise). */
@Controller(FILES_ROUTE)
@UseGuards(SignedInGuard)
export class FilesController {
  constructor(private readonly storage: StorageService) {}

  @Get(':key')
  async file(
    @Param('key') key: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundException('No such file.');
    res.setHeader('Cache-Control', STORED_FILE_CACHE_CONTROL);
    // The type is the one the key was stored with; the browser must not second-guess it.
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, { type: file.contentType, length: file.size });
  }
}
