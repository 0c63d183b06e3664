import { describeWith } from '@journal/testing';
import { counterValidator } from '../support/counter-schemas';
import {
  created,
  eventually,
  paper,
  startStatisticsSite,
  statusChanged,
  type StatisticsHarness,
} from '../support/statistics-harness';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Firefox/133.0';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;

describeWith('postgres', 'statistics: SUSHI standard views PR_P1, TR_J3 and IR_A1 (COUNTER 5.1)', () => {
  const helix = paper({ title: 'Molecular Structure of Nucleic Acids', journalId: 'applied-science' });
  const notes = paper({ title: 'Notes on Crystal Growth', journalId: 'applied-science' });
  const bridge = paper({
    title: 'Suspension Bridges Under Wind',
    journalId: 'civil-engineering',
    journalName: 'Civil Engineering',
  });
  let h: StatisticsHarness;
  let clock = new Date('2026-05-10T10:00:00.000Z');
  const validate = counterValidator();
  const url = (p: string) => `${h.baseUrl}${p}`;
  const get = (path: string, agent: string) =>
    fetch(url(path), { headers: { 'user-agent': agent } }).then((r) => r.arrayBuffer());
  /** The JATS download is a request (and an investigation); the article's API record an investigation. */
  const request = (id: string, agent: string) => get(`/articles/${id}/jats.xml`, agent);
  const investigate = (id: string, agent: string) => get(`/api/articles/${id}`, agent);
  const usage = async (id: string) =>
    ((await (await fetch(url(`/api/articles/${id}/usage`))).json()) as { data: { investigations: number } })
      .data.investigations;
  const view = async (id: string, params: Record<string, string> = {}) => {
    const query = new URLSearchParams({ begin_date: '2026-05', end_date: '2026-06', ...params });
    const res = await fetch(url(`/api/sushi/r51/reports/${id}?${query}`));
    const body = (await res.json()) as Answer;
    expect(res.status).toBe(200);
    expect(validate(`schemas/${id.toUpperCase()}`, body)).toEqual([]);
    return body;
  };

  beforeAll(async () => {
    h = await startStatisticsSite({ usage: { now: () => clock, lingerMs: 5 } });
    for (const p of [helix, notes, bridge]) {
      await h.bus.publish([
        created(p),
        statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
      ]);
    }
    // The usage route records nothing itself: 200 once the article is published.
    await eventually(async () =>
      expect((await fetch(url(`/api/articles/${bridge.id}/usage`))).status).toBe(200),
    );
    const admin = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    const settings = await fetch(url('/api/admin/sushi/settings'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ publicReports: true }),
    });
    expect(settings.status).toBe(200);
    // May: helix requested by one reader and looked at by another, notes only looked at, bridge requested.
    await request(helix.id, `${BROWSER} one`);
    await investigate(helix.id, `${BROWSER} two`);
    await investigate(notes.id, `${BROWSER} two`);
    await request(bridge.id, `${BROWSER} one`);
    // June: helix requested twice by one reader, a minute apart (two requests, one unique).
    clock = new Date('2026-06-03T09:00:00.000Z');
    await request(helix.id, `${BROWSER} one`);
    clock = new Date('2026-06-03T09:01:00.000Z');
    await request(helix.id, `${BROWSER} one`);
    await eventually(async () => expect(await usage(helix.id)).toBe(4));
    await eventually(async () => expect(await usage(bridge.id)).toBe(1));
    await eventually(async () => expect(await usage(notes.id)).toBe(1));
    clock = new Date('2026-07-20T12:00:00.000Z');
  });
  afterAll(() => h?.close());

  it('PR_P1: the platform requests by Data_Type, with its fixed filters', async () => {
    const pr = await view('pr_p1');
    expect(pr.Report_Header).toMatchObject({ Report_ID: 'PR_P1', Report_Name: 'Platform Usage' });
    expect(pr.Report_Header.Report_Filters).toEqual({
      Begin_Date: '2026-05-01',
      End_Date: '2026-06-30',
      Access_Method: ['Regular'],
      Metric_Type: [
        'Searches_Platform',
        'Total_Item_Requests',
        'Unique_Item_Requests',
        'Unique_Title_Requests',
      ],
    });
    expect(pr.Report_Header.Report_Attributes).toBeUndefined();
    expect(pr.Report_Items).toEqual([
      {
        Platform: 'Lumina Journals',
        Attribute_Performance: [
          {
            Data_Type: 'Article',
            Performance: {
              Total_Item_Requests: { '2026-05': 2, '2026-06': 2 },
              Unique_Item_Requests: { '2026-05': 2, '2026-06': 1 },
            },
          },
        ],
      },
    ]);
  });

  it('TR_J3: each journal by Access_Type, with the four item metrics', async () => {
    const tr = await view('tr_j3');
    expect(tr.Report_Header).toMatchObject({
      Report_ID: 'TR_J3',
      Report_Name: 'Journal Usage by Access Type',
      Report_Filters: {
        Access_Method: ['Regular'],
        Data_Type: ['Journal'],
        Metric_Type: [
          'Total_Item_Investigations',
          'Total_Item_Requests',
          'Unique_Item_Investigations',
          'Unique_Item_Requests',
        ],
      },
    });
    const byTitle = Object.fromEntries(
      tr.Report_Items.map((i: Answer) => [i.Title, i.Attribute_Performance]),
    );
    expect(byTitle).toEqual({
      'Lumina Journal of Applied Science': [
        {
          Access_Type: 'Open',
          Performance: {
            Total_Item_Investigations: { '2026-05': 3, '2026-06': 2 },
            Total_Item_Requests: { '2026-05': 1, '2026-06': 2 },
            Unique_Item_Investigations: { '2026-05': 3, '2026-06': 1 },
            Unique_Item_Requests: { '2026-05': 1, '2026-06': 1 },
          },
        },
      ],
      'Lumina Journal of Civil Engineering': [
        {
          Access_Type: 'Open',
          Performance: {
            Total_Item_Investigations: { '2026-05': 1 },
            Total_Item_Requests: { '2026-05': 1 },
            Unique_Item_Investigations: { '2026-05': 1 },
            Unique_Item_Requests: { '2026-05': 1 },
          },
        },
      ],
    });
  });

  it('IR_A1: the requested articles under their journal, an article only looked at left out', async () => {
    const ir = await view('ir_a1');
    expect(ir.Report_Header).toMatchObject({
      Report_ID: 'IR_A1',
      Report_Name: 'Journal Article Requests',
      Report_Filters: {
        Access_Method: ['Regular'],
        Data_Type: ['Article'],
        Metric_Type: ['Total_Item_Requests', 'Unique_Item_Requests'],
      },
    });
    const parents = ir.Report_Items.map((p: Answer) => [p.Title, p.Items.map((i: Answer) => i.Item)]);
    expect(parents.sort()).toEqual([
      ['Lumina Journal of Applied Science', [helix.title]],
      ['Lumina Journal of Civil Engineering', [bridge.title]],
    ]);
    const applied = ir.Report_Items.find((p: Answer) => p.Title === 'Lumina Journal of Applied Science');
    expect(applied.Data_Type).toBeUndefined();
    expect(applied.Items[0].Attribute_Performance).toEqual([
      {
        Access_Type: 'Open',
        Performance: {
          Total_Item_Requests: { '2026-05': 1, '2026-06': 2 },
          Unique_Item_Requests: { '2026-05': 1, '2026-06': 1 },
        },
      },
    ]);
  });

  it('takes no filter or attribute parameter: a view is always its fixed definition', async () => {
    const plain = await view('tr_j3');
    const asked = await view('tr_j3', {
      metric_type: 'Total_Item_Requests',
      attributes_to_show: 'Access_Method',
      granularity: 'Total',
    });
    expect(asked.Report_Header.Exceptions).toBeUndefined();
    expect(asked.Report_Header.Report_Filters).toEqual(plain.Report_Header.Report_Filters);
    expect(asked.Report_Items).toEqual(plain.Report_Items);
  });

  it('answers a period without requests with no items and 3030', async () => {
    const ir = await view('ir_a1', { begin_date: '2026-01', end_date: '2026-04' });
    expect(ir.Report_Items).toEqual([]);
    expect(ir.Report_Header.Exceptions).toEqual([
      { Code: 3030, Message: 'No Usage Available for Requested Dates', Data: '2026-01-01 to 2026-04-30' },
    ]);
  });
});
