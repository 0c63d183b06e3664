import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { runMigrations } from '@journal/db';
import { DiskStorage, generateObjectKey } from '@journal/storage';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../../src';
import { StorageSweeper } from '../../src/jobs/storage-sweeper';
import { filesUnder, silentLogger } from '../support/submission-harness';

const HOUR = 3600_000;

describeWith('postgres', 'storage sweeper (issue 9)', () => {
  let db: TestDatabase;
  let dir: string;
  let storage: DiskStorage;

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
  });
  afterAll(() => db.drop());
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'journal-sweeper-'));
    storage = new DiskStorage({ rootDir: dir });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const put = async (key = generateObjectKey('txt')) => {
    await storage.put(key, Readable.from([Buffer.from('paper')]), { contentType: 'text/plain' });
    return key;
  };
  const age = (file: string, ms: number) =>
    utimes(file, new Date(Date.now() - ms), new Date(Date.now() - ms));
  const insertRow = (key: string) =>
    db.pool.query(
      `INSERT INTO submission.submissions
         (id, author_id, author_email, given_names, family_name, journal_id, paper_title, file_key, file_size, file_type, file_original_name)
       VALUES ($1, $2, 'a@example.org', 'A', 'B', 'civil-engineering', 'T', $3, 5, 'text/plain', 'p.txt')`,
      [randomUUID(), randomUUID(), key],
    );

  it('removes temp files and row-less objects older than an hour; keeps rows, young files and young orphans', async () => {
    const referenced = await put();
    await insertRow(referenced);
    const orphan = await put();
    const youngOrphan = await put();
    await storage.ping();
    const staleTemp = path.join(dir, '.incoming', 'crashed.data');
    const youngTemp = path.join(dir, '.incoming', 'uploading.data');
    await writeFile(staleTemp, 'partial');
    await writeFile(youngTemp, 'partial');
    for (const file of [path.join(dir, referenced), path.join(dir, orphan), staleTemp])
      await age(file, 2 * HOUR);
    await age(path.join(dir, youngOrphan), 30 * 60_000);

    const sweeper = new StorageSweeper({ storage, db: db.pool, logger: silentLogger });
    expect(await sweeper.sweep()).toEqual({ temporaries: 1, orphans: 1 });

    expect(await storage.stat(referenced)).not.toBeNull();
    expect(await storage.stat(orphan)).toBeNull();
    expect(await storage.stat(youngOrphan)).not.toBeNull();
    const left = (await filesUnder(dir)).map((file) => path.relative(dir, file));
    expect(left).toContain(path.join('.incoming', 'uploading.data'));
    expect(left).not.toContain(path.join('.incoming', 'crashed.data'));
  });

  it('judges age by its clock: the same young orphan goes once the clock is two hours later', async () => {
    const orphan = await put();
    let now = new Date();
    const sweeper = new StorageSweeper({ storage, db: db.pool, logger: silentLogger, now: () => now });
    expect(await sweeper.sweep()).toEqual({ temporaries: 0, orphans: 0 });
    now = new Date(Date.now() + 2 * HOUR);
    expect(await sweeper.sweep()).toEqual({ temporaries: 0, orphans: 1 });
    expect(await storage.stat(orphan)).toBeNull();
  });

  it('sweeps supplementary files too: an orphan goes, one a paper lists stays (issue 42 item 8)', async () => {
    const paper = await put();
    const id = randomUUID();
    await db.pool.query(
      `INSERT INTO submission.submissions
         (id, author_id, author_email, given_names, family_name, journal_id, paper_title, file_key, file_size, file_type, file_original_name)
       VALUES ($1, $2, 'a@example.org', 'A', 'B', 'civil-engineering', 'T', $3, 5, 'text/plain', 'p.txt')`,
      [id, randomUUID(), paper],
    );
    const listed = await put(generateObjectKey('csv', { prefix: 'supplementary' }));
    const orphan = await put(generateObjectKey('csv', { prefix: 'supplementary' }));
    await db.pool.query(
      `INSERT INTO submission.supplementary_files
         (id, submission_id, file_key, original_name, file_size, media_type, sha256, uploaded_by)
       VALUES ($1, $2, $3, 'data.csv', 5, 'text/csv', $4, 'a@example.org')`,
      [randomUUID(), id, listed, 'c'.repeat(64)],
    );
    const later = new Date(Date.now() + 2 * HOUR);
    const sweeper = new StorageSweeper({ storage, db: db.pool, logger: silentLogger, now: () => later });
    expect(await sweeper.sweep()).toEqual({ temporaries: 0, orphans: 1 });
    expect(await storage.stat(listed)).not.toBeNull();
    expect(await storage.stat(orphan)).toBeNull();
    expect(await storage.stat(paper)).not.toBeNull();
  });

  it('sweeps at start and then on every interval', async () => {
    const first = await put();
    let now = new Date(Date.now() + 2 * HOUR);
    const sweeper = new StorageSweeper({
      storage,
      db: db.pool,
      logger: silentLogger,
      now: () => now,
      intervalMs: 50,
    });
    sweeper.start();
    try {
      await waitUntil(async () => (await storage.stat(first)) === null);
      // Back to the present while the second file is written: with the clock two hours ahead, a sweep
      // could take its temporary file for an abandoned upload halfway through the put.
      now = new Date();
      const second = await put();
      now = new Date(Date.now() + 2 * HOUR);
      await waitUntil(async () => (await storage.stat(second)) === null);
    } finally {
      await sweeper.stop();
    }
  });
});

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
