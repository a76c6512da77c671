import 'reflect-metadata';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { HttpException } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AdminRemotesResponse, CanariesResponse, CanaryStatus } from '@reunion/contracts';
import { ConfigError, loadConfig } from '../../config/load-config.js';
import { openSeedDatabase } from '../../seed/seed-database.js';
import { Canaries } from '../canary/canaries.service.js';
import { RemoteReleasesService } from '../remote-releases.service.js';
import {
  parseRemotesArgs,
  REMOTES_USAGE,
  RemotesArgsError,
  type RemotesCommand,
} from './remotes-cli-args.js';
import { RemotesCliModule } from './remotes-cli.module.js';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const log = (message: string) => console.log(`[remotes] ${message}`);

function print({ sections }: AdminRemotesResponse): void {
  for (const section of sections) {
    const active = section.activeVersion ?? 'default build';
    console.log(`${section.name}: ${active} → ${section.serving ?? '(not deployed)'}`);
    for (const release of section.releases) {
      const mark = release.version === section.activeVersion ? '*' : ' ';
      console.log(`  ${mark} ${release.version.padEnd(12)} published ${release.publishedAt}`);
    }
  }
}

function printCanaries({ running, ended }: CanariesResponse): void {
  const figures = (status: CanaryStatus) =>
    `canary ${status.canary.failures}/${status.canary.loads} failed, ` +
    `active ${status.base.failures}/${status.base.loads}`;
  if (running.length === 0) console.log('No canary running.');
  for (const canary of running)
    console.log(
      `${canary.name}: ${canary.version} to ${canary.share} % (against ${canary.baseVersion ?? 'default build'}), ${figures(canary)}`,
    );
  for (const outcome of ended.slice(0, 10))
    console.log(
      `  ${outcome.endedAt} ${outcome.name} ${outcome.version} ${outcome.ending} by ${outcome.endedBy}: ${figures(outcome)}`,
    );
}

async function run(
  service: RemoteReleasesService,
  canaries: Canaries,
  command: RemotesCommand,
): Promise<void> {
  const by = `cli:${os.userInfo().username}`;
  switch (command.command) {
    case 'list':
      return print(await service.list());
    case 'publish': {
      const fresh = await service.publish(command.name, command.version);
      return log(
        `${command.name} ${command.version} ${fresh ? 'published' : 'was already published'}`,
      );
    }
    case 'activate':
      await service.activate(command.name, command.version, by);
      return log(`${command.name} now serves ${command.version} (from the next page load)`);
    case 'rollback': {
      const now = await service.rollback(command.name, by);
      return log(`${command.name} rolled back to ${now ?? 'its default build'}`);
    }
    case 'canaries':
      return printCanaries(await canaries.list());
    case 'canary':
      await canaries.start(command.name, command, by);
      return log(
        `${command.name} ${command.version} offered to ${command.share} % of visitors (from their next page load)`,
      );
    case 'promote':
      await canaries.promote(command.name, by);
      return log(`${command.name}'s canary is now the active version for every visitor`);
    case 'stop':
      await canaries.stop(command.name, by);
      return log(`${command.name}'s canary stopped: every visitor gets the active version`);
  }
}

/**
 * `npm run remotes -- list | publish | activate | rollback | canary | promote | stop | canaries`:
 * the admin API's registry
 * operations, through the same service, on the database the site uses (joining the running
 * embedded PostgreSQL like the seed does).
 */
async function main(): Promise<void> {
  const command = parseRemotesArgs(process.argv.slice(2));
  const config = loadConfig(process.env, repoRoot);
  const database = await openSeedDatabase(config, log);
  try {
    const context = await NestFactory.createApplicationContext(
      RemotesCliModule.forRoot({ ...config, databaseUrl: database.url }),
      { logger: ['error', 'warn'] },
    );
    try {
      await run(context.get(RemoteReleasesService), context.get(Canaries), command);
    } finally {
      await context.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof RemotesArgsError) console.error(`${error.message}\n${REMOTES_USAGE}`);
  else if (error instanceof ConfigError || error instanceof HttpException)
    console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
