import { z } from 'zod';
import { JobGivenUpError, type JobContext, type JobQueue, type RetryPolicy } from '../src';

/** The data every contract job carries. */
export const testJobSchema = z.object({ n: z.number() });
export type TestJob = z.infer<typeof testJobSchema>;

export interface QueueFactoryOptions {
  name: string;
  retry?: RetryPolicy<TestJob>;
  clock?: () => Date;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await settle(10);
  }
}

/**
 * What every JobQueue adapter must do, run against each of them (BullMQ on real Redis, in process), so
 * mail, reminders and deposits rely on one behaviour whichever runs.
 */
export function jobQueueContract(make: (options: QueueFactoryOptions) => JobQueue<TestJob>): void {
  let queues: JobQueue<TestJob>[] = [];
  let counter = 0;
  const queue = (options: Omit<QueueFactoryOptions, 'name'> = {}) => {
    const q = make({ name: `contract-${process.pid}-${++counter}-${Date.now()}`, ...options });
    queues.push(q);
    return q;
  };
  afterEach(async () => {
    await Promise.all(queues.map((q) => q.close()));
    queues = [];
  });

  it('holds jobs until process starts, then runs each with its data, id and first attempt', async () => {
    const q = queue();
    const seen: [TestJob, JobContext][] = [];
    await q.enqueue({ n: 1 }, { jobId: 'a' });
    await q.enqueue(
      { n: 2 },
      { jobId: 'b', traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    );
    await settle(100);
    expect(seen).toEqual([]);
    await q.process(async (data, context) => void seen.push([data, context]));
    await until(() => seen.length === 2);
    expect(seen.map(([data]) => data.n).sort()).toEqual([1, 2]);
    const b = seen.find(([data]) => data.n === 2)![1];
    expect(b).toMatchObject({ jobId: 'b', attempt: 1 });
    expect(b.traceparent).toBe('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
  });

  it('ignores a job id it still holds (dedupe), and a job without id is always new', async () => {
    const q = queue();
    const seen: number[] = [];
    await q.enqueue({ n: 1 }, { jobId: 'same', delayMs: 200 });
    await q.enqueue({ n: 2 }, { jobId: 'same' });
    await q.enqueue({ n: 3 });
    await q.enqueue({ n: 3 });
    await q.process(async ({ n }) => void seen.push(n));
    await until(() => seen.length === 3);
    await settle(300);
    expect(seen.sort()).toEqual([1, 3, 3]);
  });

  it('runs a delayed job no earlier than its delay, and a job `at` a time of its clock', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const q = queue({ clock: () => now });
    const ranAt = new Map<number, number>();
    await q.process(async ({ n }) => void ranAt.set(n, Date.now()));
    const start = Date.now();
    await q.enqueue({ n: 1 }, { delayMs: 400 });
    await q.enqueue({ n: 2 }, { at: new Date(now.getTime() + 250) });
    await q.enqueue({ n: 3 }, { at: new Date(now.getTime() - 60_000) }); // past: at once
    await until(() => ranAt.size === 3);
    expect(ranAt.get(1)! - start).toBeGreaterThanOrEqual(390);
    expect(ranAt.get(2)! - start).toBeGreaterThanOrEqual(240);
    expect(ranAt.get(3)! - start).toBeLessThan(240);
  });

  it('retries a failing job after the policy delays (given the attempts made) until it succeeds', async () => {
    const asked: number[] = [];
    const q = queue({
      retry: {
        attempts: 5,
        delayMs: (attemptsMade, data) => {
          asked.push(attemptsMade);
          return data.n * 100;
        },
      },
    });
    const runs: { attempt: number; at: number }[] = [];
    await q.process(async (_data, { attempt }) => {
      runs.push({ attempt, at: Date.now() });
      if (runs.length < 3) throw new Error('try later');
    });
    await q.enqueue({ n: 1 }, { jobId: 'flaky' });
    await until(() => runs.length === 3);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(asked).toEqual([1, 2]);
    for (let i = 1; i < runs.length; i++) expect(runs[i]!.at - runs[i - 1]!.at).toBeGreaterThanOrEqual(90);
    await settle(100);
    expect(await q.runnable(['flaky'])).toEqual(new Set());
  });

  it('stops after the last allowed attempt, and at once on JobGivenUpError', async () => {
    const q = queue({ retry: { attempts: 3, delayMs: () => 20 } });
    const runs = new Map<number, number>();
    await q.process(async ({ n }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      if (n === 1) throw new Error('always fails');
      throw new JobGivenUpError('the row is dead');
    });
    await q.enqueue({ n: 1 }, { jobId: 'tries' });
    await q.enqueue({ n: 2 }, { jobId: 'gives-up' });
    await until(() => runs.get(1) === 3 && runs.get(2) === 1);
    await settle(300);
    expect([runs.get(1), runs.get(2)]).toEqual([3, 1]);
  });

  it('without a retry policy a failed job runs once', async () => {
    const q = queue();
    let runs = 0;
    await q.process(async () => {
      runs += 1;
      throw new Error('no');
    });
    await q.enqueue({ n: 1 });
    await until(() => runs === 1);
    await settle(300);
    expect(runs).toBe(1);
  });

  it('requeue runs a finished id again but never doubles one still held; runnable tells them apart', async () => {
    const q = queue();
    const seen: number[] = [];
    await q.process(async ({ n }) => void seen.push(n));
    await q.enqueue({ n: 1 }, { jobId: 'done' });
    await until(() => seen.length === 1);
    await q.enqueue({ n: 2 }, { jobId: 'later', delayMs: 60_000 });
    await settle(50);
    expect(await q.runnable(['done', 'later', 'never'])).toEqual(new Set(['later']));
    await q.requeue({ n: 3 }, { jobId: 'later' });
    await q.requeue({ n: 4 }, { jobId: 'done' });
    await until(() => seen.length === 2);
    await settle(200);
    expect(seen).toEqual([1, 4]);
    const counts = await q.counts();
    expect(counts.delayed).toBe(1);
  });

  it('runs up to `concurrency` jobs at once', async () => {
    const q = queue();
    let running = 0;
    let most = 0;
    let done = 0;
    await q.process(
      async () => {
        running += 1;
        most = Math.max(most, running);
        await settle(150);
        running -= 1;
        done += 1;
      },
      { concurrency: 2 },
    );
    for (let n = 0; n < 4; n++) await q.enqueue({ n });
    await until(() => done === 4);
    expect(most).toBe(2);
  });

  it('close waits for the running job and refuses new ones; ready says so', async () => {
    const q = queue();
    await q.ready();
    let finished = false;
    let started = false;
    await q.process(async () => {
      started = true;
      await settle(200);
      finished = true;
    });
    await q.enqueue({ n: 1 });
    await until(() => started);
    await q.close();
    expect(finished).toBe(true);
    await expect(q.enqueue({ n: 2 })).rejects.toThrow(/closed/);
    await expect(q.ready()).rejects.toThrow();
  });
}
