// Issue 40 item 2 (ADR 0039): no request waits on an event. No source file calls a timer or a sleep in a
// loop except the loops named here, each with why it is not a request waiting for another service.
import path from 'node:path';
import { findLoopWaits, keyOf, loopWaitsInSource, sourceRoots } from './loop-waits';

const root = path.resolve(__dirname, '..', '..');

/** `file#function` -> why its loop may sleep. A new loop that sleeps fails until it is gone or listed. */
const ALLOWED: Record<string, string> = {
  'libs/events/src/outbox/outbox-relay.ts#OutboxRelay.run':
    'the outbox relay: its safety-net poll between kicks and its backoff after a failed publish',
  'libs/events/src/bus/deliver-with-retry.ts#deliverWithRetry':
    "a consumer's retry backoff after its handler failed, before the dead letter",
  'libs/events/src/bus/redis/redis-consumer.ts#RedisConsumer.run':
    "the Redis Streams consumer's backoff after a failed read or acknowledgement",
  'services/notification/src/routes/realtime/notice-relay.ts#startNoticeRelay':
    "the live notices' Redis stream reader: backoff after a failed read, then it reads on",
  'services/publishing/src/domain/usage/usage-recorder.ts#UsageRecorder.eventsOf':
    'yields the event loop every few hundred uses while hashing a batch (CPU chunking, nothing awaited)',
  'libs/db/src/orphaned-postgres.ts#waitForExit':
    'start-up: waits for an orphaned embedded Postgres process to exit after it was signalled',
};

describe('no source loop sleeps while waiting for another service', () => {
  const found = loopWaitsInSource(root);

  it('scans every library, service and the gateway', () => {
    const roots = sourceRoots(root);
    for (const folder of ['gateway/src', 'libs/events/src', 'services/review/src', 'services/submission/src'])
      expect(roots).toContain(folder);
    expect(roots).not.toContain('libs/testing/src');
  });

  it('finds timers and sleeps in loops only where the allow-list says why', () => {
    const unlisted = found.filter((wait) => !(keyOf(wait) in ALLOWED));
    expect(unlisted.map((w) => `${w.file}:${w.line} ${w.call} in ${w.within}`)).toEqual([]);
  });

  it('lists no loop that is gone (the allow-list stays true)', () => {
    const keys = new Set(found.map(keyOf));
    expect(Object.keys(ALLOWED).filter((key) => !keys.has(key))).toEqual([]);
  });
});

describe('the loop-wait scanner', () => {
  const scan = (text: string) => findLoopWaits('x.ts', text).map((w) => [w.within, w.call, w.line]);

  it('flags the polling loops this rule removed', () => {
    const polling = `
      export async function waitForArticles(ids: string[]) {
        for (;;) {
          if (await done(ids)) return true;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      }
      class Decisions {
        private async applied() {
          for (let pause = 10; ; pause *= 2) {
            const seen = await this.ask();
            if (seen) return seen;
            await sleep(pause);
          }
        }
      }`;
    expect(scan(polling)).toEqual([
      ['waitForArticles', 'setTimeout', 5],
      ['Decisions.applied', 'sleep', 13],
    ]);
  });

  it('flags while, do-while, for-of, methods such as this.sleep and aliases of timers/promises', () => {
    const text = `
      import { setTimeout as later } from 'node:timers/promises';
      const poll = async () => { while (!(await ready())) await later(50); };
      async function each(items: string[]) { for (const item of items) { await this.sleep(10); } }
      async function again() { do { await delay(5); } while (await pending()); }`;
    expect(scan(text)).toEqual([
      ['poll', 'later', 3],
      ['each', 'this.sleep', 4],
      ['again', 'delay', 5],
    ]);
  });

  it('leaves alone timers outside loops, in a loop header run once, and in functions declared in a loop body', () => {
    const text = `
      // for (;;) await sleep(1) in a comment, and 'while (x) setTimeout()' in a string
      const timer = setTimeout(() => undefined, 1000);
      for (const id of await settle(setTimeout)) handle(id);
      for (let i = schedule(setTimeout); i < 3; i++) count(i);
      const delayMs = backoffDelay(policy, attempts);
      for (const item of items) { class Later { run() { setTimeout(go, 1); } } }`;
    expect(scan(text)).toEqual([]);
  });
});
