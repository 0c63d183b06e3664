// The article page server of the usage benchmark, in a process of its own (usage.bench.ts starts one with
// usage recording on and one with it off), so the load generator's event loop and garbage are not in its
// latencies and its CPU time is its own. The real public router on BENCH_DATABASE_URL, publishing uses on
// Redis Streams (BENCH_REDIS_PREFIX) when USAGE_BENCH_RECORDING=on. Prints `{ baseUrl, pid }` when
// ready, then `{ cpuMicros }` (its CPU time so far) for each line it reads; stops on SIGTERM.
import { createPool } from '@journal/db';
import { RedisEventBus } from '@journal/events';
import { DEFAULT_REDIS_URL } from '@journal/testing';
import { servePublicPages } from './public-pages.site';
import { actAsBenchChild } from './usage-bench.child';

async function main() {
  const pool = createPool(process.env.BENCH_DATABASE_URL!);
  const bus = new RedisEventBus({
    url: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    prefix: process.env.BENCH_REDIS_PREFIX,
    maxLen: 2_000_000,
  });
  const site = await servePublicPages({
    pool,
    bus,
    logLevel: 'warn',
    filesFolder: 'usage-bench-files',
    usage: { enabled: process.env.USAGE_BENCH_RECORDING === 'on' },
    behindGateway: true,
  });
  actAsBenchChild(JSON.stringify({ baseUrl: site.baseUrl, pid: process.pid }), async () => {
    await site.stop();
    await bus.close();
    await pool.end();
  });
}

void main();
