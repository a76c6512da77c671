import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';

/** Readiness waits this long for the database's answer, then says 503: probes must not hang. */
const READY_TIMEOUT_MS = 2_000;

/** Probes for process managers and load balancers (Terminus); not under /api, no session. */
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
  ) {}

  /** The process answers: no indicator, so nothing outside the process can fail it. */
  @Get('live')
  @Header('Cache-Control', 'no-store')
  @HealthCheck()
  live() {
    return this.health.check([]);
  }

  /** The process can serve: the database answers `SELECT 1` within READY_TIMEOUT_MS. */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  @HealthCheck()
  async ready() {
    try {
      return await this.health.check([
        () => this.database.pingCheck('database').withTimeout(READY_TIMEOUT_MS),
      ]);
    } catch {
      // Terminus's 503 carries the indicators' details; the API answers every error as
      // `{ error }` with a sentence (api-exception.filter.ts), and the filter logs the 503.
      throw new ServiceUnavailableException('The database is not reachable.');
    }
  }
}
