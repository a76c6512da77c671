import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../auth/password-hasher.js';
import { PasswordTurns } from '../auth/password-turns.js';
import { ConfigError, loadConfig } from '../config/load-config.js';
import { makeThumbnail } from '../directory/make-thumbnail.js';
import { StorageService } from '../storage/storage.service.js';
import { parseSeedArgs, SEED_USAGE, SeedArgsError } from './seed-args.js';
import { openSeedDatabase } from './seed-database.js';
import { seedPerson } from './seed-people.js';
import { SeedPictures } from './seed-photos.js';
import { SeedWriter } from './seed-writer.js';
import { SeedModule } from './seed.module.js';

/**
 * `npm run seed -- --profiles 2000 [--seed 1] [--reset]`: fake classmates with photos, in the
 * database and storage `npm start` uses, for demos and benchmarks. Every seeded account signs
 * in with SEED_PASSWORD (one argon2 hash, computed once: hashing 2,000 passwords would take
 * minutes and prove nothing).
 */
export const SEED_PASSWORD = 'classmate2005';
const BATCH = 100;

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const log = (message: string) => console.log(`[seed] ${message}`);

async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2));
  const config = loadConfig(process.env, repoRoot);
  const database = await openSeedDatabase(config, log);
  const started = Date.now();
  try {
    const context = await NestFactory.createApplicationContext(
      SeedModule.forRoot({ ...config, databaseUrl: database.url }),
      { logger: ['error', 'warn'] },
    );
    try {
      const writer = new SeedWriter(
        context.get(DataSource),
        context.get(StorageService),
        new SeedPictures(makeThumbnail),
      );
      if (args.reset) log(`removed ${await writer.reset()} seeded profiles`);
      const existing = await writer.seededIndexes();
      const missing = Array.from({ length: args.profiles }, (_, i) => i + 1).filter(
        (index) => !existing.has(index),
      );
      if (missing.length === 0) {
        log(`${args.profiles} seeded profiles already there; nothing to add`);
        return;
      }
      const passwordHash = await new PasswordHasher(new PasswordTurns()).hash(SEED_PASSWORD);
      for (let i = 0; i < missing.length; i += BATCH) {
        const people = missing.slice(i, i + BATCH).map((index) => seedPerson(args.seed, index));
        await writer.write(people, passwordHash);
        log(`${Math.min(i + BATCH, missing.length)} / ${missing.length}`);
      }
      log(
        `added ${missing.length} profiles (seed ${args.seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
          `sign in as any of them with the password '${SEED_PASSWORD}'`,
      );
    } finally {
      await context.close();
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof SeedArgsError) console.error(`${error.message}\n${SEED_USAGE}`);
  else if (error instanceof ConfigError) console.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
