import { rm } from 'node:fs/promises';
import {
  createTestDatabase,
  describeWith,
  makeDocx,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
  validatorSchema,
  xmllintAgainst,
} from '@journal/testing';
import { parseXml, texts } from '../../services/publishing/test/support/article-head';
import { joinJournalTeam } from './support/journal-team';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const GRACE = {
  givenNames: 'Grace',
  familyName: 'Hopper',
  email: 'grace@example.org',
  affiliation: 'Yale University',
  orcid: '0000-0002-1694-233X',
};
const JOURNAL = 'civil-engineering';
const ISSUES = `/api/admin/journals/${JOURNAL}/issues`;
const DOAJ = `/api/admin/journals/${JOURNAL}/doaj.xml`;
// DOAJ's schema wants a full-text URL on a public host name, so the site gets one.
const PUBLIC_URL = 'https://journals.example.org';

/** xmllint against DOAJ's article schema, its ISO 639-2/B import resolved through the local catalog. */
const validAgainstDoaj = (xml: string) =>
  xmllintAgainst(validatorSchema('doaj/doajArticles.xsd'), xml, {
    catalog: validatorSchema('doaj/catalog.xml'),
  }).errors;

/**
 * DOAJ's article XML through the gateway of the whole site (real Postgres): a published issue and the
 * whole journal exported for upload at DOAJ, valid against doajArticles.xsd; refused to authors and
 * other journals' editors, and for an issue in preparation.
 */
describeWith(['postgres', 'xmllint'], 'DOAJ export through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let admin: string;
  let editor: string;
  let otherEditor: string;
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const get = (route: string, token: string) =>
    fetch(`${site.baseUrl}${route}`, { headers: { authorization: `Bearer ${token}` } });

  const submit = async (paperTitle: string, coAuthors: object[] = []): Promise<string> => {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Civil Engineering');
    form.set('paperTitle', paperTitle);
    form.set('abstract', `What we found about ${paperTitle.toLowerCase()}.`);
    form.set('keywords', 'bridges, wind');
    if (coAuthors.length) form.set('coAuthors', JSON.stringify(coAuthors));
    form.set('paperFile', new Blob([new Uint8Array(makeDocx('The paper.'))]), 'paper.docx');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as Body).submission.id as string;
  };
  const accept = async (id: string) => {
    const res = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status: 'accepted',
      email: site.adminEmail,
    });
    expect(res.status).toBe(200);
    await readUntil(
      async () =>
        (await db.pool.query('SELECT status FROM publishing.submissions WHERE id = $1', [id])).rows[0]
          ?.status,
      (s) => s === 'accepted',
      'publishing sees accepted',
    );
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url, env: { PUBLIC_URL } });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    admin = await signInAdmin(site);
    editor = await joinJournalTeam(
      site,
      db,
      admin,
      JOURNAL,
      { email: 'eddie@doaj.example.org', givenNames: 'Eddie', familyName: 'Editor', password: PASSWORD },
      'editor',
    );
    otherEditor = await joinJournalTeam(
      site,
      db,
      admin,
      'applied-science',
      { email: 'olga@doaj.example.org', givenNames: 'Olga', familyName: 'Other', password: PASSWORD },
      'editor',
    );
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  let issueId = '';
  const ids: string[] = [];

  it('has nothing to export before anything is published', async () => {
    const res = await get(DOAJ, editor);
    expect(res.status).toBe(404);
    expect(((await res.json()) as Body).message).toBe('This journal has no published articles to export yet');
  });

  it('exports a published issue in its order, valid against DOAJ’s schema, with authors, ORCID and pages', async () => {
    const created = await json('POST', ISSUES, editor, { volume: 4, number: 1, year: 2026, title: 'Wind' });
    expect(created.status).toBe(201);
    issueId = created.body.data.issue.id;
    ids.push(await submit('Cable stays in the wind', [GRACE]), await submit('Pylons on soft soil'));
    for (const id of ids) await accept(id);
    for (const [i, id] of ids.entries()) {
      const placed = await json('PUT', `/api/admin/submissions/${id}/placement`, editor, {
        issueId,
        position: i + 1,
        firstPage: i * 10 + 1,
        lastPage: i * 10 + 9,
      });
      expect(placed.status).toBe(200);
    }
    // An issue in preparation is not public: DOAJ is not told of it.
    expect((await get(`${DOAJ}?issue=${issueId}`, editor)).status).toBe(404);
    expect((await json('POST', `${ISSUES}/${issueId}/publish`, editor)).status).toBe(200);

    const res = await get(`${DOAJ}?issue=${issueId}`, editor);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${JOURNAL}-doaj.xml"`);
    const xml = await res.text();
    expect(validAgainstDoaj(xml)).toContain('- validates');
    const doc = parseXml(xml);
    expect(texts(doc, 'record > title')).toEqual(['Cable stays in the wind', 'Pylons on soft soil']);
    expect(texts(doc, 'record > publisherRecordId')).toEqual(ids);
    expect(texts(doc, 'record > volume')).toEqual(['4', '4']);
    expect(texts(doc, 'record > issue')).toEqual(['1', '1']);
    expect(texts(doc, 'record > startPage')).toEqual(['1', '11']);
    expect(texts(doc, 'record > endPage')).toEqual(['9', '19']);
    expect(texts(doc, 'record > fullTextUrl')).toEqual(ids.map((id) => `${PUBLIC_URL}/articles/${id}`));
    for (const doi of texts(doc, 'record > doi')) expect(doi).toMatch(/^10\.\d+\/ce\.\d{4}\.\d{5}$/);
    // The first record: both authors in order, Grace's affiliation and ORCID iD, keywords.
    expect(texts(doc, 'record:first-of-type author > name')).toEqual(['Rosalind Franklin', 'Grace Hopper']);
    expect(texts(doc, 'record:first-of-type orcid_id')).toEqual(['https://orcid.org/0000-0002-1694-233X']);
    expect(texts(doc, 'record:first-of-type affiliationName')).toEqual(['Yale University']);
    expect(texts(doc, 'record:first-of-type keyword')).toEqual(['bridges', 'wind']);
    expect(texts(doc, 'record:first-of-type abstract')).toEqual([
      'What we found about cable stays in the wind.',
    ]);
  });

  it('exports every published article of the journal when no issue is named', async () => {
    const res = await get(DOAJ, admin);
    expect(res.status).toBe(200);
    const xml = await res.text();
    expect(validAgainstDoaj(xml)).toContain('- validates');
    expect(texts(parseXml(xml), 'record > publisherRecordId').sort()).toEqual([...ids].sort());
  });

  it('is for the journal’s editors: an author 403, another journal’s editor 404, an unknown issue 404', async () => {
    expect((await get(DOAJ, author)).status).toBe(403);
    const other = await get(DOAJ, otherEditor);
    expect(other.status).toBe(404);
    expect(((await other.json()) as Body).message).toBe('Journal not found');
    expect((await fetch(`${site.baseUrl}${DOAJ}`)).status).toBe(401);
    expect((await get(`${DOAJ}?issue=7f0c7f4e-1a5b-4c65-9a52-3d4f0c1f2a11`, editor)).status).toBe(404);
    expect((await get('/api/admin/journals/no-such-journal/doaj.xml', admin)).status).toBe(404);
  });
});
