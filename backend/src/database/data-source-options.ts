import type { DataSourceOptions } from 'typeorm';
import { EmailConfirmationToken } from '../auth/email-confirmation-token.entity.js';
import { PasswordResetToken } from '../auth/password-reset-token.entity.js';
import { User } from '../auth/user.entity.js';
import { AlbumPhotoEntity } from '../photos/album-photo.entity.js';
import { ProfileEntity } from '../profiles/profile.entity.js';
import { ProfileEmailConfirmationEntity } from '../profiles/profile-email-confirmation.entity.js';
import { RemoteActiveEntity } from '../remotes/remote-active.entity.js';
import { RemoteReleaseEntity } from '../remotes/remote-release.entity.js';
import { RsvpAnswerTokenEntity } from '../rsvp-nudges/rsvp-answer-token.entity.js';
import { RsvpNudgeEntity } from '../rsvp-nudges/rsvp-nudge.entity.js';
import { boundedPoolOptions, DEFAULT_DATABASE_TIMEOUT_MS } from './bounded-pool.js';
import { migrations } from './migrations/index.js';
import { QuietTypeOrmLogger } from './quiet-typeorm-logger.js';

/**
 * Every entity: every table the code reads or writes, except those a library keeps itself
 * (sessions, rate limits, pg-boss's jobs). Later modules add theirs here (and a migration for their tables).
 */
export const entities = [
  User,
  PasswordResetToken,
  EmailConfirmationToken,
  ProfileEntity,
  ProfileEmailConfirmationEntity,
  AlbumPhotoEntity,
  RemoteReleaseEntity,
  RemoteActiveEntity,
  RsvpNudgeEntity,
  RsvpAnswerTokenEntity,
];

/**
 * The one description of the database, for the app and the tests alike. The schema only ever
 * changes through migrations, run at start; `synchronize` would guess and could drop data.
 * `timeoutMs` bounds every wait for the database, `statementTimeoutMs` each statement
 * (bounded-pool.ts).
 */
export function dataSourceOptions(
  url: string,
  timeoutMs = DEFAULT_DATABASE_TIMEOUT_MS,
  statementTimeoutMs = timeoutMs,
): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // pgcrypto's gen_random_uuid is built into PostgreSQL 13+; nothing needs installing.
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    logger: new QuietTypeOrmLogger(),
    logging: ['error', 'warn', 'migration'],
    // During a database outage or freeze a request must fail fast (503) rather than queue for
    // a connection or wait for an answer that does not come.
    connectTimeoutMS: timeoutMs,
    extra: { max: 10, ...boundedPoolOptions(timeoutMs, statementTimeoutMs) },
  };
}
