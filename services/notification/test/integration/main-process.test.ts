import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@journal/db';
import type { TestDatabase } from '@journal/testing';
import { connectSocket } from '../support/socket-client';
import { migratedDatabase } from '../support/test-infra';
import { testKeys, testUser } from '../support/tokens';
import { waitFor } from '../support/wait-for';

const REPO_ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const MAIN = path.join(REPO_ROOT, 'services', 'notification', 'src', 'main.ts');

/** The standalone process (src/main.ts) as cluster mode runs it: health, readiness, SIGTERM with sockets open. */
describe('notification main process', () => {
  const keys = testKeys();
  let db: TestDatabase;
  let dataDir: string;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    db = await migratedDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'notification-main-'));
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await db?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves /healthz and /readyz, accepts sockets, and exits cleanly on SIGTERM with a socket open', async () => {
    const port = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        EVENT_BUS: 'memory',
        DATA_DIR: dataDir,
        JWT_PUBLIC_KEY: keys.publicKeyPem,
        INTERNAL_TOKEN: 'internal-token-for-tests-0123456789abcdef',
        LOG_LEVEL: 'info',
      },
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const base = `http://127.0.0.1:${port}`;

    await waitFor(
      'the service to listen',
      () => output.includes('notification service listening'),
      30_000,
      100,
    );
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', failing: [] });
    expect((await fetch(`${base}/api/anything`)).status).toBe(404);

    const author = testUser('author', 'ada');
    const socket = await connectSocket(base, keys.tokenFor(author));
    await expect(socket.join('join-user-room', author.email)).resolves.toMatchObject({ success: true });
    const disconnected = new Promise<string>((resolve) => socket.socket.once('disconnect', resolve));

    const stoppedAt = Date.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(8_000);
    // A transport close (not a server "disconnect") makes real clients reconnect to another instance.
    await expect(disconnected).resolves.toBe('transport close');
    // The shared shutdown (runServer) logs its start and its end (captured output may interleave them).
    expect(output).toContain('"reason":"SIGTERM","msg":"shutting down"');
    expect(output).toContain('"msg":"stopped"');
    expect(output).not.toMatch(/-----BEGIN|verificationToken/);
  });

  it('refuses to start with a bad configuration and names every bad key', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH, PORT: 'x', INTERNAL_TOKEN: 'short' },
    });
    let err = '';
    bad.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('Invalid configuration for notification');
    for (const key of ['PORT', 'DATABASE_URL', 'INTERNAL_TOKEN']) expect(err).toContain(key);
  });
});
