import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3Server } from '../../test/support/s3-server.js';
import { describeStorageContract } from '../../test/support/storage-contract.js';
import { storedFiles } from '../../test/support/stored-files.js';
import { LocalFolderStorage } from './local-folder-storage.js';
import { S3Storage } from './s3-storage.js';

describeStorageContract('LocalFolderStorage', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reunion-storage-contract-'));
  const storage = new LocalFolderStorage(path.join(root, 'uploads'));
  await storage.init();
  return {
    storage,
    keys: async () => storedFiles(path.join(root, 'uploads')),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

describeStorageContract('S3Storage on a real S3-compatible server (s3rver)', async () => {
  const server = await startS3Server();
  const storage = new S3Storage(server.settings);
  await storage.init();
  return {
    storage,
    keys: () => server.keys(),
    async close() {
      storage.onModuleDestroy();
      await server.stop();
    },
  };
});

describe('S3Storage start', () => {
  it('fails with a clear message when the bucket does not exist', async () => {
    const server = await startS3Server();
    const storage = new S3Storage({ ...server.settings, bucket: 'no-such-bucket' });
    try {
      await expect(storage.init()).rejects.toThrow(/S3 bucket 'no-such-bucket' is not reachable/);
    } finally {
      storage.onModuleDestroy();
      await server.stop();
    }
  });
});
