import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
import {
  createTestDatabase,
  describeWith,
  makeProofDocx,
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
import { NO_COMPETING } from './support/review-answers';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const JOURNAL = 'applied-science';
const ADMIN_ROUTE = `/api/admin/journals/${JOURNAL}/checklist`;
const PUBLIC_ROUTE = `/api/journals/${JOURNAL}/checklist`;
const AUTHOR = { email: 'rosa@example.org', givenNames: 'Rosa', familyName: 'Hartmann' };
const EDDIE = { email: 'eddie@example.org', givenNames: 'Eddie', familyName: 'Editor' };
const MARY = { email: 'mary@example.org', givenNames: 'Mary', familyName: 'Manager' };
const REVIEWER = { reviewerEmail: 'ada@example.net', givenNames: 'Ada', familyName: 'Lovelace' };
const COVER_LETTER =
  'Dear editors, the survey data of 2022 is embargoed until June; please keep this between us.';
const KIEL_ROR = 'https://ror.org/04v76ef78';
const DFG_ROR = 'https://ror.org/018mejw64';
const FUNDING = [
  { funderName: 'Deutsche Forschungsgemeinschaft', funderRorId: DFG_ROR, awardIds: ['SFB 1234', 'KI 99/1'] },
  { funderName: 'Kiel Marine Trust', awardIds: [] },
];
const ITEMS = [
  { id: 'original', text: 'The paper has not been published before and is not under review elsewhere.' },
  { text: 'All authors agree to the submission.' },
];

function dateInDays(days: number): string {
  return new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/**
 * Issue 42, item 8 through the gateway of the whole site (real Postgres and Redis): a journal's managers
 * keep a submission checklist that authors must tick; the licence is agreed to; the cover letter reaches
 * the editors and never the reviewers; funding, the data availability statement and ROR ids are checked,
 * stored with the metadata and shown to editors. SPEC's payload keeps working for a journal without items.
 */
describeWith(['postgres', 'redis'], 'a complete submission through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let editor: string;
  let manager: string;
  let itemIds: string[] = [];
  let paperId = '';
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);

  /** Submits the multipart form the SPA sends: SPEC's fields, a text file, and `extra` as given. */
  async function submit(
    extra: Record<string, string> = {},
    file: { bytes: Buffer; name: string } = { bytes: makeTxt(512), name: 'paper.txt' },
  ) {
    const form = new FormData();
    const fields = {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: 'Seagrass meadows of the Kiel Fjord',
      abstract: 'An abstract.',
      keywords: 'seagrass',
      ...extra,
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    form.set('paperFile', new Blob([new Uint8Array(file.bytes)]), file.name);
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Body };
  }

  /** The editors' detail page, once the admin read model knows the paper (its guard reads it). */
  const detailOf = (id: string) =>
    readUntil(
      () => json('GET', `/api/admin/submissions/${id}`, editor),
      (res) => res.status === 200,
      `the editors' view of ${id}`,
    );

  async function mailsTo(address: string): Promise<ParsedMail[]> {
    const dir = path.join(site.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
    const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    return mails.filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return to.some((a) => a.value.some((v) => v.address === address));
    });
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `complete-submission-${randomUUID()}` },
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

  it('a journal starts with an empty checklist, and SPEC payload submits as before (licence agreed by submitting)', async () => {
    const empty = await json('GET', PUBLIC_ROUTE);
    expect([empty.status, empty.body]).toEqual([200, { success: true, data: { items: [] } }]);
    const spec = await submit();
    expect(spec.status).toBe(201);
    expect(spec.body.submission).toMatchObject({ funding: [], data_availability: '', author_ror_id: null });
    expect(JSON.stringify(spec.body)).not.toContain('cover_letter');
    const detail = await detailOf(spec.body.submission.id);
    expect(detail.body.data.submission).toMatchObject({
      cover_letter: '',
      agreements: { checklist: [], licence: 'CC BY 4.0', licence_agreement: 'by-submitting' },
    });
  });

  it('only the journal managers and the administrator read and change the checklist', async () => {
    expect((await json('GET', ADMIN_ROUTE)).status).toBe(401);
    expect((await json('GET', ADMIN_ROUTE, author)).status).toBe(403);
    expect((await json('GET', ADMIN_ROUTE, editor)).status).toBe(403);
    expect((await json('PUT', ADMIN_ROUTE, editor, { items: ITEMS })).status).toBe(403);
    const other = await json('PUT', '/api/admin/journals/no-such-journal/checklist', admin, { items: ITEMS });
    expect([other.status, other.body.message]).toEqual([404, 'Journal not found']);
    const blank = await json('PUT', ADMIN_ROUTE, manager, { items: [{ text: '  ' }] });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please enter the text of the item']);
    const twice = await json('PUT', ADMIN_ROUTE, manager, {
      items: [
        { id: 'same', text: 'One' },
        { id: 'same', text: 'Two' },
      ],
    });
    expect([twice.status, twice.body.message]).toEqual([400, 'Each item needs its own id']);
    expect((await json('GET', PUBLIC_ROUTE)).body.data.items).toEqual([]);

    const saved = await json('PUT', ADMIN_ROUTE, manager, { items: ITEMS });
    expect(saved.status).toBe(200);
    const items = saved.body.data.items as { id: string; text: string }[];
    expect(items.map((i) => i.text)).toEqual(ITEMS.map((i) => i.text));
    expect(items[0]!.id).toBe('original');
    expect(items[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
    itemIds = items.map((i) => i.id);
    expect((await json('GET', PUBLIC_ROUTE)).body.data.items).toEqual(items);
    expect((await json('GET', ADMIN_ROUTE, admin)).body.data.items).toEqual(items);
    // The submission service knows the items from the journal's event (no call between services).
    await readUntil(
      async () =>
        (await db.pool.query('SELECT checklist FROM submission.journals WHERE slug = $1', [JOURNAL])).rows[0]
          ?.checklist as unknown[],
      (checklist) => checklist?.length === 2,
      'the checklist in the submission read model',
    );
  });

  it('refuses a submission that misses a checklist item, the licence tick or a field rule, with the field', async () => {
    const refusals: [Record<string, string>, string, string][] = [
      [{}, 'checklist', 'Please confirm every item of the checklist'],
      [
        { checklist: JSON.stringify([itemIds[0]]) },
        'checklist',
        'Please confirm every item of the checklist',
      ],
      [
        { checklist: '{"not":"a list"}' },
        'checklist',
        'The checklist must be a JSON array of the ticked item ids',
      ],
      [
        { checklist: JSON.stringify(itemIds) },
        'licenceAgreed',
        "Please agree to publish under the journal's licence",
      ],
    ];
    const ticked = { checklist: JSON.stringify(itemIds), licenceAgreed: 'true' };
    refusals.push(
      [
        { ...ticked, coverLetter: 'x'.repeat(5001) },
        'coverLetter',
        'The cover letter must be at most 5,000 characters',
      ],
      [
        { ...ticked, funding: JSON.stringify([{ funderName: ' ', awardIds: [] }]) },
        'funding[0].funderName',
        "Please enter the funder's name",
      ],
      [
        {
          ...ticked,
          funding: JSON.stringify([{ funderName: 'DFG', funderRorId: 'https://ror.org/018mejw6' }]),
        },
        'funding[0].funderRorId',
        'A ROR ID is https://ror.org/ followed by nine characters, e.g. https://ror.org/04v76ef78',
      ],
      [
        { ...ticked, funding: JSON.stringify([{ funderName: 'DFG', awardIds: 'SFB 1234' }]) },
        'funding[0].awardIds',
        'Award numbers must be a list of text',
      ],
      [
        { ...ticked, funding: 'not json' },
        'funding',
        'Funding must be a JSON array of { funderName, funderRorId, awardIds }',
      ],
      [
        { ...ticked, authorRorId: 'https://ror.org/04v76ef77' },
        'authorRorId',
        "This ROR ID's check digits do not match; please copy it from ror.org",
      ],
      [
        { ...ticked, authorRorId: '04v76ef78' },
        'authorRorId',
        'A ROR ID is https://ror.org/ followed by nine characters, e.g. https://ror.org/04v76ef78',
      ],
      [
        { ...ticked, dataAvailability: 'd'.repeat(5001) },
        'dataAvailability',
        'The data availability statement must be at most 5,000 characters',
      ],
    );
    for (const [extra, field, message] of refusals) {
      const refused = await submit(extra);
      expect([refused.status, refused.body.message, refused.body.field]).toEqual([400, message, field]);
    }
    const badCoAuthor = await submit({
      ...ticked,
      coAuthors: JSON.stringify([
        {
          givenNames: 'Jonas',
          familyName: 'Weber',
          email: 'jonas@example.org',
          rorId: 'https://ror.org/abc',
        },
      ]),
    });
    expect([badCoAuthor.status, badCoAuthor.body.message]).toEqual([
      400,
      'A ROR ID is https://ror.org/ followed by nine characters, e.g. https://ror.org/04v76ef78',
    ]);
    const count = await db.pool.query('SELECT count(*)::int AS n FROM submission.submissions');
    expect(count.rows[0].n).toBe(1); // only the first test's paper
  });

  it('stores a complete submission: editors see the cover letter, agreements, funding and ROR ids', async () => {
    const done = await submit({
      checklist: JSON.stringify([...itemIds, 'an-unknown-id']),
      licenceAgreed: 'true',
      coverLetter: `${COVER_LETTER}\r\nKind regards, Rosa`,
      funding: JSON.stringify(FUNDING),
      dataAvailability: 'The survey data are at https://doi.org/10.5281/zenodo.1234567.',
      authorRorId: ` ${KIEL_ROR.toUpperCase().replace('HTTPS://ROR.ORG', 'https://ror.org')} `,
      coAuthors: JSON.stringify([
        {
          givenNames: 'Jonas',
          familyName: 'Weber',
          email: 'jonas@example.org',
          affiliation: 'GEOMAR',
          rorId: 'https://ror.org/02h2x0161',
        },
      ]),
    });
    expect(done.status).toBe(201);
    paperId = done.body.submission.id;
    const expectedFunding = [FUNDING[0], { ...FUNDING[1], funderRorId: null }];
    expect(done.body.submission).toMatchObject({
      funding: expectedFunding,
      data_availability: 'The survey data are at https://doi.org/10.5281/zenodo.1234567.',
      author_ror_id: KIEL_ROR,
      co_authors: [{ given_names: 'Jonas', ror_id: 'https://ror.org/02h2x0161' }],
    });
    // The author's own answer carries no cover letter back (it goes to the editors).
    expect(JSON.stringify(done.body)).not.toContain('embargoed');

    const detail = await detailOf(paperId);
    expect(detail.status).toBe(200);
    expect(detail.body.data.submission).toMatchObject({
      cover_letter: `${COVER_LETTER}\nKind regards, Rosa`,
      funding: expectedFunding,
      data_availability: 'The survey data are at https://doi.org/10.5281/zenodo.1234567.',
      author_ror_id: KIEL_ROR,
      co_authors: [{ ror_id: 'https://ror.org/02h2x0161' }],
      agreements: {
        checklist: [
          { id: itemIds[0], text: ITEMS[0]!.text },
          { id: itemIds[1], text: ITEMS[1]!.text },
        ],
        licence: 'CC BY 4.0',
        licence_agreement: 'ticked',
      },
    });
  });

  it("stores the document's own title when the title sent is the file name, and says so", async () => {
    const docx = makeProofDocx([
      { heading: 'Seagrass meadows of the Kiel Fjord', paragraphs: ['We dived.'] },
    ]);
    const ticked = { checklist: JSON.stringify(itemIds), licenceAgreed: 'true' };
    const named = await submit(
      { ...ticked, paperTitle: 'Hartmann_seagrass_Kiel_v1' },
      { bytes: docx, name: 'Hartmann_seagrass_Kiel_v1.docx' },
    );
    expect(named.status).toBe(201);
    expect(named.body.submission).toMatchObject({
      paper_title: 'Seagrass meadows of the Kiel Fjord',
      title_from_document: true,
    });
    // A title the author typed stays as typed.
    const typed = await submit(
      { ...ticked, paperTitle: 'Kiel seagrass, a survey' },
      { bytes: docx, name: 'Hartmann_seagrass_Kiel_v1.docx' },
    );
    expect(typed.body.submission).toMatchObject({
      paper_title: 'Kiel seagrass, a survey',
      title_from_document: false,
    });
  });

  it('the metadata edit follows the same funding and ROR rules', async () => {
    const route = `/api/registration/submissions/${paperId}/metadata`;
    const bad = await json('PUT', route, author, { funding: [{ funderName: 'DFG', funderRorId: 'ror' }] });
    expect([bad.status, bad.body.field]).toEqual([400, 'funding[0].funderRorId']);
    const badOwn = await json('PUT', route, author, { authorRorId: 'https://ror.org/04v76ef79' });
    expect([badOwn.status, badOwn.body.field]).toEqual([400, 'authorRorId']);
    const changed = await json('PUT', route, author, {
      funding: [{ funderName: 'European Research Council', awardIds: ['101000001'] }],
      dataAvailability: 'Available on request.',
      authorRorId: '',
    });
    expect(changed.status).toBe(200);
    const detail = await detailOf(paperId);
    expect(detail.body.data.submission).toMatchObject({
      funding: [{ funderName: 'European Research Council', funderRorId: null, awardIds: ['101000001'] }],
      data_availability: 'Available on request.',
      author_ror_id: null,
      cover_letter: `${COVER_LETTER}\nKind regards, Rosa`,
    });
  });

  it("the reviewer's page, mails and the review service never have the cover letter", async () => {
    const invited = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, editor, {
      ...REVIEWER,
      dueDate: dateInDays(21),
    });
    expect(invited.status).toBe(201);
    const [mail] = await readUntil(
      async () =>
        (await mailsTo(REVIEWER.reviewerEmail)).filter((m) => m.subject?.includes('Invitation to review')),
      (found) => found.length === 1,
      'the invitation',
    );
    expect(`${mail!.text}${mail!.html || ''}`).not.toContain('embargoed');
    const token = /\/review\/([A-Za-z0-9_-]{43})/.exec(mail!.text ?? '')![1]!;
    const before = await json('GET', `/api/reviews/${token}`);
    expect(before.status).toBe(200);
    expect((await json('POST', `/api/reviews/${token}/accept`, undefined, NO_COMPETING)).status).toBe(200);
    const after = await json('GET', `/api/reviews/${token}`);
    expect(after.status).toBe(200);
    for (const body of [before.body, after.body]) {
      expect(JSON.stringify(body)).not.toContain('embargoed');
      expect(JSON.stringify(body)).not.toContain('cover_letter');
    }
    // Nothing the review service stores or reads from events carries it either.
    const stored = await db.pool.query(
      `SELECT count(*)::int AS n FROM submission.outbox WHERE payload::text LIKE '%embargoed%'`,
    );
    expect(stored.rows[0].n).toBe(0);
  });

  it('the published article carries funding, the statement and ROR ids in its JATS, never the cover letter', async () => {
    const published = await json('PUT', `/api/admin/submissions/${paperId}/status`, admin, {
      status: 'published',
      email: site.adminEmail,
    });
    expect(published.status).toBe(200);
    const xml = await readUntil(
      async () => {
        const res = await fetch(`${site.baseUrl}/articles/${paperId}/jats.xml`);
        return res.status === 200 ? res.text() : '';
      },
      (text) => text.includes('<funding-group>'),
      'the JATS of the published article',
    );
    expect(xml).toContain('<institution>European Research Council</institution>');
    expect(xml).toContain('<award-id>101000001</award-id>');
    expect(xml).toContain('<sec sec-type="data-availability"');
    expect(xml).toContain('<p>Available on request.</p>');
    expect(xml).toContain(
      '<institution-wrap><institution-id institution-id-type="ror">https://ror.org/02h2x0161</institution-id><institution>GEOMAR</institution></institution-wrap>',
    );
    expect(xml).not.toContain('embargoed');
    const page = await (await fetch(`${site.baseUrl}/articles/${paperId}`)).text();
    expect(page).not.toContain('embargoed');
  });
});
