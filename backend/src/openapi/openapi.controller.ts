import { Controller, Get, Header } from '@nestjs/common';
import { apiDocsPage } from './api-docs-page.js';
import { openApiDocument } from './openapi-document.js';

/** The API described from the contracts' route table: a document and a page. */
@Controller('api')
export class OpenApiController {
  private readonly document = openApiDocument(process.env.npm_package_version ?? '0.1.0');
  private readonly page = apiDocsPage();

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  openApi(): unknown {
    return this.document;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  docs(): string {
    return this.page;
  }
}
