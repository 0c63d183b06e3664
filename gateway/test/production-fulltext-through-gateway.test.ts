import {
  createTestDatabase,
  describeWith,
  makeDocx,
  makeTxt,
  makeZip,
  readUntil,
  registerAuthor,
  signInAdmin,
  siteJson,
  startSite,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { publishingKnows } from './support/publishing-knows';
import { hasXmlIllegalCharacter } from '@journal/errors';
import { verifyByMail } from './support/site-mailbox';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosalind@example.org', givenNames: 'Rosalind', familyName: 'Franklin' };

/**
 * The production full text over real HTTP through the gateway of the whole site (embedded, real
 * Postgres): a published article keeps its public text while a new file converts, after a failed
 * conversion, and until the authors approve the new proof; text a database or XML cannot hold (a NUL,
 * a lone surrogate) is removed from what a .docx gives, so such a file converts instead of staying
 * `converting`; a failure ends `failed` with its reason on the panel and in the activity log.
 */
describeWith(['postgres'], 'the production full text through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let admin: string;
  let author: string;

  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const submit = async (paperTitle: string) => {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', '🔬');
    form.set('paperTitle', paperTitle);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as Body).submission.id as string;
  };
  const setStatus = async (id: string, status: string) => {
    const res = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
      status,
      email: site.adminEmail,
    });
    expect(res.status).toBe(200);
    if (status === 'accepted') await publishingKnows(site, admin, id, status);
  };
  const upload = async (id: string, bytes: Buffer) => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(bytes)]), 'final.docx');
    const res = await fetch(`${site.baseUrl}/api/admin/submissions/${id}/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(202);
  };
  const production = async (id: string) =>
    (await json('GET', `/api/admin/submissions/${id}/production`, admin)).body.data.production;
  /** Reads the panel's state until `done` holds (the conversion runs off the request). */
  const productionUntil = (id: string, done: (p: Body) => boolean, what: string) =>
    readUntil(() => production(id), done, what);
  const publicHtml = async (id: string) =>
    (await json('GET', `/api/articles/${id}/fulltext`)).body.data.html as string | null;
  const previewHtml = async (id: string) =>
    (await json('GET', `/api/admin/submissions/${id}/production/preview`, admin)).body.data.html as
      | string
      | null;
  const approve = async (id: string) => {
    const res = await json('POST', `/api/registration/submissions/${id}/proof`, author, {
      decision: 'approve',
    });
    expect([res.status, res.body.data?.proof]).toEqual([200, { status: 'approved' }]);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    site = await startSite({ databaseUrl: db.url });
    await site.waitForOutput('Journal platform running');
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
    await verifyByMail(site, AUTHOR.email);
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
  });

  it('keeps the published text while a new file converts and after a failure; it changes on approval', async () => {
    const id = await submit('Molecular Configuration in Sodium Thymonucleate');
    await setStatus(id, 'accepted');
    await setStatus(id, 'published');
    await readUntil(
      async () => (await fetch(`${site.baseUrl}/api/articles/${id}`)).status,
      (s) => s === 200,
      'the published article',
    );

    // The first text: nothing public to keep, so it is public once converted (as before).
    await upload(id, makeDocx('The original findings of the study.'));
    await productionUntil(id, (p) => p?.proof?.status === 'sent', 'the first proof');
    expect(await publicHtml(id)).toContain('The original findings');
    await approve(id);

    // A new file: the readers keep the approved text while it converts and while its proof waits.
    await upload(id, makeDocx('The revised findings, not yet approved.'));
    expect(await publicHtml(id)).toContain('The original findings');
    const draft = await productionUntil(id, (p) => p?.proof?.status === 'sent', 'the second proof');
    expect(draft).toMatchObject({
      status: 'ready',
      generation: 2,
      draft: true,
      publicText: { generation: 1 },
    });
    expect(await publicHtml(id)).toContain('The original findings');
    expect(await publicHtml(id)).not.toContain('revised findings');
    expect(await (await fetch(`${site.baseUrl}/articles/${id}/jats.xml`)).text()).toContain(
      'The original findings',
    );
    expect(await previewHtml(id)).toContain('The revised findings');

    await approve(id);
    expect(await publicHtml(id)).toContain('The revised findings');
    expect(await production(id)).toMatchObject({ draft: false, publicText: { generation: 2 } });

    // A file that fails: failed with its reason, the public text stays, the log says why.
    await upload(id, makeZip([{ name: 'a.txt', data: Buffer.from('not a Word document') }]));
    const failed = await productionUntil(id, (p) => p?.status !== 'converting', 'the failed conversion');
    expect(failed).toMatchObject({
      status: 'failed',
      generation: 3,
      draft: true,
      publicText: { generation: 2 },
    });
    expect(failed.error).toMatch(/could not be read as a Word document/);
    expect(await publicHtml(id)).toContain('The revised findings');
    const entries = await readUntil(
      async () =>
        (await json('GET', `/api/admin/submissions/${id}/activity`, admin)).body.data.entries as Body[],
      (all) => all.some((e) => e.action === 'conversion_failed'),
      'the failed conversion in the activity log',
    );
    expect(entries.find((e: Body) => e.action === 'conversion_failed').details).toMatchObject({
      generation: 3,
      reason: failed.error,
    });

    // ... and a new file can be sent after it.
    await upload(id, makeDocx('The corrected findings after a failure.'));
    expect(
      await productionUntil(id, (p) => p?.proof?.status === 'sent', 'the proof after the failure'),
    ).toMatchObject({ status: 'ready', generation: 4, draft: true });
    expect(await publicHtml(id)).toContain('The revised findings');
  });

  it('converts a .docx holding a NUL and a lone surrogate with them removed, never staying converting', async () => {
    const id = await submit('A paper whose final file holds characters XML cannot hold');
    await setStatus(id, 'accepted');
    // A literal NUL, NUL and U+0001 as character references, a lone high surrogate and U+FFFE.
    await upload(
      id,
      makeDocx('Before\u0000after, one&#0;two&#1;three, a lone&#xD800;surrogate&#xFFFE; end.'),
    );
    const done = await productionUntil(id, (p) => p?.status !== 'converting', 'the conversion to finish');
    expect(done).toMatchObject({ status: 'ready', proof: { status: 'sent' } });
    const html = (await previewHtml(id))!;
    expect(html).toContain('Beforeafter, onetwothree, a lonesurrogate end.');
    expect(hasXmlIllegalCharacter(html)).toBe(false);
  });
});
