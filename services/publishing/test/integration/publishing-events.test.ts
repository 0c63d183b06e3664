import { describeWith } from '@journal/testing';
import { submissionEventsHandler } from '../../src/consumers/submission-events.handler';
import {
  created,
  eventually,
  metadataUpdated,
  paper,
  startPublishing,
  statusChanged,
  type PublishingHarness,
} from '../support/publishing-harness';

interface ArticleJson {
  id: string;
  doi: string;
  title: string;
  authors: { given_names: string; family_name: string; affiliation: string | null; orcid: string | null }[];
  received_at: string;
  accepted_at: string | null;
  published_at: string;
}

describeWith('postgres', 'publishing: articles from submission events', () => {
  let h: PublishingHarness;
  beforeAll(async () => {
    h = await startPublishing();
  });
  afterAll(() => h?.close());

  const getArticle = async (id: string) => {
    const res = await fetch(`${h.baseUrl}/api/articles/${id}`);
    return { status: res.status, body: (await res.json()) as { article?: ArticleJson; message?: string } };
  };

  it('publishes an article with a DOI, the metadata and dates, authors in order', async () => {
    const p = paper();
    await h.bus.publish([
      created(p),
      statusChanged(p, 2, 'submitted', 'accepted', '2026-04-01T08:00:00.000Z'),
      statusChanged(p, 3, 'accepted', 'published', '2026-05-06T12:00:00.000Z'),
    ]);
    const { status, body } = await eventually(async () => {
      const r = await getArticle(p.id);
      expect(r.status).toBe(200);
      return r;
    });
    expect(status).toBe(200);
    expect(body.article).toMatchObject({
      id: p.id,
      doi: '10.5555/as.2026.00001',
      title: p.title,
      received_at: '2026-03-02T10:00:00.000Z',
      accepted_at: '2026-04-01T08:00:00.000Z',
      published_at: '2026-05-06T12:00:00.000Z',
    });
    expect(body.article!.authors.map((a) => a.family_name)).toEqual(['Franklin', 'Hopper', 'Turing']);
    expect(body.article!.authors[1]).toMatchObject({
      affiliation: 'Yale University',
      orcid: '0000-0002-1694-233X',
    });
  });

  it("carries the submitting author's affiliation and ORCID iD like the co-authors', and follows an edit", async () => {
    const p = paper({
      journalId: 'management',
      journalName: 'Management',
      authorAffiliation: "King's College London",
      authorOrcid: '0000-0002-1825-0097',
    });
    await h.bus.publish([
      created(p),
      statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
    ]);
    const first = async () => (await getArticle(p.id)).body.article?.authors[0];
    await eventually(async () =>
      expect(await first()).toEqual({
        given_names: 'Rosalind',
        family_name: 'Franklin',
        affiliation: "King's College London",
        orcid: '0000-0002-1825-0097',
      }),
    );
    const page = await (await fetch(`${h.baseUrl}/articles/${p.id}`)).text();
    expect(page).toContain('<meta name="citation_author_institution" content="King&#39;s College London">');
    expect(page).toContain(
      '<meta name="citation_author_orcid" content="https://orcid.org/0000-0002-1825-0097">',
    );
    await h.bus.publish([
      metadataUpdated(
        { ...p, authorAffiliation: 'Birkbeck College', authorOrcid: null },
        3,
        'published',
        '2026-05-07T00:00:00.000Z',
      ),
    ]);
    await eventually(async () =>
      expect(await first()).toMatchObject({ affiliation: 'Birkbeck College', orcid: null }),
    );
  });

  it('ends in the in-order state when events come twice and out of order', async () => {
    const p = paper({ journalId: 'education', journalName: 'Education' });
    const events = [
      created(p, '2026-01-10T00:00:00.000Z'),
      statusChanged(p, 2, 'submitted', 'published', '2026-02-01T00:00:00.000Z'),
      metadataUpdated({ ...p, title: 'A better title' }, 3, 'published', '2026-02-02T00:00:00.000Z'),
    ];
    const handleBatch = submissionEventsHandler(h.db.pool, h.handlerSettings);
    const handle = (event: never) => handleBatch([event]);
    for (const event of [events[2]!, events[1]!, events[2]!, events[0]!, events[1]!])
      await handle(event as never);
    const { body } = await getArticle(p.id);
    expect(body.article).toMatchObject({
      doi: '10.5555/edu.2026.00001',
      title: 'A better title',
      received_at: '2026-01-10T00:00:00.000Z',
    });
  });

  it('withdraws on any other status (410, tombstone kept) and restores with the same DOI', async () => {
    const p = paper({ journalId: 'management', journalName: 'Management' });
    await h.bus.publish([
      created(p),
      statusChanged(p, 2, 'submitted', 'published', '2026-06-01T00:00:00.000Z'),
    ]);
    const first = await eventually(async () => {
      const r = await getArticle(p.id);
      expect(r.status).toBe(200);
      return r.body.article!.doi;
    });
    await h.bus.publish([statusChanged(p, 3, 'published', 'under_review', '2026-06-02T00:00:00.000Z')]);
    await eventually(async () => expect((await getArticle(p.id)).status).toBe(410));
    expect((await getArticle(p.id)).body.message).toBe('This article has been withdrawn');
    const tombstone = await h.db.pool.query('SELECT withdrawn_at FROM publishing.articles WHERE id = $1', [
      p.id,
    ]);
    expect(tombstone.rows[0].withdrawn_at).toBeInstanceOf(Date);

    await h.bus.publish([statusChanged(p, 4, 'under_review', 'published', '2026-06-03T00:00:00.000Z')]);
    await eventually(async () => expect((await getArticle(p.id)).status).toBe(200));
    expect((await getArticle(p.id)).body.article!.doi).toBe(first);
  });

  it("keeps an editor's retraction as the 410 notice with its reason, the DOI kept (issue 29)", async () => {
    const p = paper({ journalId: 'management', journalName: 'Management', title: 'Retracted <study>' });
    await h.bus.publish([
      created(p),
      statusChanged(p, 2, 'submitted', 'published', '2026-07-01T00:00:00.000Z'),
    ]);
    await eventually(async () => expect((await getArticle(p.id)).status).toBe(200));
    const reason = 'Figures 2 & 3 were <duplicated>.';
    await h.bus.publish([
      statusChanged(p, 3, 'published', 'withdrawn', '2026-07-02T00:00:00.000Z', {
        kind: 'retraction',
        reason,
      }),
    ]);
    await eventually(async () => expect((await getArticle(p.id)).status).toBe(410));
    expect((await getArticle(p.id)).body.message).toBe(`This article has been retracted: ${reason}`);
    const page = await fetch(`${h.baseUrl}/articles/${p.id}`);
    const html = await page.text();
    expect(page.status).toBe(410);
    expect(html).toContain('This article has been retracted.');
    expect(html).toContain('Reason: Figures 2 &amp; 3 were &lt;duplicated&gt;.');
    expect(html).toMatch(/DOI: 10\.5555\//);
  });

  it('applies a batch in stream order in one transaction: published then withdrawn within it, and two papers', async () => {
    const gone = paper({
      journalId: 'management',
      journalName: 'Management',
      title: 'Gone within the batch',
    });
    const kept = paper({ journalId: 'management', journalName: 'Management', title: 'Kept' });
    const handleBatch = submissionEventsHandler(h.db.pool, h.handlerSettings);
    const batch = [
      created(gone),
      created(kept),
      statusChanged(gone, 2, 'submitted', 'published', '2026-06-10T00:00:00.000Z'),
      statusChanged(kept, 2, 'submitted', 'published', '2026-06-10T00:00:00.000Z'),
      statusChanged(gone, 3, 'published', 'withdrawn', '2026-06-11T00:00:00.000Z'),
    ] as never[];
    await handleBatch(batch);
    expect((await getArticle(gone.id)).status).toBe(410);
    expect((await getArticle(kept.id)).body.article).toMatchObject({ title: 'Kept' });
    // Delivered again (a redelivery after a lost acknowledgement): every id was recorded, nothing changes.
    const before = await h.db.pool.query(
      'SELECT * FROM publishing.articles WHERE id = ANY($1::uuid[]) ORDER BY id',
      [[gone.id, kept.id]],
    );
    await handleBatch(batch);
    const after = await h.db.pool.query(
      'SELECT * FROM publishing.articles WHERE id = ANY($1::uuid[]) ORDER BY id',
      [[gone.id, kept.id]],
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await getArticle('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await getArticle('not-an-id')).status).toBe(404);
  });

  it('numbers 20 concurrent publications of one journal and year without gaps or duplicates (DOIs and article numbers)', async () => {
    const papers = Array.from({ length: 20 }, (_, i) =>
      paper({ journalId: 'civil-engineering', journalName: 'Civil Engineering', title: `Bridge ${i}` }),
    );
    const handleBatch = submissionEventsHandler(h.db.pool, h.handlerSettings);
    const handle = (event: never) => handleBatch([event]);
    await Promise.all(papers.map((p) => handle(created(p) as never)));
    await Promise.all(
      papers.map((p) =>
        handle(statusChanged(p, 2, 'submitted', 'published', '2026-07-01T00:00:00.000Z') as never),
      ),
    );
    const { rows } = await h.db.pool.query<{ doi: string }>(
      `SELECT doi FROM publishing.articles WHERE journal_id = 'civil-engineering' ORDER BY doi`,
    );
    expect(rows.map((r) => r.doi)).toEqual(
      Array.from({ length: 20 }, (_, i) => `10.5555/ce.2026.${String(i + 1).padStart(5, '0')}`),
    );
    // A continuous journal's article numbers (issue 30): the same 20 publications, e2026001 to e2026020.
    const numbers = await h.db.pool.query<{ article_number: string }>(
      `SELECT article_number FROM publishing.articles WHERE journal_id = 'civil-engineering' ORDER BY article_number`,
    );
    expect(numbers.rows.map((r) => r.article_number)).toEqual(
      Array.from({ length: 20 }, (_, i) => `e2026${String(i + 1).padStart(3, '0')}`),
    );
    const one = await fetch(`${h.baseUrl}/api/articles/${papers[0]!.id}`);
    const { article } = (await one.json()) as { article: { articleNumber: string; issue: unknown } };
    expect(article.articleNumber).toMatch(/^e2026\d{3}$/);
    expect(article.issue).toBeNull();
  });
});
