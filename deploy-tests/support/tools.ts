// Locates the command-line tools the deployment checks need and runs them. A missing tool means the
// suite is skipped with a printed reason, unless REQUIRE lists it (CI), which makes it a failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..');

export interface ToolCheck {
  available: boolean;
  reason: string;
}

export function checkTool(command: string, versionArgs: string[]): ToolCheck {
  const result = spawnSync(command, versionArgs, { encoding: 'utf8', timeout: 20_000 });
  if (result.error || result.status !== 0) {
    const detail = result.error ? result.error.message : (result.stderr || '').trim().split('\n')[0];
    return { available: false, reason: `${command} is not usable here (${detail})` };
  }
  return { available: true, reason: '' };
}

/** `describe` when the tool exists; otherwise `describe.skip` with the reason printed (or a failure under REQUIRE). */
export function describeWithTool(tool: string, check: ToolCheck): jest.Describe {
  if (check.available) return describe;
  const required = (process.env.REQUIRE ?? '')
    .split(',')
    .map((s) => s.trim())
    .includes(tool);
  if (required) throw new Error(`REQUIRE lists ${tool} but ${check.reason}`);
  console.warn(`[skipped] ${tool} checks: ${check.reason}`);
  return describe.skip;
}

export function run(command: string, args: string[], env?: NodeJS.ProcessEnv): string {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
    env,
    maxBuffer: 32 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return result.stdout;
}

/** An environment with no compose overrides from the developer's shell: the file's defaults apply. */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
  };
  return env;
}
