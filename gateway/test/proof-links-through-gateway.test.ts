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
import { publishingKnows } from './support/publishing-knows';
import { mailsTo, verifyByMail } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosa@example.org', givenNames: 'Rosa', familyName: 'Hartmann' };
const JONAS = {
  givenNames: 'Jonas',
  familyName: 'Weber',
  email: 'jonas@example.org',
  affiliation: 'University of Kiel',
  orcid: 'https://orcid.org/0000-0002-1694-233X',
};
const MIRA = { givenNames: 'Mira', familyName: 'Olsen', email: 'mira@example.org' };
const ABSTRACT = 'Seagrass meadows of the Baltic store carbon.';
const REFERENCE = 'Duarte CM. The role of coastal plant communities. Nature Climate Change. 2013.';
const proofDocx = (finding: string) =>
  makeProofDocx([
    { heading: 'Introduction', paragraphs: [finding] },
    { heading: 'References', paragraphs: [`${REFERENCE} https://doi.org/10.1038/nclimate1970`] },
  ]);
const LINK = /https?:\/\/[^\s"<>]+\/proofs\/([A-Za-z0-9_-]{43})/g;

/**
 * Issue 42 item 4 over real HTTP through the gateway of the whole site (embedded, real Postgres): a
 * co-author's "Proof ready" mail carries a link that works without an account (never /login); it shows
 * what will be published; it is refused once tampered with, expired, replaced by a newer proof or used
 * by the answer, which is recorded as the co-author's.
 */
describeWith(['postgres'], 'co-authors proof links through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;
  let id: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'final.docx');
    const res = await fetch(`${site.baseUrl}/api/admin/submissions/${id}/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(202);
  };
  const production = async () =>
    (await json('GET', `/api/admin/submissions/${id}/production`, admin)).body.data.production;
  const proofSent = (generation: number) =>
    readUntil(
      production,
      (p) => p?.generation === generation && p?.proof?.status === 'sent',
      `proof ${generation}`,
    );
  /** The Proof ready mails to `email`, oldest first, and the proof-link tokens they carry. */
  const proofMails = async (email: string) =>
    (await mailsTo(site, email))
      .filter((m) => m.subject?.startsWith('Proof ready'))
      .sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
  const tokensTo = async (email: string, count: number) => {
    const mails = await readUntil(
      () => proofMails(email),
      (all) => all.length >= count,
      `${count} proof mails to ${email}`,
    );
    return mails.map((m) => [...`${m.text}\n${m.html}`.matchAll(LINK)].map((match) => match[1]!)[0]!);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    await verifyByMail(site, AUTHOR.email);
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', '🔬');
    form.set('paperTitle', 'Carbon in Baltic seagrass meadows');
    form.set('abstract', ABSTRACT);
    form.set('keywords', 'seagrass, blue carbon');
    form.set('coAuthors', JSON.stringify([JONAS, MIRA]));
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    id = ((await res.json()) as Body).submission.id;
    const accepted = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status: 'accepted',
      email: site.adminEmail,
    });
    expect(accepted.status).toBe(200);
    await publishingKnows(site, admin, id, 'accepted');
    await upload(proofDocx('Seagrass meadows store carbon.'));
    await proofSent(1);
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  it('mails each co-author a proof link, never /login; the submitting author keeps the signed-in page', async () => {
    for (const coAuthor of [JONAS, MIRA]) {
      const [mail] = await readUntil(
        () => proofMails(coAuthor.email),
        (all) => all.length === 1,
        `the proof mail to ${coAuthor.email}`,
      );
      const text = `${mail!.text}\n${mail!.html}`;
      expect(text).toMatch(LINK);
      expect(text).not.toContain('/login');
      expect(text).not.toContain(`/submissions/${id}/proof`);
    }
    const [own] = await readUntil(
      () => proofMails(AUTHOR.email),
      (all) => all.length === 1,
      'the author',
    );
    expect(own!.text).toContain(`/submissions/${id}/proof`);
    expect(own!.text).not.toMatch(LINK);
    // Only the token's hash is stored.
    const [token] = await tokensTo(JONAS.email, 1);
    const stored = await db.pool.query(
      `SELECT count(*)::int AS n FROM publishing.proof_links WHERE token_hash = sha256(convert_to($1, 'UTF8'))`,
      [token],
    );
    expect(stored.rows[0].n).toBe(1);
    expect((await db.pool.query('SELECT count(*)::int AS n FROM publishing.proof_links')).rows[0].n).toBe(2);
  });

  it('opens the proof without a session and shows what will be published', async () => {
    const [token] = await tokensTo(JONAS.email, 1);
    const res = await json('GET', `/api/proofs/${token}`);
    expect(res.status).toBe(200);
    expect(res.body.data.proof).toEqual({ status: 'sent' });
    expect(res.body.data.paper).toEqual({
      title: 'Carbon in Baltic seagrass meadows',
      abstract: ABSTRACT,
      keywords: ['seagrass', 'blue carbon'],
      authors: [
        { given_names: 'Rosa', family_name: 'Hartmann', affiliation: null, orcid: null },
        {
          given_names: 'Jonas',
          family_name: 'Weber',
          affiliation: 'University of Kiel',
          orcid: '0000-0002-1694-233X',
        },
        { given_names: 'Mira', family_name: 'Olsen', affiliation: null, orcid: null },
      ],
      journal: { id: expect.any(String), name: 'Applied Science' },
      licence: 'CC BY 4.0',
      licence_url: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(res.body.data.html).toContain('Seagrass meadows store carbon.');
    expect(res.body.data.html).toContain(REFERENCE);
    // The signed-in page's answer carries the same metadata.
    const signedIn = await json('GET', `/api/registration/submissions/${id}/proof`, author);
    expect(signedIn.body.data.paper).toEqual(res.body.data.paper);
  });

  it('refuses a tampered, malformed or expired link with a clear message', async () => {
    const [token] = await tokensTo(JONAS.email, 1);
    const tampered = `${token!.slice(0, -1)}${token!.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'not-a-token'])
      expect(await json('GET', `/api/proofs/${bad}`)).toMatchObject({
        status: 404,
        body: { success: false, message: 'This proof link is not valid.' },
      });
    expect(
      (await json('POST', `/api/proofs/${tampered}/answer`, undefined, { decision: 'approve' })).status,
    ).toBe(404);

    const [mira] = await tokensTo(MIRA.email, 1);
    await db.pool.query(
      `UPDATE publishing.proof_links SET expires_at = now() - interval '1 minute' WHERE email = $1`,
      [MIRA.email],
    );
    const expired = await json('GET', `/api/proofs/${mira}`);
    expect(expired).toMatchObject({
      status: 410,
      body: { success: false, message: 'This proof link has expired. Please ask the editor for a new one.' },
    });
    expect(
      (await json('POST', `/api/proofs/${mira}/answer`, undefined, { decision: 'approve' })).status,
    ).toBe(410);
    expect((await production()).proof).toEqual({ status: 'sent' });
  });

  it("records the co-author's answer once; the used link is refused", async () => {
    const [token] = await tokensTo(JONAS.email, 1);
    const bad = await json('POST', `/api/proofs/${token}/answer`, undefined, { decision: 'maybe' });
    expect(bad).toMatchObject({ status: 400, body: { success: false } });
    expect(bad.body.message).toMatch(/decision must be 'approve' or 'corrections'/);

    const answered = await json('POST', `/api/proofs/${token}/answer`, undefined, {
      decision: 'corrections',
      corrections: 'Figure 2: the Kiel site is at 54.3° N.',
    });
    expect(answered).toMatchObject({
      status: 200,
      body: { success: true, data: { proof: { status: 'corrections' } } },
    });
    expect((await production()).proof).toEqual({
      status: 'corrections',
      corrections: 'Figure 2: the Kiel site is at 54.3° N.',
    });
    const entries = await readUntil(
      async () =>
        (await json('GET', `/api/admin/submissions/${id}/activity`, admin)).body.data.entries as Body[],
      (all) => all.some((e) => e.action === 'proof_answered'),
      'the answer in the activity log',
    );
    expect(entries.find((e: Body) => e.action === 'proof_answered')).toMatchObject({
      details: { decision: 'corrections' },
    });
    const used = 'Your answer to this proof has been sent; the link cannot be used again.';
    expect(await json('GET', `/api/proofs/${token}`)).toMatchObject({ status: 410, body: { message: used } });
    expect(
      await json('POST', `/api/proofs/${token}/answer`, undefined, { decision: 'approve' }),
    ).toMatchObject({ status: 410, body: { message: used } });
    expect((await production()).proof.status).toBe('corrections');
  });

  it('a newer proof replaces the links of the one before', async () => {
    await upload(proofDocx('Seagrass meadows store more carbon than thought.'));
    await proofSent(2);
    const [, second] = await tokensTo(MIRA.email, 2);
    const read = await json('GET', `/api/proofs/${second}`);
    expect(read.status).toBe(200);
    expect(read.body.data.html).toContain('more carbon than thought');

    await upload(proofDocx('A third version of the findings.'));
    await proofSent(3);
    expect(await json('GET', `/api/proofs/${second}`)).toMatchObject({
      status: 410,
      body: { message: 'A newer proof has replaced this one. Please use the link in the latest proof mail.' },
    });
    const [, , third] = await tokensTo(MIRA.email, 3);
    const approved = await json('POST', `/api/proofs/${third}/answer`, undefined, { decision: 'approve' });
    expect(approved.body.data.proof).toEqual({ status: 'approved' });
    // The approval through the link makes that text the one the article will carry.
    expect(await production()).toMatchObject({ draft: false, publicText: { generation: 3 } });
  });
});
