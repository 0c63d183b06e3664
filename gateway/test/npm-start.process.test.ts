import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describeWith, startSite, type RunningSite } from '@journal/testing';

async function post(site: RunningSite, route: string, body: unknown) {
  const res = await fetch(`${site.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const author = {
  email: 'restart.author@example.org',
  givenNames: 'Ada',
  familyName: 'Lovelace',
  password: 'a long enough password',
  termsAccepted: true,
  marketingAccepted: false,
};

describeWith('postgres', '`npm start` on embedded defaults', () => {
  let dataDir: string | undefined;
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the site, stops cleanly on Ctrl-C and keeps users across a restart', async () => {
    const first = await startSite({ entry: 'npm-start', readyTimeoutMs: 180_000 });
    dataDir = first.dataDir;
    try {
      const health = await fetch(`${first.baseUrl}/api/health`);
      expect(health.status).toBe(200);
      const home = await fetch(`${first.baseUrl}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toContain('text/html');
      await first.waitForOutput(`Journal platform running at http://localhost:`);
      expect(first.output()).toContain('password from');

      expect((await post(first, '/api/registration/register', author)).body.success).toBe(true);
      expect((await post(first, '/api/registration/login', author)).body.success).toBe(true);
    } finally {
      expect(await first.stop('SIGINT')).toBe(0);
    }
    // Postgres removes its pid file only when it shut down; a leftover means an orphaned server.
    expect(existsSync(path.join(first.dataDir, 'pg', 'postmaster.pid'))).toBe(false);

    const second = await startSite({ entry: 'npm-start', dataDir: first.dataDir, readyTimeoutMs: 180_000 });
    try {
      const login = await post(second, '/api/registration/login', {
        email: author.email,
        password: author.password,
      });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ success: true, user: { given_names: 'Ada' } });
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
    expect(existsSync(path.join(first.dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 420_000);
});
