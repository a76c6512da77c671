import { Controller, Get, Header, Inject, Req, Res } from '@nestjs/common';
import { buildScheduleIcs, icsContentType, reunionSchedule } from '@reunion/contracts';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The programme as a subscribable calendar feed. Public on purpose: calendar apps fetch it
 * without cookies, and it holds nothing the event page does not print. Built from the same
 * schedule module as the page and its downloads, with stable UIDs, so a subscribed calendar
 * updates its events instead of duplicating them.
 */
@Controller('api')
export class CalendarController {
  private readonly feed: string;
  private readonly etag: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // The schedule is compiled in, so the feed is built once per process.
    this.feed = buildScheduleIcs(reunionSchedule, {
      url: new URL('/event-details', config.publicUrl).toString(),
    });
    this.etag = `"${createHash('sha256').update(this.feed).digest('base64url').slice(0, 27)}"`;
  }

  @Get('calendar.ics')
  @Header('Content-Type', icsContentType)
  @Header('Content-Disposition', 'inline; filename="reunion-2005.ics"')
  @Header('Cache-Control', 'public, max-age=3600')
  calendar(@Req() request: Request, @Res() response: Response): void {
    response.setHeader('ETag', this.etag);
    if (request.headers['if-none-match'] === this.etag) {
      response.status(304).end();
      return;
    }
    response.send(this.feed);
  }
}
