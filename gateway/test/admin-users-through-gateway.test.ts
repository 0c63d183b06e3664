import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { joinJournalTeam } from './support/journal-team';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const ADA = { email: 'ada@analytical.example.org', givenNames: 'Ada', familyName: 'Lovelace' };
const ALAN = { email: 'alan@bletchley.example.org', givenNames: 'Alan', familyName: 'Turing' };
const GRACE = { email: 'grace@navy.example.mil', givenNames: 'Grace', familyName: 'Hopper' };

/**
 * Issue 45 item 2 through the gateway (real Postgres): the administrator's user search finds accounts by
 * part of a name or address, pages by 20, shows journal roles, and is the administrator's only.
 */
describeWith(['postgres'], 'administrator user search through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  const search = (query: string, token = admin) =>
    siteJson<Body>(site, 'GET', `/api/admin/users${query}`, token);

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url, env: { REDIS_PREFIX: `users-${randomUUID()}` } });
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...ADA, password: PASSWORD });
    await registerAuthor(site, { ...ALAN, password: PASSWORD });
    await joinJournalTeam(site, db, admin, 'applied-science', { ...GRACE, password: PASSWORD }, 'editor');
    // 45 more accounts, straight into the schema, so paging has three pages.
    await db.pool.query(
      `INSERT INTO identity.users (email, given_names, family_name)
       SELECT 'person' || n || '@many.example.org', 'Person', 'Zz' || lpad(n::text, 2, '0')
         FROM generate_series(1, 45) AS n`,
    );
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('lists every account by family name, 20 a page, with the total', async () => {
    const first = await search('');
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.data.total).toBe(48);
    expect(first.body.data.users).toHaveLength(20);
    expect(first.body.data.users.slice(0, 3).map((u: Body) => u.familyName)).toEqual([
      'Hopper',
      'Lovelace',
      'Turing',
    ]);
    const third = await search('?page=3');
    expect(third.body.data.users.map((u: Body) => u.familyName)).toEqual(
      Array.from({ length: 8 }, (_, i) => `Zz${String(38 + i).padStart(2, '0')}`),
    );
    expect((await search('?page=4')).body.data.users).toEqual([]);
  });

  it('finds by part of a name or address, every word, case-insensitively, with the roles', async () => {
    const byName = await search('?q=LOVE');
    expect(byName.body.data).toEqual({
      total: 1,
      users: [
        {
          id: expect.any(String),
          email: ADA.email,
          givenNames: 'Ada',
          familyName: 'Lovelace',
          roles: ['author'],
        },
      ],
    });
    const editor = await search('?q=navy.example');
    expect(editor.body.data.users).toHaveLength(1);
    expect(editor.body.data.users[0].roles).toEqual(['author', 'editor']);
    expect((await search('?q=grace%20hopper')).body.data.total).toBe(1);
    expect((await search('?q=grace%20turing')).body.data.total).toBe(0);
    // LIKE's wildcards are the characters themselves.
    expect((await search('?q=%25')).body.data.total).toBe(0);
    expect((await search('?q=zz1')).body.data.total).toBe(10);
  });

  it('refuses anyone but the administrator, and bad paging, with a clear message', async () => {
    expect((await search('', author)).status).toBe(403);
    expect((await siteJson<Body>(site, 'GET', '/api/admin/users')).status).toBe(401);
    const bad = await search('?page=0');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('page must be a whole number from 1');
    expect((await search(`?q=${'x'.repeat(201)}`)).status).toBe(400);
  });
});
