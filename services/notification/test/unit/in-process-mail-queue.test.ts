import { createLogger } from '@journal/logger';
import { InProcessMailQueue } from '../../src/mail/in-process.mail-queue';
import { attemptsCovering, MailGivenUpError, resolveMailRetry } from '../../src/mail/mail-queue.port';

const logger = createLogger('test', { level: 'silent' });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InProcessMailQueue', () => {
  it('runs a row id once even when enqueued again, and holds jobs until started', async () => {
    const queue = new InProcessMailQueue({ logger });
    const seen: string[] = [];
    await queue.enqueue('m1');
    await queue.enqueue('m1');
    await queue.enqueue('m2');
    await settle(20);
    expect(seen).toEqual([]);
    await queue.start(async (id) => void seen.push(id));
    await settle(20);
    expect(seen).toEqual(['m1', 'm2']);
    // A finished row may be queued again (reconciler, resend).
    await queue.requeue('m1');
    await settle(20);
    expect(seen).toEqual(['m1', 'm2', 'm1']);
    await queue.close();
  });

  it('retries a failing job with doubling delays, capped, until it succeeds', async () => {
    const queue = new InProcessMailQueue({ logger, backoffMs: 40, maxDelayMs: 60 });
    const attemptsAt: number[] = [];
    await queue.start(async () => {
      attemptsAt.push(Date.now());
      if (attemptsAt.length < 4) throw new Error('451 try later');
    });
    await queue.enqueue('m');
    await settle(500);
    expect(attemptsAt).toHaveLength(4);
    const gaps = attemptsAt.slice(1).map((at, i) => at - attemptsAt[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(30); // 40 ms +-20 %
    for (const gap of gaps.slice(1)) {
      expect(gap).toBeGreaterThanOrEqual(45); // capped at 60 ms +-20 %
      expect(gap).toBeLessThan(110);
    }
    expect(queue.pending).toBe(0);
    await queue.close();
  });

  it('stops at once when the processor gives the mail up (its row is dead)', async () => {
    const queue = new InProcessMailQueue({ logger, backoffMs: 10 });
    let attempts = 0;
    await queue.start(async () => {
      attempts += 1;
      throw new MailGivenUpError('550 no such user');
    });
    await queue.enqueue('m');
    await settle(100);
    expect(attempts).toBe(1);
    expect(queue.pending).toBe(0);
    await queue.close();
  });

  it('close waits for the running job, cancels scheduled retries and refuses new jobs', async () => {
    const queue = new InProcessMailQueue({ logger, backoffMs: 10_000 });
    let finished = false;
    let calls = 0;
    await queue.start(async (id) => {
      calls += 1;
      if (id === 'slow') {
        await settle(100);
        finished = true;
      } else throw new Error('fail, retry later');
    });
    await queue.enqueue('fail');
    await queue.enqueue('slow');
    await settle(20);
    await queue.close();
    expect(finished).toBe(true);
    expect(calls).toBe(2);
    await expect(queue.enqueue('x')).rejects.toThrow('closed');
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
