import { subscribe, type EventOf } from '@journal/events';
import { describeWith } from '@journal/testing';
import {
  created,
  eventually,
  metadataUpdated,
  paper,
  startPublishing,
  statusChanged,
  type PublishingHarness,
} from '../support/publishing-harness';

type Published = EventOf<'publishing.article_published.v1'>;

describeWith('postgres', 'publishing: the publication event the mail is sent from', () => {
  let h: PublishingHarness;
  const seen: Published[] = [];

  beforeAll(async () => {
    h = await startPublishing();
    await subscribe(h.bus, {
      group: 'test.publications',
      types: ['publishing.article_published.v1'],
      handler: async (event: Published) => {
        seen.push(event);
      },
    });
  });
  afterAll(() => h?.close());

  it('announces a publication once, with link, DOI and every author; not a metadata refresh; again after a withdrawal', async () => {
    const p = paper();
    const publishedEvent = statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z');
    await h.bus.publish([created(p), publishedEvent, publishedEvent]);
    await eventually(async () => expect(seen).toHaveLength(1));
    expect(seen[0]!.payload).toEqual({
      articleId: p.id,
      submissionId: p.id,
      doi: '10.5555/as.2026.00001',
      articleUrl: `${h.baseUrl}/articles/${p.id}`,
      title: p.title,
      journalId: 'applied-science',
      journalName: 'Applied Science',
      publishedAt: '2026-05-06T12:00:00.000Z',
      recipients: [
        { givenNames: 'Rosalind', familyName: 'Franklin', email: 'rosalind@example.org' },
        { givenNames: 'Grace', familyName: 'Hopper', email: 'grace@example.org' },
        { givenNames: 'Alan', familyName: 'Turing', email: 'alan@example.org' },
      ],
    });

    await h.bus.publish([
      metadataUpdated({ ...p, title: 'A better title' }, 3, 'published', '2026-05-07T00:00:00.000Z'),
    ]);
    await eventually(async () => {
      const body = (await (await fetch(`${h.baseUrl}/api/articles/${p.id}`)).json()) as {
        article: { title: string };
      };
      expect(body.article.title).toBe('A better title');
    });
    const edited = { ...p, title: 'A better title' };
    await h.bus.publish([
      statusChanged(edited, 4, 'published', 'under_review', '2026-05-08T00:00:00.000Z'),
      statusChanged(edited, 5, 'under_review', 'published', '2026-05-09T00:00:00.000Z'),
    ]);
    await eventually(async () => expect(seen).toHaveLength(2));
    expect(seen[1]!.payload).toMatchObject({ doi: '10.5555/as.2026.00001', title: 'A better title' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(2);
  });
});
