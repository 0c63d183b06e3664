import { chmod, mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { DiskStorage, generateObjectKey, InvalidObjectKeyError } from '../src';
import { listFiles } from './fs-tree.helpers';
import { storageContract } from './storage.contract';

storageContract('disk', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'journal-disk-contract-'));
  const root = path.join(dir, 'files');
  return {
    storage: new DiskStorage({ rootDir: root }),
    // The whole temp dir, so a file written next to (outside) the root would show up too.
    listEverything: async () => (await listFiles(dir)).map((file) => file.replace(/^files\//, '')),
    stop: () => rm(dir, { recursive: true, force: true }),
  };
});

describe('DiskStorage specifics', () => {
  let dir: string;
  let root: string;
  let storage: DiskStorage;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'journal-disk-'));
    root = path.join(dir, 'files');
    storage = new DiskStorage({ rootDir: root });
  });

  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the object as a plain file under its key, with no temp file left', async () => {
    const key = generateObjectKey('txt', { now: new Date(Date.UTC(2026, 10, 3)) });

    await storage.put(key, Readable.from([Buffer.from('plain text paper')]), { contentType: 'text/plain' });

    expect(key.startsWith('papers/2026/11/')).toBe(true);
    expect(await readFile(path.join(root, key), 'utf8')).toBe('plain text paper');
    expect(await listFiles(path.join(root, '.incoming'))).toEqual([]);
  });

  it('leaves no temp file when the body fails before the file was even opened', async () => {
    // The write stream opens its file on the thread pool while the failure's cleanup runs: a race that
    // shows within a few thousand rounds when the cleanup does not wait for the stream to close. The rounds
    // take about 6 s alone but over 30 s beside the rest of the suite on two cores, hence the long timeout.
    for (let round = 0; round < 3000; round++) {
      const body = new PassThrough().on('error', () => undefined); // the caller owns the body's errors
      const put = storage.put(generateObjectKey('txt'), body, { contentType: 'text/plain' });
      body.once('resume', () => body.destroy(new Error('client went away')));
      await expect(put).rejects.toThrow('client went away');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await listFiles(path.join(root, '.incoming'))).toEqual([]);
  }, 180_000);

  it('explains a traversal attempt in the error message and writes nothing outside the root', async () => {
    const attempt = storage.put('../outside.txt', Readable.from([Buffer.from('x')]), {
      contentType: 'text/plain',
    });

    await expect(attempt).rejects.toThrow(InvalidObjectKeyError);
    await expect(attempt).rejects.toThrow(/path traversal/);
    expect(await listFiles(dir)).toEqual([]);
  });

  it('treats a directory as a missing object', async () => {
    const key = generateObjectKey('txt');
    await storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' });
    const directory = key.split('/').slice(0, 3).join('/');

    await expect(storage.stat(directory)).resolves.toBeNull();
    await expect(storage.get(directory)).rejects.toMatchObject({ code: 'OBJECT_NOT_FOUND' });
  });

  it('fails ping when the root cannot be created', async () => {
    const blocker = path.join(dir, 'not-a-directory');
    await writeFile(blocker, 'a file where the root should be');

    await expect(new DiskStorage({ rootDir: blocker }).ping()).rejects.toMatchObject({
      code: expect.stringMatching(/EEXIST|ENOTDIR/),
    });
  });

  it('writes objects and metadata 0600 in 0700 folders, and narrows a root an older version left 0755', async () => {
    await mkdir(root, { recursive: true, mode: 0o755 });
    await chmod(root, 0o755);
    const key = generateObjectKey('txt');
    await storage.put(key, Readable.from([Buffer.from('private paper')]), { contentType: 'text/plain' });
    const mode = async (file: string) => (await stat(file)).mode & 0o777;
    expect(await mode(root)).toBe(0o700);
    expect(await mode(path.join(root, key))).toBe(0o600);
    expect(await mode(path.join(root, '.meta', `${key}.json`))).toBe(0o600);
    for (let dir = path.dirname(path.join(root, key)); dir !== root; dir = path.dirname(dir))
      expect(await mode(dir)).toBe(0o700);
    expect(await mode(path.join(root, '.incoming'))).toBe(0o700);
  });

  it('removes temp files older than the cutoff and keeps younger ones', async () => {
    await storage.ping(); // creates .incoming
    const incoming = path.join(root, '.incoming');
    const old = path.join(incoming, 'crashed.data');
    const young = path.join(incoming, 'in-flight.data');
    await writeFile(old, 'partial');
    await writeFile(young, 'partial');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await utimes(old, twoHoursAgo, twoHoursAgo);

    expect(await storage.removeStaleTemporaries(new Date(Date.now() - 3600_000))).toBe(1);
    expect(await listFiles(incoming)).toEqual(['in-flight.data']);
  });
});
