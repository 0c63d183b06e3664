import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@journal/db';

const repoRoot = path.resolve(__dirname, '../../..');

export interface SiteOptions {
  /** Reuse a data folder (restart tests); a fresh temp folder otherwise. */
  dataDir?: string;
  /** A Postgres URL to use instead of the embedded one (faster for browser tests). */
  databaseUrl?: string;
  /** `npm-start` runs the real `npm start` entry (scripts/start.mjs); default runs the server entry. */
  entry?: 'npm-start' | 'server';
  env?: Record<string, string>;
  /** Node flags before the entry (benchmarks: `--cpu-prof`, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
  /** Another Node.js binary for the site (benchmarks); this process's by default. */
  nodePath?: string;
  /** The site's port (tests that probe it from the moment it spawns); a free port otherwise. */
  port?: number;
  /** How long to wait for `/api/health` to answer 200 (the site can serve every call). */
  readyTimeoutMs?: number;
}

export interface RunningSite {
  baseUrl: string;
  /** The site's `/metrics` (its own loopback port, never the site's). */
  metricsUrl: string;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves once the process has printed `text` (rejects after `timeoutMs`). */
  waitForOutput(text: string, timeoutMs?: number): Promise<void>;
  /** Sends `signal` (SIGINT = Ctrl-C) and waits for the process to exit; returns its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  process: ChildProcess;
}

/**
 * `/api/health` is readiness: 200 once every service has started and the administrator is stored. A port
 * found free can be bound by another test's site first, whose health would answer for ours (and whose
 * administrator may have another password by then): ready also needs our child to have printed that it
 * runs on this port.
 */
async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  const banner = `running at http://localhost:${new URL(baseUrl).port}\n`;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`site exited early (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok && output().includes(banner)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`site did not become ready within ${timeoutMs} ms:\n${output()}`);
}

/**
 * Boots the whole site (embedded mode) as a child process on free ports. A port found free can be taken
 * by another test's process before the site binds it: a site that could not listen starts again on
 * other ports (three tries).
 */
export async function startSite(options: SiteOptions = {}): Promise<RunningSite> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startSiteOnFreePorts(options);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startSiteOnFreePorts(options: SiteOptions): Promise<RunningSite> {
  const port = options.port ?? (await freePort());
  const metricsPort = await freePort();
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'journal-site-'));
    await chmod(dataDir, 0o755); // embedded Postgres (run as the postgres user under root) must enter it
  }
  const adminEmail = 'admin@journal.test';
  const adminPassword = 'admin-password-for-tests';
  const args = [
    ...(options.nodeArgs ?? []),
    ...(options.entry === 'npm-start'
      ? [path.join(repoRoot, 'scripts', 'start.mjs')]
      : ['--import', 'tsx', path.join(repoRoot, 'gateway', 'src', 'embedded.main.ts')]),
  ];
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    RATE_LIMIT_PER_MINUTE: '0',
    // Browser tests, benches and screenshots load many pages from one address.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
    // Test files register many authors from loopback; tests of the limit set it (issue 26 item 7).
    REGISTRATIONS_PER_HOUR: '0',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(options.nodePath ?? process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const output = () => printed;
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForHealth(baseUrl, child, options.readyTimeoutMs ?? 90_000, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`,
    dataDir,
    adminEmail,
    adminPassword,
    output,
    waitForOutput: async (text, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!printed.includes(text)) {
        if (Date.now() > deadline)
          throw new Error(`site did not print "${text}" within ${timeoutMs} ms:\n${printed}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    process: child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null) return child.exitCode;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
