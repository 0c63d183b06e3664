import { describeWith } from '@journal/testing';
import { startCrossrefStandIn, type CrossrefStandIn } from '../support/crossref-stand-in';
import { startDoajStandIn, type DoajStandIn } from '../support/doaj-stand-in';
import { SimulatedClock } from '../support/simulated-clock';
import {
  created,
  eventually,
  journalEvent,
  metadataUpdated,
  paper,
  startPublishing,
  statusChanged,
  type PaperFixture,
  type PublishingHarness,
} from '../support/publishing-harness';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely and asserted field by field */
type Body = any;

const CROSSREF_LOGIN = { loginId: 'lumina', password: 's3cret' };
const DOAJ_KEY = 'doaj-key-for-tests';
const OUTAGE_MS = 90_000;
const ROLES = {
  journalsOf: async (sub: string) =>
    sub === 'as-editor'
      ? [{ slug: 'applied-science', name: 'Applied Science', role: 'editor' as const }]
      : sub === 'ce-editor'
        ? [{ slug: 'civil-engineering', name: 'Civil Engineering', role: 'editor' as const }]
        : [],
};

/**
 * Issue 43 items 1-3: one deposit queue for Crossref, DOAJ and ORCID on the real composition (real
 * Postgres, the real registry clients) against stand-ins of Crossref's deposit and submission result and
 * DOAJ's article API, written from their documentation. Backoff runs on a simulated clock: the stand-ins
 * measure their 90 s outage on it, so no test waits 90 real seconds.
 */
describeWith('postgres', 'publishing: one deposit queue for every registry', () => {
  let h: PublishingHarness;
  let crossref: CrossrefStandIn;
  let doaj: DoajStandIn;
  let clock: SimulatedClock;
  let admin: string;
  /** Start of the stand-ins' outage on the simulated clock (none before it is set). */
  let outageFrom = Number.POSITIVE_INFINITY;
  const outage = () => {
    const t = clock.now().getTime();
    return t >= outageFrom && t < outageFrom + OUTAGE_MS;
  };

  const call = async (method: string, path: string, token = admin) => {
    const res = await fetch(`${h.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as Body };
  };
  const depositsOf = async (p: PaperFixture) =>
    (await call('GET', `/api/admin/articles/${p.id}/deposits`)).body.data.deposits as Body[];
  const publish = async (p: PaperFixture) => {
    await h.bus.publish([
      created(p),
      statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
    ]);
    await eventually(async () => expect((await fetch(`${h.baseUrl}/api/articles/${p.id}`)).status).toBe(200));
  };
  const settled = (p: PaperFixture, states: Record<string, string>) =>
    eventually(async () => {
      const rows = await depositsOf(p);
      expect(Object.fromEntries(rows.map((r) => [r.registry, r.state]))).toEqual(states);
    });
  const attempts = async (p: PaperFixture) =>
    (
      await h.db.pool.query(
        `SELECT d.registry, d.metadata_version AS version, t.kind, t.request_id, t.outcome, t.at, t.answer
           FROM publishing.deposit_attempts t JOIN publishing.deposits d ON d.id = t.deposit_id
          WHERE d.article_id = $1 ORDER BY t.id`,
        [p.id],
      )
    ).rows;

  const start = async (overrides: Parameters<typeof startPublishing>[0] = {}) => {
    const started = await startPublishing({
      crossref: { url: crossref.url, ...CROSSREF_LOGIN, maxAttempts: 8, backoffMs: 10_000 },
      doaj: { url: doaj.url, apiKey: DOAJ_KEY, maxAttempts: 8, backoffMs: 10_000 },
      depositClock: clock,
      journalRoles: ROLES,
      ...overrides,
    });
    admin = started.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    return started;
  };

  beforeAll(async () => {
    clock = new SimulatedClock();
    crossref = await startCrossrefStandIn({
      ...CROSSREF_LOGIN,
      outage: () => outage() && '503',
      pendingReads: 1,
      failureFor: (b) =>
        b.title.startsWith('Rejected')
          ? `Record not processed because submitted version: 202606010900 is less or equal to previously submitted version (DOI match)`
          : undefined,
    });
    doaj = await startDoajStandIn({
      apiKey: DOAJ_KEY,
      // An outage DOAJ's side shows as a connection closed without an answer.
      outage: () => outage() && 'reset',
      errorFor: (body) =>
        String(body.bibjson?.title).startsWith('Rejected')
          ? 'Article with this DOI already exists in another journal'
          : undefined,
    });
    h = await start();
  });
  afterAll(async () => {
    await h?.close();
    await crossref?.close();
    await doaj?.close();
  });

  it('an outage of 90 s loses nothing and sends nothing twice; each attempt is stored with its answer', async () => {
    const p = paper({ title: 'Deposited through an outage' });
    outageFrom = clock.now().getTime();
    await publish(p);
    await settled(p, { crossref: 'deposited', doaj: 'deposited', orcid: 'not configured' });

    const tried = await attempts(p);
    const sends = (registry: string) => tried.filter((a) => a.registry === registry && a.kind === 'send');
    for (const registry of ['crossref', 'doaj']) {
      const mine = sends(registry);
      // Refused while the registry was out, then one accepted send after the outage.
      expect(mine.length).toBeGreaterThan(1);
      expect(
        mine.slice(0, -1).every((a) => a.outcome === (registry === 'crossref' ? 'refused' : 'unreachable')),
      ).toBe(true);
      expect(mine.slice(0, -1).every((a) => a.at.getTime() < outageFrom + OUTAGE_MS)).toBe(true);
      expect(mine.at(-1)).toMatchObject({ outcome: registry === 'crossref' ? 'accepted' : 'deposited' });
      expect(mine.at(-1).at.getTime()).toBeGreaterThanOrEqual(outageFrom + OUTAGE_MS);
      // Backoff on the deposit clock: no retry came sooner than the first delay (10 s less its jitter).
      const gaps = mine.slice(1).map((a, i) => a.at.getTime() - mine[i].at.getTime());
      expect(Math.min(...gaps)).toBeGreaterThanOrEqual(8_000);
      // Each attempt has its own request id (Crossref: batch id and file name).
      expect(new Set(mine.map((a) => a.request_id)).size).toBe(mine.length);
    }
    // Crossref: deposited only once its result said Success, read after an in_process answer.
    const results = tried.filter((a) => a.registry === 'crossref' && a.kind === 'result');
    expect(results.map((a) => a.outcome)).toEqual(['pending', 'deposited']);
    expect(results[1].answer).toContain('<record_diagnostic status="Success">');

    // The stand-ins saw every refused attempt, and exactly one accepted batch of the version.
    const mineAtCrossref = crossref.batches.filter((b) => b.title === p.title);
    expect(mineAtCrossref.filter((b) => b.accepted)).toHaveLength(1);
    expect(mineAtCrossref.map((b) => b.batchId)).toEqual(sends('crossref').map((a) => a.request_id));
    expect(doaj.received.filter((r) => r.body.bibjson?.title === p.title && r.accepted)).toHaveLength(1);
    const [doajRecord] = doaj.received.filter((r) => r.accepted && r.body.bibjson?.title === p.title);
    expect(doajRecord!.body.bibjson).toMatchObject({
      title: p.title,
      identifier: [{ type: 'doi', id: expect.stringMatching(/^10\.5555\//) }],
      author: [
        { name: 'Rosalind Franklin' },
        {
          name: 'Grace Hopper',
          affiliation: 'Yale University',
          orcid_id: 'https://orcid.org/0000-0002-1694-233X',
        },
        { name: 'Alan Turing' },
      ],
      abstract: p.abstract,
      keywords: p.keywords,
      link: [{ type: 'fulltext', url: `${h.baseUrl}/articles/${p.id}`, content_type: 'HTML' }],
    });
  });

  it('a metadata change queues exactly one redeposit per configured registry; a repeat is 409', async () => {
    const p = paper({ title: 'Corrected after publication' });
    await publish(p);
    await settled(p, { crossref: 'deposited', doaj: 'deposited', orcid: 'not configured' });
    const repeat = await call('POST', `/api/admin/articles/${p.id}/deposits/crossref`);
    expect([repeat.status, repeat.body.message]).toEqual([409, 'This version is already deposited']);

    const corrected = { ...p, title: 'Corrected after publication, twice' };
    // Delivered twice: the event is applied once, so one redeposit.
    const event = metadataUpdated(corrected, 3, 'published', new Date().toISOString());
    await h.bus.publish([event]);
    await h.bus.publish([event]);
    await eventually(async () => {
      const { rows } = await h.db.pool.query(
        `SELECT registry, metadata_version AS v, state FROM publishing.deposits WHERE article_id = $1 ORDER BY registry, v`,
        [p.id],
      );
      expect(rows).toEqual([
        { registry: 'crossref', v: 2, state: 'deposited' },
        { registry: 'crossref', v: 3, state: 'deposited' },
        { registry: 'doaj', v: 2, state: 'deposited' },
        { registry: 'doaj', v: 3, state: 'deposited' },
        { registry: 'orcid', v: 2, state: 'not configured' },
        { registry: 'orcid', v: 3, state: 'not configured' },
      ]);
    });
    expect(crossref.batches.filter((b) => b.accepted && b.title === corrected.title)).toHaveLength(1);
    // DOAJ: the later version updates the article DOAJ holds, by the id it gave.
    const atDoaj = doaj.received.filter(
      (r) => r.accepted && String(r.body.bibjson?.title).startsWith('Corrected'),
    );
    expect(atDoaj.map((r) => r.method)).toEqual(['POST', 'PUT']);
    expect(atDoaj[1]!.id).toBe(atDoaj[0]!.id);

    // "Deposit again" of the current version: 409 while it is deposited, for each registry.
    for (const registry of ['crossref', 'doaj']) {
      const again = await call('POST', `/api/admin/articles/${p.id}/deposits/${registry}`);
      expect([again.status, again.body.message]).toEqual([409, 'This version is already deposited']);
    }
    const bad = await call('POST', `/api/admin/articles/${p.id}/deposits/pubmed`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('registry must be one of: crossref, doaj, orcid');
  });

  it("a registry's failure shows its own text; Deposit again queues the version once more", async () => {
    const p = paper({ title: 'Rejected by both registries' });
    await publish(p);
    await settled(p, { crossref: 'failed', doaj: 'failed', orcid: 'not configured' });
    const rows = await depositsOf(p);
    expect(rows.find((r) => r.registry === 'crossref')).toMatchObject({
      attempts: 1,
      lastMessage:
        'Record not processed because submitted version: 202606010900 is less or equal to previously submitted version (DOI match)',
    });
    expect(rows.find((r) => r.registry === 'doaj')).toMatchObject({
      attempts: 1,
      lastMessage: 'Article with this DOI already exists in another journal',
    });
    expect(rows.every((r) => typeof r.updatedAt === 'string')).toBe(true);
    // A rejected version is not in flight: an editor may send it again (it is refused again here).
    const again = await call('POST', `/api/admin/articles/${p.id}/deposits/doaj`);
    expect(again.status).toBe(202);
    await eventually(async () =>
      expect(doaj.received.filter((r) => r.body.bibjson?.title === p.title)).toHaveLength(2),
    );
  });

  it("is for the administrator and the article journal's editors only", async () => {
    const p = paper({ title: 'Guarded deposits' });
    await publish(p);
    const editor = h.signer.sign({ sub: 'as-editor', email: 'ed@example.org', role: 'author' });
    const other = h.signer.sign({ sub: 'ce-editor', email: 'ce@example.org', role: 'author' });
    const author = h.signer.sign({ sub: 'someone', email: 'someone@example.org', role: 'author' });
    expect((await call('GET', `/api/admin/articles/${p.id}/deposits`, editor)).status).toBe(200);
    const byOther = await call('POST', `/api/admin/articles/${p.id}/deposits/crossref`, other);
    expect([byOther.status, byOther.body.message]).toEqual([404, 'Article not found']);
    expect((await call('GET', `/api/admin/articles/${p.id}/deposits`, author)).status).toBe(403);
    const anonymous = await fetch(`${h.baseUrl}/api/admin/articles/${p.id}/deposits`);
    expect(anonymous.status).toBe(401);
  });

  it("the Indexing page lists the journal's articles with their deposits; the DOAJ Seal panel says which criteria are met", async () => {
    await h.bus.publish([
      journalEvent({
        slug: 'applied-science',
        name: 'Applied Science',
        fullTitle: 'Lumina Journal of Applied Science',
        abbreviation: 'LJAS',
        doiCode: 'as',
        doiPrefix: '10.5555',
        issnPrint: '0317-8471',
        issnOnline: '2049-3630',
      }),
    ]);
    const p = paper({ title: 'Listed on the Indexing page' });
    await publish(p);
    await settled(p, { crossref: 'deposited', doaj: 'deposited', orcid: 'not configured' });
    const indexing = await call('GET', '/api/admin/journals/applied-science/deposits');
    expect(indexing.status).toBe(200);
    const listed = indexing.body.data.articles.find((a: Body) => a.id === p.id);
    expect(listed).toMatchObject({ title: p.title, doi: expect.stringMatching(/^10\.5555\//) });
    expect(listed.deposits.map((d: Body) => [d.registry, d.state])).toEqual([
      ['crossref', 'deposited'],
      ['doaj', 'deposited'],
      ['orcid', 'not configured'],
    ]);

    await eventually(async () => {
      const seal = await call('GET', '/api/admin/journals/applied-science/doaj-seal');
      expect(seal.status).toBe(200);
      const met = Object.fromEntries(seal.body.data.criteria.map((c: Body) => [c.criterion, c.met]));
      expect(met).toEqual({
        licence: true,
        dois: false,
        preservation: false,
        orcid: true,
        copyright: true,
        doajDeposits: true,
        machineReadableLicence: true,
      });
      expect(seal.body.data.met).toBe(5);
      const reason = (c: string) => seal.body.data.criteria.find((x: Body) => x.criterion === c).reason;
      expect(reason('dois')).toBe("DOIs use 10.5555, Crossref's test prefix: set the journal's DOI prefix");
      expect(reason('preservation')).toBe(
        'No published issue for the LOCKSS/CLOCKSS permission page to hand to an archive',
      );
    });
    const other = h.signer.sign({ sub: 'ce-editor', email: 'ce@example.org', role: 'author' });
    const refused = await call('GET', '/api/admin/journals/applied-science/doaj-seal', other);
    expect([refused.status, refused.body.message]).toEqual([404, 'Journal not found']);
  });

  it('a restart mid-queue resumes from the rows: a refused deposit is retried, a sent one only read', async () => {
    await h.close({ keepDatabase: true });
    // The first composition never gets to its retries (an hour of real wait): it is stopped mid-queue.
    const stalled = { now: clock.now, waitMs: () => 3_600_000 };
    h = await start({ db: h.db, depositClock: stalled });
    const p = paper({ title: 'Resumed after a restart' });
    outageFrom = clock.now().getTime();
    await publish(p);
    await eventually(async () => {
      const rows = await depositsOf(p);
      expect(rows.filter((r) => r.registry !== 'orcid').map((r) => [r.state, r.attempts])).toEqual([
        ['failed', 1],
        ['failed', 1],
      ]);
    });
    await h.close({ keepDatabase: true });
    clock.advance(OUTAGE_MS); // the outage ends while the service is down
    h = await start({ db: h.db });
    await settled(p, { crossref: 'deposited', doaj: 'deposited', orcid: 'not configured' });
    expect(crossref.batches.filter((b) => b.title === p.title).map((b) => b.accepted)).toEqual([false, true]);
    expect(doaj.received.filter((r) => r.body.bibjson?.title === p.title).map((r) => r.accepted)).toEqual([
      false,
      true,
    ]);
  });

  it('a restart between the Crossref deposit and its result reads the result without sending again', async () => {
    await h.close({ keepDatabase: true });
    h = await start({ db: h.db, depositClock: { now: clock.now, waitMs: () => 3_600_000 } });
    const p = paper({ title: 'Result read after a restart' });
    await publish(p);
    await eventually(async () => {
      const row = (await depositsOf(p)).find((r) => r.registry === 'crossref');
      expect(row).toMatchObject({
        state: 'depositing',
        lastMessage: 'Received by Crossref; waiting for its submission result',
      });
    });
    await h.close({ keepDatabase: true });
    clock.advance(60_000);
    h = await start({ db: h.db });
    await settled(p, { crossref: 'deposited', doaj: 'deposited', orcid: 'not configured' });
    expect(crossref.batches.filter((b) => b.title === p.title)).toHaveLength(1);
  });
});

describeWith('postgres', 'publishing: deposits of registries without settings are held', () => {
  let h: PublishingHarness;
  let crossref: CrossrefStandIn;
  let admin: string;
  beforeAll(async () => {
    crossref = await startCrossrefStandIn(CROSSREF_LOGIN);
    h = await startPublishing();
    admin = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
  });
  afterAll(async () => {
    await h?.close();
    await crossref?.close();
  });

  it('holds each deposit as `not configured`, answers 409 to Deposit again, and sends it once configured', async () => {
    const p = paper({ title: 'Held until configured' });
    await h.bus.publish([
      created(p),
      statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
    ]);
    const get = async () => {
      const res = await fetch(`${h.baseUrl}/api/admin/articles/${p.id}/deposits`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      return (await res.json()) as Body;
    };
    await eventually(async () => expect((await get()).data.deposits).toHaveLength(3));
    const body = await get();
    expect(body.success).toBe(true);
    expect(body.data.deposits).toEqual([
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
      {
        registry: 'orcid',
        state: 'not configured',
        attempts: 0,
        lastMessage: 'ORCID is not configured (ORCID_API_URL); the deposit is held',
        updatedAt: expect.any(String),
      },
    ]);
    const again = await fetch(`${h.baseUrl}/api/admin/articles/${p.id}/deposits/crossref`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Body).message).toBe(
      'Crossref is not configured (CROSSREF_DEPOSIT_URL); the deposit is held',
    );
    expect(crossref.batches).toHaveLength(0);

    // Configured at the next start: the held deposit is sent, once.
    await h.close({ keepDatabase: true });
    h = await startPublishing({
      db: h.db,
      crossref: { url: crossref.url, ...CROSSREF_LOGIN, maxAttempts: 3, backoffMs: 20 },
    });
    admin = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    await eventually(async () =>
      expect((await get()).data.deposits.find((d: Body) => d.registry === 'crossref')).toMatchObject({
        state: 'deposited',
        attempts: 1,
      }),
    );
    expect(crossref.batches).toHaveLength(1);
  });
});
