import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStorage, DiskStorage, parseS3Endpoint, S3Storage, StorageConfigError } from '../src';

describe('createStorage', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'journal-factory-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('uses local disk when no S3 setting is present (empty strings count as unset)', () => {
    const storage = createStorage({ filesDir: dir, s3Endpoint: '', s3Bucket: '' });

    expect(storage).toBeInstanceOf(DiskStorage);
    expect(storage.kind).toBe('disk');
  });

  it('uses S3 when every S3 setting is present', () => {
    const storage = createStorage({
      filesDir: dir,
      s3Endpoint: 'http://127.0.0.1:9000',
      s3AccessKey: 'access',
      s3SecretKey: 'secret',
      s3Bucket: 'papers',
    });

    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.kind).toBe('s3');
  });

  it('names every missing S3 setting when only some are present, without echoing the secret', () => {
    const build = () =>
      createStorage({ filesDir: dir, s3Endpoint: 'http://127.0.0.1:9000', s3SecretKey: 'top-secret-value' });

    expect(build).toThrow(StorageConfigError);
    expect(build).toThrow('Incomplete S3 settings: missing S3_ACCESS_KEY, S3_BUCKET.');
    expect(build).not.toThrow(/top-secret-value/);
  });
});

describe('parseS3Endpoint', () => {
  it.each([
    ['http://127.0.0.1:9000', { endPoint: '127.0.0.1', port: 9000, useSSL: false }],
    ['https://s3.example.org', { endPoint: 's3.example.org', port: 443, useSSL: true }],
    ['http://minio/', { endPoint: 'minio', port: 80, useSSL: false }],
    ['http://[::1]:9000', { endPoint: '::1', port: 9000, useSSL: false }],
  ])('parses %s', (raw, expected) => {
    expect(parseS3Endpoint(raw)).toEqual(expected);
  });

  it.each([
    ['minio:9000', /http or https/],
    ['not a url', /absolute http\(s\) URL/],
    ['ftp://host', /http or https/],
    ['http://host:9000/bucket', /must not have a path/],
  ])('rejects %s', (raw, message) => {
    expect(() => parseS3Endpoint(raw)).toThrow(message);
  });

  it('rejects credentials in the URL without repeating them', () => {
    expect(() => parseS3Endpoint('http://user:hunter2@host:9000')).toThrow(/must not contain credentials/);
    expect(() => parseS3Endpoint('http://user:hunter2@host:9000')).not.toThrow(/hunter2/);
  });
});
