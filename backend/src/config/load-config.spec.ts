import path from 'node:path';
import { ConfigError, loadConfig } from './load-config.js';

const root = '/srv/reunion';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, root);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives every variable its documented default', () => {
    const config = loadConfig({}, root);
    expect(config).toMatchObject({
      nodeEnv: 'development',
      host: '127.0.0.1',
      port: 3000,
      databaseUrl: undefined,
      databaseTimeoutMs: 3_000,
      databaseMigrationTimeoutMs: 600_000,
      smtpUrl: undefined,
      mailFrom: 'Reunion 2005 <noreply@localhost>',
      mailRetryMs: 30_000,
      publicUrl: 'http://localhost:3000',
      classPassword: 'fontainebleau2005',
      classAccount: 'MBA05J',
      dataDir: path.join(root, '.data'),
      storageDir: path.join(root, '.data', 'uploads'),
      staticRoot: root,
      remotesOverride: {},
      trustProxy: false,
    });
    expect(config.adminEmails.size).toBe(0);
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(16);
    expect(config.rateLimits.loginPerAccount).toEqual({ limit: 10, windowSeconds: 900 });
    expect(config.rateLimits.resetPerEmail).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(config.rateLimits.newPasswordPerIp).toEqual({ limit: 20, windowSeconds: 3600 });
    expect(config.rateLimits.newPasswordPerAccount).toEqual({ limit: 10, windowSeconds: 3600 });
    expect(config.rateLimits.confirmationPerAccount).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(config.rateLimits.confirmationPerAddress).toEqual({ limit: 5, windowSeconds: 3600 });
    expect(config.classAccountEmail).toBeUndefined();
    expect(config.rateLimits.albumUploadsPerAccount).toEqual({ limit: 100, windowSeconds: 3600 });
    expect(config.rateLimits.profileSavesPerAccount).toEqual({ limit: 60, windowSeconds: 3600 });
    const canaryRun = { windowSeconds: 30 * 24 * 3600 };
    expect(config.rateLimits.canaryVisitorsPerMember).toEqual({ limit: 3, ...canaryRun });
    expect(config.rateLimits.canaryFailuresPerMember).toEqual({ limit: 1, ...canaryRun });
    expect(config.album).toEqual({
      quotaBytes: 2 * 1024 ** 3,
      minFreeStorageBytes: 1024 ** 3,
      maxPhotos: 1000,
      zipStallMs: 60_000,
    });
    expect(config.bodyPace).toEqual({ minBytesPerSecond: 1024, graceMs: 20_000 });
  });

  it('reads the class account e-mail and album limits in the accounts’ normal form and bytes', () => {
    const config = loadConfig(
      {
        CLASS_ACCOUNT_EMAIL: ' Class@Example.org ',
        ALBUM_QUOTA: '500MB',
        ALBUM_ZIP_STALL_SECONDS: '5',
      },
      root,
    );
    expect(config.classAccountEmail).toBe('class@example.org');
    expect(config.album).toMatchObject({
      quotaBytes: 500 * 1024 ** 2,
      zipStallMs: 5_000,
    });
    expect(loadConfig({ ALBUM_QUOTA: '123456' }, root).album.quotaBytes).toBe(123_456);
  });

  it('reads the variables it is given', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        PUBLIC_URL: 'https://reunion.example.org/',
        ADMIN_EMAILS: ' Admin@Example.org ,second@example.org,, ',
        CLASS_ACCOUNT: 'CLASS',
        DATA_DIR: 'var/data',
        STORAGE_DIR: '/mnt/photos',
        TRUST_PROXY: '1',
        REMOTES: '{"mf-event":"https://cdn.example.org/mf-event/mf-manifest.json"}',
        RATE_LIMIT_LOGIN_PER_IP: '7',
        DATABASE_TIMEOUT_MS: '1500',
        DATABASE_MIGRATION_TIMEOUT_MS: '60000',
        REQUEST_BODY_MIN_BYTES_PER_SECOND: '512',
        REQUEST_BODY_GRACE_SECONDS: '30',
      },
      root,
    );
    expect(config.bodyPace).toEqual({ minBytesPerSecond: 512, graceMs: 30_000 });
    expect(config.databaseTimeoutMs).toBe(1_500);
    expect(config.databaseMigrationTimeoutMs).toBe(60_000);
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://reunion.example.org');
    expect([...config.adminEmails]).toEqual(['admin@example.org', 'second@example.org']);
    expect(config.classAccount).toBe('CLASS');
    expect(config.dataDir).toBe(path.join(root, 'var/data'));
    expect(config.storageDir).toBe('/mnt/photos');
    expect(config.trustProxy).toBe(1);
    expect(config.remotesOverride).toEqual({
      'mf-event': 'https://cdn.example.org/mf-event/mf-manifest.json',
    });
    expect(config.rateLimits.loginPerIp.limit).toBe(7);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: ' ' }, root)).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '30.5'],
    ['EMBEDDED_PG_PORT', '0'],
    ['ADMIN_EMAILS', 'admin@example.org, not-an-email'],
    ['PUBLIC_URL', 'reunion.example.org'],
    ['SMTP_URL', 'http://mail.example.org'],
    ['NODE_ENV', 'staging'],
    ['REMOTES', '{not json'],
    ['REMOTES', '{"mf-unknown":"/x.json"}'],
    ['REMOTES', '{"mf-event":"relative/path.json"}'],
    ['TRUST_PROXY', 'sometimes'],
    ['RATE_LIMIT_LOGIN_PER_ACCOUNT', '0'],
    ['CLASS_ACCOUNT_EMAIL', 'not-an-email'],
    ['ALBUM_QUOTA', 'lots'],
    ['ALBUM_QUOTA', '0'],
    ['ALBUM_QUOTA', '2.5GB'],
    ['ALBUM_ZIP_STALL_SECONDS', '0'],
    ['DATABASE_TIMEOUT_MS', '0'],
    ['DATABASE_TIMEOUT_MS', '2s'],
    ['REQUEST_BODY_MIN_BYTES_PER_SECOND', '1KB'],
    ['REQUEST_BODY_GRACE_SECONDS', '0'],
  ])('refuses %s=%s, naming the variable', (variable, value) => {
    const problems = problemsOf({ [variable]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${variable}: `));
  });

  it('names every bad variable at once, in a message fit for the console', () => {
    expect(() => loadConfig({ PORT: 'x', ADMIN_EMAILS: 'nope' }, root)).toThrow(
      /Invalid configuration:\n {2}- PORT: .*\n {2}- ADMIN_EMAILS: /,
    );
  });

  it('reads the RSVP deadline, the nudge lead time and cron, with their defaults', () => {
    expect(loadConfig({}, root).rsvp).toEqual({
      deadline: '2025-05-29',
      nudgeDaysBefore: 7,
      nudgeCron: '0 * * * *',
    });
    expect(
      loadConfig(
        { RSVP_DEADLINE: '2026-02-28', RSVP_NUDGE_DAYS_BEFORE: '3', RSVP_NUDGE_CRON: '0 9 * * *' },
        root,
      ).rsvp,
    ).toEqual({ deadline: '2026-02-28', nudgeDaysBefore: 3, nudgeCron: '0 9 * * *' });
    expect(
      problemsOf({
        RSVP_DEADLINE: '2026-02-30',
        RSVP_NUDGE_DAYS_BEFORE: '0',
        RSVP_NUDGE_CRON: 'hourly',
      }).map((problem) => problem.split(':')[0]),
    ).toEqual(['RSVP_DEADLINE', 'RSVP_NUDGE_DAYS_BEFORE', 'RSVP_NUDGE_CRON']);
  });

  it('requires SESSION_SECRET in production only', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'SESSION_SECRET: is required when NODE_ENV=production',
    ]);
    expect(
      loadConfig(
        { NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-production-secret' },
        root,
      ).sessionSecret,
    ).toBe('a-long-enough-production-secret');
  });

  it('never repeats a secret in its message', () => {
    const problems = problemsOf({
      SESSION_SECRET: 'short',
      DATABASE_URL: 'mysql://user:hunter2@db/reunion',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'DATABASE_URL',
      'SESSION_SECRET',
    ]);
    expect(problems.join('\n')).not.toMatch(/short|hunter2/);
  });
});
