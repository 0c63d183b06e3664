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
import { parseXml, readHead, texts } from '../../services/publishing/test/support/article-head';

interface Json {
  success: boolean;
  message?: string;
  data?: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  article?: { doi: string };
  submission?: { id: string; journal_id: string; journal_name: string; journal_icon: string };
}

const AUTHOR = { email: 'rachel@example.org', givenNames: 'Rachel', familyName: 'Carson' };
const OCEANS = {
  slug: 'ocean-studies',
  name: 'Ocean Studies',
  fullTitle: 'Lumina Journal of Ocean Studies',
  abbreviation: 'LJOS',
  doiCode: 'os',
  icon: '🌍',
  issnOnline: '2049-3630',
};

/**
 * Issue 28, part 1 through the gateway of the whole site (embedded composition, real Postgres): a journal
 * the administrator creates is known to submission, publishing and admin from the journals service's
 * events, without a restart: submissions by its name, its OAI-PMH set, sitemap entry and feed, DOIs with
 * its doiCode (a changed code only for later DOIs), the dashboard's filter; closed, it refuses with 409.
 */
describeWith('postgres', 'journals learnt from events, through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  const year = new Date().getUTCFullYear();
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Json>(site, method, route, token, body);

  async function submit(journalName: string, paperTitle: string) {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', journalName);
    form.set('paperTitle', paperTitle);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  async function publish(id: string): Promise<string> {
    for (const status of ['accepted', 'published']) {
      const res = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
        status,
        email: site.adminEmail,
      });
      expect(res.status).toBe(200);
    }
    const res = await readUntil(
      () => json('GET', `/api/articles/${id}`),
      (r) => r.status === 200,
      'the article',
    );
    return res.body.article!.doi;
  }

  const text = async (route: string) => (await fetch(`${site.baseUrl}${route}`)).text();

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...AUTHOR, password: 'a long enough password' });
    admin = await signInAdmin(site);
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  let firstDoi = '';
  let firstId = '';

  it('a new journal is refused while closed, then takes submissions by name once opened', async () => {
    expect((await submit('Ocean Studies', 'Too early')).body.message).toBe(
      'Please select a journal category',
    );
    const created = await json('POST', '/api/admin/journals', admin, OCEANS);
    expect(created.status).toBe(201);
    // New journals start closed to submissions (the journals service's default).
    const closed = await readUntil(
      () => submit('Ocean Studies', 'Silent Spring'),
      (r) => r.status !== 400,
      'the submission service to learn the journal',
    );
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      success: false,
      message: 'This journal is not accepting submissions',
    });

    expect(
      (await json('PUT', `/api/admin/journals/${OCEANS.slug}`, admin, { acceptingSubmissions: true })).status,
    ).toBe(200);
    const accepted = await readUntil(
      () => submit('ocean studies', 'The Sea Around Us'),
      (r) => r.status !== 409,
      'the journal to open',
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.submission).toMatchObject({
      journal_id: 'ocean-studies',
      journal_name: 'Ocean Studies',
      journal_icon: '🌍',
    });
    firstId = accepted.body.submission!.id;
  });

  it('publishing gives it an OAI-PMH set, a sitemap entry, a feed and DOIs with its code', async () => {
    await readUntil(
      () => text('/oai?verb=ListSets'),
      (xml) => xml.includes('<setSpec>ocean-studies</setSpec>'),
      'the OAI-PMH set',
    );
    expect(texts(parseXml(await text('/oai?verb=ListSets')), 'setName')).toContain('Ocean Studies');
    expect(await text('/sitemap.xml')).toContain('/journals/ocean-studies</loc>');

    firstDoi = await publish(firstId);
    expect(firstDoi).toBe(`10.5555/os.${year}.00001`);
    const feed = parseXml(await text('/journals/ocean-studies/feed.atom'));
    expect(texts(feed, 'entry > id')).toEqual([`https://doi.org/${firstDoi}`]);
    expect(await text('/sitemap.xml')).toContain(`/articles/${firstId}</loc>`);

    const head = readHead(await text(`/articles/${firstId}`));
    expect(head.one('citation_journal_title')).toBe('Lumina Journal of Ocean Studies');
    expect(head.one('citation_journal_abbrev')).toBe('LJOS');
    expect(head.all('citation_issn')).toEqual(['2049-3630']);
    expect(head.one('DC.publisher')).toBe(head.one('citation_publisher'));
    expect(head.one('DC.publisher')).not.toBe('Ocean Studies');
    const records = await text('/oai?verb=ListRecords&metadataPrefix=oai_dc&set=ocean-studies');
    // Issue 30: a continuous journal's article carries its article number in the source.
    expect(records).toContain(`<dc:source>Lumina Journal of Ocean Studies, e${year}001</dc:source>`);
  });

  it('the dashboard lists and filters by the new journal', async () => {
    const stats = await json('GET', '/api/admin/dashboard/stats', admin);
    expect(stats.body.data!.journals).toContain('Ocean Studies');
    const list = await json('GET', '/api/admin/submissions?journal=Ocean%20Studies', admin);
    expect(list.status).toBe(200);
    expect(list.body.data!.submissions.map((s: { id: string }) => s.id)).toEqual([firstId]);
  });

  it('a changed doiCode is used by later DOIs only', async () => {
    expect((await json('PUT', `/api/admin/journals/${OCEANS.slug}`, admin, { doiCode: 'ocs' })).status).toBe(
      200,
    );
    // Published once the publishing service has the new code: submit, then publish after it is learnt.
    await readUntil(
      async () =>
        (await db.pool.query("SELECT doi_code FROM publishing.journals WHERE slug = 'ocean-studies'"))
          .rows[0],
      (row) => row?.doi_code === 'ocs',
      'publishing to learn the new code',
    );
    const second = await submit('Ocean Studies', 'Under the Sea-Wind');
    expect(second.status).toBe(201);
    expect(await publish(second.body.submission!.id)).toBe(`10.5555/ocs.${year}.00001`);
    expect((await json('GET', `/api/articles/${firstId}`)).body.article!.doi).toBe(firstDoi);

    expect(
      (await json('PUT', `/api/admin/journals/${OCEANS.slug}`, admin, { acceptingSubmissions: false }))
        .status,
    ).toBe(200);
    const refused = await readUntil(
      () => submit('Ocean Studies', 'The Edge of the Sea'),
      (r) => r.status !== 201,
      'the journal to close',
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This journal is not accepting submissions');
  });
});
