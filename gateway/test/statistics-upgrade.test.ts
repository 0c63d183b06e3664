import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTokenVerifier, generateKeyPair, parsePublicKeys } from '@journal/auth';
import { runMigrations } from '@journal/db';
import { MemoryEventBus } from '@journal/events';
import { createServiceApp } from '@journal/http';
import { createLogger } from '@journal/logger';
import * as publishing from '@journal/publishing';
import { createStatisticsService } from '@journal/statistics';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { migrateAll, SERVICE_MIGRATIONS } from '../src/embedded/migrate-all';

const logger = createLogger('test', { level: 'silent' });
const USAGE_TABLES = [
  'usage_last_seen',
  'usage_unique_sessions',
  'usage_daily',
  'usage_address_hours',
  'sushi_customers',
  'sushi_settings',
];

/**
 * ADR 0040: a database of the release before the statistics service, whose usage tables live in the
 * publishing schema, ends with them in the statistics schema, every row kept, after scripts/migrate.ts
 * (migrateAll); the statistics service then serves the counts and SUSHI from them.
 */
describeWith('postgres', 'upgrade: usage tables move from publishing to statistics', () => {
  let db: TestDatabase;
  const articleId = randomUUID();
  const apiKey = 'key-of-an-older-release';
  const customerId = randomUUID();
  const rows = async (sql: string) => (await db.pool.query(sql)).rows as Record<string, unknown>[];
  const snapshot = async (schema: string) =>
    Object.fromEntries(
      await Promise.all(
        USAGE_TABLES.map(async (t) => [t, await rows(`SELECT * FROM ${schema}.${t} ORDER BY 1, 2`)] as const),
      ),
    );
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    // The older release: only publishing's migrations had made these tables.
    await runMigrations({ databaseUrl: db.url, schema: publishing.SCHEMA, dir: publishing.MIGRATIONS_DIR });
    await db.pool.query(
      `INSERT INTO publishing.articles (id, doi, journal_id, journal_name, title, abstract, keywords, authors,
                                        received_at, published_at, modified_at)
       VALUES ($1, '10.5555/as.2026.00001', 'applied-science', 'Applied Science', 'Counted Before', '', '{}',
               '[{"givenNames":"Ada","familyName":"Lovelace","affiliation":null,"orcid":null}]'::jsonb,
               '2026-01-02', '2026-02-03', now())`,
      [articleId],
    );
    await db.pool.query(
      `INSERT INTO publishing.usage_daily VALUES
         ($1, '2026-03-01', 'applied-science', 7, 5, 3, 2), ($1, '2026-04-01', 'applied-science', 4, 4, 1, 1)`,
      [articleId],
    );
    await db.pool.query(
      `INSERT INTO publishing.usage_last_seen VALUES ('session-key-000000', $1, 'investigation', '2026-04-01T10:00:00Z')`,
      [articleId],
    );
    await db.pool.query(
      `INSERT INTO publishing.usage_unique_sessions VALUES ('session-key-000000', $1, 'request', '2026-04-01T10:00:00Z')`,
      [articleId],
    );
    await db.pool.query(
      `INSERT INTO publishing.usage_address_hours VALUES ('address-key-000000', $1, '2026-04-01T10:00:00Z', '{a,b}', 2)`,
      [articleId],
    );
    await db.pool.query(
      `INSERT INTO publishing.sushi_customers (customer_id, requestor_id, name, api_key_hash, created_by)
       VALUES ($1, 'req-1', 'Old Library', $2, 'admin@journal.local')`,
      [customerId, createHash('sha256').update(apiKey).digest('hex')],
    );
    await db.pool.query('UPDATE publishing.sushi_settings SET public_reports = true');
    before = await snapshot('publishing');
    await migrateAll(db.url, logger);
  }, 120_000);
  afterAll(async () => {
    await db?.drop();
  });

  it('runs statistics after publishing, whose tables it takes over', () => {
    const order = SERVICE_MIGRATIONS.map((m) => m.schema);
    expect(order.indexOf('statistics')).toBeGreaterThan(order.indexOf('publishing'));
  });

  it('leaves no usage table in publishing and every row in statistics', async () => {
    for (const t of USAGE_TABLES)
      expect((await rows(`SELECT to_regclass('publishing.${t}') AS t`))[0]!.t).toBeNull();
    expect(before.usage_daily).toHaveLength(2);
    // Statistics' 004 keys the double-click windows by URL too: a window kept from before has none ('').
    expect(await snapshot('statistics')).toEqual({
      ...before,
      usage_last_seen: before.usage_last_seen!.map((row) => ({ ...row, url: '' })),
    });
  });

  it('knows the articles published before it existed', async () => {
    expect(await rows('SELECT id, title, doi, journal_slug, withdrawn_at FROM statistics.articles')).toEqual([
      {
        id: articleId,
        title: 'Counted Before',
        doi: '10.5555/as.2026.00001',
        journal_slug: 'applied-science',
        withdrawn_at: null,
      },
    ]);
  });

  it('serves the kept counts and SUSHI with the kept customer and settings', async () => {
    const pair = generateKeyPair();
    const statistics = await createStatisticsService({
      logger,
      pool: db.pool,
      bus: new MemoryEventBus(),
      verifier: createTokenVerifier(parsePublicKeys(pair.publicKeyPem)),
      settings: { publisherName: 'Lumina Journals' },
    });
    const server: Server = createServer(
      createServiceApp({ logger, instances: [statistics], internalToken: randomUUID() }),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const usage = (await (await fetch(`${base}/api/articles/${articleId}/usage`)).json()) as {
        data: Record<string, unknown>;
      };
      expect(usage.data).toEqual({
        investigations: 11,
        requests: 4,
        uniqueInvestigations: 9,
        uniqueRequests: 3,
        byMonth: [
          { month: '2026-03', investigations: 7, requests: 3 },
          { month: '2026-04', investigations: 4, requests: 1 },
        ],
      });
      const query = new URLSearchParams({
        customer_id: customerId,
        api_key: apiKey,
        begin_date: '2026-03',
        end_date: '2026-04',
      });
      const report = await fetch(`${base}/api/sushi/r51/reports/ir?${query}`);
      expect(report.status).toBe(200);
      const ir = (await report.json()) as { Report_Items: { Items?: { Item: string }[] }[] };
      expect(JSON.stringify(ir.Report_Items)).toContain('Counted Before');
      // The administrator's choice of public reports came along: no credentials needed.
      expect((await fetch(`${base}/api/sushi/r51/members`)).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
