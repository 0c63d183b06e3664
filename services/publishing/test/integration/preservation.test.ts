import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  ARTICLE_DOCX_SET,
  describeWith,
  makeArticleDocxFiles,
  validatorSchema,
  xmllintAllAgainst,
} from '@journal/testing';
import { JSDOM } from 'jsdom';
import { issueOfJournal } from '../../src/domain/issue-editing';
import { publishIssue } from '../../src/domain/publish-issue';
import { bagInfoOf, bagProblems, unzipBag, type UnzippedBag } from '../support/bag-verifier';
import { parseXml } from '../support/article-head';
import { startFullTextWorker, type FullTextWorker } from '../support/fulltext-worker';
import {
  created,
  eventually,
  journalEvent,
  paper,
  startPublishing,
  statusChanged,
  type PaperFixture,
  type PublishingHarness,
} from '../support/publishing-harness';

const JOURNAL = 'applied-science';
const ISSUES = `/api/admin/journals/${JOURNAL}/issues`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(9000, 0x42), Buffer.from('\n%%EOF\n')]);
const FIGURED = ARTICLE_DOCX_SET[1]!; // two figures

/**
 * Preservation: the journal's LOCKSS/CLOCKSS permission page links every published issue and no other,
 * and an issue's archive is a BagIt 1.0 bag whose manifests verify as RFC 8493 says, holding each
 * article's JATS, its stored PDF galley and its stored figures.
 */
describeWith(['postgres', 'python-docx', 'xmllint'], 'publishing: LOCKSS page and issue archives', () => {
  let h: PublishingHarness;
  let worker: FullTextWorker;
  let admin: string;
  const issueIds: Record<string, string> = {};
  const papers: Record<string, PaperFixture> = {};
  const url = (p: string) => `${h.baseUrl}${p}`;
  const get = (p: string, token?: string) =>
    fetch(url(p), { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const send = async (method: string, p: string, token: string, body?: unknown) => {
    const res = await fetch(url(p), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: { issue?: { id: string } } } };
  };
  const statusIs = (p: PaperFixture, status: string) =>
    eventually(async () => {
      const { rows } = await h.db.pool.query('SELECT status FROM publishing.submissions WHERE id = $1', [
        p.id,
      ]);
      expect(rows[0]?.status).toBe(status);
    });
  /**
   * Publishes the issue as its publish command does: the issue first, then each paper's status change.
   * The submission service's answer to the status command stands in as the event it writes, over the bus.
   */
  const publishAtOnce = async (key: string, members: PaperFixture[]) => {
    const issue = (await issueOfJournal(h.db.pool, JOURNAL, issueIds[key]!))!;
    await publishIssue(
      h.db.pool,
      issue,
      { changeStatus: async () => null, applyStatusChange: async () => {} },
      'editor@journal.local',
    );
    await h.bus.publish(
      members.map((p) => statusChanged(p, 3, 'accepted', 'published', '2026-06-01T09:00:00.000Z')),
    );
    for (const p of members)
      await eventually(async () => expect((await get(`/api/articles/${p.id}`)).status).toBe(200));
  };
  const uploadGalley = async (p: PaperFixture) => {
    const form = new FormData();
    form.set('galley', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'paper.pdf');
    const res = await fetch(url(`/api/admin/articles/${p.id}/galley`), {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}` },
      body: form,
    });
    expect(res.status).toBe(200);
  };
  const archive = (key: string, token = admin) => get(`${ISSUES}/${issueIds[key]}/archive.zip`, token);

  beforeAll(async () => {
    h = await startPublishing({
      journalRoles: {
        journalsOf: async (sub) =>
          sub === 'as-editor'
            ? [{ slug: JOURNAL, name: 'Applied Science', role: 'editor' }]
            : sub === 'ce-manager'
              ? [{ slug: 'civil-engineering', name: 'Civil Engineering', role: 'manager' }]
              : [],
      },
    });
    admin = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    worker = await startFullTextWorker(h.db.pool, h.storage);
    await h.bus.publish([
      journalEvent({
        slug: JOURNAL,
        name: 'Applied Science',
        fullTitle: 'Lumina Journal of Applied Science',
        abbreviation: 'LJAS',
        doiCode: 'as',
        doiPrefix: '10.5555',
        issnPrint: '0317-8471',
        issnOnline: '2049-3630',
      }),
    ]);
    await eventually(async () => {
      const { rows } = await h.db.pool.query('SELECT issn_online FROM publishing.journals WHERE slug = $1', [
        JOURNAL,
      ]);
      expect(rows[0]?.issn_online).toBe('2049-3630');
    });
    for (const [key, volume, number] of [
      ['first', 1, 1],
      ['second', 1, 2],
      ['preparing', 2, 1],
    ] as const) {
      const res = await send('POST', ISSUES, admin, { volume, number, year: 2026 });
      expect(res.status).toBe(201);
      issueIds[key] = res.body.data!.issue!.id;
    }
    const placements: [string, string, number][] = [
      ['figured', 'first', 1],
      ['plain', 'first', 2],
      ['later', 'second', 1],
      ['waiting', 'preparing', 1],
    ];
    for (const [name, issue, position] of placements) {
      const p = paper({ title: `Timber frames, part ${name}` });
      papers[name] = p;
      await h.bus.publish([
        created(p),
        statusChanged(p, 2, 'submitted', 'accepted', '2026-05-06T12:00:00.000Z'),
      ]);
      await statusIs(p, 'accepted');
      const placed = await send('PUT', `/api/admin/submissions/${p.id}/placement`, admin, {
        issueId: issueIds[issue],
        position,
      });
      expect(placed.status).toBe(200);
    }
    await publishAtOnce('first', [papers.figured!, papers.plain!]);
    await publishAtOnce('second', [papers.later!]);
    await uploadGalley(papers.figured!);
    await uploadGalley(papers.later!);
    const docx = (await makeArticleDocxFiles([FIGURED])).get(FIGURED.name)!;
    expect(await worker.convert(papers.figured!.id, docx)).toBe('ready');
  }, 180_000);
  afterAll(async () => {
    await worker?.close();
    await h?.close();
  });

  describe('the LOCKSS/CLOCKSS permission page', () => {
    it('carries both statements, the titles and ISSNs, and a link to every published issue only', async () => {
      const res = await get(`/journals/${JOURNAL}/lockss`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await res.text();
      const doc = new JSDOM(html).window.document;
      const paragraphs = [...doc.querySelectorAll('main p')].map((p) => p.textContent);
      expect(paragraphs).toContain(
        'LOCKSS system has permission to collect, preserve, and serve this Archival Unit.',
      );
      expect(paragraphs).toContain(
        'CLOCKSS system has permission to ingest, preserve, and serve this Archival Unit.',
      );
      expect(doc.querySelector('h1')!.textContent).toBe('Lumina Journal of Applied Science');
      expect(doc.querySelector('.issn')!.textContent).toBe(
        'ISSN 0317-8471 (print) · ISSN 2049-3630 (online)',
      );
      // Rendered on the server for crawlers that run no script: no loader, no script at all.
      expect(doc.querySelectorAll('script')).toHaveLength(0);
      const issueLinks = [...doc.querySelectorAll('ul.issues a')].map((a) => [
        a.getAttribute('href'),
        a.textContent,
      ]);
      expect(issueLinks.sort()).toEqual([
        [`/journals/${JOURNAL}/issues/1/1`, 'Vol. 1, No. 1 (2026)'],
        [`/journals/${JOURNAL}/issues/1/2`, 'Vol. 1, No. 2 (2026)'],
      ]);
      expect(html).not.toContain('/issues/2/1');
      // Each link leads to the issue's server-rendered table of contents.
      for (const [href] of issueLinks) expect((await get(href!)).status).toBe(200);
      expect(doc.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(
        url(`/journals/${JOURNAL}/lockss`),
      );
    });

    it('answers 404 for an unknown journal and says so for a journal without published issues', async () => {
      const unknown = await get('/journals/no-such-journal/lockss');
      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('cache-control')).toBe('no-cache');
      const empty = await get('/journals/civil-engineering/lockss');
      expect(empty.status).toBe(200);
      const html = await empty.text();
      expect(html).toContain(
        'LOCKSS system has permission to collect, preserve, and serve this Archival Unit.',
      );
      expect(html).toContain('No issues have been published in this journal yet.');
    });
  });

  describe("an issue's BagIt archive", () => {
    let bag: UnzippedBag;
    let zipBytes: Buffer;

    beforeAll(async () => {
      const res = await archive('first');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${JOURNAL}-v1-n1.zip"`);
      expect(res.headers.get('cache-control')).toBe('no-store');
      zipBytes = Buffer.from(await res.arrayBuffer());
      bag = await unzipBag(zipBytes);
    });

    it('is a zip that unpacks to one base directory and verifies as RFC 8493 says', async () => {
      // An independent reader checks the zip itself (every entry's CRC).
      const dir = await mkdtemp(path.join(os.tmpdir(), 'bag-'));
      try {
        await writeFile(path.join(dir, 'bag.zip'), zipBytes);
        const tested = spawnSync('/usr/bin/python3', ['-m', 'zipfile', '-t', path.join(dir, 'bag.zip')], {
          encoding: 'utf8',
        });
        expect(tested.status).toBe(0);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      expect(bag.base).toBe(`${JOURNAL}-v1-n1`);
      expect(bag.strays).toEqual([]);
      expect(bagProblems(bag)).toEqual([]);
      const info = bagInfoOf(bag);
      expect(info.get('Source-Organization')).toBe('Lumina Journals');
      expect(info.get('External-Identifier')).toBe(url(`/journals/${JOURNAL}/issues/1/1`));
      expect(info.get('External-Description')).toBe(
        'Lumina Journal of Applied Science, Vol. 1, No. 1 (2026)',
      );
      expect(info.get('Bagging-Date')).toBe(new Date().toISOString().slice(0, 10));
      expect([...bag.files.keys()].filter((p) => !p.startsWith('data/')).sort()).toEqual([
        'bag-info.txt',
        'bagit.txt',
        'manifest-sha256.txt',
        'tagmanifest-sha256.txt',
      ]);
    });

    it("holds each article's JATS, stored galley and stored figures, in table-of-contents order", async () => {
      const payload = [...bag.files.keys()].filter((p) => p.startsWith('data/')).sort();
      const folders = [...new Set(payload.map((p) => p.split('/')[1]))];
      expect(folders).toHaveLength(2);
      expect(folders[0]).toMatch(/^01-as\.2026\.\d{5}$/);
      expect(folders[1]).toMatch(/^02-as\.2026\.\d{5}$/);
      const [figured, plain] = folders;
      expect(payload).toEqual([
        `data/${figured}/article.pdf`,
        `data/${figured}/article.xml`,
        `data/${figured}/figures/image-1.png`,
        `data/${figured}/figures/image-2.png`,
        `data/${plain}/article.xml`,
      ]);
      expect(bag.files.get(`data/${figured}/article.pdf`)!.equals(PDF)).toBe(true);
      // The figures are the stored images, byte for byte as readers get them.
      for (const name of ['image-1.png', 'image-2.png']) {
        const served = Buffer.from(
          await (await get(`/articles/${papers.figured!.id}/figures/${name}`)).arrayBuffer(),
        );
        expect(bag.files.get(`data/${figured}/figures/${name}`)!.equals(served)).toBe(true);
      }
      const jats = bag.files.get(`data/${figured}/article.xml`)!.toString('utf8');
      // Off the event loop (xmllint takes seconds on this schema): the service answers in this process.
      const verdict = await xmllintAllAgainst(validatorSchema('jats/JATS-journalpublishing1-3-mathml3.xsd'), {
        jats,
      });
      expect(verdict.jats).toEqual({ valid: true, errors: expect.stringContaining('validates') });
      const doc = parseXml(jats);
      expect(doc.querySelector('article-title')!.textContent).toBe(papers.figured!.title);
      // The JATS points at the figures beside it in the bag.
      expect([...doc.querySelectorAll('graphic')].map((g) => g.getAttribute('xlink:href'))).toEqual([
        'figures/image-1.png',
        'figures/image-2.png',
      ]);
      expect(
        parseXml(bag.files.get(`data/${plain}/article.xml`)!.toString('utf8')).querySelector('article-title')!
          .textContent,
      ).toBe(papers.plain!.title);
      // The other issue's article is not in this bag.
      expect(jats).not.toContain(papers.later!.title);
    });

    it('is found wanting by the same check once a file is changed, added or dropped', () => {
      const payload = [...bag.files.keys()].filter((p) => p.startsWith('data/'));
      const changed = new Map(bag.files);
      const first = changed.get(payload[0]!)!;
      changed.set(payload[0]!, Buffer.concat([first, Buffer.from(' ')]));
      expect(bagProblems({ ...bag, files: changed })).toEqual(
        expect.arrayContaining([`wrong checksum: ${payload[0]}`, expect.stringMatching(/^Payload-Oxum /)]),
      );
      const added = new Map(bag.files).set('data/extra.txt', Buffer.from('x'));
      expect(bagProblems({ ...bag, files: added })).toEqual(
        expect.arrayContaining(['not in the manifest: data/extra.txt']),
      );
      const dropped = new Map(bag.files);
      dropped.delete(payload[1]!);
      expect(bagProblems({ ...bag, files: dropped })).toEqual(
        expect.arrayContaining([`listed but missing: ${payload[1]}`]),
      );
    });

    it("bags the other issue's article with its galley", async () => {
      const other = await unzipBag(Buffer.from(await (await archive('second')).arrayBuffer()));
      expect(bagProblems(other)).toEqual([]);
      expect(
        [...other.files.keys()]
          .filter((p) => p.startsWith('data/'))
          .map((p) => p.split('/').slice(2).join('/'))
          .sort(),
      ).toEqual(['article.pdf', 'article.xml']);
    });

    it("is for the journal's editors and managers, answering others as the other issue routes do", async () => {
      const editor = h.signer.sign({ sub: 'as-editor', email: 'ed@example.org', role: 'author' });
      const outsider = h.signer.sign({ sub: 'ce-manager', email: 'ce@example.org', role: 'author' });
      const author = h.signer.sign({ sub: 'someone', email: 'someone@example.org', role: 'author' });
      expect((await archive('first', editor)).status).toBe(200);
      for (const token of [outsider, author, undefined]) {
        const refused = await get(`${ISSUES}/${issueIds.first}/archive.zip`, token);
        const listing = await get(ISSUES, token);
        expect({ status: refused.status, body: await refused.json() }).toEqual({
          status: listing.status,
          body: await listing.json(),
        });
        expect([401, 403, 404]).toContain(refused.status);
      }
      expect((await get(`${ISSUES}/${issueIds.first}/archive.zip`, outsider)).status).toBe(404);
      const unknown = await get(`${ISSUES}/7f0c7f4e-1a5b-4c65-9a52-3d4f0c1f2a11/archive.zip`, admin);
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toBe('Issue not found');
      const preparing = await archive('preparing');
      expect(preparing.status).toBe(409);
      expect(((await preparing.json()) as { message: string }).message).toBe(
        'Only a published issue can be archived',
      );
    });
  });
});
