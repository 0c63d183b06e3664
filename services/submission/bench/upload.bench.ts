// 10 concurrent 9.9 MB .docx uploads through the real submit route (busboy -> content checks -> disk
// storage -> row + outbox). Budget: the process's RSS grows by less than 64 MB (uploads stream, they
// are never buffered whole). Client and server share the process; the client streams its bodies too.
import { createPrivateKey, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createTokenSigner, createTokenVerifier, generateKeyPair, parsePublicKeys } from '@journal/auth';
import { runMigrations } from '@journal/db';
import { createTestDatabase, machineLine } from '@journal/testing';
import { MemoryEventBus } from '@journal/events';
import { createServiceApp } from '@journal/http';
import { createLogger } from '@journal/logger';
import { DiskStorage } from '@journal/storage';
import { createSubmissionService, MIGRATIONS_DIR, SCHEMA } from '../src';
import { streamedDocx } from './streamed-docx';

const CONCURRENCY = Number(process.env.BENCH_UPLOADS ?? 10);
const FILE_BYTES = Math.round(9.9 * 1024 * 1024);
const BUDGET_MB = 64;
const MB = 1024 * 1024;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Streams one multipart upload with backpressure; resolves with the status and body. */
function upload(
  port: number,
  token: string,
  email: string,
  n: number,
): Promise<{ status: number; body: string }> {
  const file = streamedDocx(FILE_BYTES);
  const boundary = `----bench${randomUUID()}`;
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = Buffer.from(
    field('userEmail', email) +
      field('journalName', 'Computer Science & Engineering') +
      field('journalIcon', '💻') +
      field('paperTitle', `Benchmark paper ${n}`) +
      `--${boundary}\r\nContent-Disposition: form-data; name="paperFile"; filename="bench-${n}.docx"\r\n` +
      'Content-Type: application/vnd.openxmlformats-officedocument.wordprocessingml.document\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/registration/submit-paper',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.length + tail.length,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    void (async () => {
      for (const chunk of [head, ...file.chunks(), tail]) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    })();
  });
}

async function main(): Promise<void> {
  const db = await createTestDatabase({ prefix: 'bench_upload', poolSize: 10 });
  const pool = db.pool;
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'bench-upload-files-'));
  const bus = new MemoryEventBus();
  const server = createServer();
  let over = false;
  try {
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const keys = generateKeyPair();
    const signer = createTokenSigner(createPrivateKey(keys.privateKeyPem));
    const author = { id: randomUUID(), email: 'bench.author@example.org' };
    await pool.query(
      'INSERT INTO submission.authors (user_id, email, given_names, family_name, version) VALUES ($1, $2, $3, $4, 1)',
      [author.id, author.email, 'Bench', 'Author'],
    );
    const logger = createLogger('bench', { level: 'warn' });
    const instance = await createSubmissionService({
      logger,
      pool,
      bus,
      verifier: createTokenVerifier(parsePublicKeys(keys.publicKeyPem)),
      storage: new DiskStorage({ rootDir: filesDir }),
    });
    server.on('request', createServiceApp({ logger, instances: [instance], internalToken: randomUUID() }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await instance.start();
    const port = (server.address() as AddressInfo).port;
    const token = signer.sign({ sub: author.id, email: author.email, role: 'author' });

    // Warm-up: every code path loaded and every pool connection made before the baseline.
    const warm = await upload(port, token, author.email, 0);
    if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
    gc();
    await new Promise((r) => setTimeout(r, 200));
    gc();
    const baseline = process.memoryUsage();
    let peakRss = baseline.rss;
    let peakHeap = baseline.heapUsed;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 5);

    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: CONCURRENCY }, (_, i) => upload(port, token, author.email, i + 1)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);

    const failed = results.filter((r) => r.status !== 201);
    if (failed.length)
      throw new Error(`${failed.length} uploads failed: ${failed[0]!.status} ${failed[0]!.body}`);
    const { rows } = await pool.query<{ n: number; bytes: number }>(
      "SELECT count(*)::int AS n, sum(file_size)::bigint AS bytes FROM submission.submissions WHERE paper_title LIKE 'Benchmark paper %' AND paper_title <> 'Benchmark paper 0'",
    );
    if (rows[0]!.n !== CONCURRENCY || rows[0]!.bytes !== CONCURRENCY * FILE_BYTES)
      throw new Error(`stored ${rows[0]!.n} rows / ${rows[0]!.bytes} bytes`);

    const growth = (peakRss - baseline.rss) / MB;
    over = growth >= BUDGET_MB;
    console.log(machineLine());
    console.log(
      `uploads: ${CONCURRENCY} concurrent x ${(FILE_BYTES / MB).toFixed(1)} MB .docx, all 201, ${((CONCURRENCY * FILE_BYTES) / MB).toFixed(0)} MB stored`,
    );
    console.log(
      `time: ${seconds.toFixed(2)} s (${((CONCURRENCY * FILE_BYTES) / MB / seconds).toFixed(1)} MB/s)`,
    );
    console.log(
      `rss: baseline ${(baseline.rss / MB).toFixed(1)} MB, peak ${(peakRss / MB).toFixed(1)} MB, growth ${growth.toFixed(1)} MB (budget < ${BUDGET_MB} MB) ${over ? 'OVER BUDGET' : 'ok'}`,
    );
    console.log(
      `heap used: baseline ${(baseline.heapUsed / MB).toFixed(1)} MB, peak ${(peakHeap / MB).toFixed(1)} MB`,
    );
    await instance.stop();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await bus.close();
    await db.drop();
    await rm(filesDir, { recursive: true, force: true });
  }
  process.exit(over ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
