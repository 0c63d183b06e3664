import { spawnSync } from 'node:child_process';
import { describeWith, validatorSchema } from '@journal/testing';
import { parseXml, readHead, texts } from '../support/article-head';
import {
  created,
  eventually,
  journalEvent,
  paper,
  startPublishing,
  statusChanged,
  type JournalFixture,
  type PublishingHarness,
} from '../support/publishing-harness';

const MARINE: JournalFixture = {
  slug: 'marine-biology',
  name: 'Marine Biology',
  fullTitle: 'Lumina Journal of Marine Biology',
  abbreviation: 'LJMB',
  doiCode: 'mb',
  doiPrefix: '10.7777',
  issnPrint: null,
  issnOnline: '2049-3630',
};

/**
 * Issue 28: the publishing service learns journals from the journals service's events (group
 * publishing.journals): a new journal gets an OAI-PMH set, a sitemap entry, a feed and DOIs with its own
 * code and prefix; a changed code affects only later DOIs; changed titles reach pages and records.
 */
describeWith(['postgres', 'xmllint'], 'publishing: the journals read model', () => {
  let h: PublishingHarness;
  const year = 2026;

  async function publish(p: ReturnType<typeof paper>, at = '2026-05-06T12:00:00.000Z') {
    await h.bus.publish([created(p), statusChanged(p, 2, 'submitted', 'published', at)]);
    await eventually(async () => expect((await fetch(`${h.baseUrl}/api/articles/${p.id}`)).status).toBe(200));
    return ((await (await fetch(`${h.baseUrl}/api/articles/${p.id}`)).json()) as { article: { doi: string } })
      .article.doi;
  }
  const text = async (route: string) => (await fetch(`${h.baseUrl}${route}`)).text();
  const version = async (slug: string) =>
    (
      await h.db.pool.query<{ version: number }>('SELECT version FROM publishing.journals WHERE slug = $1', [
        slug,
      ])
    ).rows[0]?.version;

  beforeAll(async () => {
    h = await startPublishing();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('knows SPEC.md journals from the first start, before any event', async () => {
    const sets = parseXml(await text('/oai?verb=ListSets'));
    expect(texts(sets, 'setSpec')).toHaveLength(10);
    expect(texts(sets, 'setSpec')[0]).toBe('civil-engineering');
    expect(await version('civil-engineering')).toBe(0);
  });

  it('gives a new journal a set, a sitemap entry, a feed and DOIs with its own code and prefix', async () => {
    expect((await fetch(`${h.baseUrl}/journals/marine-biology/feed.atom`)).status).toBe(404);
    await h.bus.publish([journalEvent(MARINE)]);
    await eventually(async () => expect(await version('marine-biology')).toBe(1));

    const sets = parseXml(await text('/oai?verb=ListSets'));
    expect(texts(sets, 'setSpec').at(-1)).toBe('marine-biology');
    expect(texts(sets, 'setName').at(-1)).toBe('Marine Biology');
    expect(await text('/sitemap.xml')).toContain('/journals/marine-biology</loc>');

    const p = paper({ journalId: 'marine-biology', journalName: 'Marine Biology', title: 'Kelp forests' });
    expect(await publish(p)).toBe(`10.7777/mb.${year}.00001`);
    const feed = parseXml(await text('/journals/marine-biology/feed.atom'));
    expect(texts(feed, 'entry > id')).toEqual([`https://doi.org/10.7777/mb.${year}.00001`]);
    expect(texts(feed, 'feed > title')).toEqual(['Marine Biology']);

    const head = readHead(await text(`/articles/${p.id}`));
    expect(head.one('citation_journal_title')).toBe('Lumina Journal of Marine Biology');
    expect(head.one('citation_journal_abbrev')).toBe('LJMB');
    expect(head.all('citation_issn')).toEqual(['2049-3630']);
    expect(head.one('citation_publisher')).toBe('Lumina Journals');
    expect(head.one('DC.publisher')).toBe('Lumina Journals');

    const records = parseXml(await text('/oai?verb=ListRecords&metadataPrefix=oai_dc&set=marine-biology'));
    const DC = 'http://purl.org/dc/elements/1.1/';
    const dc = (name: string) => [...records.getElementsByTagNameNS(DC, name)].map((el) => el.textContent);
    // A continuous journal's first article number of the year follows the title (issue 30).
    expect(dc('source')).toEqual(['Lumina Journal of Marine Biology, e2026001']);
    expect(dc('publisher')).toEqual(['Lumina Journals']);
  });

  it('mints later DOIs with a changed code and keeps the DOIs already minted', async () => {
    const first = paper({ journalId: 'marine-biology', journalName: 'Marine Biology', title: 'Tides' });
    expect(await publish(first)).toBe(`10.7777/mb.${year}.00002`);
    await h.bus.publish([journalEvent({ ...MARINE, doiCode: 'lmb' }, 2, ['doiCode'])]);
    await eventually(async () => expect(await version('marine-biology')).toBe(2));
    const second = paper({ journalId: 'marine-biology', journalName: 'Marine Biology', title: 'Reefs' });
    expect(await publish(second)).toBe(`10.7777/lmb.${year}.00001`);
    // A status change of the first article (published again after a withdrawal) keeps its DOI.
    await h.bus.publish([
      statusChanged(first, 3, 'published', 'accepted', '2026-05-07T12:00:00.000Z'),
      statusChanged(first, 4, 'accepted', 'published', '2026-05-08T12:00:00.000Z'),
    ]);
    await eventually(async () => {
      const res = await fetch(`${h.baseUrl}/api/articles/${first.id}`);
      expect(res.status).toBe(200);
      expect(((await res.json()) as { article: { doi: string } }).article.doi).toBe(
        `10.7777/mb.${year}.00002`,
      );
    });
  });

  it('shows a renamed journal on its articles, and ignores an older version', async () => {
    const p = paper({ journalId: 'marine-biology', journalName: 'Marine Biology', title: 'Plankton' });
    await publish(p);
    const before = (await fetch(`${h.baseUrl}/articles/${p.id}`)).headers.get('etag');
    const renamed = {
      ...MARINE,
      doiCode: 'lmb',
      name: 'Ocean Biology',
      fullTitle: 'Lumina Journal of Ocean Biology',
    };
    await h.bus.publish([journalEvent(renamed, 3, ['name', 'fullTitle'])]);
    await eventually(async () => expect(await version('marine-biology')).toBe(3));
    const res = await fetch(`${h.baseUrl}/articles/${p.id}`);
    expect(res.headers.get('etag')).not.toBe(before);
    const head = readHead(await res.text());
    expect(head.one('citation_journal_title')).toBe('Lumina Journal of Ocean Biology');
    expect(head.title).toBe('Plankton | Ocean Biology | Lumina Journals');
    // A late, older event changes nothing.
    await h.bus.publish([journalEvent({ ...MARINE, fullTitle: 'Stale title' }, 2, ['fullTitle'])]);
    expect(await version('marine-biology')).toBe(3);
    expect(readHead(await text(`/articles/${p.id}`)).one('citation_journal_title')).toBe(
      'Lumina Journal of Ocean Biology',
    );
  });

  it('puts the journal full title, abbreviation and ISSN in a Crossref deposit that the 5.4.0 schema accepts', async () => {
    const p = paper({ journalId: 'marine-biology', journalName: 'Ocean Biology', title: 'Sea grass' });
    await publish(p);
    const token = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    const res = await fetch(`${h.baseUrl}/api/admin/articles/${p.id}/crossref.xml`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const xml = await res.text();
    const lint = spawnSync(
      'xmllint',
      ['--noout', '--nonet', '--schema', validatorSchema('crossref-5.4.0/crossref5.4.0.xsd'), '-'],
      { input: xml, encoding: 'utf8' },
    );
    // (The schema's own import of MathML by URL is skipped offline: the local copy is imported first.)
    expect(lint.status).toBe(0);
    expect(lint.stderr).toMatch(/^- validates$/m);
    expect(lint.stderr).not.toMatch(/fails to validate|element .*: Schemas validity error/);
    const doc = parseXml(xml);
    const CR = 'http://www.crossref.org/schema/5.4.0';
    const one = (name: string) => [...doc.getElementsByTagNameNS(CR, name)].map((el) => el.textContent);
    expect(one('full_title')).toEqual(['Lumina Journal of Ocean Biology']);
    expect(one('abbrev_title')).toEqual(['LJMB']);
    expect(one('issn')).toEqual(['2049-3630']);
    expect(doc.getElementsByTagNameNS(CR, 'issn')[0]!.getAttribute('media_type')).toBe('electronic');
  });
});
