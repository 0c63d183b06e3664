import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'minio';
import { generateObjectKey, S3Storage } from '../src';
import { listFiles } from './fs-tree.helpers';
import { type RunningS3rver, startS3rver } from './s3rver.harness';
import { storageContract } from './storage.contract';
import { readAll } from './stream.helpers';

function adminClient(server: RunningS3rver): Client {
  const { hostname, port } = new URL(server.endpoint);
  return new Client({
    endPoint: hostname,
    port: Number(port),
    useSSL: false,
    accessKey: server.accessKey,
    secretKey: server.secretKey,
    pathStyle: true,
  });
}

async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

storageContract('s3 (s3rver on loopback)', async () => {
  const server = await startS3rver();
  const spoolDir = await mkdtemp(path.join(tmpdir(), 'journal-s3-spool-'));
  const bucket = 'contract-papers';
  const storage = new S3Storage({
    endpoint: server.endpoint,
    accessKey: server.accessKey,
    secretKey: server.secretKey,
    bucket,
    spoolDir,
  });
  const admin = adminClient(server);
  return {
    storage,
    listEverything: async () => {
      // What the S3 API lists, plus s3rver's own files (it has no multipart listing to ask) and our spool.
      const objects = (await admin.bucketExists(bucket))
        ? await collect(admin.listObjectsV2(bucket, '', true))
        : [];
      const serverFiles = await listFiles(server.directory);
      const spooled = await listFiles(spoolDir);
      return [
        ...objects.map((object) => String(object.name)),
        ...serverFiles.map((file) => `s3rver:${file}`),
        ...spooled.map((file) => `spool:${file}`),
      ].sort();
    },
    stop: async () => {
      await server.stop();
      await rm(spoolDir, { recursive: true, force: true });
    },
  };
});

describe('S3Storage specifics (s3rver on loopback)', () => {
  let server: RunningS3rver;

  beforeAll(async () => {
    server = await startS3rver();
  });

  afterAll(async () => {
    await server.stop();
  });

  it('creates a missing bucket on ping', async () => {
    const bucket = 'created-on-ping';
    const admin = adminClient(server);
    expect(await admin.bucketExists(bucket)).toBe(false);

    await new S3Storage({
      endpoint: server.endpoint,
      accessKey: server.accessKey,
      secretKey: server.secretKey,
      bucket,
    }).ping();

    expect(await admin.bucketExists(bucket)).toBe(true);
  });

  it('creates a missing bucket on first put and stores the object with its content type', async () => {
    const bucket = 'created-on-put';
    const storage = new S3Storage({
      endpoint: server.endpoint,
      accessKey: server.accessKey,
      secretKey: server.secretKey,
      bucket,
    });
    const key = generateObjectKey('txt');

    await storage.put(key, Readable.from([Buffer.from('hello s3')]), { contentType: 'text/plain' });

    const admin = adminClient(server);
    const stat = await admin.statObject(bucket, key);
    expect(stat.size).toBe(8);
    expect(stat.metaData['content-type']).toBe('text/plain');
    expect((await readAll(await admin.getObject(bucket, key))).toString()).toBe('hello s3');
  });

  it('rejects unknown credentials without echoing the secret', async () => {
    // s3rver checks the access key but not V4 signatures, so the key id is what makes this fail here.
    const secretKey = 'definitely-wrong-secret-1234';
    const storage = new S3Storage({
      endpoint: server.endpoint,
      accessKey: 'UNKNOWN-KEY',
      secretKey,
      bucket: 'any-bucket',
    });

    const error = await storage.ping().then(
      () => null,
      (caught: unknown) => caught as Error,
    );

    // A HEAD answer has no body, so the client can only report the 403 as AccessDenied.
    expect(error).toMatchObject({ code: expect.stringMatching(/^(AccessDenied|InvalidAccessKeyId)$/) });
    expect(String(error?.message)).not.toContain(secretKey);
    expect(JSON.stringify(error)).not.toContain(secretKey);
  });

  it('fails ping when nothing listens at the endpoint', async () => {
    // Port 9 (discard) on loopback: nothing listens there on these machines.
    const storage = new S3Storage({
      endpoint: 'http://127.0.0.1:9',
      accessKey: 'a',
      secretKey: 'b',
      bucket: 'x-bucket',
    });

    await expect(storage.ping()).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
