import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
import {
  createTestDatabase,
  describeWith,
  makeTxt,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { verifyByMail } from './support/site-mailbox';

interface CoAuthorView {
  given_names: string;
  family_name: string;
  email: string;
  affiliation: string | null;
  orcid: string | null;
}
interface Submission {
  id: string;
  paper_title: string;
  abstract: string;
  keywords: string[];
  co_authors: CoAuthorView[];
  status: string;
  history?: { from_status: string | null; to_status: string; changed_by: string }[];
}
interface Json {
  success: boolean;
  message?: string;
  token?: string;
  submission?: Submission;
  user?: { orcid: string | null; individual_submissions: Submission[] };
  data?: {
    submissions: Submission[];
    pagination: { totalItems: number };
    statusBreakdown?: { status: string; count: number }[];
    statuses?: string[];
    user?: { orcid: string | null };
  };
}

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };
const GRACE = {
  givenNames: 'Grace',
  familyName: 'Hopper',
  email: 'grace@example.org',
  affiliation: 'Yale University',
  orcid: 'https://orcid.org/0000-0002-1694-233X',
};
const ALAN = { givenNames: 'Alan', familyName: 'Turing', email: 'alan@example.org' };
const ABSTRACT = 'We photograph DNA with X-rays.\nThe helix shows.';

/**
 * Issue 11 over real HTTP through the gateway of the whole site (embedded composition, real Postgres):
 * metadata on submit, every refusal storing nothing, edits, withdrawal, ORCID iDs, the admin read
 * model, and the co-author mails written as .eml files under DATA_DIR/mail.
 */
describeWith('postgres', 'paper metadata through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let author: string;
  let other: string;
  let admin: string;

  async function json(method: string, route: string, token?: string, body?: unknown) {
    const res = await fetch(`${site.baseUrl}${route}`, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  async function submit(fields: Record<string, string>, fileName = 'helix notes.txt') {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', '🔬');
    form.set('paperTitle', fileName.replace(/\.[^.]+$/, ''));
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), fileName);
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    return { status: res.status, body: (await res.json()) as Json };
  }

  const adminQuery = (query = '') => `email=${encodeURIComponent(site.adminEmail)}${query}`;
  const profile = async () =>
    (await json('GET', `/api/users/profile?email=${encodeURIComponent(AUTHOR.email)}`, author)).body.user!;

  async function storedFiles(dir = path.join(site.dataDir, 'files')): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? storedFiles(path.join(dir, e.name)) : [path.join(dir, e.name)])),
    );
    return nested.flat();
  }

  async function tableCounts() {
    const { rows } = await db.pool.query<{ submissions: number; outbox: number; history: number }>(
      `SELECT (SELECT count(*)::int FROM submission.submissions) AS submissions,
              (SELECT count(*)::int FROM submission.outbox) AS outbox,
              (SELECT count(*)::int FROM submission.status_history) AS history`,
    );
    return rows[0]!;
  }

  async function mailsTo(address: string): Promise<ParsedMail[]> {
    const dir = path.join(site.dataDir, 'mail');
    const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
    const mails = await Promise.all(files.map(async (f) => simpleParser(await readFile(path.join(dir, f)))));
    return mails.filter((mail) => {
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      return to.some((a) => a.value.some((v) => v.address === address));
    });
  }

  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string) {
    let value = await read();
    for (let i = 0; i < 100 && !done(value); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = await read();
    }
    if (!done(value)) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    return value;
  }

  const adminRow = async (id: string, query = '') =>
    (await json('GET', `/api/admin/submissions?${adminQuery(query)}`, admin)).body.data!.submissions.find(
      (s) => s.id === id,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    for (const email of [AUTHOR.email, 'other@example.org'])
      await json('POST', '/api/registration/register', undefined, {
        ...AUTHOR,
        email,
        password: PASSWORD,
        termsAccepted: true,
      });
    const login = async (email: string) =>
      (await json('POST', '/api/registration/login', undefined, { email, password: PASSWORD })).body.token!;
    // Co-author notices go only for an author who verified their address (issue 26 item 7).
    await verifyByMail(site, AUTHOR.email);
    author = await login(AUTHOR.email);
    other = await login('other@example.org');
    admin = (
      await json('POST', '/api/admin-auth/login', undefined, {
        email: site.adminEmail,
        password: site.adminPassword,
      })
    ).body.token!;
  }, 120_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  let paperId = '';

  it('stores an edited title, abstract, keywords and co-authors and shows them everywhere', async () => {
    const res = await submit({
      paperTitle: '  Molecular Configuration in Sodium Thymonucleate ',
      abstract: ABSTRACT,
      keywords: 'DNA, x-ray diffraction, dna,  ,Helix',
      coAuthors: JSON.stringify([GRACE, ALAN]),
    });
    expect(res.status).toBe(201);
    const submission = res.body.submission!;
    paperId = submission.id;
    const expected = {
      paper_title: 'Molecular Configuration in Sodium Thymonucleate',
      abstract: ABSTRACT,
      keywords: ['DNA', 'x-ray diffraction', 'Helix'],
      co_authors: [
        {
          given_names: 'Grace',
          family_name: 'Hopper',
          email: 'grace@example.org',
          affiliation: 'Yale University',
          orcid: '0000-0002-1694-233X',
        },
        {
          given_names: 'Alan',
          family_name: 'Turing',
          email: 'alan@example.org',
          affiliation: null,
          orcid: null,
        },
      ],
      status: 'submitted',
    };
    expect(submission).toMatchObject(expected);

    const mine = (await profile()).individual_submissions.find((s) => s.id === paperId);
    expect(mine).toMatchObject(expected);

    const row = await eventually(() => adminRow(paperId), Boolean, 'the admin row');
    expect(row).toMatchObject(expected);
    for (const search of ['hopper', 'Alan Tur', 'x-ray diff', 'helix']) {
      const found = await json(
        'GET',
        `/api/admin/submissions?${adminQuery(`&search=${encodeURIComponent(search)}`)}`,
        admin,
      );
      expect(found.body.data!.submissions.map((s) => s.id)).toEqual([paperId]);
    }
    expect(
      (await json('GET', `/api/admin/submissions?${adminQuery('&search=grace@example.org')}`, admin)).body
        .data!.pagination.totalItems,
    ).toBe(0); // co-author emails are not searched, names and keywords are

    const csv = await (
      await fetch(`${site.baseUrl}/api/admin/submissions/export.csv?${adminQuery()}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).text();
    expect(csv).toContain('Abstract,Keywords,Co-Authors');
    expect(csv).toContain(
      '"We photograph DNA with X-rays.\nThe helix shows.",DNA; x-ray diffraction; Helix,' +
        'Grace Hopper <grace@example.org> [Yale University] [ORCID 0000-0002-1694-233X]; Alan Turing <alan@example.org>',
    );
  });

  it('mails each co-author exactly once about the submission', async () => {
    const listed = `You are listed as a co-author of "Molecular Configuration in Sodium Thymonucleate" submitted to Applied Science by Rosalind Franklin.`;
    for (const coAuthor of [GRACE, ALAN]) {
      const mails = await eventually(
        () => mailsTo(coAuthor.email),
        (m) => m.length >= 1,
        'co-author mail',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mailsTo(coAuthor.email)).toHaveLength(1);
      expect(mails[0]!.text).toContain(listed);
      expect(mails[0]!.text).toContain(`Dear ${coAuthor.givenNames} ${coAuthor.familyName},`);
    }
  });

  it.each([
    [
      'an invalid co-author email',
      { coAuthors: JSON.stringify([{ ...ALAN, email: 'alan@' }]) },
      'Please enter a valid email address',
    ],
    [
      'the same email twice',
      { coAuthors: JSON.stringify([ALAN, { ...GRACE, email: 'ALAN@example.org' }]) },
      'ALAN@example.org is listed more than once as a co-author',
    ],
    [
      "the author's own email",
      { coAuthors: JSON.stringify([{ ...ALAN, email: AUTHOR.email }]) },
      'rosalind@example.org is your own email address; list only your co-authors',
    ],
    [
      'an invalid ORCID iD',
      { coAuthors: JSON.stringify([{ ...GRACE, orcid: '0000-0002-1694-2330' }]) },
      'Please enter a valid ORCID iD',
    ],
    [
      '21 co-authors',
      {
        coAuthors: JSON.stringify(
          Array.from({ length: 21 }, (_, i) => ({ ...ALAN, email: `c${i}@example.org` })),
        ),
      },
      'Please list at most 20 co-authors',
    ],
    [
      'co-authors that are an object',
      { coAuthors: '{"givenNames":"Alan"}' },
      'Co-authors must be a JSON array of objects',
    ],
    ['co-authors that are not JSON', { coAuthors: '[{oops' }, 'Co-authors must be a JSON array of objects'],
    [
      'co-authors that are a list of strings',
      { coAuthors: '["Alan Turing"]' },
      'Co-authors must be a JSON array of objects',
    ],
    ['11 keywords', { keywords: 'a,b,c,d,e,f,g,h,i,j,k' }, 'Please enter at most 10 keywords'],
    [
      'a 61-character keyword',
      { keywords: `ok, ${'k'.repeat(61)}` },
      'Each keyword must be at most 60 characters',
    ],
    [
      'an abstract of 5,001 characters',
      { abstract: 'a'.repeat(5001) },
      'The abstract must be at most 5,000 characters',
    ],
    [
      'a title of 301 characters',
      { paperTitle: 't'.repeat(301) },
      'The paper title must be at most 300 characters',
    ],
  ])('refuses %s with its message and stores nothing', async (_case, fields, message) => {
    const before = { counts: await tableCounts(), files: await storedFiles() };
    expect(before.files.length).toBeGreaterThan(0);
    const res = await submit(fields);
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ success: false, message }) });
    expect(await tableCounts()).toEqual(before.counts);
    expect((await storedFiles()).sort()).toEqual(before.files.sort());
  });

  it('takes the same metadata in a JSON submission (lists instead of texts)', async () => {
    const body = {
      userEmail: AUTHOR.email,
      journalName: 'education',
      paperTitle: 'Notes without a file',
      abstract: 'Only metadata.',
      keywords: ['Teaching', 'teaching', 'Notes, Drafts'],
      coAuthors: [{ ...GRACE, email: 'hopper@example.org' }],
    };
    const created = await json('POST', '/api/registration/submit-paper', author, body);
    expect(created.status).toBe(201);
    expect(created.body.submission).toMatchObject({
      keywords: ['Teaching', 'Notes', 'Drafts'],
      co_authors: [{ email: 'hopper@example.org', orcid: '0000-0002-1694-233X' }],
    });
    const before = await tableCounts();
    const refused = await json('POST', '/api/registration/submit-paper', author, {
      ...body,
      coAuthors: GRACE,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Co-authors must be a JSON array of objects');
    expect(await tableCounts()).toEqual(before);
  });

  it('lets the owner edit the details while submitted, by the same rules, and refuses everyone else', async () => {
    const edit = (body: unknown, token = author, id = paperId) =>
      json('PUT', `/api/registration/submissions/${id}/metadata`, token, body);
    const changed = await edit({
      paperTitle: 'Molecular Configuration',
      abstract: 'Shorter.',
      keywords: 'DNA, Crystallography',
      coAuthors: [{ ...ALAN, orcid: '0000-0002-1825-0097' }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.submission).toMatchObject({
      paper_title: 'Molecular Configuration',
      abstract: 'Shorter.',
      keywords: ['DNA', 'Crystallography'],
      co_authors: [{ given_names: 'Alan', orcid: '0000-0002-1825-0097' }],
    });
    expect((await edit({ keywords: ['Helix', 'helix', 'Fibre'] })).body.submission!.keywords).toEqual([
      'Helix',
      'Fibre',
    ]);

    const bad = await edit({ paperTitle: 'Kept?', coAuthors: [{ ...GRACE, email: 'nope' }] });
    expect(bad).toEqual({
      status: 400,
      body: expect.objectContaining({ success: false, message: 'Please enter a valid email address' }),
    });
    expect((await edit({ coAuthors: 'not a list' })).body.message).toBe(
      'Co-authors must be a JSON array of objects',
    );
    expect((await edit({ paperTitle: '   ' })).body.message).toBe('Please enter the paper title');
    expect((await edit({}, other)).status).toBe(403);
    expect((await edit({}, admin)).status).toBe(403);
    expect((await edit({}, author, '0b8f6d3e-1111-4222-8333-944455556666')).status).toBe(404);

    const mine = (await profile()).individual_submissions.find((s) => s.id === paperId)!;
    expect(mine).toMatchObject({ paper_title: 'Molecular Configuration', keywords: ['Helix', 'Fibre'] });
    expect(mine.co_authors.map((c) => c.email)).toEqual(['alan@example.org']);
    await eventually(
      () => adminRow(paperId),
      (row) => row?.paper_title === 'Molecular Configuration' && row.keywords.join() === 'Helix,Fibre',
      'the edited admin row',
    );

    const review = await json('PUT', `/api/admin/submissions/${paperId}/status`, admin, {
      status: 'under_review',
      email: site.adminEmail,
    });
    expect(review.status).toBe(200);
    const refused = await edit({ paperTitle: 'Too late' });
    expect(refused).toEqual({
      status: 409,
      body: expect.objectContaining({
        success: false,
        message: 'Paper details can only be edited while the paper is Submitted',
      }),
    });
    expect((await profile()).individual_submissions.find((s) => s.id === paperId)!.paper_title).toBe(
      'Molecular Configuration',
    );
  });

  it('mails the current co-authors once per status change', async () => {
    const mails = await eventually(
      () => mailsTo(ALAN.email),
      (m) => m.some((mail) => mail.text?.includes('UNDER REVIEW')),
      'the status notice',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notices = (await mailsTo(ALAN.email)).filter((mail) => mail.text?.includes('UNDER REVIEW'));
    expect(notices).toHaveLength(1);
    expect(mails.find((m) => m.text?.includes('UNDER REVIEW'))!.text).toContain(
      'You are listed as a co-author of "Molecular Configuration" submitted to Applied Science by Rosalind Franklin.',
    );
    // Grace was removed before the change: she has only her submission notice.
    expect(await mailsTo(GRACE.email)).toHaveLength(1);
  });

  it('withdraws while submitted or under review, then refuses; admins still set any status', async () => {
    const withdraw = (id: string, token = author) =>
      json('POST', `/api/registration/submissions/${id}/withdraw`, token);
    expect((await withdraw(paperId, other)).status).toBe(403);
    expect((await withdraw('not-a-uuid')).status).toBe(404);

    const done = await withdraw(paperId); // under review
    expect(done.status).toBe(200);
    expect(done.body.submission!.status).toBe('withdrawn');
    const again = await withdraw(paperId);
    expect(again).toEqual({
      status: 409,
      body: expect.objectContaining({
        success: false,
        message: 'Only a paper that is Submitted or Under Review can be withdrawn',
      }),
    });
    const mine = (await profile()).individual_submissions.find((s) => s.id === paperId)!;
    expect(mine.status).toBe('withdrawn');
    expect(mine.history!.at(-1)).toMatchObject({
      from_status: 'under_review',
      to_status: 'withdrawn',
      changed_by: AUTHOR.email,
    });

    await eventually(() => adminRow(paperId, '&status=withdrawn'), Boolean, 'the withdrawn filter');
    const stats = await json('GET', `/api/admin/dashboard/stats?${adminQuery()}`, admin);
    expect(stats.body.data!.statuses).toContain('withdrawn');
    expect(stats.body.data!.statusBreakdown).toContainEqual({ status: 'withdrawn', count: 1 });
    const csv = await (
      await fetch(`${site.baseUrl}/api/admin/submissions/export.csv?${adminQuery('&status=withdrawn')}`, {
        headers: { authorization: `Bearer ${admin}` },
      })
    ).text();
    expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
    expect(csv).toContain(',withdrawn,');

    // A fresh submission is withdrawn straight from submitted; an accepted one cannot be.
    const fresh = await submit({}, 'second paper.txt');
    expect((await withdraw(fresh.body.submission!.id)).body.submission!.status).toBe('withdrawn');
    const reopened = await json('PUT', `/api/admin/submissions/${paperId}/status`, admin, {
      status: 'accepted',
      email: site.adminEmail,
    });
    expect(reopened.status).toBe(200);
    expect((await withdraw(paperId)).status).toBe(409);
  });

  it('keeps an ORCID iD on the profile: checked, stored bare, cleared by an empty string', async () => {
    const update = (orcid: unknown) =>
      json('PUT', '/api/registration/update-profile', author, {
        userEmail: AUTHOR.email,
        given_names: AUTHOR.givenNames,
        family_name: AUTHOR.familyName,
        orcid,
      });
    const saved = await update('https://orcid.org/0000-0002-1694-233x');
    expect(saved.status).toBe(200);
    expect(saved.body.data!.user!.orcid).toBe('0000-0002-1694-233X');
    expect((await profile()).orcid).toBe('0000-0002-1694-233X');

    for (const wrong of [
      '0000-0002-1694-2330',
      '0000-0002-1825-0098',
      '0000000218250097',
      'https://example.org/0000-0002-1825-0097',
      42,
    ]) {
      expect(await update(wrong)).toEqual({
        status: 400,
        body: expect.objectContaining({ success: false, message: 'Please enter a valid ORCID iD' }),
      });
    }
    expect((await profile()).orcid).toBe('0000-0002-1694-233X');

    expect((await update('0000-0002-1825-0097')).status).toBe(200);
    expect((await profile()).orcid).toBe('0000-0002-1825-0097');
    expect((await update('')).status).toBe(200);
    expect((await profile()).orcid).toBeNull();
  });
});
