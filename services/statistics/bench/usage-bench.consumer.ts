// The statistics consumer of the usage benchmark, in a process of its own (usage.bench.ts starts it), so
// its CPU time is its own: the group statistics.usage on Redis Streams (BENCH_REDIS_PREFIX) writing to
// BENCH_DATABASE_URL. Prints `ready` when subscribed, then `{ cpuMicros }` (its CPU time so far) for each
// line it reads; stops on SIGTERM.
import { createPool } from '@journal/db';
import { RedisEventBus } from '@journal/events';
import { DEFAULT_REDIS_URL } from '@journal/testing';
import { USAGE_BATCH_SIZE, usageConsumer } from '../src/consumers/usage-events.handler';
import { SCHEMA } from '../src/repositories/schema';
// The usage benchmark that starts this process is publishing's.
import { actAsBenchChild } from '../../publishing/bench/usage-bench.child';

async function main() {
  const pool = createPool(process.env.BENCH_DATABASE_URL!);
  const bus = new RedisEventBus({
    url: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    prefix: process.env.BENCH_REDIS_PREFIX,
  });
  // As the service subscribes it; USAGE_BENCH_BATCH tries another batch size.
  const subscription = await usageConsumer.subscribe(
    { bus, pool, schema: SCHEMA },
    { batchSize: Number(process.env.USAGE_BENCH_BATCH ?? USAGE_BATCH_SIZE) },
  );
  actAsBenchChild('ready', async () => {
    await subscription.stop();
    await bus.close();
    await pool.end();
  });
}

void main();
