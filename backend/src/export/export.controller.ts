import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { DIRECTORY_EXPORT_FILE_NAME } from '@reunion/contracts';
import { AdminGuard } from '../auth/guards/admin.guard.js';
import { ExportService } from './export.service.js';

/**
 * GET /api/export/profiles: administrators only (401 signed out, 403 otherwise). A download, and
 * personal data: never kept by a browser or proxy cache.
 */
@Controller('api/export')
@UseGuards(AdminGuard)
export class ExportController {
  constructor(private readonly exports: ExportService) {}

  @Get('profiles')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Content-Disposition', `attachment; filename="${DIRECTORY_EXPORT_FILE_NAME}"`)
  @Header('Cache-Control', 'no-store')
  profiles(): Promise<string> {
    return this.exports.classDirectory();
  }
}
