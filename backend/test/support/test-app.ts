import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Server } from 'node:http';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../src/config/app-config.js';
import { loadConfig } from '../../src/config/load-config.js';
import { createApp, type CreateAppOptions } from '../../src/create-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { recordAnswers } from './route-table-answers.js';

export const TEST_CLASS_PASSWORD = 'test class password';
export const TEST_ADMIN_EMAIL = 'admin@reunion.test';
export const TEST_CLASS_ACCOUNT_EMAIL = 'class-account@reunion.test';
const repoRoot = path.resolve(__dirname, '../../..');

export interface TestApp {
  app: NestExpressApplication;
  server: Server;
  config: AppConfig;
  database: TestDatabase;
  dataSource: DataSource;
  /** A client without cookies. */
  http(): ReturnType<typeof request>;
  /** A client that keeps its cookies, like one browser. */
  browser(): ReturnType<typeof request.agent>;
  close(): Promise<void>;
}

/**
 * The real app on its own fresh database, configured through the real loader. `env` adds or
 * replaces variables; DATA_DIR and STATIC_ROOT default to empty temporary folders.
 */
export interface TestAppOptions {
  /** Share a database (another "replica"); it is then left for its owner to drop. */
  database?: TestDatabase;
  imports?: CreateAppOptions['imports'];
  /** Default: errors only. */
  logger?: CreateAppOptions['logger'];
  /** A JSON log to capture (logging tests); default none. */
  log?: CreateAppOptions['log'];
}

export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase());
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-backend-app-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      DATA_DIR: path.join(scratch, 'data'),
      STATIC_ROOT: path.join(scratch, 'static'),
      CLASS_PASSWORD: TEST_CLASS_PASSWORD,
      ADMIN_EMAILS: TEST_ADMIN_EMAIL,
      CLASS_ACCOUNT_EMAIL: TEST_CLASS_ACCOUNT_EMAIL,
      // Suites register many accounts from one address; the limit has its own tests.
      RATE_LIMIT_REGISTER_PER_IP: '1000',
      PUBLIC_URL: 'http://reunion.test',
      ...env,
    },
    repoRoot,
  );
  let app: NestExpressApplication;
  try {
    app = await createApp(config, {
      logger: options.logger ?? ['error'],
      log: options.log,
      imports: options.imports,
    });
  } catch (error) {
    if (ownsDatabase) await database.drop();
    throw error;
  }
  const server = app.getHttpServer() as Server;
  recordAnswers(server);
  return {
    app,
    server,
    config,
    database,
    dataSource: app.get(DataSource),
    http: () => request(server),
    browser: () => request.agent(server),
    async close() {
      await app.close();
      if (ownsDatabase) await database.drop();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Every key anywhere in a JSON value, to check that no secret-looking key leaks. An error's
 * `fields` names the invalid inputs (e.g. `password`) and holds no values, so it is skipped.
 */
export function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'fields' ? [key] : [key, ...allKeys(inner)],
    );
  }
  return [];
}
