import { Controller, Get, Header, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';

const READY_TIMEOUT_MS = 2_000;

/** Probes for process managers and load balancers; not under /api, no session. */
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** The process answers. */
  @Get('live')
  @Header('Cache-Control', 'no-store')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** The process can serve: the database answers within two seconds. */
  @Get('ready')
  @Header('Cache-Control', 'no-store')
  async ready(): Promise<{ status: 'ok' }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.dataSource.query('SELECT 1'), timeout]);
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    } finally {
      clearTimeout(timer);
    }
    return { status: 'ok' };
  }
}
