import { chmod, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runTsEntry } from '@journal/testing';

const CHILD = path.join(__dirname, 'support', 'embedded-password.child.ts');

const runChild = (args: string[]) => runTsEntry(CHILD, args, { cwd: path.resolve(__dirname, '..') });

interface StartReport {
  password: string;
  keptWorks: boolean;
  legacyWorks: boolean;
}

async function start(pgDir: string): Promise<StartReport> {
  const run = await runChild(['start', pgDir]);
  if (run.code !== 0) throw new Error(`start failed (${run.code}): ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as StartReport;
}

describe('embedded Postgres password (issue 9)', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'journal-pg-password-'));
    await chmod(dataDir, 0o755); // run as root, Postgres runs as the postgres user and must enter it
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const passwordFile = () => path.join(dataDir, 'pg-password');

  it('a new data folder gets a random password, kept 0600 in DATA_DIR; the old fixed one never works', async () => {
    const first = await start(path.join(dataDir, 'pg'));
    expect(first).toMatchObject({ keptWorks: true, legacyWorks: false });
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await readFile(passwordFile(), 'utf8')).trim()).toBe(first.password);
    expect((await stat(passwordFile())).mode & 0o777).toBe(0o600);

    const again = await start(path.join(dataDir, 'pg'));
    expect(again.password).toBe(first.password);
    expect(again.keptWorks).toBe(true);
  }, 120_000);

  it('a data folder made with the old fixed password is migrated to a random one and keeps working', async () => {
    const legacy = await runChild(['legacy', path.join(dataDir, 'pg')]);
    expect(legacy.code).toBe(0);

    const migrated = await start(path.join(dataDir, 'pg'));
    expect(migrated).toMatchObject({ keptWorks: true, legacyWorks: false });
    expect(migrated.password).not.toBe('embedded');
    expect((await readFile(passwordFile(), 'utf8')).trim()).toBe(migrated.password);

    const restarted = await start(path.join(dataDir, 'pg'));
    expect(restarted).toMatchObject({ password: migrated.password, keptWorks: true, legacyWorks: false });
  }, 180_000);
});
