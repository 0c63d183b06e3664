import { randomUUID } from 'node:crypto';
import { JobGivenUpError } from '@journal/jobs';
import { createLogger } from '@journal/logger';
import { MailQueue } from '../../src/jobs/mail-queue';
import { attemptsCovering, resolveMailRetry } from '../../src/jobs/mail-retry';

const logger = createLogger('test', { level: 'silent' });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const noBatch = async () => {
  throw new Error('no batch expected');
};

// The queue's own behaviour (dedupe, delays, close) is the @journal/jobs contract suite
// (libs/jobs/test/job-queue.contract.ts); these pin what the mail queue adds on top, in process.
describe('MailQueue (in process)', () => {
  it('runs a row id once even when enqueued again, and holds jobs until started', async () => {
    const queue = new MailQueue({ logger });
    const [m1, m2] = [randomUUID(), randomUUID()];
    const seen: string[] = [];
    await queue.enqueue(m1);
    await queue.enqueue(m1);
    await queue.enqueue(m2);
    await settle(20);
    expect(seen).toEqual([]);
    await queue.start(async (id) => void seen.push(id), noBatch);
    await settle(20);
    expect(seen).toEqual([m1, m2]);
    // A finished row may be queued again (reconciler, resend).
    await queue.requeue(m1);
    await settle(20);
    expect(seen).toEqual([m1, m2, m1]);
    await queue.close();
  });

  it('retries a failing job with doubling delays, capped, until it succeeds', async () => {
    // Jest's clock, not the machine's: the gaps are the delays the queue chose, whatever the load.
    jest.useFakeTimers({ now: 0 });
    try {
      const queue = new MailQueue({ logger, backoffMs: 40, maxDelayMs: 60 });
      const attemptsAt: number[] = [];
      await queue.start(async () => {
        attemptsAt.push(Date.now());
        if (attemptsAt.length < 4) throw new Error('451 try later');
      }, noBatch);
      await queue.enqueue(randomUUID());
      await jest.advanceTimersByTimeAsync(500);
      expect(attemptsAt).toHaveLength(4);
      const gaps = attemptsAt.slice(1).map((at, i) => at - attemptsAt[i]!);
      expect(gaps[0]).toBeGreaterThanOrEqual(32); // 40 ms +-20 %
      expect(gaps[0]).toBeLessThanOrEqual(48);
      for (const gap of gaps.slice(1)) {
        expect(gap).toBeGreaterThanOrEqual(48); // capped at 60 ms +-20 %
        expect(gap).toBeLessThanOrEqual(72);
      }
      expect(await queue.jobCounts()).toEqual({ waiting: 0, delayed: 0, active: 0 });
      await queue.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops at once when the processor gives the mail up (its row is dead)', async () => {
    const queue = new MailQueue({ logger, backoffMs: 10 });
    let attempts = 0;
    await queue.start(async () => {
      attempts += 1;
      throw new JobGivenUpError('550 no such user');
    }, noBatch);
    await queue.enqueue(randomUUID());
    await settle(100);
    expect(attempts).toBe(1);
    expect(await queue.jobCounts()).toEqual({ waiting: 0, delayed: 0, active: 0 });
    await queue.close();
  });

  it('gives a batch one job, and a retry continues the backoff of the attempts a batch made', async () => {
    jest.useFakeTimers({ now: 0 });
    try {
      const queue = new MailQueue({ logger, backoffMs: 100, maxDelayMs: 10_000 });
      const batches: string[][] = [];
      const singles: { id: string; at: number }[] = [];
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      await queue.enqueueMany(ids);
      await queue.enqueueMany([...ids].reverse()); // the same batch again, while held: the same job
      await queue.start(
        async (id) => void singles.push({ id, at: Date.now() }),
        async (ids) => void batches.push([...ids]),
      );
      await jest.advanceTimersByTimeAsync(50);
      expect(batches).toEqual([ids]);
      const before = Date.now();
      await queue.enqueueRetry(ids[0]!, 3); // 3 attempts made: the 4th waits 400 ms +-20 %
      await jest.advanceTimersByTimeAsync(250);
      expect(singles).toEqual([]);
      await jest.advanceTimersByTimeAsync(400);
      expect(singles.map((s) => s.id)).toEqual([ids[0]]);
      expect(singles[0]!.at - before).toBeGreaterThanOrEqual(310);
      await queue.close();
    } finally {
      jest.useRealTimers();
    }
  });

  it('close waits for the running job, cancels scheduled retries and refuses new jobs', async () => {
    const queue = new MailQueue({ logger, backoffMs: 10_000 });
    const [fail, slow] = [randomUUID(), randomUUID()];
    let finished = false;
    let calls = 0;
    await queue.start(async (id) => {
      calls += 1;
      if (id === slow) {
        await settle(100);
        finished = true;
      } else throw new Error('fail, retry later');
    }, noBatch);
    await queue.enqueue(fail);
    await queue.enqueue(slow);
    await settle(20);
    await queue.close();
    expect(finished).toBe(true);
    expect(calls).toBe(2);
    await expect(queue.enqueue(randomUUID())).rejects.toThrow('closed');
    await expect(queue.ready()).rejects.toThrow('closed');
  });
});

describe('mail retry settings', () => {
  it('defaults to attempts that cover at least 24 hours of capped backoff', () => {
    const settings = resolveMailRetry();
    let total = 0;
    for (let attempt = 1; attempt < settings.attempts; attempt++)
      total += Math.min(settings.maxDelayMs, settings.backoffMs * 2 ** (attempt - 1));
    expect(total).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(attemptsCovering(1_000, 100, 1_000)).toBe(5); // 100 + 200 + 400 + 800
  });
});
