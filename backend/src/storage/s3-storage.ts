import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config/s3-config.schema.js';
import {
  contentTypeOfKey,
  isStorageKey,
  newStorageKey,
  type StorableContentType,
} from './storage-key.js';
import { StorageService, type StoredFile } from './storage.service.js';

/** "No such object": the SDK names it differently per call (NoSuchKey, NotFound, a bare 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files as objects in one bucket, for deployments with several backend replicas
 * (README "Deployment"). Keys are the same random keys as on disk, so a key alone still says
 * how to serve a file, and the served type comes from the key rather than from whatever the
 * object's metadata says. S3 makes an object visible only once it is complete, which gives the
 * same "whole file or nothing" as the local folder's rename.
 */
export class S3Storage extends StorageService {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // The SDK's default adds CRC checksums with aws-chunked framing to streamed uploads; some
      // S3-compatible servers (s3rver, older MinIO) then store the framing inside the object
      // (seen with s3rver 3.7). Checksums only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Fails the start with a clear message when the bucket cannot be reached, not the first upload. */
  async init(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const reason =
        error instanceof S3ServiceException
          ? `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`
          : error instanceof Error
            ? error.message
            : String(error);
      throw new Error(`S3 bucket '${this.bucket}' is not reachable: ${reason}`, { cause: error });
    }
  }

  async put(body: Buffer | Readable, contentType: StorableContentType): Promise<string> {
    const key = newStorageKey(contentType);
    if (Buffer.isBuffer(body)) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    } else {
      // A stream has no length up front, which a single PutObject needs: the managed upload
      // buffers it in parts (multipart beyond the first 5 MB) and aborts the parts on failure.
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      }).done();
    }
    return key;
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isStorageKey(key)) return null;
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined)
        throw new Error(`S3 answered ${key} without a readable body and its length`);
      return {
        stream: object.Body,
        contentType: contentTypeOfKey(key),
        size: object.ContentLength,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    // S3 answers a delete of a missing key with success: nothing to special-case.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async exists(key: string): Promise<boolean> {
    if (!isStorageKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** A bucket grows with what is stored: its bill, not a disk, is the limit. */
  freeBytes(): Promise<null> {
    return Promise.resolve(null);
  }

  /** Closes the SDK's keep-alive sockets, so a stopping app (or a test) does not hang on them. */
  onModuleDestroy(): void {
    this.client.destroy();
  }
}
