import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import request from 'supertest';
import { generateKeyPair } from '@journal/auth';
import { runMigrations } from '@journal/db';
import { createTestDatabase, type TestDatabase } from '@journal/testing';
import { MIGRATIONS_DIR, SCHEMA } from '../../src';
import { runTs, startTs } from '../support/run-process';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.drop();
});

describe('npm run admin:create (cli/admin-create.ts)', () => {
  const cli = (args: string[], env: NodeJS.ProcessEnv = { DATABASE_URL: db.url }) =>
    runTs('cli/admin-create.ts', args, env);

  it('creates an administrator with the given password and names, then updates it', async () => {
    const created = await cli([
      '--email',
      'Editor@Journal.local',
      '--password',
      'editor passphrase 1',
      '--given-names',
      'Mary',
      '--family-name',
      'Somerville',
    ]);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('Created administrator Editor@Journal.local (Mary Somerville)');
    expect(created.stdout).not.toContain('editor passphrase 1');
    const { rows } = await db.pool.query(
      "SELECT email, given_names, family_name, role, password_hash FROM identity.admins WHERE lower(email) = 'editor@journal.local'",
    );
    expect(rows[0]).toMatchObject({
      email: 'Editor@Journal.local',
      given_names: 'Mary',
      family_name: 'Somerville',
      role: 'admin',
    });
    expect(await argon2.verify(rows[0].password_hash, 'editor passphrase 1')).toBe(true);

    const updated = await cli(['--email', 'editor@journal.local', '--password', 'editor passphrase 2']);
    expect(updated.code).toBe(0);
    expect(updated.stdout).toContain('Updated administrator Editor@Journal.local (Mary Somerville)');
    const after = await db.pool.query(
      "SELECT password_hash FROM identity.admins WHERE lower(email) = 'editor@journal.local'",
    );
    expect(after.rows).toHaveLength(1);
    expect(await argon2.verify(after.rows[0].password_hash, 'editor passphrase 2')).toBe(true);
  });

  it('generates and prints a password when none is given and no terminal is attached', async () => {
    const res = await cli(['--email', 'generated@journal.local']);
    expect(res.code).toBe(0);
    const password = /Generated password: (\S+)/.exec(res.stdout)?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(12);
    const { rows } = await db.pool.query(
      "SELECT password_hash FROM identity.admins WHERE email = 'generated@journal.local'",
    );
    expect(await argon2.verify(rows[0].password_hash, password!)).toBe(true);
  });

  it('refuses bad input with usage help and exit code 2', async () => {
    const badEmail = await cli(['--email', 'not-an-email', '--password', 'long enough password']);
    expect(badEmail.code).toBe(2);
    expect(badEmail.stderr).toContain('--email must be a valid email address');
    const shortPassword = await cli(['--email', 'x@journal.local', '--password', 'short']);
    expect(shortPassword.code).toBe(2);
    expect(shortPassword.stderr).toContain('12 to 128 characters');
    const emptyDataDir = await mkdtemp(path.join(os.tmpdir(), 'identity-cli-empty-'));
    const noDatabase = await cli(['--email', 'x@journal.local', '--password', 'long enough password'], {
      DATA_DIR: emptyDataDir,
    });
    expect(noDatabase.code).toBe(2);
    expect(noDatabase.stderr).toContain('DATABASE_URL is not set and there is no embedded database');
    await rm(emptyDataDir, { recursive: true, force: true });
  });

  it('without DATABASE_URL uses the embedded database under DATA_DIR and stops it again', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'identity-cli-embedded-'));
    await chmod(dataDir, 0o755); // Postgres runs as its own user
    try {
      const init = await runTs('test/support/init-embedded-pg.ts', [path.join(dataDir, 'pg')], {});
      expect(init.code).toBe(0);
      const first = await cli(['--email', 'embedded@journal.local', '--password', 'embedded passphrase'], {
        DATA_DIR: dataDir,
      });
      expect(first.stderr).toBe('');
      expect(first.stdout).toContain('Created administrator embedded@journal.local');
      expect(first.stdout).toContain(`embedded database under ${path.join(dataDir, 'pg')}`);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      const second = await cli(['--email', 'embedded@journal.local', '--password', 'embedded passphrase 2'], {
        DATA_DIR: dataDir,
      });
      expect(second.stdout).toContain('Updated administrator embedded@journal.local');
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('standalone process (src/main.ts)', () => {
  it('refuses to start with bad configuration, listing every bad key', async () => {
    const res = await runTs('src/main.ts', [], { DATABASE_URL: 'not a url' });
    expect(res.code).toBe(1);
    for (const key of ['DATABASE_URL', 'JWT_PRIVATE_KEY', 'ADMIN_PASSWORD', 'INTERNAL_TOKEN'])
      expect(res.stderr).toContain(key);
  });

  it('starts, creates the main administrator, serves health and login, and stops cleanly on SIGTERM', async () => {
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    const keys = generateKeyPair();
    const proc = startTs('src/main.ts', {
      DATABASE_URL: db.url,
      PORT: '0',
      JWT_PRIVATE_KEY: keys.privateKeyPem.replace(/\n/g, '\\n'),
      ADMIN_EMAIL: 'standalone@journal.local',
      ADMIN_PASSWORD: 'standalone admin passphrase',
      INTERNAL_TOKEN: 'standalone-internal-token-of-32-chars',
      LOG_LEVEL: 'info',
    });
    try {
      const line = await proc.waitForLine(/identity service listening/);
      const port = JSON.parse(line).port as number;
      const base = `http://127.0.0.1:${port}`;
      expect((await request(base).get('/healthz')).status).toBe(200);
      expect((await request(base).get('/readyz')).status).toBe(200);
      const login = await request(base)
        .post('/api/admin-auth/login')
        .send({ email: 'standalone@journal.local', password: 'standalone admin passphrase' });
      expect(login.status).toBe(200);
      expect(login.body.admin.role).toBe('admin');
      const unknown = await request(base).get('/api/nothing-here');
      expect(unknown.status).toBe(404);
      expect(proc.output().stdout).not.toContain('standalone admin passphrase');
    } finally {
      proc.child.kill('SIGTERM');
    }
    expect(await proc.exited).toBe(0);
  });
});
