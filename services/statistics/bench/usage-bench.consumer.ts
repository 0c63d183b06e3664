// The statistics consumer of the usage benchmark, in a process of its own (usage.bench.ts starts it), so
// its CPU time is its own: the group statistics.usage on Redis Streams (BENCH_REDIS_PREFIX) writing to
// BENCH_DATABASE_URL. Prints `ready` when subscribed, then `{ cpuMicros }` (its CPU time so far) for each
// line it reads; stops on SIGTERM.
import { createPool } from '@journal/db';
import { RedisEventBus, subscribe } from '@journal/events';
import { DEFAULT_REDIS_URL } from '@journal/testing';
import {
  USAGE_BATCH_SIZE,
  USAGE_CONSUMER_GROUP,
  USAGE_EVENT_TYPES,
  usageEventsHandler,
} from '../src/events/usage-events.handler';
// The usage benchmark that starts this process is publishing's.
import { actAsBenchChild } from '../../publishing/bench/usage-bench.child';

async function main() {
  const pool = createPool(process.env.BENCH_DATABASE_URL!);
  const bus = new RedisEventBus({
    url: process.env.REDIS_URL ?? DEFAULT_REDIS_URL,
    prefix: process.env.BENCH_REDIS_PREFIX,
  });
  const count = usageEventsHandler(pool);
  const subscription = await subscribe(bus, {
    group: USAGE_CONSUMER_GROUP,
    types: USAGE_EVENT_TYPES,
    handler: (event) => count([event]),
    batchHandler: count,
    lingerMs: 50,
    // As the service subscribes it (USAGE_BATCH_SIZE); USAGE_BENCH_BATCH tries another size.
    batchSize: Number(process.env.USAGE_BENCH_BATCH ?? USAGE_BATCH_SIZE),
  });
  actAsBenchChild('ready', async () => {
    await subscription.stop();
    await bus.close();
    await pool.end();
  });
}

void main();
