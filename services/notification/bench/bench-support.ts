import type { ChildProcess } from 'node:child_process';
import Redis from 'ioredis';

/** CPU time (user + system) a process has used, from /proc (Linux; undefined elsewhere). */
export { processCpuMs as cpuMs } from '@journal/testing';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    connectTimeout: 1500,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/**
 * Asks a child instance (started with CPU_PROF_DIR) for a V8 CPU profile of one window; `stop` resolves
 * with the file written. Summarise it with scripts/cpu-profile-top.ts.
 */
export async function cpuProfileWindow(child: ChildProcess, name: string): Promise<() => Promise<string>> {
  const answer = (cmd: string) =>
    new Promise<{ file?: string }>((resolve) => {
      const listener = (message: { cmd?: string; file?: string }) => {
        if (message.cmd !== cmd) return;
        child.off('message', listener);
        resolve(message);
      };
      child.on('message', listener);
    });
  const started = answer('cpu-profile-started');
  child.send({ cmd: 'cpu-profile-start' });
  await started;
  return async () => {
    const written = answer('cpu-profile-written');
    child.send({ cmd: 'cpu-profile-stop', name });
    return (await written).file ?? '';
  };
}
