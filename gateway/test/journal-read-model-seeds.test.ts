import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { SERVICE_MIGRATIONS } from '../src/embedded/migrate-all';
import { seedJournals } from '../../services/journals/src/domain/seed/journals.seed';

/**
 * ADR 0032: before any event, each consumer's journals table holds SPEC.md's journals at version 0, the
 * same ones (slugs, order, names, titles, codes, icons) the journals service's first start seeds.
 */
describeWith('postgres', "the journal read models' migration seeds", () => {
  let db: TestDatabase;
  const seed = seedJournals('10.5555').map(({ journal }) => journal);

  beforeAll(async () => {
    db = await createTestDatabase();
    for (const { schema, dir } of SERVICE_MIGRATIONS)
      await runMigrations({ databaseUrl: db.url, schema, dir });
  }, 60_000);
  afterAll(async () => {
    await db?.drop();
  });

  const rows = async (sql: string) => (await db.pool.query(sql)).rows as Record<string, unknown>[];

  it('submission: slug, name, icon, open to submissions', async () => {
    expect(
      await rows(
        'SELECT slug, name, icon, accepting_submissions, version FROM submission.journals ORDER BY position',
      ),
    ).toEqual(
      seed.map((j) => ({
        slug: j.slug,
        name: j.name,
        icon: j.icon,
        accepting_submissions: j.acceptingSubmissions,
        version: 0,
      })),
    );
  });

  it('submission: each journal has its default section "Articles", with the id every service computes', async () => {
    const found = await rows(
      `SELECT slug, sections, md5(slug || ':section:articles')::uuid::text AS default_id
         FROM submission.journals ORDER BY position`,
    );
    expect(found).toHaveLength(seed.length);
    for (const row of found)
      expect(row.sections).toEqual([
        {
          id: row.default_id,
          title: 'Articles',
          abbreviation: 'ART',
          articleType: 'research-article',
          peerReviewed: true,
          order: 1,
          open: true,
        },
      ]);
  });

  it("publishing: titles, abbreviation, DOI code, the site's prefix", async () => {
    expect(
      await rows(`SELECT slug, name, full_title, abbreviation, doi_code, doi_prefix, issn_print, issn_online, version
                    FROM publishing.journals ORDER BY position`),
    ).toEqual(
      seed.map((j) => ({
        slug: j.slug,
        name: j.name,
        full_title: j.fullTitle,
        abbreviation: j.abbreviation,
        doi_code: j.doiCode,
        doi_prefix: null,
        issn_print: j.issnPrint,
        issn_online: j.issnOnline,
        version: 0,
      })),
    );
  });

  it('admin: slug and name', async () => {
    expect(await rows('SELECT slug, name, version FROM admin.journals ORDER BY position')).toEqual(
      seed.map((j) => ({ slug: j.slug, name: j.name, version: 0 })),
    );
  });

  it('statistics: titles and ISSNs, copied from publishing at its first migration (ADR 0040)', async () => {
    expect(
      await rows(`SELECT slug, name, full_title, issn_print, issn_online, version
                    FROM statistics.journals ORDER BY position`),
    ).toEqual(
      seed.map((j) => ({
        slug: j.slug,
        name: j.name,
        full_title: j.fullTitle,
        issn_print: j.issnPrint,
        issn_online: j.issnOnline,
        version: 0,
      })),
    );
  });
});
