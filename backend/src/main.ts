import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AppConfig } from './config/app-config.js';
import { ConfigError, loadConfig } from './config/load-config.js';
import { createApp } from './create-app.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './database/embedded-postgres.js';
import { createAppLog } from './logging/app-log.js';
import { PinoNestLogger } from './logging/nest-logger.js';

/** backend/dist/main.js → the repository root, which holds .data/ and the front-end builds. */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 25_000;
// One JSON line per message from here on, start-up included (README "Logs").
const appLog = createAppLog();
Logger.overrideLogger(new PinoNestLogger(appLog));
const logger = new Logger('Main');

let app: NestExpressApplication | undefined;
let database: EmbeddedPostgres | undefined;
let stopping = false;

/** Closes the app first (connections, pools, pending mail), then the embedded PostgreSQL. */
async function shutdown(code: number): Promise<never> {
  if (stopping) process.exit(code);
  stopping = true;
  setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  try {
    await app?.close();
  } catch (error) {
    logger.error(`closing the app: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    await database?.stop();
  } catch (error) {
    logger.error(`stopping PostgreSQL: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(code);
}

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env, repoRoot);
  } catch (error) {
    // A bad environment is the operator's to fix: a clear message, no stack trace.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Our own handlers, installed before anything starts, so a Ctrl-C during start-up also
  // stops what has started; a second signal exits at once.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      logger.log(`${signal}: shutting down`);
      void shutdown(0);
    });
  }

  if (!config.databaseUrl) {
    database = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (message) => new Logger('EmbeddedPostgres').log(message),
    });
    config = { ...config, databaseUrl: database.url };
  }
  if (stopping) return;

  app = await createApp(config, { log: appLog });
  await app.listen(config.port, config.host);
  logger.log(`serving on http://${config.host}:${config.port} (public URL ${config.publicUrl})`);
}

main().catch((error: unknown) => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  void shutdown(1);
});
