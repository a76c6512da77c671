import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { parse } from 'cookie';
import { sign, unsign } from 'cookie-signature';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

const VISITOR_COOKIE = 'reunion.visitor';
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Who a visitor is to the canaries (docs/sections.md, "Canary releases"): a random id in a signed
 * cookie, signed in or not, so a visitor keeps their version across reloads and replicas. The
 * signature (SESSION_SECRET, as the session cookie's) means a report counts only for an id this
 * site issued: made-up ids count for nothing. Nothing personal: the id names no account.
 */
@Injectable()
export class CanaryVisitors {
  private readonly https: boolean;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.https = config.publicUrl.startsWith('https:');
  }

  /** The visitor's id from a valid cookie, or null. */
  read(req: Request): string | null {
    const raw = parse(req.headers.cookie ?? '')[VISITOR_COOKIE];
    if (!raw) return null;
    const id = unsign(raw, this.config.sessionSecret);
    return id === false ? null : id;
  }

  /** The visitor's id, issuing one (and its cookie) to a visitor without a valid one. */
  readOrIssue(req: Request, res: Response): string {
    const known = this.read(req);
    if (known) return known;
    const id = randomUUID();
    res.cookie(VISITOR_COOKIE, sign(id, this.config.sessionSecret), {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.https,
      maxAge: ONE_YEAR_MS,
      path: '/',
    });
    return id;
  }
}
