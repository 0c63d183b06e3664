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
import { mailsTo } from './support/site-mailbox';
import { submitTextPaper } from './support/submit-text-paper';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const A = 'applied-science';
const B = 'civil-engineering';
const TITLE = 'Scour Around Offshore Monopiles';
const AUTHOR = { email: 'ines@delft.example.nl', givenNames: 'Ines', familyName: 'Vermeer' };
const CO_AUTHOR = {
  givenNames: 'Pieter',
  familyName: 'Bakker',
  email: 'pieter@delft.example.nl',
  affiliation: 'TU Delft',
  orcid: null,
};
const STRANGER = { email: 'otto@elsewhere.example.org', givenNames: 'Otto', familyName: 'Other' };
const EDDIE = { email: 'eddie@applied.example.org', givenNames: 'Eddie', familyName: 'Applied' };
const BEA = { email: 'bea@civil.example.org', givenNames: 'Bea', familyName: 'Civil' };
const CONSENTING = { reviewerEmail: 'klara@review.example.net', givenNames: 'Klara', familyName: 'Consent' };
const WITHHOLDING = {
  reviewerEmail: 'walter@review.example.net',
  givenNames: 'Walter',
  familyName: 'Withheld',
};

// Texts that must, or must not, reach the sister journal.
const NOTE = 'Internal: the handling editor thinks the scour model is borrowed from Sumer 2001.';
const DISCUSSION = 'Could you share the flume calibration sheets privately?';
const SHARED_REPORT = 'The scour depth predictions are convincing; the flume tests are well designed.';
const WITHHELD_REPORT = 'The literature review omits the North Sea field campaigns entirely.';
const CONFIDENTIAL = 'Between us, I suspect a salami-sliced companion paper.';
const LETTER =
  'Your paper is sound but outside the scope of this journal; a civil engineering venue fits it.';
const OFFER = 'Our sister journal publishes exactly this kind of coastal engineering work.';
const NO_COMPETING = { competingInterests: 'none' };

/**
 * Issue 44 item 1 through the gateway of the whole site on real Postgres: editors' notes and who may read
 * them; a transfer offer's refusals; the author's decline, which leaves the paper as it was; and the
 * acceptance, which makes the paper a submission of the sister journal with every file version, its
 * metadata and co-authors and only the consenting reviewer's report, anonymous. Every response the
 * sister journal's editor gets is searched for the first journal's notes, discussion and withheld texts.
 */
describeWith(['postgres'], 'transfers between journals through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let stranger: string;
  let eddie: string;
  let bea: string;
  let paperId = '';
  let transferredId = '';
  const v2 = makeTxt(1300);
  /** Every body B's editor got back. */
  const beaSaw: string[] = [];

  const json = async (method: string, route: string, token?: string, body?: unknown) => {
    const res = await siteJson<Body>(site, method, route, token, body);
    if (token === bea) beaSaw.push(JSON.stringify(res.body));
    return res;
  };
  const linkOf = async (email: string) => {
    const found = await readUntil(
      async () => (await mailsTo(site, email)).filter((m) => m.subject?.includes('Invitation to review')),
      (list) => list.length > 0,
      `invitation to ${email}`,
    );
    return /\/review\/([A-Za-z0-9_-]{43})/.exec(found[0]!.text ?? '')![1]!;
  };
  const bytesOf = async (id: string, version: number, token: string) => {
    const res = await fetch(`${site.baseUrl}/api/admin/submissions/${id}/versions/${version}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return new Uint8Array(await res.arrayBuffer());
  };
  const profileEntry = async (id: string) => {
    const res = await json('GET', `/api/users/profile?email=${encodeURIComponent(AUTHOR.email)}`, author);
    return res.body.user.individual_submissions.find((s: Body) => s.id === id);
  };
  /** A's paper as its editors see it, without the transfer record (which the answers add to). */
  const paperAsItIs = async () => {
    const { transfers: _transfers, ...rest } = (await json('GET', `/api/admin/submissions/${paperId}`, eddie))
      .body.data;
    return rest;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    stranger = await registerAuthor(site, { ...STRANGER, password: PASSWORD });
    admin = await signInAdmin(site);
    eddie = await joinJournalTeam(site, db, admin, A, { ...EDDIE, password: PASSWORD }, 'editor');
    bea = await joinJournalTeam(site, db, admin, B, { ...BEA, password: PASSWORD }, 'editor');
    const submitted = await submitTextPaper(site, author, {
      userEmail: AUTHOR.email,
      journalName: 'Applied Science',
      paperTitle: TITLE,
    });
    expect(submitted.status).toBe(201);
    paperId = submitted.id!;
    const edited = await json('PUT', `/api/registration/submissions/${paperId}/metadata`, author, {
      abstract: 'Scour depths around monopiles in combined waves and currents.',
      keywords: ['scour', 'monopiles', 'offshore wind'],
      coAuthors: [CO_AUTHOR],
    });
    expect(edited.status).toBe(200);
    // Round 1: two reports, one consenting to be passed on; then a revision (version 2).
    const due = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    for (const reviewer of [CONSENTING, WITHHOLDING]) {
      const invited = await json('POST', `/api/admin/submissions/${paperId}/reviewers`, eddie, {
        ...reviewer,
        dueDate: due,
      });
      expect(invited.status).toBe(201);
    }
    for (const [reviewer, report] of [
      [
        CONSENTING,
        {
          recommendation: 'minor_revisions',
          commentsToAuthor: SHARED_REPORT,
          commentsToEditor: CONFIDENTIAL,
          shareWithSisterJournal: true,
        },
      ],
      [WITHHOLDING, { recommendation: 'major_revisions', commentsToAuthor: WITHHELD_REPORT }],
    ] as const) {
      const link = await linkOf(reviewer.reviewerEmail);
      expect((await json('POST', `/api/reviews/${link}/accept`, undefined, NO_COMPETING)).status).toBe(200);
      const reported = await json('POST', `/api/reviews/${link}/report`, undefined, report);
      expect(reported.status).toBe(201);
    }
    const revisions = await json('POST', `/api/admin/submissions/${paperId}/decision`, eddie, {
      decision: 'revisions',
      message: 'Please address both reports.',
    });
    expect(revisions.status).toBe(201);
    const form = new FormData();
    form.set('responseToReviewers', 'Both reports addressed.');
    form.set('paperFile', new Blob([new Uint8Array(v2)]), 'scour-v2.txt');
    const revised = await fetch(`${site.baseUrl}/api/registration/submissions/${paperId}/revisions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(revised.status).toBe(201);
    const thread = await json('POST', `/api/admin/submissions/${paperId}/discussions`, eddie, {
      participants: 'author',
      subject: 'Calibration',
      body: DISCUSSION,
    });
    expect(thread.status).toBe(201);
  }, 300_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('keeps editors’ notes to the paper’s journal’s editors, and refuses bad input', async () => {
    const notes = `/api/admin/submissions/${paperId}/notes`;
    expect((await json('POST', notes, undefined, { body: NOTE })).status).toBe(401);
    expect((await json('POST', notes, author, { body: NOTE })).status).toBe(403);
    expect((await json('GET', notes, author)).status).toBe(403);
    expect((await json('GET', notes, stranger)).status).toBe(403);
    const other = await json('GET', notes, bea);
    expect([other.status, other.body.message]).toEqual([404, 'Submission not found']);
    expect((await json('POST', notes, bea, { body: NOTE })).status).toBe(404);
    for (const body of [{}, { body: '   ' }, { body: 'x'.repeat(5001) }, { body: 42 }]) {
      const bad = await json('POST', notes, eddie, body);
      expect([bad.status, bad.body.message]).toEqual([
        400,
        'Please write the note (at most 5,000 characters)',
      ]);
    }
    expect((await json('GET', notes, eddie)).body.data.notes).toEqual([]);
    const added = await json('POST', notes, eddie, { body: NOTE });
    expect(added.status).toBe(201);
    expect(added.body.data.note).toMatchObject({
      body: NOTE,
      written_by: { email: EDDIE.email, role: 'editor', name: 'Eddie Applied' },
    });
    const listed = await json('GET', notes, eddie);
    expect(listed.body.data.notes.map((n: Body) => n.body)).toEqual([NOTE]);
    expect((await json('GET', notes, admin)).body.data.notes).toHaveLength(1);
    const reject = await json('POST', `/api/admin/submissions/${paperId}/decision`, eddie, {
      decision: 'reject',
      message: LETTER,
    });
    expect(reject.status).toBe(201);
  });

  it('refuses a transfer offer from anyone but the paper’s editors, and bad offers, storing nothing', async () => {
    const route = `/api/admin/submissions/${paperId}/transfer-offer`;
    const good = { toJournal: B, message: OFFER };
    expect((await json('POST', route, author, good)).status).toBe(403);
    expect((await json('POST', route, bea, good)).status).toBe(404);
    const cases: [unknown, number, string][] = [
      [
        { ...good, toJournal: 'no-such-journal' },
        404,
        'No journal of the family has the slug "no-such-journal"',
      ],
      [
        { ...good, toJournal: A },
        400,
        'The paper is already in this journal: choose one of its sister journals',
      ],
      [{ ...good, toJournal: '' }, 400, 'Please choose the journal to offer the transfer to (its slug)'],
      [{ toJournal: B }, 400, 'Please write a message to the author (at most 5,000 characters)'],
    ];
    for (const [body, status, message] of cases) {
      const res = await json('POST', route, eddie, body);
      expect([res.status, res.body.success, res.body.message]).toEqual([status, false, message]);
    }
    const count = await db.pool.query('SELECT count(*)::int AS n FROM submission.transfers');
    expect(count.rows[0].n).toBe(0);
  });

  it('offers a rejected paper to the sister journal; the author is mailed; declining leaves the paper as it was', async () => {
    const before = await paperAsItIs();
    expect(before.submission.status).toBe('rejected');
    const offered = await json('POST', `/api/admin/submissions/${paperId}/transfer-offer`, eddie, {
      toJournal: B,
      message: OFFER,
    });
    expect(offered.status).toBe(201);
    expect(offered.body.data.transfer).toMatchObject({ to_journal: B, state: 'offered', message: OFFER });
    const again = await json('POST', `/api/admin/submissions/${paperId}/transfer-offer`, eddie, {
      toJournal: B,
      message: OFFER,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This paper already has an open transfer offer to /);
    const [mail] = await readUntil(
      async () => (await mailsTo(site, AUTHOR.email)).filter((m) => m.subject?.startsWith('Transfer offer')),
      (found) => found.length === 1,
      'the transfer offer mail',
    );
    expect(mail!.text).toContain(OFFER);
    expect(mail!.text).toContain('/profile');
    const entry = await profileEntry(paperId);
    expect(entry.transfer_offer).toMatchObject({ to_journal: B, from_journal: A, message: OFFER });

    const answer = `/api/registration/submissions/${paperId}/transfer`;
    expect((await json('POST', answer, stranger, { accept: true })).status).toBe(404);
    expect((await json('POST', answer, eddie, { accept: true })).status).toBe(404);
    const bad = await json('POST', answer, author, { accept: 'yes' });
    expect([bad.status, bad.body.message]).toEqual([400, 'Please answer with accept: true or accept: false']);
    const declined = await json('POST', answer, author, { accept: false });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ transfer: { state: 'declined' }, submission: null });
    expect(await paperAsItIs()).toEqual(before);
    expect((await profileEntry(paperId)).transfer_offer).toBeNull();
    const none = await json('POST', answer, author, { accept: true });
    expect([none.status, none.body.message]).toEqual([409, 'There is no open transfer offer for this paper']);
    const papers = await db.pool.query('SELECT count(*)::int AS n FROM submission.submissions');
    expect(papers.rows[0].n).toBe(1);
  });

  it('on acceptance the sister journal gets every version, the metadata and only the consented report, anonymous', async () => {
    const offered = await json('POST', `/api/admin/submissions/${paperId}/transfer-offer`, eddie, {
      toJournal: B,
      message: OFFER,
    });
    expect(offered.status).toBe(201);
    const accepted = await json('POST', `/api/registration/submissions/${paperId}/transfer`, author, {
      accept: true,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.submission).toMatchObject({ journal_id: B });
    transferredId = accepted.body.data.submission.id;

    const original = (await json('GET', `/api/admin/submissions/${paperId}`, eddie)).body.data;
    const detail = await readUntil(
      async () => (await json('GET', `/api/admin/submissions/${transferredId}`, bea)).body.data,
      (d) => d?.transferred_reports?.length > 0,
      'the consented report at the sister journal',
    );
    expect(detail.submission).toMatchObject({
      journal_id: B,
      status: 'submitted',
      paper_title: TITLE,
      abstract: original.submission.abstract,
      keywords: original.submission.keywords,
      co_authors: original.submission.co_authors,
      author: { email: AUTHOR.email },
      current_version: 2,
    });
    expect(detail.submission.co_authors).toEqual([expect.objectContaining({ email: CO_AUTHOR.email })]);
    // submitTextPaper's version 1 is 512 bytes; version 2 the revision above.
    expect(detail.versions.map((v: Body) => [v.number, v.size])).toEqual([
      [1, 512],
      [2, v2.length],
    ]);
    expect(detail.versions.map((v: Body) => v.name ?? v.original_name)).toEqual(
      original.versions.map((v: Body) => v.name ?? v.original_name),
    );
    expect(await bytesOf(transferredId, 1, bea)).toEqual(await bytesOf(paperId, 1, eddie));
    expect(await bytesOf(transferredId, 2, bea)).toEqual(new Uint8Array(v2));
    // Only the consenting reviewer's report, with its recommendation, as a number only.
    expect(detail.transferred_reports).toEqual([
      expect.objectContaining({
        from_journal: A,
        reviewer: expect.stringMatching(/^Reviewer \d$/),
        recommendation: 'minor_revisions',
        comments_to_author: SHARED_REPORT,
      }),
    ]);
    expect(detail.reports).toEqual([]);
    expect(detail.assignments).toEqual([]);
    expect(detail.transfers.from).toMatchObject({
      from_journal: A,
      offer_message: OFFER,
      decision_letter: { decision: 'reject', message: LETTER },
    });
    expect(detail.transfers.from.history.map((h: Body) => h.to_status)).toContain('rejected');
    expect((await json('GET', `/api/admin/submissions/${transferredId}/notes`, bea)).body.data.notes).toEqual(
      [],
    );
    const threads = await json('GET', `/api/admin/submissions/${transferredId}/discussions`, bea);
    expect(threads.body.data.threads).toEqual([]);
    // B's editor still cannot open A's paper or its notes.
    expect((await json('GET', `/api/admin/submissions/${paperId}`, bea)).status).toBe(404);
    expect((await json('GET', `/api/admin/submissions/${paperId}/notes`, bea)).status).toBe(404);
    expect((await json('GET', `/api/admin/submissions/${transferredId}/notes`, eddie)).status).toBe(404);

    // A's record: the transfer, and the paper left as rejected.
    expect(original.submission.status).toBe('rejected');
    expect(original.transfers.offers.map((t: Body) => t.state)).toEqual(['declined', 'accepted']);
    expect(original.transfers.offers[1]).toMatchObject({ to_journal: B, to_submission_id: transferredId });
    const again = await json('POST', `/api/admin/submissions/${paperId}/transfer-offer`, eddie, {
      toJournal: B,
      message: OFFER,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^This paper has already been transferred to /);
    expect((await profileEntry(paperId)).transferred_to).toMatchObject({ journal: B });
    expect((await profileEntry(transferredId)).transferred_from).toMatchObject({ journal: A });

    const all = beaSaw.join('\n');
    for (const secret of [
      NOTE,
      DISCUSSION,
      WITHHELD_REPORT,
      CONFIDENTIAL,
      CONSENTING.reviewerEmail,
      CONSENTING.familyName,
      WITHHOLDING.reviewerEmail,
      WITHHOLDING.familyName,
    ])
      expect(all).not.toContain(secret);
  });

  it('counts the paper as transferred out of A and into B, not as received by B', async () => {
    const figures = await readUntil(
      async () => (await json('GET', '/api/admin/analytics', admin)).body.data,
      (d) => d?.journals?.find((j: Body) => j.slug === B)?.transferredIn === 1,
      'the transfer in the figures',
    );
    const of = (slug: string) => figures.journals.find((j: Body) => j.slug === slug);
    expect([of(A).transferredOut, of(A).transferredIn, of(A).figures.submissionsReceived]).toEqual([1, 0, 1]);
    expect([of(B).transferredIn, of(B).transferredOut, of(B).figures.submissionsReceived]).toEqual([1, 0, 0]);
    expect(figures.total.submissionsReceived).toBe(1);
    expect(figures.totalTransfers).toEqual({ transferredIn: 1, transferredOut: 1 });
  });

  it('answers 404 for an unknown paper', async () => {
    const res = await json('POST', `/api/admin/submissions/${randomUUID()}/transfer-offer`, admin, {
      toJournal: B,
      message: OFFER,
    });
    expect([res.status, res.body.message]).toEqual([404, 'Submission not found']);
  });
});
