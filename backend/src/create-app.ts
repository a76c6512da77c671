import { type LoggerService, type LogLevel, type ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { schemaValidationPipe } from './common/schema-validation.pipe.js';
import type { AppConfig } from './config/app-config.js';
import type { AppLog } from './logging/app-log.js';
import { PinoNestLogger } from './logging/nest-logger.js';
import { requestLogging } from './logging/request-logging.js';
import { lingerAfterEarlyAnswers } from './request-bodies/lingering-close.js';
import { refuseEncodedBodies } from './request-bodies/request-bodies.js';
import { crossSiteRefusal } from './security/cross-site-refusal.js';
import { securityHeaders } from './static/security-headers.js';
import { serveStatic } from './static/serve-static.js';

export interface CreateAppOptions {
  /**
   * The process's JSON log (main.ts): Nest's messages and one access line per request go to it.
   * Without it (tests) requests still get their X-Request-Id but no access line, and Nest logs
   * through `logger`.
   */
  log?: AppLog;
  logger?: LoggerService | LogLevel[] | false;
  /** Extra modules, for tests. */
  imports?: NonNullable<ModuleMetadata['imports']>;
}

/**
 * Builds the initialised app (not yet listening): request id and access log, the lingering close
 * of answers sent before their body (request-bodies/), security headers,
 * compression, the static front end, the request-body rules (request-bodies/), then Nest's
 * routes; errors leave through one filter.
 */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, options.imports),
    {
      bodyParser: false,
      logger: options.log ? new PinoNestLogger(options.log) : options.logger,
    },
  );
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogging(options.log));
  // Before anything that may answer: an answer sent before its body has all arrived.
  app.use(lingerAfterEarlyAnswers());
  app.use(securityHeaders(config));
  app.use(compression());
  serveStatic(app.getHttpAdapter().getInstance(), config.staticRoot, config.releasesDir);
  // API answers are per user: never kept by the browser or a proxy unless a handler says so.
  app.use('/api', (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Before any body parser or upload interceptor: a refused request has nothing read or stored.
  app.use('/api', crossSiteRefusal(config));
  app.use('/api', refuseEncodedBodies());
  app.useGlobalFilters(new ApiExceptionFilter());
  // JSON bodies are read after the guards, by the handlers that take one (JsonBody).
  app.useGlobalPipes(schemaValidationPipe());
  await app.init();
  return app;
}
