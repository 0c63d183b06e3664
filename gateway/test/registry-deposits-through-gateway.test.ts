import { spawnSync } from 'node:child_process';
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
  validatorSchema,
  type RunningSite,
  type TestDatabase,
} from '@journal/testing';
import { startOrcidStandIn, type OrcidStandIn } from './support/orcid-stand-in';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const PASSWORD = 'a long enough password';
const AUTHOR = { email: 'rosa@deposits.example.org', givenNames: 'Rosa', familyName: 'Hartmann' };
const CARBERRY = { orcid: '0000-0002-1825-0097', name: 'Josiah Carberry' };
const CO_AUTHOR = {
  givenNames: 'Josiah',
  familyName: 'Carberry',
  email: 'carberry@deposits.example.org',
  affiliation: 'Brown University',
  orcid: CARBERRY.orcid,
};

/**
 * Issue 43 items 1 and 6 through the whole site (`npm start`'s composition, real Postgres): a published
 * article's deposits with Crossref and DOAJ unset are held as `not configured` (409 on Deposit again), and
 * its work reaches the ORCID record of a co-author who grants `/activities/update` later, through ORCID's
 * member API (a stand-in written from ORCID's documentation: ORCID cannot be reached from the tests); a
 * metadata correction updates the work by its put-code; ORCID's refusal shows its `user-message`.
 * The queue's outage, restart and retry behaviour is tested on the composition with a simulated clock
 * (services/publishing/test/integration/registry-deposits.test.ts).
 */
describeWith(['postgres', 'xmllint'], 'registry deposits through the gateway', () => {
  let db: TestDatabase;
  let site: RunningSite;
  let orcid: OrcidStandIn;
  let admin: string;
  let author: string;
  const json = (method: string, route: string, token?: string, body?: unknown) =>
    siteJson<Body>(site, method, route, token, body);
  const depositsOf = async (id: string) =>
    (await json('GET', `/api/admin/articles/${id}/deposits`, admin)).body.data.deposits as Body[];

  async function publishPaper(title: string): Promise<string> {
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('paperTitle', title);
    form.set('abstract', 'Seagrass holds the fjord floor.');
    form.set('keywords', 'seagrass, Kiel');
    form.set('coAuthors', JSON.stringify([CO_AUTHOR]));
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(1024))]), 'paper.txt');
    const res = await fetch(`${site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as Body).submission.id as string;
    for (const status of ['accepted', 'published']) {
      const changed = await json('PUT', `/api/admin/submissions/${id}/status`, admin, {
        status,
        email: site.adminEmail,
      });
      expect(changed.status).toBe(200);
    }
    await readUntil(
      async () => (await fetch(`${site.baseUrl}/api/articles/${id}`)).status,
      (s) => s === 200,
      'the published article',
    );
    return id;
  }

  const worksAgainstXsd = (xml: string) =>
    spawnSync(
      'xmllint',
      ['--noout', '--nonet', '--schema', validatorSchema('orcid/record_3.0/work-3.0.xsd'), '-'],
      {
        input: xml,
        encoding: 'utf8',
      },
    );

  beforeAll(async () => {
    orcid = await startOrcidStandIn();
    db = await createTestDatabase();
    site = await startSite({
      databaseUrl: db.url,
      env: {
        ORCID_CLIENT_ID: orcid.clientId,
        ORCID_CLIENT_SECRET: orcid.clientSecret,
        ORCID_BASE_URL: orcid.baseUrl,
        ORCID_API_URL: orcid.baseUrl,
        ORCID_RETRY_BACKOFF_MS: '50',
      },
    });
    admin = await signInAdmin(site);
    author = await registerAuthor(site, { ...AUTHOR, password: PASSWORD });
  }, 180_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    await orcid?.close();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  let earlier = '';

  it('holds Crossref and DOAJ as `not configured` and answers 409 to Deposit again', async () => {
    earlier = await publishPaper('Seagrass Meadows of the Kiel Fjord');
    const deposits = await readUntil(
      () => depositsOf(earlier),
      (d) => d.length === 2,
      'the held deposits',
    );
    expect(deposits).toEqual([
      {
        registry: 'crossref',
        state: 'not configured',
        attempts: 0,
        lastMessage: 'Crossref is not configured (CROSSREF_DEPOSIT_URL); the deposit is held',
        updatedAt: expect.any(String),
      },
      {
        registry: 'doaj',
        state: 'not configured',
        attempts: 0,
        lastMessage: 'DOAJ is not configured (DOAJ_API_URL); the deposit is held',
        updatedAt: expect.any(String),
      },
    ]);
    const again = await json('POST', `/api/admin/articles/${earlier}/deposits/doaj`, admin);
    expect([again.status, again.body.message]).toEqual([
      409,
      'DOAJ is not configured (DOAJ_API_URL); the deposit is held',
    ]);
    // ORCID is set up, but no author has granted access yet: nothing to send.
    expect(orcid.works).toHaveLength(0);
    const byAuthor = await json('GET', `/api/admin/articles/${earlier}/deposits`, author);
    expect(byAuthor.status).toBe(403);
  });

  it('a later authorisation pushes the work published before it; publication pushes the next one', async () => {
    const carberry = await registerAuthor(site, {
      email: CO_AUTHOR.email,
      givenNames: 'Josiah',
      familyName: 'Carberry',
      password: PASSWORD,
    });
    orcid.nextResearcher = CARBERRY;
    const started = await json('POST', '/api/profile/orcid/authorize', carberry, { addWorks: true });
    expect(started.status).toBe(200);
    const atOrcid = await fetch(started.body.data.url, { redirect: 'manual' });
    const back = new URL(atOrcid.headers.get('location')!);
    const landed = await fetch(`${site.baseUrl}${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(landed.headers.get('location')).toBe('/profile?orcid=connected');

    const pushed = await readUntil(
      async () => (await depositsOf(earlier)).find((d) => d.registry === 'orcid'),
      (d) => d?.state === 'deposited',
      "the earlier work on Carberry's record",
    );
    expect(pushed).toMatchObject({ orcid: CARBERRY.orcid, attempts: 1, lastMessage: 'ORCID added the work' });
    expect(orcid.works.map((w) => [w.method, w.orcid, w.status])).toEqual([['POST', CARBERRY.orcid, 201]]);
    const lint = worksAgainstXsd(orcid.works[0]!.xml);
    expect(lint.stderr).toMatch(/^- validates$/m);
    expect(orcid.works[0]!.xml).toContain('Seagrass Meadows of the Kiel Fjord');

    const next = await publishPaper('Eelgrass Recovery after the Storm');
    await readUntil(
      async () => (await depositsOf(next)).find((d) => d.registry === 'orcid')?.state,
      (s) => s === 'deposited',
      'the new work on publication',
    );
    expect(orcid.works.filter((w) => w.xml.includes('Eelgrass Recovery'))).toHaveLength(1);

    const repeat = await json('POST', `/api/admin/articles/${next}/deposits/orcid`, admin);
    expect([repeat.status, repeat.body.message]).toEqual([409, 'This version is already deposited']);
  });

  it("a metadata correction updates the work by its put-code; ORCID's refusal shows its user-message", async () => {
    const correct = (paperTitle: string) =>
      json('PUT', `/api/admin/submissions/${earlier}/metadata`, admin, { paperTitle });
    expect((await correct('Seagrass Meadows of the Kiel Fjord, corrected')).status).toBe(200);
    await readUntil(
      () => Promise.resolve(orcid.works.filter((w) => w.method === 'PUT')),
      (puts) => puts.length === 1,
      'the updated work',
    );
    const put = orcid.works.find((w) => w.method === 'PUT')!;
    // The put-code ORCID's Location gave the first POST of this work.
    const created = orcid.works.find((w) => w.method === 'POST' && w.xml.includes('Seagrass'))!;
    expect(put.putCode).toBe(created.location);
    expect(put.xml).toContain(`put-code="${put.putCode}"`);
    expect(put.xml).toContain('corrected');
    expect(worksAgainstXsd(put.xml).status).toBe(0);

    orcid.refuseWork = 'The work has an invalid external identifier';
    expect((await correct('Seagrass Meadows of the Kiel Fjord, corrected twice')).status).toBe(200);
    const refused = await readUntil(
      async () => (await depositsOf(earlier)).find((d) => d.registry === 'orcid'),
      (d) => d?.state === 'failed',
      'the refused update',
    );
    expect(refused.lastMessage).toBe('The work has an invalid external identifier');
  });
});
