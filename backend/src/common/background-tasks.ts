import type { Logger } from '@nestjs/common';

/**
 * Work a request starts but does not wait for (sending a mail after the answer has left). A
 * failure is logged, never thrown at nobody; shutdown waits for what is still running.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(what: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) =>
        this.logger.error(
          `${what} failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async settle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }
}
