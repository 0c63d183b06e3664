import { subscribe, type EventOf } from '@journal/events';
import { describeWith, makeDocx } from '@journal/testing';
import { startFullTextWorker, type FullTextWorker } from '../../../publishing/test/support/fulltext-worker';
import { counterValidator } from '../support/counter-schemas';
import {
  created,
  eventually,
  paper,
  startStatisticsSite,
  statusChanged,
  type StatisticsHarness,
} from '../support/statistics-harness';

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x41), Buffer.from('\n%%EOF\n')]);
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

interface Usage {
  investigations: number;
  requests: number;
  uniqueInvestigations: number;
  uniqueRequests: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

describeWith('postgres', 'statistics: double clicks filtered per URL (COUNTER 5.1)', () => {
  const article = paper({ title: 'Wave Loads on Offshore Platforms' });
  let h: StatisticsHarness;
  let worker: FullTextWorker;
  let clock = new Date('2026-06-01T10:00:00.000Z');
  const published: EventOf<'article.used.v1'>[] = [];
  const url = (p: string) => `${h.baseUrl}${p}`;
  const later = (ms: number) => (clock = new Date(clock.getTime() + ms));
  /** One reader: one address and one user agent, so one session. */
  const get = (path: string) =>
    fetch(url(path), { headers: { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.7' } }).then(
      async (r) => {
        await r.arrayBuffer();
        return r.status;
      },
    );
  const usage = async () =>
    ((await (await fetch(url(`/api/articles/${article.id}/usage`))).json()) as { data: Usage }).data;

  beforeAll(async () => {
    h = await startStatisticsSite({ usage: { now: () => clock, lingerMs: 5 } });
    await subscribe(h.bus, {
      group: 'test.usage-spy',
      types: ['article.used.v1'],
      handler: async (event) => void published.push(event),
    });
    await h.bus.publish([
      created(article),
      statusChanged(article, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
    ]);
    await eventually(async () =>
      expect((await fetch(url(`/api/articles/${article.id}/usage`))).status).toBe(200),
    );
    // The article's HTML full text (its page is then a request) and its PDF.
    worker = await startFullTextWorker(h.db.pool, h.storage);
    expect(await worker.convert(article.id, makeDocx('The loads of waves on platforms.'))).toBe('ready');
    const form = new FormData();
    form.set('galley', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'paper.pdf');
    const token = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    const put = await fetch(url(`/api/admin/articles/${article.id}/galley`), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(put.status).toBe(200);
    const settings = await fetch(url('/api/admin/sushi/settings'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ publicReports: true }),
    });
    expect(settings.status).toBe(200);
  });
  afterAll(async () => {
    await worker?.close();
    await h?.close();
  });

  it('counts the HTML page then the PDF within 30 s as 2 Total_Item_Requests and 1 Unique_Item_Request', async () => {
    expect(await get(`/articles/${article.id}`)).toBe(200);
    later(10_000);
    expect(await get(`/articles/${article.id}/galley.pdf`)).toBe(200);
    await eventually(async () => expect((await usage()).requests).toBe(2));
    expect(await usage()).toEqual(
      expect.objectContaining({ requests: 2, uniqueRequests: 1, investigations: 2, uniqueInvestigations: 1 }),
    );
    expect(published.map((e) => e.payload.url)).toEqual([
      `/articles/${article.id}`,
      `/articles/${article.id}/galley.pdf`,
    ]);
    expect(published.map((e) => e.payload.metricKind)).toEqual(['request', 'request']);
  });

  it('counts a repeat of the same URL within 30 s once, a query string making no other URL', async () => {
    later(10_000); // 20 s after the page, 10 s after the PDF
    await get(`/articles/${article.id}/galley.pdf`);
    later(5_000);
    await get(`/articles/${article.id}?utm_source=newsletter`);
    // A third URL after them, to know the two before were handled.
    later(1_000);
    await get(`/articles/${article.id}/jats.xml`);
    await eventually(async () => expect((await usage()).requests).toBe(3));
    expect(published.slice(-3).map((e) => e.payload.url)).toEqual([
      `/articles/${article.id}/galley.pdf`,
      `/articles/${article.id}`,
      `/articles/${article.id}/jats.xml`,
    ]);
    expect(await usage()).toEqual(expect.objectContaining({ requests: 3, uniqueRequests: 1 }));
    // Each repeat moved its URL's window: the PDF 31 s after its last click counts again.
    later(31_000 - 6_000);
    await get(`/articles/${article.id}/galley.pdf`);
    await eventually(async () => expect((await usage()).requests).toBe(4));
  });

  it("reports the month's counts in SUSHI as counted (IR_A1, validated)", async () => {
    clock = new Date('2026-07-01T08:00:00.000Z');
    const res = await fetch(url('/api/sushi/r51/reports/ir_a1?begin_date=2026-06&end_date=2026-06'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(counterValidator()('schemas/IR_A1', body)).toEqual([]);
    expect(body.Report_Items[0].Items[0].Attribute_Performance[0].Performance).toEqual({
      Total_Item_Requests: { '2026-06': 4 },
      Unique_Item_Requests: { '2026-06': 1 },
    });
  });
});
