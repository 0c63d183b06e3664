import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { runTsEntry, type TsRun } from '@journal/testing';

export const IDENTITY_DIR = path.resolve(__dirname, '../..');

/** Runs a TypeScript entry point of this service with tsx, as npm scripts do; resolves with its output. */
export function runTs(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<TsRun> {
  return runTsEntry(entry, args, { cwd: IDENTITY_DIR, env: { PATH: process.env.PATH, ...env } });
}

/** Starts a long-running entry point; `waitForLine` resolves with the first stdout line matching. */
export function startTs(entry: string, env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: IDENTITY_DIR,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return {
    child,
    exited,
    output: () => ({ stdout, stderr }),
    async waitForLine(pattern: RegExp, timeoutMs = 30_000): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = stdout.split('\n').find((l) => pattern.test(l));
        if (line) return line;
        if (child.exitCode !== null || Date.now() > deadline)
          throw new Error(`no line matching ${pattern} (exit ${child.exitCode}):\n${stdout}\n${stderr}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
