import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Socket } from 'node:net';
import { freePort } from '@journal/db';

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
  });
}

export interface PrivateRedis {
  url: string;
  port: number;
  /** Graceful stop (SIGTERM: Redis flushes its append-only file and exits). */
  stop(): Promise<void>;
  /** Starts again on the same port and data folder (what was acknowledged before the stop is back). */
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT: commands hang without the connection breaking. */
  pause(): void;
  resume(): void;
  /** SIGKILL: with persistence off, everything it held is gone at the next start. */
  kill(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * A Redis of the test's own on a free loopback port, so the cluster's streams, queues and pub/sub never
 * meet another test's (the services do not take a key prefix from the environment), and the fault tests
 * can stop it without touching the machine's shared Redis. Configured like docker-compose's: append-only
 * file (fsync always here), noeviction, no RDB snapshots; `persistence: false` keeps nothing on disk.
 */
export async function startPrivateRedis(options: { persistence?: boolean } = {}): Promise<PrivateRedis> {
  const persistence = options.persistence ?? true;
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cluster-redis-'));
  let child: ChildProcess | undefined;
  let output = '';

  const start = async () => {
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--save',
      '',
      ...(persistence ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']),
      '--maxmemory-policy',
      'noeviction',
      '--daemonize',
      'no',
      '--logfile',
      '',
    ];
    child = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (c) => (output = (output + c).slice(-4000)));
    child.stderr!.on('data', (c) => (output = (output + c).slice(-4000)));
    const deadline = Date.now() + 10_000;
    while (!(await ping(port))) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`private redis-server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGCONT');
    current.kill('SIGTERM');
    const timer = setTimeout(() => current.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const kill = async () => {
    const current = child;
    if (!current || current.exitCode !== null || current.signalCode !== null) return;
    const exited = new Promise((resolve) => current.once('exit', resolve));
    current.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    kill,
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    destroy: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
