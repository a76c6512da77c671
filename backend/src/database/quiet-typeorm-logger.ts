import { Logger as NestLogger } from '@nestjs/common';
import type { Logger } from 'typeorm';

/**
 * TypeORM's own loggers print query parameters with failed queries, and those carry password
 * hashes and token hashes. This one reports what failed without the parameters.
 */
export class QuietTypeOrmLogger implements Logger {
  private readonly logger = new NestLogger('TypeORM');

  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    const message = error instanceof Error ? error.message : error;
    this.logger.error(`${message} — in: ${query.replace(/\s+/g, ' ').slice(0, 300)}`);
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn(`slow query (${time} ms): ${query.replace(/\s+/g, ' ').slice(0, 300)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
  }
}
