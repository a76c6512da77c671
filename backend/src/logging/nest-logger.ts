import type { LoggerService } from '@nestjs/common';
import type { Level } from 'pino';
import type { AppLog } from './app-log.js';

/** A V8 stack trace: a first line, then "    at …" lines. */
const STACK = /\n\s+at /;

/**
 * Nest's Logger (used by Nest itself and by every service here, `new Logger('Name')`) writing
 * into the app's pino log. Nest passes the logger's name last and, for errors, a stack before
 * it; an object message keeps its fields (redacted like everything else), an Error becomes `err`.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly appLog: AppLog) {}

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const fields: Record<string, unknown> = {};
    const rest = params.filter((param) => param !== undefined);
    const last = rest.at(-1);
    if (typeof last === 'string' && !STACK.test(last)) {
      fields.context = last;
      rest.pop();
    }
    for (const param of rest) {
      if (typeof param === 'string') fields.stack = param;
      else if (param instanceof Error) fields.err = param;
      else if (param && typeof param === 'object') Object.assign(fields, param);
    }

    let text: string;
    if (message instanceof Error) {
      fields.err = message;
      text = message.message;
    } else if (message && typeof message === 'object') {
      const { msg, message: inner, ...others } = message as Record<string, unknown>;
      Object.assign(fields, others);
      text = typeof msg === 'string' ? msg : typeof inner === 'string' ? inner : '';
    } else {
      text = String(message);
    }
    this.appLog[level](fields, text);
  }
}
