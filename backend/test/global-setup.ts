import fs from 'node:fs';
import Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { TestDatabaseServer } from './support/test-database-server.js';

declare global {
  var reunionTestDatabaseServer: TestDatabaseServer | undefined;
}

type Resolver = (request: string, ...rest: unknown[]) => string;

/**
 * The global setup runs under Node's own resolver, which lacks the jest config's `.js` → `.ts`
 * mapping that the sources' NodeNext-style imports need. Adds it while the setup loads them.
 */
function resolveTypeScriptSiblings(): () => void {
  const loader = Module as unknown as { _resolveFilename: Resolver };
  const original = loader._resolveFilename;
  loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
    try {
      return original.call(this, request, ...rest);
    } catch (error) {
      if (!/^\.{1,2}\/.*\.js$/.test(request)) throw error;
      return original.call(this, request.replace(/\.js$/, '.ts'), ...rest);
    }
  };
  return () => {
    loader._resolveFilename = original;
  };
}

/**
 * One PostgreSQL for the whole run: DATABASE_URL's server when set, else an embedded one in a
 * temporary folder (0755: it runs as the `postgres` user) on a free port. Each test file makes
 * its own database there (test/support/test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  const restoreResolver = resolveTypeScriptSiblings();
  try {
    const { ADMIN_URL_VARIABLE } = await import('./support/test-database-server.js');
    if (process.env.DATABASE_URL) {
      process.env[ADMIN_URL_VARIABLE] = process.env.DATABASE_URL;
      return;
    }
    const { startEmbeddedPostgres } = await import('../src/database/embedded-postgres.js');
    const { freePort } = await import('../src/database/free-port.js');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-backend-test-'));
    fs.chmodSync(dataDir, 0o755);
    const server = await startEmbeddedPostgres({
      dataDir,
      port: await freePort(),
      database: 'reunion_template',
    });
    process.env[ADMIN_URL_VARIABLE] = server.adminUrl;
    globalThis.reunionTestDatabaseServer = {
      stop: async () => {
        await server.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    restoreResolver();
  }
}
