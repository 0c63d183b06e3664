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

/** A JSON answer read loosely: COUNTER's schemas check its shape, the tests pick values out of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = any;
type Json = Record<string, unknown> & { Report_Header: Record<string, unknown>; Report_Items: Answer[] };

describeWith('postgres', 'statistics: SUSHI, COUNTER_SUSHI5 API Release 5.1 (issue 32)', () => {
  const helix = paper({ title: 'Molecular Structure of Nucleic Acids', journalId: 'applied-science' });
  const bridge = paper({
    title: 'Suspension Bridges Under Wind',
    journalId: 'civil-engineering',
    journalName: 'Civil Engineering',
  });
  let h: StatisticsHarness;
  let clock = new Date('2026-05-10T10:00:00.000Z');
  let adminToken: string;
  let customer: { customerId: string; requestorId: string; apiKey: string };
  const validate = counterValidator();
  const url = (p: string) => `${h.baseUrl}${p}`;
  const read = (id: string, agent: string, path = '') =>
    fetch(url(`/api/articles/${id}${path}`), { headers: { 'user-agent': agent } }).then((r) =>
      r.arrayBuffer(),
    );
  const usage = async (id: string) =>
    ((await (await fetch(url(`/api/articles/${id}/usage`))).json()) as { data: { investigations: number } })
      .data;
  const sushi = async (path: string, params: Record<string, string> = {}, withKey = true) => {
    const query = new URLSearchParams({
      ...(withKey ? { customer_id: customer.customerId, api_key: customer.apiKey } : {}),
      ...params,
    });
    const res = await fetch(url(`/api/sushi/r51${path}?${query}`));
    return { status: res.status, body: (await res.json()) as Answer };
  };
  const report = async (id: string, params: Record<string, string>) => {
    const { status, body } = await sushi(`/reports/${id}`, params);
    expect(status).toBe(200);
    expect(validate(`schemas/${id.toUpperCase()}`, body)).toEqual([]);
    return body as Json;
  };
  const admin = (method: string, path: string, body: unknown, token = adminToken) =>
    fetch(url(path), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    h = await startStatisticsSite({ usage: { now: () => clock, lingerMs: 5 } });
    adminToken = h.signer.sign({ sub: 'admin', email: 'editor@journal.local', role: 'admin' });
    for (const p of [helix, bridge]) {
      await h.bus.publish([
        created(p),
        statusChanged(p, 2, 'submitted', 'published', '2026-05-06T12:00:00.000Z'),
      ]);
    }
    // The usage route records nothing itself: 200 once the article is published.
    await eventually(async () =>
      expect((await fetch(url(`/api/articles/${bridge.id}/usage`))).status).toBe(200),
    );
    // May: helix read by two readers, bridge by one; June: helix once more.
    await read(helix.id, `${BROWSER} one`);
    await read(helix.id, `${BROWSER} two`);
    await read(bridge.id, `${BROWSER} one`);
    clock = new Date('2026-06-03T09:00:00.000Z');
    await read(helix.id, `${BROWSER} one`);
    // July, the current month from here on: counted, but not reported until the month ends (3031).
    clock = new Date('2026-07-02T09:00:00.000Z');
    await read(helix.id, `${BROWSER} one`);
    await eventually(async () => expect((await usage(helix.id)).investigations).toBe(4));
    await eventually(async () => expect((await usage(bridge.id)).investigations).toBe(1));
    clock = new Date('2026-07-20T12:00:00.000Z');
    const res = await admin('POST', '/api/admin/sushi/customers', { name: 'Example University Library' });
    expect(res.status).toBe(201);
    customer = ((await res.json()) as { data: typeof customer }).data;
  });
  afterAll(() => h?.close());

  it('answers status without credentials', async () => {
    const { status, body } = await sushi('/status', {}, false);
    expect(status).toBe(200);
    expect(validate('responses/200_Status', body)).toEqual([]);
    expect(body[0].Service_Active).toBe(true);
  });

  it('creates customers only for the administrator, with a name', async () => {
    const author = h.signer.sign({ sub: 'u1', email: 'author@example.org', role: 'author' });
    expect((await admin('POST', '/api/admin/sushi/customers', { name: 'X Library' }, author)).status).toBe(
      403,
    );
    const bad = await admin('POST', '/api/admin/sushi/customers', { name: ' ' });
    expect(bad.status).toBe(400);
    expect(customer.apiKey.length).toBeGreaterThan(20);
  });

  it('lists the member and the reports it supports', async () => {
    const members = await sushi('/members');
    expect(members.status).toBe(200);
    expect(validate('responses/200_Members', members.body)).toEqual([]);
    expect(members.body).toEqual([
      { Customer_ID: customer.customerId, Institution_Name: 'Example University Library' },
    ]);
    const reports = await sushi('/reports');
    expect(validate('responses/200_Reports', reports.body)).toEqual([]);
    expect(reports.body.map((r: { Report_ID: string; Path: string }) => [r.Report_ID, r.Path])).toEqual([
      ['PR', '/r51/reports/pr'],
      ['PR_P1', '/r51/reports/pr_p1'],
      ['TR', '/r51/reports/tr'],
      ['TR_J3', '/r51/reports/tr_j3'],
      ['IR', '/r51/reports/ir'],
      ['IR_A1', '/r51/reports/ir_a1'],
    ]);
    // July has usage, but the last month processed is June.
    for (const listed of reports.body) {
      expect(listed).toMatchObject({ First_Month_Available: '2026-05', Last_Month_Available: '2026-06' });
    }
  });

  it('reports the platform by month up to the last month processed, the current one named in 3031', async () => {
    const pr = await report('pr', { begin_date: '2026-05', end_date: '2026-12' });
    expect(pr.Report_Header).toMatchObject({
      Report_ID: 'PR',
      Release: '5.1',
      Institution_Name: 'Example University Library',
      Report_Filters: { Begin_Date: '2026-05-01', End_Date: '2026-06-30' },
    });
    expect(pr.Report_Header.Exceptions).toEqual([
      {
        Code: 3031,
        Message: 'Usage Not Ready for Requested Dates',
        Data: '2026-07 is not processed until the month ends',
      },
    ]);
    expect(pr.Report_Items[0].Attribute_Performance[0]).toEqual({
      Data_Type: 'Article',
      Performance: {
        Total_Item_Investigations: { '2026-05': 3, '2026-06': 1 },
        Unique_Item_Investigations: { '2026-05': 3, '2026-06': 1 },
      },
    });
  });

  it('reports one title per journal, Open access when asked, and totals', async () => {
    const tr = await report('tr', {
      begin_date: '2026-05-01',
      end_date: '2026-06-30',
      attributes_to_show: 'Access_Type',
      granularity: 'Total',
    });
    expect(tr.Report_Items.map((i) => i.Title).sort()).toEqual([
      'Lumina Journal of Applied Science',
      'Lumina Journal of Civil Engineering',
    ]);
    const applied = tr.Report_Items.find((i) => i.Title === 'Lumina Journal of Applied Science');
    expect(applied.Attribute_Performance).toEqual([
      {
        Data_Type: 'Journal',
        Access_Type: 'Open',
        Performance: {
          Total_Item_Investigations: { '2026-05': 3 },
          Unique_Item_Investigations: { '2026-05': 3 },
        },
      },
    ]);
    expect(tr.Report_Header.Report_Attributes).toEqual({
      Attributes_To_Show: ['Access_Type'],
      Granularity: 'Total',
    });
  });

  it('reports one item per article with its DOI, under its journal when asked', async () => {
    const ir = await report('ir', {
      begin_date: '2026-05',
      end_date: '2026-06',
      metric_type: 'Total_Item_Investigations',
    });
    const items = ir.Report_Items[0].Items as Answer[];
    expect(items.map((i) => i.Item).sort()).toEqual([bridge.title, helix.title].sort());
    const item = items.find((i) => i.Item === helix.title);
    expect(item.Item_ID.DOI).toMatch(/^10\.5555\/as\.2026\.\d{5}$/);
    expect(item.Attribute_Performance[0].Performance).toEqual({
      Total_Item_Investigations: { '2026-05': 2, '2026-06': 1 },
    });
    const parents = await report('ir', {
      begin_date: '2026-05',
      end_date: '2026-06',
      include_parent_details: 'True',
    });
    expect(parents.Report_Items.map((p) => [p.Title, p.Data_Type, p.Items.length]).sort()).toEqual([
      ['Lumina Journal of Applied Science', 'Journal', 1],
      ['Lumina Journal of Civil Engineering', 'Journal', 1],
    ]);
  });

  it('says 3030 with no items when there is no usage in the period', async () => {
    const pr = await report('pr', { begin_date: '2025-01', end_date: '2025-02' });
    expect(pr.Report_Items).toEqual([]);
    expect(pr.Report_Header.Exceptions).toEqual([
      { Code: 3030, Message: 'No Usage Available for Requested Dates', Data: '2025-01-01 to 2025-02-28' },
    ]);
  });

  it('ignores unsupported filter and attribute values and names them (3060, 3062)', async () => {
    const tr = await report('tr', {
      begin_date: '2026-05',
      end_date: '2026-06',
      metric_type: 'Searches_Regular|Total_Item_Investigations|Unique_Item_Investigations',
      attributes_to_show: 'YOP',
    });
    expect(tr.Report_Header.Exceptions).toEqual([
      { Code: 3060, Message: 'Invalid ReportFilter Value', Data: 'metric_type: Searches_Regular' },
      { Code: 3062, Message: 'Invalid ReportAttribute Value', Data: 'attributes_to_show: YOP' },
    ]);
  });

  it.each([
    ['no dates', {}, 400, 1030],
    ['no end date', { begin_date: '2026-05' }, 400, 1030],
    ['a month 13', { begin_date: '2026-13', end_date: '2026-12' }, 400, 3020],
    ['a day that does not exist', { begin_date: '2026-02-30', end_date: '2026-03' }, 400, 3020],
    ['a begin after the end', { begin_date: '2026-06', end_date: '2026-05' }, 400, 3020],
    ['a begin in the current month', { begin_date: '2026-07', end_date: '2026-07' }, 400, 3020],
    ['a begin in a future month', { begin_date: '2026-08', end_date: '2026-09' }, 400, 3020],
    ['an empty begin date', { begin_date: '', end_date: '2026-05' }, 400, 1030],
    ['the year 0', { begin_date: '0000-01', end_date: '2026-05' }, 400, 3020],
    ['a day of the year 0', { begin_date: '0000-02-29', end_date: '2026-05' }, 400, 3020],
    ['a begin before 1900', { begin_date: '1899-12', end_date: '2026-05' }, 400, 3020],
    ['an end before 1900', { begin_date: '2026-05', end_date: '0099-12' }, 400, 3020],
    ['a five-digit year', { begin_date: '99999-01', end_date: '2026-05' }, 400, 3020],
  ])('refuses %s on every report', async (_name, params, status, code) => {
    for (const report of ['pr', 'pr_p1', 'tr', 'tr_j3', 'ir', 'ir_a1']) {
      const res = await sushi(`/reports/${report}`, params as Record<string, string>);
      expect([report, res.status, res.body.Code]).toEqual([report, status, code]);
      expect(validate('responses/400_Exception', res.body)).toEqual([]);
    }
  });

  it('ends a period reaching into the future with the last month processed, on every report', async () => {
    for (const id of ['pr', 'pr_p1', 'tr', 'tr_j3', 'ir', 'ir_a1']) {
      const answer = await report(id, { begin_date: '1900-01', end_date: '9999-12', granularity: 'Total' });
      expect(answer.Report_Header).toMatchObject({
        Report_Filters: { Begin_Date: '1900-01-01', End_Date: '2026-06-30' },
      });
      expect((answer.Report_Header.Exceptions as { Code: number }[]).map((e) => e.Code)).toContain(3031);
    }
  });

  it('reports a period that ends before the current month without 3031', async () => {
    const pr = await report('pr', { begin_date: '2026-06', end_date: '2026-06-30' });
    expect(pr.Report_Header.Exceptions).toBeUndefined();
    expect(pr.Report_Items[0].Attribute_Performance[0].Performance).toEqual({
      Total_Item_Investigations: { '2026-06': 1 },
      Unique_Item_Investigations: { '2026-06': 1 },
    });
  });

  it('refuses missing and wrong credentials with their exceptions', async () => {
    const dates = { begin_date: '2026-05', end_date: '2026-06' };
    const cases: [Record<string, string>, number, number, string][] = [
      [{}, 400, 1030, 'responses/400_Exception_1030'],
      [{ customer_id: customer.customerId }, 400, 1030, 'responses/400_Exception_1030'],
      [{ customer_id: 'no-such-customer', api_key: customer.apiKey }, 403, 2010, 'responses/403_Exception'],
      [{ customer_id: customer.customerId, api_key: 'wrong' }, 401, 2020, 'responses/401_Exception'],
      [
        { customer_id: customer.customerId, api_key: customer.apiKey, requestor_id: 'someone-else' },
        403,
        2010,
        'responses/403_Exception',
      ],
    ];
    for (const [credentials, status, code, schema] of cases) {
      for (const path of ['/members', '/reports', '/reports/ir', '/reports/tr_j3']) {
        const res = await sushi(path, { ...dates, ...credentials }, false);
        expect([path, res.status, res.body.Code]).toEqual([path, status, code]);
        expect(validate(schema, res.body)).toEqual([]);
      }
    }
    const withRequestor = await sushi('/members', { requestor_id: customer.requestorId });
    expect(withRequestor.status).toBe(200);
  });

  it('lets anyone read the reports once the administrator makes them public', async () => {
    expect((await admin('PUT', '/api/admin/sushi/settings', { publicReports: 'yes' })).status).toBe(400);
    expect((await admin('PUT', '/api/admin/sushi/settings', { publicReports: true })).status).toBe(200);
    const open = await sushi('/reports/pr', { begin_date: '2026-05', end_date: '2026-06' }, false);
    expect(open.status).toBe(200);
    expect(validate('schemas/PR', open.body)).toEqual([]);
    expect(open.body.Report_Header.Institution_Name).toBe('The World');
    const members = await sushi('/members', {}, false);
    expect(validate('responses/200_Members', members.body)).toEqual([]);
    // A key given is still checked.
    expect(
      (await sushi('/reports', { customer_id: customer.customerId, api_key: 'wrong' }, false)).body.Code,
    ).toBe(2020);
    expect((await admin('PUT', '/api/admin/sushi/settings', { publicReports: false })).status).toBe(200);
    expect((await sushi('/reports', {}, false)).body.Code).toBe(1030);
  });
});
