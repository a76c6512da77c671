import { Module } from '@nestjs/common';
import { SiteLinksController } from './site-links.controller.js';

/** What the whole site shows from its configuration: the footer's addresses. */
@Module({ controllers: [SiteLinksController] })
export class SiteModule {}
