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
import {
  startCrossrefStandIn,
  type CrossrefStandIn,
} from '../../services/publishing/test/support/crossref-stand-in';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const LOGIN = { id: 'journal-login', password: 'crossref-secret' };
const AUTHOR = { email: 'rosa@restart.example.org', givenNames: 'Rosa', familyName: 'Hartmann' };

/**
 * Issue 43's Must show, "a restart of `npm start` mid-queue resumes": the real `npm start` entry on real
 * Postgres, against a stand-in of Crossref's deposit and result API written from Crossref's documentation
 * (Crossref cannot be reached from the tests). Crossref is down when an article is published, so its
 * deposit waits in the queue; the site is stopped with Ctrl-C and started again on the same data after
 * Crossref came back; the deposit then goes out once and ends `deposited`.
 */
describeWith(['postgres'], 'the deposit queue across a restart of npm start', () => {
  let db: TestDatabase;
  let crossref: CrossrefStandIn;
  let site: RunningSite | undefined;
  let crossrefDown = true;
  let dataDir: string | undefined;

  const start = async () => {
    site = await startSite({
      entry: 'npm-start',
      databaseUrl: db.url,
      ...(dataDir ? { dataDir } : {}),
      env: {
        CROSSREF_DEPOSIT_URL: crossref.url,
        CROSSREF_LOGIN_ID: LOGIN.id,
        CROSSREF_LOGIN_PASSWORD: LOGIN.password,
        CROSSREF_RETRY_BACKOFF_MS: '200',
        CROSSREF_MAX_ATTEMPTS: '50',
      },
    });
    dataDir = site.dataDir;
    return site;
  };
  const crossrefOf = async (running: RunningSite, admin: string, id: string) => {
    const answer = await siteJson<Body>(running, 'GET', `/api/admin/articles/${id}/deposits`, admin);
    return (answer.body.data?.deposits ?? []).find((d: Body) => d.registry === 'crossref');
  };

  beforeAll(async () => {
    crossref = await startCrossrefStandIn({
      loginId: LOGIN.id,
      password: LOGIN.password,
      outage: () => (crossrefDown ? '503' : false),
    });
    db = await createTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await db?.drop();
    await crossref?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps a deposit Crossref refused while down, and sends it once after the restart', async () => {
    const first = await start();
    const admin = await signInAdmin(first);
    const author = await registerAuthor(first, { ...AUTHOR, password: 'a long enough password' });
    const form = new FormData();
    form.set('userEmail', AUTHOR.email);
    form.set('journalName', 'Applied Science');
    form.set('paperTitle', 'Seagrass across a restart');
    form.set('abstract', 'Seagrass holds the fjord floor.');
    form.set('keywords', 'seagrass');
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(1024))]), 'paper.txt');
    const submitted = await fetch(`${first.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author}` },
      body: form,
    });
    expect(submitted.status).toBe(201);
    const id = ((await submitted.json()) as Body).submission.id as string;
    for (const status of ['accepted', 'published'])
      expect(
        (
          await siteJson(first, 'PUT', `/api/admin/submissions/${id}/status`, admin, {
            status,
            email: first.adminEmail,
          })
        ).status,
      ).toBe(200);

    // Crossref refuses: the deposit is tried, kept and not deposited.
    const refused = await readUntil(
      () => crossrefOf(first, admin, id),
      (d) => d !== undefined && d.attempts >= 2,
      'two refused attempts',
    );
    expect(refused.state).not.toBe('deposited');
    expect(refused.lastMessage).toMatch(/503|unavailable/i);
    expect(crossref.batches.every((b) => !b.accepted)).toBe(true);

    expect(await first.stop('SIGINT')).toBe(0);
    crossrefDown = false;
    const second = await start();
    const adminAgain = await signInAdmin(second);
    const done = await readUntil(
      () => crossrefOf(second, adminAgain, id),
      (d) => d?.state === 'deposited',
      'the deposit after the restart',
    );
    expect(done.state).toBe('deposited');
    // Sent once: one accepted batch for the article's DOI, whatever was refused before.
    const accepted = crossref.batches.filter((b) => b.accepted);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.title).toBe('Seagrass across a restart');
    expect(crossref.resultReads.length).toBeGreaterThanOrEqual(1);
  }, 240_000);
});
