import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { SiteLinks } from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** The footer's addresses, for everyone: they are on every page, the sign-in page included. */
@Controller('api/site-links')
export class SiteLinksController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  // The configuration changes only with a restart; an hour's reuse costs nobody anything.
  @Header('Cache-Control', 'public, max-age=3600')
  siteLinks(): SiteLinks {
    return this.config.siteLinks;
  }
}
