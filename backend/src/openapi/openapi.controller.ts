import { Controller, Get, Header } from '@nestjs/common';
import { apiDocsPage } from './api-docs-page.js';
import { openApiDocument } from './openapi-document.js';

/**
 * The API described from the contracts' route table: a document and a page, each built on its
 * first request (nothing added to start-up) and kept: the table changes only with a new build.
 */
@Controller('api')
export class OpenApiController {
  private document: unknown;
  private page: string | undefined;

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  openApi(): unknown {
    return (this.document ??= openApiDocument());
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  docs(): string {
    return (this.page ??= apiDocsPage());
  }
}
