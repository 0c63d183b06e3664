import { createLogger } from '@journal/logger';
import { InProcessMailQueue } from '../../src/mail/in-process.mail-queue';
import type { MailJob } from '../../src/mail/mail-job';

const logger = createLogger('test', { level: 'silent' });
const job = (eventId: string): MailJob => ({
  kind: 'verify-email',
  reason: 'registration',
  eventId,
  to: 'a@example.org',
  givenNames: 'A',
  familyName: 'B',
  verificationToken: 't',
});
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InProcessMailQueue', () => {
  it('runs a job id once even when enqueued again, and holds jobs until started', async () => {
    const queue = new InProcessMailQueue({ logger });
    const seen: string[] = [];
    await queue.enqueue('j1', job('e1'));
    await queue.enqueue('j1', job('e1'));
    await queue.enqueue('j2', job('e2'));
    await settle(20);
    expect(seen).toEqual([]);
    await queue.start(async (data) => void seen.push(data.eventId));
    await settle(20);
    await queue.enqueue('j1', job('e1'));
    await settle(20);
    expect(seen).toEqual(['e1', 'e2']);
    await queue.close();
  });

  it('retries a failing job with doubling delays until it succeeds', async () => {
    const queue = new InProcessMailQueue({ logger, attempts: 5, backoffMs: 40 });
    const attemptsAt: number[] = [];
    await queue.start(async () => {
      attemptsAt.push(Date.now());
      if (attemptsAt.length < 3) throw new Error('smtp down');
    });
    await queue.enqueue('j', job('e'));
    await settle(400);
    expect(attemptsAt).toHaveLength(3);
    const gaps = [attemptsAt[1]! - attemptsAt[0]!, attemptsAt[2]! - attemptsAt[1]!];
    expect(gaps[0]).toBeGreaterThanOrEqual(35);
    expect(gaps[1]).toBeGreaterThanOrEqual(75);
    expect(queue.pending).toBe(0);
    await queue.close();
  });

  it('gives up after the configured attempts', async () => {
    const queue = new InProcessMailQueue({ logger, attempts: 2, backoffMs: 10 });
    let attempts = 0;
    await queue.start(async () => {
      attempts += 1;
      throw new Error('always');
    });
    await queue.enqueue('j', job('e'));
    await settle(150);
    expect(attempts).toBe(2);
    expect(queue.pending).toBe(0);
    await queue.close();
  });

  it('close waits for the running job, cancels scheduled retries and refuses new jobs', async () => {
    const queue = new InProcessMailQueue({ logger, attempts: 3, backoffMs: 10_000 });
    let finished = false;
    let calls = 0;
    await queue.start(async (data) => {
      calls += 1;
      if (data.eventId === 'slow') {
        await settle(100);
        finished = true;
      } else throw new Error('fail, retry later');
    });
    await queue.enqueue('fail', job('fail'));
    await queue.enqueue('slow', job('slow'));
    await settle(20);
    await queue.close();
    expect(finished).toBe(true);
    expect(calls).toBe(2);
    await expect(queue.enqueue('x', job('x'))).rejects.toThrow('closed');
    await expect(queue.ready()).rejects.toThrow('closed');
  });
});
