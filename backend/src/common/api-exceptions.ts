import { HttpException, HttpStatus, PayloadTooLargeException } from '@nestjs/common';

/** 400 for a body or query that fails its schema; `fields` maps each field to its messages. */
export class InvalidInputException extends HttpException {
  constructor(
    message: string,
    readonly fields: Record<string, string[]>,
  ) {
    super(message, HttpStatus.BAD_REQUEST);
  }
}

/** 429; the filter turns `retryAfterSeconds` into a Retry-After header. */
export class TooManyAttemptsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts. Please try again later.',
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * 413 whose message names the limit the sender went over (the album's 'The photo is larger than
 * 10 MB.'), which the filter lets through: any other 413 (body-parser's, a JSON body's) gets the
 * filter's fixed sentence.
 */
export class OverLimitException extends PayloadTooLargeException {
  constructor(message: string) {
    super(message);
  }
}
