import { createHash } from 'node:crypto';
import { DEFAULT_SECTION, type JournalSection } from '@journal/journals';
import { describeWith } from '@journal/testing';
import { JSDOM } from 'jsdom';
import { issueOfJournal } from '../../src/domain/issue-editing';
import { publishIssue } from '../../src/domain/publish-issue';
import { parseXml, readHead } from '../support/article-head';
import {
  created,
  eventually,
  journalEvent,
  paper,
  startPublishing,
  statusChanged,
  type JournalFixture,
  type PaperFixture,
  type PublishingHarness,
} from '../support/publishing-harness';

/** md5(slug || ':section:articles')::uuid, computed here apart from the SQL the service uses. */
const defaultSectionId = (slug: string) =>
  createHash('md5')
    .update(`${slug}:section:articles`)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

const SLUG = 'marine-biology';
const ARTICLES_ID = defaultSectionId(SLUG);
const EDITORIALS_ID = '3b0d3c52-6c0e-4d43-9d3f-8f3c2a6b1e01';
const REVIEWS_ID = '3b0d3c52-6c0e-4d43-9d3f-8f3c2a6b1e02';
const section = (id: string, title: string, articleType: JournalSection['articleType'], order: number) => ({
  id,
  title,
  abbreviation: title.slice(0, 3).toUpperCase(),
  articleType,
  peerReviewed: articleType !== 'editorial',
  order,
  open: true,
});
const SECTIONS: JournalSection[] = [
  section(ARTICLES_ID, 'Articles', 'research-article', 2),
  section(EDITORIALS_ID, 'Editorials', 'editorial', 1),
  section(REVIEWS_ID, 'Reviews', 'review-article', 3),
];
const MARINE: JournalFixture = {
  slug: SLUG,
  name: 'Marine Biology',
  fullTitle: 'Lumina Journal of Marine Biology',
  abbreviation: 'LJMB',
  doiCode: 'mb',
  doiPrefix: '10.7777',
  issnPrint: null,
  issnOnline: '2049-3630',
  sections: SECTIONS,
};

const parseHtml = (html: string) => new JSDOM(html).window.document;

type Toc = {
  articles: { id: string; sectionId: string; section: { id: string; title: string; articleType: string } }[];
  sections: { id: string; title: string; articleType: string }[];
};

/**
 * Issue 42 item 2 (ADR 0046): publishing keeps each journal's sections from its snapshots and each paper's
 * section from the submission events; articles carry their section (JSON, JATS, Dublin Core) and tables
 * of contents are grouped by section in the sections' order.
 */
describeWith(['postgres', 'xmllint'], 'publishing: journal sections', () => {
  let h: PublishingHarness;
  let admin: string;
  const url = (p: string) => `${h.baseUrl}${p}`;
  const json = async <T>(p: string, token?: string) =>
    (await (await fetch(url(p), { headers: token ? { authorization: `Bearer ${token}` } : {} })).json()) as T;
  const send = async (method: string, p: string, body: unknown) => {
    const res = await fetch(url(p), {
      method,
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: { issue?: { id: string } } } };
  };
  const storedSections = async (slug: string) =>
    (await h.db.pool.query('SELECT sections FROM publishing.journals WHERE slug = $1', [slug])).rows[0]
      ?.sections as JournalSection[];
  const sectionIdOf = async (p: PaperFixture) =>
    (await h.db.pool.query('SELECT section_id::text AS id FROM publishing.submissions WHERE id = $1', [p.id]))
      .rows[0]?.id as string | undefined;
  const journalVersion = async () =>
    (await h.db.pool.query('SELECT version FROM publishing.journals WHERE slug = $1', [SLUG])).rows[0]
      ?.version as number | undefined;

  const papers = {
    research: paper({ journalId: SLUG, journalName: 'Marine Biology', title: 'Kelp forests' }),
    editorial: paper({
      journalId: SLUG,
      journalName: 'Marine Biology',
      title: 'A year of the journal',
      sectionId: EDITORIALS_ID,
    }),
    second: paper({
      journalId: SLUG,
      journalName: 'Marine Biology',
      title: 'Seagrass meadows',
      sectionId: ARTICLES_ID,
    }),
    review: paper({
      journalId: SLUG,
      journalName: 'Marine Biology',
      title: 'Coral reviewed',
      sectionId: REVIEWS_ID,
    }),
  };
  let issueId: string;

  beforeAll(async () => {
    h = await startPublishing();
    admin = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('backfills every journal with its default section, the id the journals service computes', async () => {
    expect(await storedSections('civil-engineering')).toEqual([
      { id: defaultSectionId('civil-engineering'), ...DEFAULT_SECTION },
    ]);
  });

  it("stores a snapshot's sections; a paper's section from its events, the default when absent", async () => {
    await h.bus.publish([journalEvent(MARINE)]);
    await eventually(async () => expect(await journalVersion()).toBe(1));
    expect(await storedSections(SLUG)).toEqual(SECTIONS);

    await h.bus.publish(Object.values(papers).map((p) => created(p)));
    await eventually(async () => expect(await sectionIdOf(papers.review)).toBe(REVIEWS_ID));
    expect(await sectionIdOf(papers.research)).toBe(ARTICLES_ID);
    expect(await sectionIdOf(papers.editorial)).toBe(EDITORIALS_ID);
  });

  it('groups the Issues page and the public table of contents by section, then by position', async () => {
    const made = await send('POST', `/api/admin/journals/${SLUG}/issues`, {
      volume: 1,
      number: 1,
      year: 2026,
    });
    expect(made.status).toBe(201);
    issueId = made.body.data!.issue!.id;
    const order = [papers.research, papers.editorial, papers.second, papers.review];
    await h.bus.publish(
      order.map((p) => statusChanged(p, 2, 'submitted', 'accepted', '2026-05-06T12:00:00Z')),
    );
    await eventually(async () => {
      const { rows } = await h.db.pool.query(
        "SELECT count(*)::int AS n FROM publishing.submissions WHERE journal_id = $1 AND status = 'accepted'",
        [SLUG],
      );
      expect(rows[0].n).toBe(4);
    });
    for (const [i, p] of order.entries()) {
      const placed = await send('PUT', `/api/admin/submissions/${p.id}/placement`, {
        issueId,
        position: i + 1,
      });
      expect(placed.status).toBe(200);
    }
    const expected = [papers.editorial, papers.research, papers.second, papers.review].map((p) => p.id);

    const adminView = await json<{
      data: { papers: { id: string; sectionId: string }[]; sections: Toc['sections'] };
    }>(`/api/admin/journals/${SLUG}/issues/${issueId}`, admin);
    expect(adminView.data.papers.map((p) => p.id)).toEqual(expected);
    expect(adminView.data.sections.map((s) => s.title)).toEqual(['Editorials', 'Articles', 'Reviews']);
    expect(adminView.data.papers[0]).toMatchObject({
      sectionId: EDITORIALS_ID,
      section: { id: EDITORIALS_ID, title: 'Editorials', articleType: 'editorial' },
    });

    const issue = (await issueOfJournal(h.db.pool, SLUG, issueId))!;
    await publishIssue(
      h.db.pool,
      issue,
      { changeStatus: async () => null, applyStatusChange: async () => {} },
      'editor@journal.local',
    );
    await h.bus.publish(
      order.map((p) => statusChanged(p, 3, 'accepted', 'published', '2026-06-01T09:00:00Z')),
    );
    for (const p of order)
      await eventually(async () => expect((await fetch(url(`/api/articles/${p.id}`))).status).toBe(200));

    const toc = (await json<{ data: Toc }>(`/api/journals/${SLUG}/issues/1/1`)).data;
    expect(toc.articles.map((a) => a.id)).toEqual(expected);
    expect(toc.articles.map((a) => a.sectionId)).toEqual([
      EDITORIALS_ID,
      ARTICLES_ID,
      ARTICLES_ID,
      REVIEWS_ID,
    ]);
    expect(toc.sections).toEqual([
      { id: EDITORIALS_ID, title: 'Editorials', articleType: 'editorial' },
      { id: ARTICLES_ID, title: 'Articles', articleType: 'research-article' },
      { id: REVIEWS_ID, title: 'Reviews', articleType: 'review-article' },
    ]);
  }, 60_000);

  it('gives the article its section in JSON, JATS and Dublin Core', async () => {
    const { article } = await json<{ article: { section: unknown } }>(`/api/articles/${papers.editorial.id}`);
    expect(article.section).toEqual({ id: EDITORIALS_ID, title: 'Editorials', articleType: 'editorial' });
    const jats = parseXml(await (await fetch(url(`/articles/${papers.editorial.id}/jats.xml`))).text());
    expect(jats.documentElement.getAttribute('article-type')).toBe('editorial');
    expect(
      jats.querySelector('article-categories subj-group[subj-group-type="heading"] subject')!.textContent,
    ).toBe('Editorials');
    const head = readHead(await (await fetch(url(`/articles/${papers.editorial.id}`))).text());
    expect(head.all('DC.type')).toEqual(['Text', 'editorial']);
  });

  it('a rename, a type change and a new order reach later renders; an event without sections keeps them', async () => {
    const before = await (await fetch(url(`/articles/${papers.editorial.id}`))).text();
    expect(before).toContain('Editorials');
    const renamed = [
      section(ARTICLES_ID, 'Articles', 'research-article', 3),
      section(EDITORIALS_ID, 'Opinion', 'letter', 2),
      section(REVIEWS_ID, 'Reviews', 'review-article', 1),
    ];
    await h.bus.publish([journalEvent({ ...MARINE, sections: renamed }, 2, ['sections'])]);
    await eventually(async () => expect(await journalVersion()).toBe(2));

    const { article } = await json<{ article: { section: unknown } }>(`/api/articles/${papers.editorial.id}`);
    expect(article.section).toEqual({ id: EDITORIALS_ID, title: 'Opinion', articleType: 'letter' });
    const jats = parseXml(await (await fetch(url(`/articles/${papers.editorial.id}/jats.xml`))).text());
    expect(jats.documentElement.getAttribute('article-type')).toBe('letter');
    expect(
      readHead(await (await fetch(url(`/articles/${papers.editorial.id}`))).text()).all('DC.type'),
    ).toEqual(['Text', 'letter']);
    const toc = (await json<{ data: Toc }>(`/api/journals/${SLUG}/issues/1/1`)).data;
    expect(toc.articles.map((a) => a.id)).toEqual(
      [papers.review, papers.editorial, papers.research, papers.second].map((p) => p.id),
    );
    expect(toc.sections.map((s) => s.title)).toEqual(['Reviews', 'Opinion', 'Articles']);
    const page = parseHtml(await (await fetch(url(`/journals/${SLUG}/issues/1/1`))).text());
    expect(
      [...page.querySelectorAll('main section.toc-section')].map((g) => [
        g.querySelector('h2')!.textContent,
        [...g.querySelectorAll('li h3')].map((h) => h.textContent),
      ]),
    ).toEqual([
      ['Reviews', ['Coral reviewed']],
      ['Opinion', ['A year of the journal']],
      ['Articles', ['Kelp forests', 'Seagrass meadows']],
    ]);

    // A snapshot written before sections (none carried) and a late older one change nothing of them.
    const { sections: _dropped, ...withoutSections } = MARINE;
    await h.bus.publish([journalEvent(withoutSections, 3, ['name'])]);
    await eventually(async () => expect(await journalVersion()).toBe(3));
    expect(await storedSections(SLUG)).toEqual(renamed);
    await h.bus.publish([journalEvent(MARINE, 2, ['sections'])]);
    expect(await storedSections(SLUG)).toEqual(renamed);
  }, 60_000);

  it('gives a journal first heard of from an event without sections its default section', async () => {
    const slug = 'oceanography';
    await h.bus.publish([
      journalEvent({ ...MARINE, slug, name: 'Oceanography', doiCode: 'oc', sections: undefined }),
    ]);
    await eventually(async () =>
      expect(await storedSections(slug)).toEqual([{ id: defaultSectionId(slug), ...DEFAULT_SECTION }]),
    );
  });
});
