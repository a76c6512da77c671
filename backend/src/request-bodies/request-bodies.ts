import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { exceedsJsonShape, type JsonShapeLimits } from './json-shape.js';

/**
 * What a request body may be, per route. Profile create and update carry up to three photos as
 * JPEG data URLs (downscaled to 800 px in the browser: a few hundred KB each); every other JSON
 * body (sign-in, registration, reset, confirmation, releases) is a few short fields.
 */
export const BODY_LIMITS = {
  profile: '8mb',
  other: '16kb',
} as const;

/** Generous for every body the site sends (a profile nests three deep and holds ~60 items). */
export const JSON_SHAPE: JsonShapeLimits = { maxDepth: 16, maxItems: 2_000 };

export const bodyErrors = {
  encoded: 'Compressed request bodies are not accepted. Send the body uncompressed.',
  tooComplex: 'The request body is nested too deeply or holds too many items.',
  malformed: 'Malformed JSON in the request body.',
} as const;

const PROFILE_WRITE = /^\/profiles(\/[^/]+)?\/?$/;

/** Mounted under /api: the limit for this request's body. */
function limitFor(req: Request): keyof typeof BODY_LIMITS {
  return (req.method === 'POST' || req.method === 'PATCH') && PROFILE_WRITE.test(req.path)
    ? 'profile'
    : 'other';
}

/**
 * Refuses any body sent with a Content-Encoding (415). A few KB of gzip can inflate to
 * megabytes; nothing the site sends is compressed, so nothing is inflated.
 */
export function refuseEncodedBodies(): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const encoding = req.get('content-encoding');
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
      next(new UnsupportedMediaTypeException(bodyErrors.encoded));
      return;
    }
    next();
  };
}

/**
 * JSON bodies, mounted under /api: read as bytes by body-parser within the route's limit
 * (413 beyond it), checked for shape (JSON_SHAPE, 400) and only then parsed. Bodies are
 * UTF-8, as RFC 8259 requires of JSON between systems.
 */
export function jsonBodies(): RequestHandler {
  const readers = {
    profile: express.raw({ type: 'application/json', limit: BODY_LIMITS.profile, inflate: false }),
    other: express.raw({ type: 'application/json', limit: BODY_LIMITS.other, inflate: false }),
  };
  return (req: Request, res: Response, next: NextFunction) => {
    readers[limitFor(req)](req, res, (error?: unknown) => {
      if (error) return next(error);
      const bytes: unknown = req.body;
      if (!Buffer.isBuffer(bytes)) return next();
      if (exceedsJsonShape(bytes, JSON_SHAPE))
        return next(new BadRequestException(bodyErrors.tooComplex));
      try {
        req.body = bytes.length === 0 ? {} : JSON.parse(bytes.toString('utf8'));
      } catch {
        return next(new BadRequestException(bodyErrors.malformed));
      }
      next();
    });
  };
}
