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
import { type DrainOptions, HttpDrain } from './shutdown/http-drain.js';

/** backend/dist/main.js → the repository root, which holds .data/ and the front-end builds. */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/**
 * A stop (SIGTERM from a process manager, Ctrl-C) ends within 10 s: requests in flight get
 * DRAIN.graceMs to finish and are then answered 503, the app and PostgreSQL close after them.
 * Past SHUTDOWN_TIMEOUT_MS the process exits anyway, asking PostgreSQL to stop on its own.
 */
const DRAIN: DrainOptions = { graceMs: 5_000, lingerMs: 1_000, settleMs: 1_500 };
const SHUTDOWN_TIMEOUT_MS = 9_500;
/**
 * A stop signal repeated within this time is the same stop delivered twice, not an operator's
 * second request: a kill of the whole process group or control group (a terminal's Ctrl-C,
 * systemd's default) reaches this process and its launcher, which passes it on as well.
 */
const REPEAT_WINDOW_MS = 1_000;
// One JSON line per message from here on, start-up included (README "Logs").
const appLog = createAppLog();
Logger.overrideLogger(new PinoNestLogger(appLog));
const logger = new Logger('Main');

let app: NestExpressApplication | undefined;
let drain: HttpDrain | undefined;
let database: EmbeddedPostgres | undefined;
/** The start in progress: a stop waits for it, so that what it started is also stopped. */
let startup: Promise<void> | undefined;
let stopping = false;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Leaves now, asking the embedded PostgreSQL to stop on its own. */
function exitAtOnce(code: number): never {
  database?.abandon();
  process.exit(code);
}

/**
 * Stops taking requests and lets those in flight finish (HttpDrain), then closes the app
 * (pools, pending mail), then the embedded PostgreSQL, so that it shuts down cleanly and the
 * next start finds no lock. Called again while stopping, it exits at once.
 */
async function shutdown(code: number): Promise<never> {
  if (stopping) exitAtOnce(code);
  stopping = true;
  setTimeout(() => {
    logger.error('shutdown took too long; exiting');
    exitAtOnce(1);
  }, SHUTDOWN_TIMEOUT_MS).unref();
  await startup?.catch(() => undefined);
  if (drain) {
    const report = await drain.drain(DRAIN);
    logger.log(
      `requests drained: ${report.finished} finished, ${report.refused} refused, ${report.cut} cut after the grace` +
        (report.unsettled > 0 ? ` (${report.unsettled} still running)` : ''),
    );
  }
  try {
    await app?.close();
  } catch (error) {
    logger.error(`closing the app: ${message(error)}`);
  }
  try {
    await database?.stop();
  } catch (error) {
    logger.error(`stopping PostgreSQL: ${message(error)}`);
  }
  process.exit(code);
}

async function start(config: AppConfig): Promise<void> {
  if (!config.databaseUrl) {
    database = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      log: (line) => new Logger('EmbeddedPostgres').log(line),
    });
    config = { ...config, databaseUrl: database.url };
  }
  if (stopping) return;

  app = await createApp(config, { log: appLog });
  // Before listening: it takes over the server's requests, to refuse them once stopping.
  drain = new HttpDrain(app.getHttpServer());
  if (stopping) return;
  await app.listen(config.port, config.host);
  logger.log(`serving on http://${config.host}:${config.port} (public URL ${config.publicUrl})`);
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
  // stops what has started. The same signal again within REPEAT_WINDOW_MS is that stop
  // delivered twice; a signal after it is the operator insisting, and exits at once.
  let firstSignalAt: number | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      const now = Date.now();
      if (firstSignalAt === undefined) {
        firstSignalAt = now;
        logger.log(`${signal}: shutting down`);
        void shutdown(0);
      } else if (now - firstSignalAt < REPEAT_WINDOW_MS) {
        logger.log(
          `${signal} again ${now - firstSignalAt} ms later: the same stop, still draining`,
        );
      } else {
        logger.warn(`${signal} again: exiting at once`);
        exitAtOnce(0);
      }
    });
  }
  // Started by `npm start` (tooling/scripts/start.mjs), in a process group of its own: the
  // launcher's IPC channel closes when it exits, however it ends, and then this process stops
  // too rather than serving on unattended. The channel itself keeps nothing alive.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => {
      if (firstSignalAt !== undefined) return;
      firstSignalAt = Date.now();
      logger.log('launcher gone: shutting down');
      void shutdown(0);
    });
  }

  startup = start(config);
  await startup;
}

main().catch((error: unknown) => {
  logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  void shutdown(1);
});
