import { spawn } from 'node:child_process';

export interface TsRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point with tsx, as npm scripts do, and resolves with its exit code and output. */
export function runTsEntry(
  entry: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Promise<TsRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
