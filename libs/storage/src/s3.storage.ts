import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Client } from 'minio';
import { DigestStream } from './digest.stream';
import { pipeToNewFile } from './new-file.util';
import { removeStaleFiles } from './stale-files.util';
import { assertValidObjectKey } from './object-key.util';
import { parseS3Endpoint } from './s3-endpoint.util';
import { ObjectNotFoundError, SizeMismatchError, StorageError } from './storage.errors';
import type { FileStorage, ListedObject, ObjectStat, PutMeta, PutResult } from './storage.port';

// A single S3 PUT accepts at most 5 GiB; papers are capped at 10 MB long before that.
const MAX_SINGLE_PUT_BYTES = 5 * 1024 ** 3;
const SPOOL_PREFIX = 'journal-s3-spool-';
const MISSING_CODES = new Set(['NoSuchKey', 'NotFound', 'NoSuchObject']);

export interface S3StorageOptions {
  /** `http(s)://host:port` of the S3-compatible server (MinIO, AWS, ...). */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region?: string;
  /** Where uploads are spooled before sending; defaults to the OS temp dir. */
  spoolDir?: string;
}

/**
 * Objects in one S3 bucket through the `minio` client.
 *
 * Why uploads are spooled: minio's putObject reads any stream below its 64 MB part size fully into memory
 * (and with an unknown size buffers one huge multipart part), and S3 needs the length up front. So put()
 * streams the body to a temp file while hashing it, then streams that file to S3 as one PUT with a known
 * length and (over http) a signed SHA-256, which the server checks. Memory stays at stream buffers, and
 * an aborted body never reaches the bucket: nothing to clean up there.
 */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  private readonly client: Client;
  private readonly bucket: string;
  private readonly region: string;
  private readonly spoolDir: string;
  private bucketReady: Promise<void> | undefined;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.region = options.region ?? 'us-east-1';
    this.spoolDir = options.spoolDir ?? tmpdir();
    this.client = new Client({
      ...parseS3Endpoint(options.endpoint),
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region: this.region,
      pathStyle: true,
      // minio's retry would re-send an already consumed upload stream; callers retry whole operations.
      retryOptions: { disableRetry: true },
    });
  }

  async put(key: string, body: Readable, meta: PutMeta): Promise<PutResult> {
    assertValidObjectKey(key);
    const spool = path.join(this.spoolDir, `${SPOOL_PREFIX}${randomUUID()}`);
    const digest = new DigestStream();
    try {
      await pipeToNewFile(body, digest, spool);
      const { size, sha256 } = digest.digest();
      if (meta.size !== undefined && meta.size !== size) throw new SizeMismatchError(meta.size, size);
      if (size > MAX_SINGLE_PUT_BYTES) {
        throw new StorageError(`Object of ${size} bytes exceeds the single-upload limit`, 'OBJECT_TOO_LARGE');
      }
      await this.ensureBucket();
      const response = await this.client.makeRequestStreamAsync(
        {
          method: 'PUT',
          bucketName: this.bucket,
          objectName: key,
          headers: { 'Content-Length': size, 'Content-Type': meta.contentType, 'x-amz-meta-sha256': sha256 },
        },
        createReadStream(spool),
        this.client.enableSHA256 ? sha256 : '',
        [200],
        this.region,
      );
      response.resume();
      await finished(response);
      return { key, size, sha256 };
    } finally {
      await rm(spool, { force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    assertValidObjectKey(key);
    await this.ensureBucket();
    try {
      return await this.client.getObject(this.bucket, key);
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertValidObjectKey(key);
    await this.ensureBucket();
    try {
      const info = await this.client.statObject(this.bucket, key);
      const contentType = info.metaData['content-type'] as string | undefined;
      return contentType ? { size: info.size, contentType } : { size: info.size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.ensureBucket();
    await this.client.removeObject(this.bucket, key);
  }

  async ping(): Promise<void> {
    await this.createBucketIfMissing();
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    await this.ensureBucket();
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true) as AsyncIterable<{
      name?: string;
      lastModified?: Date;
    }>) {
      if (item.name && item.lastModified) yield { key: item.name, modifiedAt: item.lastModified };
    }
  }

  // Uploads reach the bucket in one PUT, so the only temp files are spool files a crash left behind.
  removeStaleTemporaries(olderThan: Date): Promise<number> {
    return removeStaleFiles(this.spoolDir, olderThan, (name) => name.startsWith(SPOOL_PREFIX));
  }

  // Memoized so only the first call pays for the round trip; a failure is retried on the next call.
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= this.createBucketIfMissing().catch((error: unknown) => {
      this.bucketReady = undefined;
      throw error;
    });
    return this.bucketReady;
  }

  private async createBucketIfMissing(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (error) {
      // Another instance may have created it between the check and the create.
      if (!(await this.client.bucketExists(this.bucket))) throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'code' in error && MISSING_CODES.has(String(error.code))
  );
}
