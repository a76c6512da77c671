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

describe('S3 settings', () => {
  it('keeps photos in the folder unless S3_BUCKET is set', () => {
    expect(loadConfig({}, root).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: ' ' }, root).s3).toBeUndefined();
  });

  it('reads a full S3-compatible setup, path-style by default with an endpoint', () => {
    expect(
      loadConfig(
        {
          S3_BUCKET: 'reunion-photos',
          S3_REGION: 'eu-west-3',
          S3_ENDPOINT: 'http://object-storage:9000',
          S3_ACCESS_KEY_ID: 'reunion',
          S3_SECRET_ACCESS_KEY: 'reunion-secret',
        },
        root,
      ).s3,
    ).toEqual({
      bucket: 'reunion-photos',
      region: 'eu-west-3',
      endpoint: 'http://object-storage:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'reunion', secretAccessKey: 'reunion-secret' },
    });
  });

  it('defaults to AWS itself: us-east-1, bucket subdomains, the SDK’s own credentials', () => {
    expect(loadConfig({ S3_BUCKET: 'photos' }, root).s3).toEqual({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
    expect(
      loadConfig(
        {
          S3_BUCKET: 'photos',
          S3_ENDPOINT: 'https://s3.example.org',
          S3_FORCE_PATH_STYLE: 'false',
        },
        root,
      ).s3?.forcePathStyle,
    ).toBe(false);
  });

  it.each([
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'object-storage:9000' }, 'S3_ENDPOINT: must be a URL'],
    [
      { S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' },
      "S3_FORCE_PATH_STYLE: must be 'true' or 'false'",
    ],
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT: is used only with S3_BUCKET'],
    [
      { S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'reunion' },
      'S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID',
    ],
    [
      { S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'shh-secret' },
      'S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY',
    ],
  ])('refuses %j, naming the variable', (env, expected) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
  });

  it('never repeats the secret key in its message', () => {
    const problems = problemsOf({ S3_SECRET_ACCESS_KEY: 'hunter2-secret' });
    expect(problems).toEqual(['S3_SECRET_ACCESS_KEY: is used only with S3_BUCKET, which is unset']);
  });
});
