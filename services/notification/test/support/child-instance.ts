import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const CHILD = path.join(__dirname, 'notification-instance.child.ts');
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');

export interface ChildInstance {
  process: ChildProcess;
  url: string;
  /** SIGKILL, resolved once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), SIGKILL if it is not gone after `timeoutMs`. */
  stop(timeoutMs?: number): Promise<void>;
}

/** Forks test/support/notification-instance.child.ts (through tsx) and waits for its ready message. */
export function startChildInstance(
  env: Record<string, string>,
  // A cold tsx start of the whole service beside a full suite on two cores can take well over 30 s.
  readyTimeoutMs = 60_000,
): Promise<ChildInstance> {
  const child = fork(CHILD, [], {
    cwd: REPO_ROOT,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { PATH: process.env.PATH ?? '', LIFETIME_MS: '120000', ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child instance did not report ready within ${readyTimeoutMs} ms`));
    }, readyTimeoutMs);
    child.once('message', (message: { url: string }) => {
      clearTimeout(timer);
      resolve({
        process: child,
        url: message.url,
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
        stop: async (timeoutMs = 10_000) => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
          await exited;
          clearTimeout(timer);
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child instance exited with ${code} before it was ready`));
    });
  });
}
