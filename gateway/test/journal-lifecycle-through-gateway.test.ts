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
import { submitTextPaper } from './support/submit-text-paper';

interface Json {
  success: boolean;
  message?: string;
  field?: string;
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  article?: { doi: string };
}

const AUTHOR = { email: 'rachel@example.org', givenNames: 'Rachel', familyName: 'Carson' };
const PASSWORD = 'a long enough password';
const PUBLISHERS_JOURNAL = {
  slug: 'ocean-studies',
  name: 'Ocean Studies',
  fullTitle: 'Lumina Journal of Ocean Studies',
  abbreviation: 'LJOS',
  doiCode: 'os',
};
const READ_MODELS = ['submission', 'admin', 'publishing', 'notification'] as const;

/**
 * Deleting, archiving and the install's sample content, through the gateway of the whole site (embedded
 * composition, real Postgres): a journal without submissions can be deleted (every read model drops it),
 * one with submissions only archived; an archived journal leaves every journal list and takes no paper
 * while its articles and OAI records still answer; the sample content goes in one action, leaving journals
 * with submissions, what the publisher created and the site's pages.
 */
describeWith('postgres', 'journal deletion, archiving and sample content through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let manager: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Json>(site, method, route, token, body);
  const text = async (route: string) => (await fetch(`${site.baseUrl}${route}`)).text();
  const publicSlugs = async () =>
    ((await json('GET', '/api/journals')).body.data!.journals as { slug: string }[]).map((j) => j.slug);
  const readModelHas = async (schema: (typeof READ_MODELS)[number], slug: string) =>
    ((await db.pool.query(`SELECT 1 FROM ${schema}.journals WHERE slug = $1`, [slug])).rowCount ?? 0) > 0;
  const submit = (journalName: string, paperTitle: string) =>
    submitTextPaper(site, author, { userEmail: AUTHOR.email, journalName, paperTitle });
  /** The submission's answer with its message (submitTextPaper keeps only the status and id). */
  const submitAnswer = async (journalName: string, paperTitle: string) => {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', journalName);
    form.set('paperTitle', paperTitle);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(512))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const counted = (slug: string) =>
    readUntil(
      async () =>
        (
          await db.pool.query<{ submissions: number }>(
            'SELECT submissions FROM journals.journal_submissions WHERE journal_slug = $1',
            [slug],
          )
        ).rows[0]?.submissions ?? 0,
      (n) => n > 0,
      `the journals service counting ${slug}'s submission`,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    manager = await joinJournalTeam(
      site,
      db,
      admin,
      'mechanical-engineering',
      { email: 'mary@example.org', givenNames: 'Mary', familyName: 'Anning', password: PASSWORD },
      'manager',
    );
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  describe('DELETE /api/admin/journals/{slug}', () => {
    it('refuses without a token, anyone but the administrator, and an unknown slug', async () => {
      expect((await json('DELETE', '/api/admin/journals/education')).status).toBe(401);
      expect((await json('DELETE', '/api/admin/journals/education', author)).status).toBe(403);
      // A manager of the journal may edit it, not delete it.
      expect((await json('DELETE', '/api/admin/journals/mechanical-engineering', manager)).status).toBe(403);
      const unknown = await json('DELETE', '/api/admin/journals/no-such-journal', admin);
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Journal not found' } });
      expect(await publicSlugs()).toContain('education');
    });

    it('deletes a journal without submissions: gone from the site and from every read model', async () => {
      const created = await json('POST', '/api/admin/journals', admin, PUBLISHERS_JOURNAL);
      expect(created.status).toBe(201);
      const temporary = { ...PUBLISHERS_JOURNAL, slug: 'short-lived', name: 'Short Lived' };
      Object.assign(temporary, { abbreviation: 'LJSL', doiCode: 'sl' });
      expect((await json('POST', '/api/admin/journals', admin, temporary)).status).toBe(201);
      for (const schema of READ_MODELS)
        await readUntil(() => readModelHas(schema, 'short-lived'), Boolean, `${schema} learning the journal`);

      const res = await json('DELETE', '/api/admin/journals/short-lived', admin);
      expect(res).toMatchObject({ status: 200, body: { success: true, message: 'Journal deleted' } });
      expect((await json('GET', '/api/journals/short-lived')).status).toBe(404);
      expect(await publicSlugs()).not.toContain('short-lived');
      const { rows } = await db.pool.query<{ type: string; version: number }>(
        `SELECT type, version FROM journals.outbox WHERE aggregate_id = 'short-lived' ORDER BY seq`,
      );
      expect(rows.map((r) => [r.type, r.version])).toEqual([
        ['journals.journal_created.v1', 1],
        ['journals.journal_deleted.v1', 2],
      ]);
      for (const schema of READ_MODELS)
        await readUntil(
          async () => !(await readModelHas(schema, 'short-lived')),
          Boolean,
          `${schema} dropping it`,
        );
      expect((await json('DELETE', '/api/admin/journals/short-lived', admin)).status).toBe(404);
    });

    it('refuses a journal with a submission: 409, archive it instead', async () => {
      expect((await submit('Civil Engineering', 'Bridges that last')).status).toBe(201);
      await counted('civil-engineering');
      const res = await json('DELETE', '/api/admin/journals/civil-engineering', admin);
      expect(res).toMatchObject({
        status: 409,
        body: { success: false, message: 'This journal has submissions; archive it instead' },
      });
      expect((await json('GET', '/api/journals/civil-engineering')).status).toBe(200);
    });
  });

  describe('PUT /api/admin/journals/{slug} { archived }', () => {
    let articleId = '';
    const statsJournals = async () =>
      (await json('GET', `/api/admin/dashboard/stats?email=${encodeURIComponent(site.adminEmail)}`, admin))
        .body.data!.journals as string[];
    const analyticsSlugs = async () =>
      ((await json('GET', '/api/admin/analytics', admin)).body.data!.journals as { slug: string }[]).map(
        (j) => j.slug,
      );

    it('refuses anyone but the administrator, an unknown slug and a bad value, changing nothing', async () => {
      const slug = 'mechanical-engineering';
      expect((await json('PUT', `/api/admin/journals/${slug}`, undefined, { archived: true })).status).toBe(
        401,
      );
      expect((await json('PUT', `/api/admin/journals/${slug}`, author, { archived: true })).status).toBe(403);
      const byManager = await json('PUT', `/api/admin/journals/${slug}`, manager, { archived: true });
      expect(byManager).toMatchObject({
        status: 403,
        body: { message: 'Only the administrator can archive or restore a journal', field: 'archived' },
      });
      // The manager's other settings still pass.
      expect(
        (await json('PUT', `/api/admin/journals/${slug}`, manager, { contactName: 'Desk' })).status,
      ).toBe(200);
      expect(
        (await json('PUT', '/api/admin/journals/no-such-journal', admin, { archived: true })).status,
      ).toBe(404);
      const bad = await json('PUT', `/api/admin/journals/${slug}`, admin, { archived: 'yes' });
      expect(bad).toMatchObject({ status: 400, body: { field: 'archived' } });
      expect((await json('GET', `/api/journals/${slug}`)).body.data!.journal.archived).toBe(false);
    });

    it('an archived journal leaves the lists and takes no paper; its articles and OAI records stay', async () => {
      const paper = await submit('Mechanical Engineering', 'Gears of the deep sea');
      expect(paper.status).toBe(201);
      articleId = paper.id!;
      for (const status of ['accepted', 'published'])
        expect(
          (
            await json('PUT', `/api/admin/submissions/${articleId}/status`, admin, {
              status,
              email: site.adminEmail,
            })
          ).status,
        ).toBe(200);
      await readUntil(
        () => json('GET', `/api/articles/${articleId}`),
        (r) => r.status === 200,
        'the article',
      );
      expect(await statsJournals()).toContain('Mechanical Engineering');
      expect(await analyticsSlugs()).toContain('mechanical-engineering');

      const res = await json('PUT', '/api/admin/journals/mechanical-engineering', admin, { archived: true });
      expect(res.status).toBe(200);
      expect(res.body.data!.journal.archived).toBe(true);

      // The menu, home tiles, submission form and search filter all read the public list.
      expect(await publicSlugs()).not.toContain('mechanical-engineering');
      const all = (await json('GET', '/api/admin/journals', admin)).body.data!.journals as {
        slug: string;
        archived: boolean;
        sample: boolean;
      }[];
      expect(all.find((j) => j.slug === 'mechanical-engineering')).toMatchObject({
        archived: true,
        sample: true,
      });
      expect(all.find((j) => j.slug === 'ocean-studies')).toMatchObject({ archived: false, sample: false });
      expect((await json('GET', '/api/admin/journals', author)).status).toBe(403);

      const refused = await readUntil(
        () => submitAnswer('Mechanical Engineering', 'Too late'),
        (r) => r.status === 409,
        'the submission service learning the archive',
      );
      expect(refused.body.message).toBe('This journal has been archived and no longer accepts submissions');

      await readUntil(
        statsJournals,
        (names) => !names.includes('Mechanical Engineering'),
        'the editorial filter',
      );
      expect(await analyticsSlugs()).not.toContain('mechanical-engineering');
      expect(await analyticsSlugs()).toContain('civil-engineering');

      // What was published stays: the journal's page, the article and its OAI-PMH record.
      expect((await json('GET', '/api/journals/mechanical-engineering')).status).toBe(200);
      expect((await json('GET', `/api/articles/${articleId}`)).status).toBe(200);
      expect((await fetch(`${site.baseUrl}/articles/${articleId}`)).status).toBe(200);
      const records = await text('/oai?verb=ListRecords&metadataPrefix=oai_dc&set=mechanical-engineering');
      expect(records).toContain('Gears of the deep sea');
    });

    it('archived: false restores the journal everywhere', async () => {
      const res = await json('PUT', '/api/admin/journals/mechanical-engineering', admin, { archived: false });
      expect(res.body.data!.journal.archived).toBe(false);
      expect(await publicSlugs()).toContain('mechanical-engineering');
      await readUntil(statsJournals, (names) => names.includes('Mechanical Engineering'), 'the filter again');
      const again = await readUntil(
        () => submit('Mechanical Engineering', 'Back in business'),
        (r) => r.status === 201,
        'the submission service learning the restore',
      );
      expect(again.status).toBe(201);
    });
  });

  describe('the sample content', () => {
    it("is the administrator's only", async () => {
      expect((await json('GET', '/api/admin/sample-content')).status).toBe(401);
      expect((await json('GET', '/api/admin/sample-content', author)).status).toBe(403);
      expect((await json('POST', '/api/admin/sample-content/remove', author)).status).toBe(403);
      expect((await json('POST', '/api/admin/sample-content/remove', manager)).status).toBe(403);
      expect((await json('GET', '/api/admin/sample-content', admin)).body.data).toMatchObject({
        journals: 10,
      });
    });

    it("removes the install's catalogue entries and journals without submissions, nothing else", async () => {
      const books = (await json('GET', '/api/catalogue/books')).body.data!.entries as Record<
        string,
        unknown
      >[];
      const { id: _id, ...book } = books[0]!;
      const ours = await json('POST', '/api/admin/catalogue/books', admin, {
        ...book,
        title: 'Our own book',
      });
      expect(ours.status).toBe(201);
      await counted('mechanical-engineering');

      const status = await json('GET', '/api/admin/sample-content', admin);
      expect(status.body).toEqual({
        success: true,
        data: { journals: 10, journalsWithSubmissions: 2, catalogueEntries: 30 },
      });

      const res = await json('POST', '/api/admin/sample-content/remove', admin);
      expect(res.body).toEqual({ success: true, data: { removed: { journals: 8, catalogueEntries: 30 } } });

      expect((await publicSlugs()).sort()).toEqual([
        'civil-engineering',
        'mechanical-engineering',
        'ocean-studies',
      ]);
      const left = (await json('GET', '/api/catalogue/books')).body.data!.entries as { title: string }[];
      expect(left.map((b) => b.title)).toEqual(['Our own book']);
      for (const kind of ['directory', 'databases', 'platforms'])
        expect((await json('GET', `/api/catalogue/${kind}`)).body.data!.entries).toEqual([]);
      // The site's pages are the publisher's texts, not sample content.
      expect((await json('GET', '/api/pages/terms')).status).toBe(200);
      expect((await json('GET', '/api/journals/education')).status).toBe(404);
      await readUntil(
        async () => (await Promise.all(READ_MODELS.map((s) => readModelHas(s, 'education')))).some(Boolean),
        (any) => !any,
        'every read model dropping the removed journals',
      );

      expect((await json('GET', '/api/admin/sample-content', admin)).body.data).toEqual({
        journals: 2,
        journalsWithSubmissions: 2,
        catalogueEntries: 0,
      });
      const again = await json('POST', '/api/admin/sample-content/remove', admin);
      expect(again.body.data).toEqual({ removed: { journals: 0, catalogueEntries: 0 } });
    });
  });
});
