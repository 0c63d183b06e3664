import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  readUntil,
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
const JOURNAL = 'applied-science';
const ADMIN_ROUTE = `/api/admin/journals/${JOURNAL}/sections`;
const AUTHOR = { email: 'rosa@example.org', givenNames: 'Rosa', familyName: 'Hartmann' };
const EDDIE = { email: 'eddie@example.org', givenNames: 'Eddie', familyName: 'Editor' };
const MARY = { email: 'mary@example.org', givenNames: 'Mary', familyName: 'Manager' };

/**
 * Issue 42, item 2 through the gateway of the whole site (real Postgres and Redis): every journal starts
 * with its "Articles" section, so SPEC's form submits unchanged; managers add, change, reorder and delete
 * sections (others refused), an author then has to pick one, an editor moves a paper, a section with
 * papers cannot be deleted, and an editorial (a section without peer review) is accepted without review.
 */
describeWith(['postgres', 'redis'], 'sections through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let editor: string;
  let manager: string;
  let articlesId = '';
  let editorialId = '';
  let reviewId = '';
  let firstPaper = '';
  let editorialPaper = '';
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);

  async function submit(fields: Record<string, string>): Promise<{ status: number; body: Body }> {
    const form = new FormData();
    const all = {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: 'Seagrass meadows of the Kiel Fjord',
      abstract: 'An abstract.',
      keywords: 'testing',
      ...fields,
    };
    for (const [key, value] of Object.entries(all)) form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  }

  /** The submission service's read model knows `count` sections of the journal. */
  const readModelHas = (count: number) =>
    readUntil(
      async () =>
        (
          await db.pool.query<{ n: number }>(
            'SELECT jsonb_array_length(sections) AS n FROM submission.journals WHERE slug = $1',
            [JOURNAL],
          )
        ).rows[0]?.n,
      (n) => n === count,
      `${count} sections in the submission read model`,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `sections-${randomUUID()}` },
    });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    editor = await joinJournalTeam(site, db, admin, JOURNAL, { ...EDDIE, password: PASSWORD }, 'editor');
    manager = await joinJournalTeam(site, db, admin, JOURNAL, { ...MARY, password: PASSWORD }, 'manager');
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('lists the seeded open Articles section to anyone; an unknown journal is 404', async () => {
    const listed = await json('GET', `/api/journals/${JOURNAL}/sections`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      success: true,
      data: {
        sections: [
          {
            id: expect.any(String),
            title: 'Articles',
            abbreviation: 'ART',
            articleType: 'research-article',
            peerReviewed: true,
            order: 1,
            open: true,
          },
        ],
      },
    });
    articlesId = listed.body.data.sections[0].id;
    // The same id the read models' backfill computes (ADR 0046).
    const { rows } = await db.pool.query<{ id: string }>(
      `SELECT md5($1::text || ':section:articles')::uuid::text AS id`,
      [JOURNAL],
    );
    expect(articlesId).toBe(rows[0]!.id);
    expect((await json('GET', '/api/journals/no-such-journal/sections')).status).toBe(404);
  });

  it("a fresh install's submission without sectionId goes to the only section", async () => {
    const submitted = await submit({});
    expect(submitted.status).toBe(201);
    expect(submitted.body.submission.sectionId).toBe(articlesId);
    firstPaper = submitted.body.submission.id;
  });

  it('refuses anyone but the managers and the administrator', async () => {
    const body = { title: 'Letters', abbreviation: 'LET', articleType: 'letter' };
    expect((await json('POST', ADMIN_ROUTE, undefined, body)).status).toBe(401);
    expect((await json('POST', ADMIN_ROUTE, author, body)).status).toBe(403);
    const byEditor = await json('POST', ADMIN_ROUTE, editor, body);
    expect(byEditor.status).toBe(403);
    expect(byEditor.body.message).toBe('You are not allowed to manage this journal');
    expect((await json('PUT', `${ADMIN_ROUTE}/${articlesId}`, editor, { title: 'X' })).status).toBe(403);
    expect((await json('DELETE', `${ADMIN_ROUTE}/${articlesId}`, author)).status).toBe(403);
  });

  it.each([
    [{ abbreviation: 'ED', articleType: 'editorial' }, 'title', 'Please enter the title'],
    [
      { title: 'x'.repeat(121), abbreviation: 'ED', articleType: 'editorial' },
      'title',
      'Title must be at most 120 characters',
    ],
    [
      { title: 'Editorial', abbreviation: 'ABCDEFGHIJKLMNOPQRSTU', articleType: 'editorial' },
      'abbreviation',
      'Abbreviation must be at most 20 characters',
    ],
    [
      { title: 'Editorial', abbreviation: 'ED', articleType: 'opinion' },
      'articleType',
      expect.stringContaining('Article type must be one of research-article'),
    ],
    [
      { title: 'Editorial', abbreviation: 'ED', articleType: 'editorial', order: 1.5 },
      'order',
      'Order must be a whole number from 1',
    ],
    [
      { title: 'Editorial', abbreviation: 'ED', articleType: 'editorial', peerReviewed: 'no' },
      'peerReviewed',
      'peerReviewed must be true or false',
    ],
  ])('refuses bad input %j with 400 and its field', async (body, field, message) => {
    const refused = await json('POST', ADMIN_ROUTE, manager, body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field, message });
  });

  it('a manager creates an Editorial and a Review section; each change is a journal_updated with the sections', async () => {
    const editorial = await json('POST', ADMIN_ROUTE, manager, {
      title: 'Editorial',
      abbreviation: 'ED',
      articleType: 'editorial',
      peerReviewed: false,
      order: 1,
    });
    expect(editorial.status).toBe(201);
    expect(editorial.body.data.section).toMatchObject({
      title: 'Editorial',
      order: 1,
      peerReviewed: false,
      open: true,
    });
    editorialId = editorial.body.data.section.id;
    const review = await json('POST', ADMIN_ROUTE, admin, {
      title: 'Review',
      abbreviation: 'REV',
      articleType: 'review-article',
    });
    expect(review.status).toBe(201);
    expect(review.body.data.section).toMatchObject({ order: 3, peerReviewed: true, open: true });
    reviewId = review.body.data.section.id;
    const taken = await json('POST', ADMIN_ROUTE, manager, {
      title: 'review',
      abbreviation: 'R',
      articleType: 'other',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.field).toBe('title');

    const listed = await json('GET', `/api/journals/${JOURNAL}/sections`);
    expect(listed.body.data.sections.map((s: Body) => [s.title, s.order])).toEqual([
      ['Editorial', 1],
      ['Articles', 2],
      ['Review', 3],
    ]);
    const { rows } = await db.pool.query<{ version: number; payload: Body }>(
      `SELECT version, payload FROM journals.outbox
        WHERE aggregate_id = $1 AND type = 'journals.journal_updated.v1' ORDER BY seq`,
      [JOURNAL],
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]!.payload.changedFields).toEqual(['sections']);
    expect(rows[1]!.payload.sections.map((s: Body) => s.title)).toEqual(['Editorial', 'Articles', 'Review']);
    expect(rows[1]!.version).toBe(rows[0]!.version + 1);
    await readModelHas(3);
  });

  it('reorders with PUT order (orders stay 1..n); an unknown section is 404', async () => {
    const moved = await json('PUT', `${ADMIN_ROUTE}/${reviewId}`, manager, { order: 2 });
    expect(moved.status).toBe(200);
    expect(moved.body.data.section).toMatchObject({ id: reviewId, order: 2 });
    const listed = await json('GET', `/api/journals/${JOURNAL}/sections`);
    expect(listed.body.data.sections.map((s: Body) => [s.title, s.order])).toEqual([
      ['Editorial', 1],
      ['Review', 2],
      ['Articles', 3],
    ]);
    expect((await json('PUT', `${ADMIN_ROUTE}/${randomUUID()}`, manager, { order: 1 })).status).toBe(404);
    expect((await json('PUT', `${ADMIN_ROUTE}/not-an-id`, manager, { order: 1 })).status).toBe(404);
  });

  it('with several open sections the author must choose one; an unknown one is refused', async () => {
    const missing = await submit({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Please choose a section', field: 'sectionId' });
    const unknown = await submit({ sectionId: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe('sectionId');
    const chosen = await submit({ sectionId: editorialId, paperTitle: 'Why seagrass matters' });
    expect(chosen.status).toBe(201);
    expect(chosen.body.submission.sectionId).toBe(editorialId);
    editorialPaper = chosen.body.submission.id;
  });

  it('a closed section is refused on the form but an editor may move a paper into it', async () => {
    const closed = await json('PUT', `${ADMIN_ROUTE}/${reviewId}`, manager, { open: false });
    expect(closed.status).toBe(200);
    expect(closed.body.data.section.open).toBe(false);
    await readUntil(
      async () =>
        (
          await db.pool.query<{ open: boolean }>(
            `SELECT (s->>'open')::boolean AS open FROM submission.journals, jsonb_array_elements(sections) s
              WHERE slug = $1 AND s->>'id' = $2`,
            [JOURNAL, reviewId],
          )
        ).rows[0]?.open,
      (open) => open === false,
      'the closed section in the read model',
    );
    const refused = await submit({ sectionId: reviewId });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'sectionId',
      message: 'This section does not take new submissions',
    });

    const route = `/api/admin/submissions/${firstPaper}/section`;
    expect((await json('PUT', route, author, { sectionId: reviewId })).status).toBe(403);
    const bad = await json('PUT', route, editor, { sectionId: randomUUID() });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('sectionId');
    const moved = await json('PUT', route, editor, { sectionId: reviewId });
    expect(moved.status).toBe(200);
    expect(moved.body.data.submission).toMatchObject({ id: firstPaper, sectionId: reviewId });
    const detail = await json('GET', `/api/admin/submissions/${firstPaper}`, editor);
    expect(detail.body.data?.submission?.sectionId ?? detail.body.submission?.sectionId).toBe(reviewId);
    const events = await db.pool.query<{ payload: Body }>(
      `SELECT payload FROM submission.outbox WHERE aggregate_id = $1 AND type = 'submission.metadata_updated.v1'`,
      [firstPaper],
    );
    expect(events.rows.map((r) => r.payload.sectionId)).toEqual([reviewId]);
  });

  it("an editor of another journal gets 404 for the paper's section", async () => {
    const other = await joinJournalTeam(
      site,
      db,
      admin,
      'education',
      { email: 'otto@example.org', givenNames: 'Otto', familyName: 'Other', password: PASSWORD },
      'editor',
    );
    const refused = await json('PUT', `/api/admin/submissions/${firstPaper}/section`, other, {
      sectionId: articlesId,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Submission not found');
  });

  it('a section with papers cannot be deleted; an empty one can, the last open one cannot', async () => {
    await readUntil(
      async () =>
        (await db.pool.query('SELECT 1 FROM journals.section_papers WHERE section_id = $1', [reviewId]))
          .rowCount,
      (n) => n === 1,
      'the moved paper counted in its section',
    );
    const withPapers = await json('DELETE', `${ADMIN_ROUTE}/${reviewId}`, manager);
    expect(withPapers.status).toBe(409);
    expect(withPapers.body.message).toBe('This section has papers');

    const empty = await json('POST', ADMIN_ROUTE, manager, {
      title: 'Letters',
      abbreviation: 'LET',
      articleType: 'letter',
    });
    expect(empty.status).toBe(201);
    const deleted = await json('DELETE', `${ADMIN_ROUTE}/${empty.body.data.section.id}`, manager);
    expect(deleted.status).toBe(200);
    const listed = await json('GET', `/api/journals/${JOURNAL}/sections`);
    expect(listed.body.data.sections.map((s: Body) => s.title)).toEqual(['Editorial', 'Review', 'Articles']);

    // A journal of its own: its one open section is the last one and cannot go.
    const education = await json('GET', '/api/journals/education/sections');
    const only = education.body.data.sections[0].id;
    const last = await json('DELETE', `/api/admin/journals/education/sections/${only}`, admin);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('A journal needs at least one open section for new submissions');
    const closing = await json('PUT', `/api/admin/journals/education/sections/${only}`, admin, {
      open: false,
    });
    expect(closing.status).toBe(409);
    expect(closing.body.message).toBe('A journal needs at least one open section for new submissions');
  });

  it('an editorial is accepted without review; a peer-reviewed paper still needs a decision', async () => {
    const accepted = await json('PUT', `/api/admin/submissions/${editorialPaper}/status`, editor, {
      status: 'accepted',
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.submission.status).toBe('accepted');
    const { rows } = await db.pool.query<{ without_review: boolean }>(
      `SELECT without_review FROM submission.status_history WHERE submission_id = $1 AND to_status = 'accepted'`,
      [editorialPaper],
    );
    expect(rows).toEqual([{ without_review: true }]);

    const reviewed = await json('PUT', `/api/admin/submissions/${firstPaper}/status`, editor, {
      status: 'accepted',
    });
    expect(reviewed.status).toBe(409);
    expect(reviewed.body.message).toBe('Accepted and rejected are recorded through a decision');
  });
  it('a journal created now starts with its Articles section, and its form needs no section', async () => {
    const created = await json('POST', '/api/admin/journals', admin, {
      slug: 'marine-science',
      name: 'Marine Science',
      fullTitle: 'Lumina Journal of Marine Science',
      abbreviation: 'LJMS',
      doiCode: 'ms',
      acceptingSubmissions: true,
    });
    expect(created.status).toBe(201);
    const listed = await json('GET', '/api/journals/marine-science/sections');
    expect(listed.body.data.sections).toEqual([
      expect.objectContaining({ title: 'Articles', order: 1, open: true }),
    ]);
    const { rows } = await db.pool.query<{ id: string }>(
      `SELECT md5('marine-science' || ':section:articles')::uuid::text AS id`,
    );
    expect(listed.body.data.sections[0].id).toBe(rows[0]!.id);
    await readUntil(
      async () =>
        (
          await db.pool.query<{ n: number }>(
            'SELECT jsonb_array_length(sections) AS n FROM submission.journals WHERE slug = $1',
            ['marine-science'],
          )
        ).rows[0]?.n,
      (n) => n === 1,
      "the new journal's section in the submission read model",
    );
    const submitted = await submit({ journalName: 'Marine Science' });
    expect(submitted.status).toBe(201);
    expect(submitted.body.submission.sectionId).toBe(rows[0]!.id);
  });
});
