import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  isDatabaseUnavailable,
} from '../database/database-unavailable.js';
import {
  InvalidInputException,
  OverLimitException,
  TooManyAttemptsException,
} from './api-exceptions.js';

interface ErrorBody {
  error: string;
  fields?: Record<string, string[]>;
}

/**
 * Texts for the statuses whose framework message is technical or leaks details. An
 * OverLimitException's own words, which name the limit, stand instead.
 */
const FIXED_MESSAGES: Partial<Record<number, string>> = {
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'The request is too large.',
  [HttpStatus.INTERNAL_SERVER_ERROR]: 'Something went wrong. Please try again.',
};
const UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a moment.';

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  if (typeof message === 'string') return message;
  return exception.message;
}

/**
 * Every error leaves as JSON `{ error, fields? }` with its status (docs/api.md, "Errors"), never
 * with a stack trace. Anything that is not an HttpException is a bug: logged here, answered 500.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    // An upload's handler runs outside the request's log context: name the request explicitly.
    const reqId = host.switchToHttp().getRequest<Request>().requestId;
    let status = HttpStatus.INTERNAL_SERVER_ERROR;
    const body: ErrorBody = { error: FIXED_MESSAGES[status] ?? 'Error' };

    if (exception instanceof HttpException) {
      status = exception.getStatus();
      body.error =
        (exception instanceof OverLimitException ? undefined : FIXED_MESSAGES[status]) ??
        messageOf(exception);
      // body-parser's SyntaxError (mapped to 400 by the express adapter) quotes the bad input.
      if (status === HttpStatus.BAD_REQUEST && exception.cause instanceof SyntaxError)
        body.error = 'Malformed JSON in the request body.';
      if (exception instanceof InvalidInputException) body.fields = exception.fields;
      if (exception instanceof TooManyAttemptsException)
        response.setHeader('Retry-After', String(exception.retryAfterSeconds));
      // A deliberate 503 (the readiness probe while the database is away) is worth retrying.
      if (status === HttpStatus.SERVICE_UNAVAILABLE)
        response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      // A deliberate 5xx (e.g. 503 from the readiness probe) is an answer, not a bug.
      if (status >= 500) this.logger.warn({ msg: `${status}: ${exception.message}`, reqId });
    } else if (isDatabaseUnavailable(exception)) {
      // A database restart is an outage to wait out, not a bug: 503 tells clients and the
      // proxy to come back, instead of a 500 or a request left hanging.
      status = HttpStatus.SERVICE_UNAVAILABLE;
      body.error = UNAVAILABLE_MESSAGE;
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      this.logger.warn({
        msg: `503: database unavailable: ${(exception as Error).message}`,
        reqId,
      });
    } else {
      this.logger.error(
        { msg: exception instanceof Error ? exception.message : String(exception), reqId },
        exception instanceof Error ? exception.stack : undefined,
      );
    }

    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(status).json(body);
  }
}
