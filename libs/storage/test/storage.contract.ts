import { Readable } from 'node:stream';
import {
  type FileStorage,
  generateObjectKey,
  InvalidObjectKeyError,
  ObjectNotFoundError,
  SizeMismatchError,
} from '../src';
import { abortingStream, digestOf, randomStream, readAll, sha256 } from './stream.helpers';

export interface StorageHarness {
  storage: FileStorage;
  /** Everything the backend holds, temp and spool files included, so "nothing left behind" can be checked. */
  listEverything(): Promise<string[]>;
  stop(): Promise<void>;
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const NINE_POINT_NINE_MB = Math.round(9.9 * 1024 * 1024);

/** One behaviour contract for every FileStorage adapter (docs/conventions.md, testing). */
export function storageContract(adapterName: string, start: () => Promise<StorageHarness>): void {
  describe(`FileStorage contract: ${adapterName}`, () => {
    let harness: StorageHarness;
    let storage: FileStorage;

    beforeAll(async () => {
      harness = await start();
      storage = harness.storage;
    });

    afterAll(async () => {
      await harness?.stop();
    });

    it('answers ping', async () => {
      await expect(storage.ping()).resolves.toBeUndefined();
    });

    it('round-trips bytes with the same sha256', async () => {
      // Text, NUL bytes and every byte value, so no encoding step can pass unnoticed.
      const payload = Buffer.concat([
        Buffer.from('Hello, journal \u00e9\u4e16\n'),
        Buffer.alloc(3, 0),
        Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 256)),
      ]);
      const key = generateObjectKey('txt');

      const result = await storage.put(key, Readable.from([payload]), { contentType: 'text/plain' });

      expect(result).toEqual({ key, size: payload.length, sha256: sha256(payload) });
      const back = await readAll(await storage.get(key));
      expect(back.equals(payload)).toBe(true);
    });

    it('stats an object with its size and content type', async () => {
      const key = generateObjectKey('docx');
      const body = Buffer.from('PK\u0003\u0004 not really a zip');
      await storage.put(key, Readable.from([body]), { contentType: DOCX, size: body.length });

      await expect(storage.stat(key)).resolves.toEqual({ size: body.length, contentType: DOCX });
    });

    it('replaces an object put twice under the same key', async () => {
      const key = generateObjectKey('txt');
      await storage.put(key, Readable.from([Buffer.from('first version')]), { contentType: 'text/plain' });
      await storage.put(key, Readable.from([Buffer.from('second')]), { contentType: 'text/markdown' });

      expect((await readAll(await storage.get(key))).toString()).toBe('second');
      await expect(storage.stat(key)).resolves.toEqual({ size: 6, contentType: 'text/markdown' });
    });

    it('deletes an object, and deleting again is a no-op', async () => {
      const key = generateObjectKey('doc');
      await storage.put(key, Readable.from([Buffer.from('to be removed')]), {
        contentType: 'application/msword',
      });

      await storage.delete(key);

      await expect(storage.stat(key)).resolves.toBeNull();
      await expect(storage.get(key)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it('reports a missing key as null stat and ObjectNotFoundError on get', async () => {
      const key = generateObjectKey('docx');

      await expect(storage.stat(key)).resolves.toBeNull();
      await expect(storage.get(key)).rejects.toMatchObject({
        name: 'ObjectNotFoundError',
        code: 'OBJECT_NOT_FOUND',
        key,
      });
    });

    it('streams a 9.9 MB body in and out intact', async () => {
      const key = generateObjectKey('docx');
      const source = randomStream(NINE_POINT_NINE_MB);

      const result = await storage.put(key, source.stream, { contentType: DOCX });

      expect(result.size).toBe(NINE_POINT_NINE_MB);
      expect(result.sha256).toBe(source.expected());
      await expect(storage.stat(key)).resolves.toEqual({ size: NINE_POINT_NINE_MB, contentType: DOCX });
      await expect(digestOf(await storage.get(key))).resolves.toEqual({
        size: NINE_POINT_NINE_MB,
        sha256: source.expected(),
      });
    });

    it('leaves nothing behind when the body stream is aborted', async () => {
      const before = await harness.listEverything();
      const key = generateObjectKey('docx');
      const abort = new Error('File size must be less than 10MB');

      await expect(
        storage.put(key, abortingStream(3 * 1024 * 1024, abort), { contentType: DOCX }),
      ).rejects.toBe(abort);

      await expect(storage.stat(key)).resolves.toBeNull();
      expect(await harness.listEverything()).toEqual(before);
    });

    it('stores nothing when the body length differs from the declared size', async () => {
      const before = await harness.listEverything();
      const key = generateObjectKey('txt');

      await expect(
        storage.put(key, Readable.from([Buffer.from('12345')]), { contentType: 'text/plain', size: 6 }),
      ).rejects.toBeInstanceOf(SizeMismatchError);

      await expect(storage.stat(key)).resolves.toBeNull();
      expect(await harness.listEverything()).toEqual(before);
    });

    it('stores under generated keys that never carry the user file name', async () => {
      const first = generateObjectKey('.DOCX');
      const second = generateObjectKey('docx');

      expect(first).toMatch(
        /^papers\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.docx$/,
      );
      expect(first).not.toBe(second);
      const stored = await storage.put(first, Readable.from([Buffer.from('x')]), { contentType: DOCX });
      expect(stored.key).toBe(first);
      expect(await harness.listEverything()).toContain(first);
    });

    it.each([
      '../escape.txt',
      'papers/../../escape.txt',
      '/etc/passwd',
      'papers/.hidden',
      'a//b',
      'papers\\..\\x',
      '',
    ])('rejects the unsafe key %j on every operation', async (key) => {
      const before = await harness.listEverything();

      await expect(
        storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' }),
      ).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      expect(await harness.listEverything()).toEqual(before);
    });
  });
}
