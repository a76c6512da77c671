import {
  BadRequestException,
  // The one place it is used: handlers take their body through JsonBody (eslint.config.mjs).
  // eslint-disable-next-line no-restricted-imports
  Body,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Inject,
  Injectable,
  mixin,
  PayloadTooLargeException,
  type NestInterceptor,
  type ParameterDecoratorOptions,
  type Type,
  UnsupportedMediaTypeException,
  UseInterceptors,
} from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import express, {
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import type { Observable } from 'rxjs';
import {
  hasNulCharacter,
  NUL_CHARACTER_MESSAGE,
  PROFILE_REQUEST_MAX_BYTES,
} from '@reunion/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { type BodyPace, readAtPace } from './body-pace.js';
import { exceedsJsonShape, type JsonShapeLimits } from './json-shape.js';

/**
 * What a JSON body may be. Profile create and update carry up to three photos as data URLs and say
 * so with `@JsonBody({ size: 'large' })`: the site's own form sends 800 px JPEGs of a few hundred KB, but any
 * client may send photos of up to the 5 MB a profile photo may be (docs/photos.md), so the limit
 * fits three of those in base64 and the text (about 21 MB). Every other body (sign-in,
 * registration, reset, confirmation, releases) is a few short fields.
 */
export const BODY_LIMITS = { large: PROFILE_REQUEST_MAX_BYTES, small: 16 * 1024 } as const;

/** Generous for every body the site sends (a profile nests three deep and holds ~60 items). */
export const JSON_SHAPE: JsonShapeLimits = { maxDepth: 16, maxItems: 2_000 };

export const bodyErrors = {
  encoded: 'Compressed request bodies are not accepted. Send the body uncompressed.',
  tooComplex: 'The request body is nested too deeply or holds too many items.',
  malformed: 'Malformed JSON in the request body.',
  nul: NUL_CHARACTER_MESSAGE,
} as const;

/** Whether a parsed body holds U+0000 in any string or key (hasNulCharacter). */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNulCharacter(value);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, inner]) => hasNulCharacter(key) || holdsNul(inner));
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

const readers = {
  large: express.raw({ type: 'application/json', limit: BODY_LIMITS.large, inflate: false }),
  small: express.raw({ type: 'application/json', limit: BODY_LIMITS.small, inflate: false }),
};

/** Whether the request's Content-Length says more than `limit` bytes. */
export function declaresMoreThan(req: Request, limit: number): boolean {
  const length = req.headers['content-length'];
  return length !== undefined && Number(length) > limit;
}

/**
 * Reads a JSON body as bytes within `limit` (413 beyond) and at `pace` (408 behind it), checks
 * its shape (JSON_SHAPE, 400) and only then parses it into `req.body`. Bodies are UTF-8, as RFC
 * 8259 requires of JSON between systems. Other content types are left to their own readers
 * (multipart uploads). A body that says it is larger than `limit` is refused before any of it
 * is read: body-parser would read it all first, however large, to answer only at its end
 * (lingering-close.ts reads the rest, within bounds, once the 413 has left).
 */
export function readJsonBody(
  req: Request,
  res: Response,
  limit: keyof typeof readers,
  pace: BodyPace,
): Promise<void> {
  if (req.is('application/json') && declaresMoreThan(req, BODY_LIMITS[limit]))
    return Promise.reject(new PayloadTooLargeException());
  return readAtPace(req, res, pace, readAndParse(req, res, limit));
}

function readAndParse(req: Request, res: Response, limit: keyof typeof readers): Promise<void> {
  return new Promise((resolve, reject) => {
    readers[limit](req, res, (error?: unknown) => {
      if (error) return reject(asHttpException(error));
      const bytes: unknown = req.body;
      if (!Buffer.isBuffer(bytes)) return resolve();
      if (exceedsJsonShape(bytes, JSON_SHAPE))
        return reject(new BadRequestException(bodyErrors.tooComplex));
      const text = bytes.toString('utf8');
      try {
        req.body = text.length === 0 ? {} : JSON.parse(text);
      } catch {
        return reject(new BadRequestException(bodyErrors.malformed));
      }
      // JSON carries U+0000 only as this escape, so a body without it is never walked.
      if (text.includes('\\u0000') && holdsNul(req.body))
        return reject(new BadRequestException(bodyErrors.nul));
      resolve();
    });
  });
}

/**
 * body-parser's refusals (413 too large, 400 aborted…) are http-errors; Nest maps those only
 * when a middleware passes them on, so inside an interceptor they are mapped here, or they
 * would leave as a 500.
 */
function asHttpException(error: unknown): unknown {
  const { status, expose, message } = error as {
    status?: unknown;
    expose?: unknown;
    message?: unknown;
  };
  if (typeof status !== 'number' || status >= 500) return error;
  const text = expose === true && typeof message === 'string' ? message : STATUS_CODES[status];
  return new HttpException(text ?? 'Bad request', status, { cause: error });
}

/**
 * Reads a handler's JSON body, as an interceptor rather than a middleware: interceptors run
 * after the guards, so a request refused for its session (401) or role (403) never has its body
 * read at all, and only signed-in members can make the server take in a large body. One class
 * per size, made by Nest's injector (it reads the configured pace).
 */
function jsonBodyInterceptor(size: keyof typeof readers): Type<NestInterceptor> {
  @Injectable()
  class JsonBodyInterceptor implements NestInterceptor {
    constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await readJsonBody(
        http.getRequest<Request>(),
        http.getResponse<Response>(),
        size,
        this.config.bodyPace,
      );
      return next.handle();
    }
  }
  return mixin(JsonBodyInterceptor);
}

const bodyInterceptors = {
  large: jsonBodyInterceptor('large'),
  small: jsonBodyInterceptor('small'),
};

export interface JsonBodyOptions {
  /** The contracts' schema the body must match (the global validation pipe checks it). */
  schema?: ParameterDecoratorOptions['schema'];
  /** `large` for a body that carries photos (BODY_LIMITS). */
  size?: keyof typeof readers;
}

/**
 * The request's body, read by the rules above: Nest's `@Body()` plus the interceptor that reads
 * it on this handler alone. Only handlers that take a body pay for reading one: on every other
 * route (most are GETs) Nest runs no interceptor chain at all, which measurably cost every
 * request (bench/RESULTS.md, "Three levers, and a baseline that reads what the site reads"). A
 * handler cannot take a body any other way (eslint.config.mjs), so none is read beyond its
 * limit or before the guards.
 */
export function JsonBody({ schema, size = 'small' }: JsonBodyOptions = {}): ParameterDecorator {
  return (target, key, index) => {
    (schema ? Body({ schema }) : Body())(target, key, index);
    const handler = key === undefined ? undefined : Object.getOwnPropertyDescriptor(target, key);
    if (!handler) throw new Error("JsonBody() belongs on a route handler's parameter.");
    UseInterceptors(bodyInterceptors[size])(target, key as string | symbol, handler);
  };
}
