/**
 * Login benchmark: argon2id hash time and login throughput/latency against the real identity service.
 *   npm run bench -- identity (or DATABASE_URL=... npx tsx services/identity/bench/login.bench.ts) [--logins 200] [--concurrency 20] [--strict]
 * Database: a throw-away database on DATABASE_URL's server (`npm run bench` provides one).
 * Budget (docs/performance.md): argon2 hash 50-250 ms.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import argon2 from 'argon2';
import {
  createMemorySessionRevocations,
  createTokenSigner,
  createTokenVerifier,
  generateKeyPair,
} from '@journal/auth';
import { runMigrations } from '@journal/db';
import { createTestDatabase } from '@journal/testing';
import { MemoryEventBus } from '@journal/events';
import { runServer } from '@journal/http';
import { createLogger } from '@journal/logger';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { ARGON2_OPTIONS, createApp, createIdentityService, MIGRATIONS_DIR, SCHEMA } from '../src';

const HASH_BUDGET_MS = { min: 50, max: 250 };
const PASSWORD = 'benchmark passphrase 42';

const { values } = parseArgs({
  options: {
    logins: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '20' },
    hashes: { type: 'string', default: '20' },
    strict: { type: 'boolean', default: false },
  },
});
const LOGINS = Number(values.logins);
const CONCURRENCY = Number(values.concurrency);
const HASHES = Number(values.hashes);

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function hashTimes(): Promise<number[]> {
  await argon2.hash('warm-up', ARGON2_OPTIONS);
  const times: number[] = [];
  for (let i = 0; i < HASHES; i += 1) {
    const started = performance.now();
    await argon2.hash(`password-${i}`, ARGON2_OPTIONS);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  process.stdout.write(
    `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB, t=${ARGON2_OPTIONS.timeCost}, p=${ARGON2_OPTIONS.parallelism}; ${os.cpus().length} CPUs\n`,
  );
  const hashes = await hashTimes();
  const hashMean = mean(hashes);
  const hashP95 = percentile(hashes, 95);
  const hashOk = hashMean >= HASH_BUDGET_MS.min && hashMean <= HASH_BUDGET_MS.max;
  process.stdout.write(
    `argon2 hash (${HASHES}x): mean ${ms(hashMean)}, p95 ${ms(hashP95)}, min ${ms(hashes[0]!)}, max ${ms(hashes.at(-1)!)}` +
      ` -> ${hashOk ? 'within' : 'OUTSIDE'} budget ${HASH_BUDGET_MS.min}-${HASH_BUDGET_MS.max} ms\n`,
  );

  const db = await createTestDatabase({ prefix: 'bench_identity', poolSize: 10 });
  const logger = createLogger('identity-bench', { level: 'silent' });
  const pool = db.pool;
  const bus = new MemoryEventBus();
  const keys = generateKeyPair();
  const revocations = createMemorySessionRevocations();
  let running: Awaited<ReturnType<typeof runServer>> | undefined;
  try {
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const service = await createIdentityService({
      logger,
      pool,
      bus,
      signer: createTokenSigner(createPrivateKey(keys.privateKeyPem)),
      verifier: createTokenVerifier([createPublicKey(keys.publicKeyPem)], { revocations }),
      revocations,
      publicUrl: 'http://localhost',
    });
    const app = createApp({ service, logger, internalToken: randomBytes(16).toString('hex') });
    await service.start();
    running = await runServer({ handler: app, port: 0, host: '127.0.0.1', logger, cleanup: [service.stop] });
    const base = `http://127.0.0.1:${running.port}`;

    const emails = Array.from(
      { length: CONCURRENCY },
      (_, i) => `bench.${i}.${randomBytes(3).toString('hex')}@example.com`,
    );
    for (const email of emails) {
      const res = await fetch(`${base}/api/registration/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          givenNames: 'Bench',
          familyName: 'Mark',
          password: PASSWORD,
          termsAccepted: true,
        }),
      });
      if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
    }

    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      emails.map(async (email) => {
        while (next < LOGINS) {
          next += 1;
          const t0 = performance.now();
          const res = await fetch(`${base}/api/registration/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: PASSWORD }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t0);
          if (res.status !== 200) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    process.stdout.write(
      `login (${latencies.length} logins, ${CONCURRENCY} concurrent, a fresh database on DATABASE_URL's server): ${(latencies.length / seconds).toFixed(1)} logins/s,` +
        ` p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, max ${ms(latencies.at(-1)!)}, failures ${failures}\n`,
    );
    process.stdout.write(
      `${JSON.stringify({
        bench: 'identity.login',
        hashMeanMs: +hashMean.toFixed(1),
        hashP95Ms: +hashP95.toFixed(1),
        loginsPerSecond: +(latencies.length / seconds).toFixed(1),
        loginP50Ms: +percentile(latencies, 50).toFixed(1),
        loginP95Ms: +percentile(latencies, 95).toFixed(1),
        concurrency: CONCURRENCY,
        failures,
      })}\n`,
    );
    if (failures > 0) process.exitCode = 1;
    if (values.strict && !hashOk) process.exitCode = 1;
  } finally {
    await running?.shutdown('bench done');
    await bus.close();
    await db.drop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
