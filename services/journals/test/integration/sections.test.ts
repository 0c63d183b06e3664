import { randomUUID } from 'node:crypto';
import { runMigrations } from '@journal/db';
import { createTestDatabase, describeWith, type TestDatabase } from '@journal/testing';
import { seedInitialContent } from '../../src/domain/seed.service';
import { SectionsService } from '../../src/domain/sections.service';
import { fileSectionPaper, sectionHasPapers } from '../../src/repositories/sections.repository';
import { MIGRATIONS_DIR, SCHEMA } from '../../src/schema';

const JOURNAL = 'education';

/**
 * ADR 0046 in the journals service: the seed gives every journal its default section inside the
 * journal_created snapshot, each paper's section follows only newer submission events, and a section
 * change bumps the journal's version with the whole snapshot.
 */
describeWith('postgres', 'journal sections', () => {
  let db: TestDatabase;
  let sections: SectionsService;

  beforeAll(async () => {
    db = await createTestDatabase();
    await runMigrations({ databaseUrl: db.url, schema: SCHEMA, dir: MIGRATIONS_DIR });
    await seedInitialContent(db.pool, '10.5555');
    sections = new SectionsService({ pool: db.pool });
  });
  afterAll(async () => {
    await db?.drop();
  });

  const defaultId = async () =>
    (
      await db.pool.query<{ id: string }>(`SELECT md5($1::text || ':section:articles')::uuid::text AS id`, [
        JOURNAL,
      ])
    ).rows[0]!.id;

  it('the seed stores the default section and journal_created carries it', async () => {
    const id = await defaultId();
    expect(await sections.list(JOURNAL)).toEqual([
      {
        id,
        title: 'Articles',
        abbreviation: 'ART',
        articleType: 'research-article',
        peerReviewed: true,
        order: 1,
        open: true,
      },
    ]);
    const { rows } = await db.pool.query<{ payload: { sections: { id: string }[] } }>(
      `SELECT payload FROM journals.outbox WHERE aggregate_id = $1 AND type = 'journals.journal_created.v1'`,
      [JOURNAL],
    );
    expect(rows[0]!.payload.sections.map((s) => s.id)).toEqual([id]);
  });

  it("a paper's section follows only newer events; an event without one means the default", async () => {
    const paper = randomUUID();
    const other = randomUUID();
    await fileSectionPaper(db.pool, { submissionId: paper, journalSlug: JOURNAL, version: 1 });
    expect(await sectionHasPapers(db.pool, await defaultId())).toBe(true);
    await fileSectionPaper(db.pool, {
      submissionId: paper,
      journalSlug: JOURNAL,
      sectionId: other,
      version: 3,
    });
    await fileSectionPaper(db.pool, { submissionId: paper, journalSlug: JOURNAL, version: 2 });
    const { rows } = await db.pool.query(
      'SELECT section_id, version FROM journals.section_papers WHERE submission_id = $1',
      [paper],
    );
    expect(rows).toEqual([{ section_id: other, version: 3 }]);
    expect(await sectionHasPapers(db.pool, await defaultId())).toBe(false);
  });

  it('a change bumps the version and writes journal_updated with the sections; no change writes nothing', async () => {
    const version = async () =>
      (
        await db.pool.query<{ version: number }>('SELECT version FROM journals.journals WHERE slug = $1', [
          JOURNAL,
        ])
      ).rows[0]!.version;
    const before = await version();
    const created = await sections.create(JOURNAL, {
      title: 'Letters',
      abbreviation: 'LET',
      articleType: 'letter',
      peerReviewed: true,
      open: true,
      order: 1,
    });
    expect(await version()).toBe(before + 1);
    expect((await sections.list(JOURNAL)).map((s) => [s.title, s.order])).toEqual([
      ['Letters', 1],
      ['Articles', 2],
    ]);
    await sections.update(JOURNAL, created.id, { title: 'Letters', order: 1 });
    expect(await version()).toBe(before + 1);
    const { rows } = await db.pool.query<{
      version: number;
      payload: { changedFields: string[]; sections: unknown[] };
    }>(
      `SELECT version, payload FROM journals.outbox WHERE aggregate_id = $1 AND type = 'journals.journal_updated.v1'`,
      [JOURNAL],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.version).toBe(before + 1);
    expect(rows[0]!.payload.changedFields).toEqual(['sections']);
    expect(rows[0]!.payload.sections).toHaveLength(2);
  });
});
