// The article page server of the usage benchmark, in a process of its own (usage.bench.ts starts one with
// usage recording on and one with it off), so the load generator's event loop and garbage are not in its
// latencies and its CPU time is its own. The real public router on BENCH_DATABASE_URL, publishing uses on
// Redis Streams (BENCH_REDIS_PREFIX) when USAGE_BENCH_RECORDING=on. Prints `{ baseUrl, pid }` when
// ready, then `{ cpuMicros }` (its CPU time so far) for each line it reads; stops on SIGTERM.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import express from 'express';
import { createTokenVerifier, generateKeyPair, parsePublicKeys } from '@journal/auth';
import { createPool } from '@journal/db';
import { RedisEventBus } from '@journal/events';
import { createLogger } from '@journal/logger';
import { DEFAULT_TRUST_PROXY } from '@journal/http';
import { DiskStorage } from '@journal/storage';
import { DEFAULT_REDIS_URL } from '@journal/testing';
import { createPublishingService } from '../src';

async function main() {
  const pool = createPool(process.env.BENCH_DATABASE_URL!);
  const bus = new RedisEventBus({
    url: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    prefix: process.env.BENCH_REDIS_PREFIX,
    maxLen: 2_000_000,
  });
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const service = await createPublishingService({
    logger: createLogger('bench', { level: 'warn' }),
    pool,
    bus,
    verifier: createTokenVerifier(parsePublicKeys(generateKeyPair().publicKeyPem)),
    storage: new DiskStorage({ rootDir: path.join(os.tmpdir(), 'usage-bench-files') }),
    settings: { publicUrl: baseUrl, doiPrefix: '10.5555' },
    usage: { enabled: process.env.USAGE_BENCH_RECORDING === 'on' },
  });
  const app = express();
  // As a service behind the gateway (createServiceApp): the reader's address from X-Forwarded-For.
  app.set('trust proxy', DEFAULT_TRUST_PROXY);
  app.use(service.publicRouter);
  server.on('request', app);
  createInterface({ input: process.stdin }).on('line', () => {
    const cpu = process.cpuUsage();
    console.log(JSON.stringify({ cpuMicros: cpu.user + cpu.system }));
  });
  process.once('SIGTERM', () => {
    void (async () => {
      await service.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await bus.close();
      await pool.end();
      // process.exit, not a return: --cpu-prof writes its profile on a normal exit.
      process.exit(0);
    })();
  });
  console.log(JSON.stringify({ baseUrl, pid: process.pid }));
}

void main();
