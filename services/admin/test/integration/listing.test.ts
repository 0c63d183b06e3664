import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describeWith } from '@journal/testing';
import { parseCsv } from '../support/csv-parse';
import {
  ADMIN_EMAIL,
  adminGet,
  createdEvent,
  eventually,
  newAuthor,
  startPlatform,
  type Platform,
  type SeedSubmission,
} from '../support/platform-harness';

const JOURNALS = [
  ['civil-engineering', 'Civil Engineering'],
  ['mechanical-engineering', 'Mechanical Engineering'],
  ['computer-science-engineering', 'Computer Science & Engineering'],
  ['ai-ml-data-science', 'AI, ML & Data Science'],
  ['education', 'Education'],
  ['management', 'Management'],
] as const;
const STATUSES = ['submitted', 'under_review', 'accepted', 'rejected', 'published', 'withdrawn'];
const GIVEN = ['alice', 'Bob', 'carol', 'Dave', 'eve', 'Alice', 'bob'];
const FAMILY = ['Zeta', 'young', 'Xu', 'walker'];

type Seed = Required<Pick<SeedSubmission, 'id'>> & SeedSubmission & { status: string };

function buildSeeds(now: Date): Seed[] {
  const seeds: Seed[] = [];
  for (let i = 0; i < 34; i += 1) {
    const [journalId, journalName] = JOURNALS[i % JOURNALS.length]!;
    // Spread over the 14 months before now, at odd minutes, so months and days differ.
    const submittedAt = new Date(now.getTime() - i * 13 * 86_400_000 - i * 60_000).toISOString();
    seeds.push({
      id: randomUUID(),
      email: `author${i}@Example.org`.toLowerCase(),
      givenNames: GIVEN[i % GIVEN.length]!,
      familyName: FAMILY[i % FAMILY.length]!,
      paperTitle: `${i % 3 === 0 ? 'Study' : 'analysis'} of topic ${String(i).padStart(2, '0')}`,
      journalId,
      journalName,
      status: STATUSES[i % STATUSES.length]!,
      submittedAt,
      hasFile: i % 4 !== 0,
    });
  }
  // Day boundaries (UTC) for the date filter, a literal %, a formula-looking title and CSV specials.
  const extra: Omit<Seed, 'id' | 'email' | 'familyName' | 'journalId' | 'journalName' | 'status'>[] = [
    { givenNames: 'Edge', paperTitle: 'Starts the first of March', submittedAt: '2025-03-01T00:00:00.000Z' },
    { givenNames: 'Edge', paperTitle: 'Ends the last of March', submittedAt: '2025-03-31T23:59:59.999Z' },
    { givenNames: 'Edge', paperTitle: 'Starts April', submittedAt: '2025-04-01T00:00:00.000Z' },
    { givenNames: 'Edge', paperTitle: 'Ends February', submittedAt: '2025-02-28T23:59:59.999Z' },
    {
      givenNames: 'Percy',
      paperTitle: 'Growth of 100% open access',
      submittedAt: '2025-05-05T10:00:00.000Z',
    },
    {
      givenNames: '=cmd',
      paperTitle: '=HYPERLINK("http://evil.example","x"), "quoted", and more',
      submittedAt: '2025-05-06T10:00:00.000Z',
    },
    { givenNames: 'Multi', paperTitle: 'Line one\nline two', submittedAt: '2025-05-07T10:00:00.000Z' },
  ];
  extra.forEach((e, n) =>
    seeds.push({
      ...e,
      id: randomUUID(),
      email: `edge${n}@example.org`,
      familyName: 'Boundary',
      journalId: 'applied-science',
      journalName: 'Applied Science',
      status: 'submitted',
      hasFile: true,
    }),
  );
  return seeds;
}

const SORT_KEYS: Record<string, (s: Seed) => string> = {
  submission_date: (s) => s.submittedAt,
  given_names: (s) => s.givenNames.toLowerCase(),
  paper_title: (s) => s.paperTitle.toLowerCase(),
  journal_name: (s) => s.journalName.toLowerCase(),
  status: (s) => s.status,
};

function expectedOrder(seeds: Seed[], sortBy: string, order: 'asc' | 'desc'): string[] {
  const key = SORT_KEYS[sortBy]!;
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const asc = [...seeds].sort((a, b) => cmp(key(a), key(b)) || cmp(a.id, b.id)).map((s) => s.id);
  return order === 'asc' ? asc : asc.reverse();
}

const searchable = (s: Seed) => `${s.givenNames} ${s.familyName} ${s.email} ${s.paperTitle}`.toLowerCase();

describeWith('postgres', 'GET /api/admin/submissions (read model)', () => {
  let p: Platform;
  let seeds: Seed[];
  const now = new Date();

  beforeAll(async () => {
    p = await startPlatform();
    seeds = buildSeeds(now);
    await p.bus.publish(seeds.map(createdEvent));
    await eventually(async () => {
      const { rows } = await p.db.pool.query('SELECT count(*)::int AS n FROM admin.submissions');
      expect(rows[0].n).toBe(seeds.length);
    });
  });
  afterAll(() => p.close());

  async function listAll(
    query: Record<string, string | number>,
  ): Promise<{ ids: string[]; submissions: Record<string, unknown>[] }> {
    const submissions: Record<string, unknown>[] = [];
    for (let page = 1; ; page += 1) {
      const res = await adminGet(p, '/api/admin/submissions', { limit: 50, ...query, page });
      expect(res.status).toBe(200);
      submissions.push(...res.body.data.submissions);
      if (page >= res.body.data.pagination.totalPages) break;
    }
    return { ids: submissions.map((s) => s.id as string), submissions };
  }

  it('defaults to the newest first, page 1, 10 per page, with the SPEC fields', async () => {
    const res = await adminGet(p, '/api/admin/submissions');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: Math.ceil(seeds.length / 10),
      totalItems: seeds.length,
      itemsPerPage: 10,
    });
    expect(res.body.data.submissions.map((s: { id: string }) => s.id)).toEqual(
      expectedOrder(seeds, 'submission_date', 'desc').slice(0, 10),
    );
    const first = res.body.data.submissions[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'submission_date',
        'given_names',
        'family_name',
        'email',
        'paper_title',
        'abstract',
        'keywords',
        'co_authors',
        'journal_name',
        'journal_icon',
        'status',
        'file_path',
        'updated_at',
        // peer review at a glance (issue 12); nothing invited yet
        'review',
        // what needs doing (issue 29)
        'handling_editor',
        'next_action',
        'round',
        'progress',
      ].sort(),
    );
    expect(first.review).toEqual({ invited: 0, accepted: 0, declined: 0, reports: 0, last_decision: null });
    expect(first).toMatchObject({ handling_editor: null, round: 1, progress: { reports: 0, reviewers: 0 } });
    const seed = seeds.find((s) => s.id === first.id)!;
    expect(first).toMatchObject({
      given_names: seed.givenNames,
      email: seed.email,
      journal_name: seed.journalName,
      status: seed.status,
    });
    expect(first.file_path).toBe(seed.hasFile ? `/api/admin/submissions/${seed.id}/download` : null);
    expect(JSON.stringify(res.body)).not.toContain('papers/2025'); // storage keys stay private
  });

  it.each(Object.keys(SORT_KEYS).flatMap((field) => [[field, 'asc'] as const, [field, 'desc'] as const]))(
    'sorts by %s %s (id breaks ties), identically across pages',
    async (sortBy, sortOrder) => {
      const expected = expectedOrder(seeds, sortBy, sortOrder);
      expect((await listAll({ sortBy, sortOrder })).ids).toEqual(expected);
      expect((await listAll({ sortBy, sortOrder, limit: 5 })).ids).toEqual(expected);
    },
  );

  it('filters by journal id or display name, by status, and combines filters', async () => {
    const byId = await listAll({ journal: 'education' });
    const byName = await listAll({ journal: 'EDUCATION' });
    const expected = seeds
      .filter((s) => s.journalId === 'education')
      .map((s) => s.id)
      .sort();
    expect([...byId.ids].sort()).toEqual(expected);
    expect(byName.ids).toEqual(byId.ids);
    expect((await listAll({ journal: 'AI, ML & Data Science' })).ids.length).toBe(
      seeds.filter((s) => s.journalId === 'ai-ml-data-science').length,
    );

    const accepted = await listAll({ status: 'accepted' });
    expect([...accepted.ids].sort()).toEqual(
      seeds
        .filter((s) => s.status === 'accepted')
        .map((s) => s.id)
        .sort(),
    );
    const both = await listAll({ status: 'rejected', journal: 'management' });
    expect([...both.ids].sort()).toEqual(
      seeds
        .filter((s) => s.status === 'rejected' && s.journalId === 'management')
        .map((s) => s.id)
        .sort(),
    );
    expect((await listAll({ status: 'all', journal: '' })).ids.length).toBe(seeds.length);
  });

  it('reads one row by its id (issue 29: the dashboard re-reads a row after a status change)', async () => {
    const one = seeds[3]!;
    const res = await adminGet(p, '/api/admin/submissions', { id: one.id.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body.data.submissions.map((s: { id: string }) => s.id)).toEqual([one.id]);
    expect(res.body.data.submissions[0]).toHaveProperty('next_action');
    expect(res.body.data.pagination.totalItems).toBe(1);
    const bad = await adminGet(p, '/api/admin/submissions', { id: 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id must be a submission id');
  });

  it.each([
    ['ALICE'],
    ['zeta'],
    ['author1'],
    ['STUDY OF'],
    ['100%'],
    ['%'],
    ['_'],
    ['alice zeta'],
    ['no such thing'],
  ])('searches names, email and title case-insensitively: %s', async (search) => {
    const expected = seeds
      .filter((s) => searchable(s).includes(search.toLowerCase()))
      .map((s) => s.id)
      .sort();
    expect([...(await listAll({ search })).ids].sort()).toEqual(expected);
  });

  it('pages a search in sort order with exact totals, also past the end', async () => {
    const matching = seeds.filter((s) => searchable(s).includes('study'));
    const expected = expectedOrder(matching, 'paper_title', 'desc');
    const paged = await listAll({ search: 'Study', sortBy: 'paper_title', sortOrder: 'desc', limit: 5 });
    expect(paged.ids).toEqual(expected);
    const past = await adminGet(p, '/api/admin/submissions', { search: 'study', limit: 5, page: 99 });
    expect(past.body.data).toEqual({
      submissions: [],
      pagination: {
        currentPage: 99,
        totalPages: Math.ceil(matching.length / 5),
        totalItems: matching.length,
        itemsPerPage: 5,
      },
    });
    const withFilter = await listAll({ search: 'study', status: 'submitted' });
    expect([...withFilter.ids].sort()).toEqual(
      matching
        .filter((s) => s.status === 'submitted')
        .map((s) => s.id)
        .sort(),
    );
  });

  it('treats dateFrom and dateTo as inclusive UTC days', async () => {
    const inMarch = (await listAll({ dateFrom: '2025-03-01', dateTo: '2025-03-31' })).submissions.map(
      (s) => s.paper_title,
    );
    expect(inMarch).toContain('Starts the first of March');
    expect(inMarch).toContain('Ends the last of March');
    expect(inMarch).not.toContain('Starts April');
    expect(inMarch).not.toContain('Ends February');
    const expectedMarch = seeds.filter(
      (s) => s.submittedAt >= '2025-03-01' && s.submittedAt < '2025-04-01',
    ).length;
    expect(inMarch).toHaveLength(expectedMarch);

    const oneDay = (await listAll({ dateFrom: '2025-03-31', dateTo: '2025-03-31' })).submissions.map(
      (s) => s.paper_title,
    );
    expect(oneDay).toContain('Ends the last of March');
    expect(oneDay).not.toContain('Starts April');
    const from = await listAll({ dateFrom: '2025-04-01' });
    expect(from.ids.length).toBe(seeds.filter((s) => s.submittedAt >= '2025-04-01').length);
    const until = await listAll({ dateTo: '2025-02-28' });
    expect(until.ids.length).toBe(seeds.filter((s) => s.submittedAt < '2025-03-01').length);
  });

  it('pages: the last page is partial, a page past the end is empty with the totals', async () => {
    const total = seeds.length;
    const lastPage = Math.ceil(total / 25);
    const last = await adminGet(p, '/api/admin/submissions', { limit: 25, page: lastPage });
    expect(last.body.data.submissions).toHaveLength(total - 25 * (lastPage - 1));
    expect(last.body.data.pagination).toEqual({
      currentPage: lastPage,
      totalPages: lastPage,
      totalItems: total,
      itemsPerPage: 25,
    });
    const past = await adminGet(p, '/api/admin/submissions', { limit: 25, page: lastPage + 1 });
    expect(past.status).toBe(200);
    expect(past.body.data.submissions).toEqual([]);
    expect(past.body.data.pagination).toEqual({
      currentPage: lastPage + 1,
      totalPages: lastPage,
      totalItems: total,
      itemsPerPage: 25,
    });
    const none = await adminGet(p, '/api/admin/submissions', { search: 'nothing matches this' });
    expect(none.body.data.pagination).toEqual({
      currentPage: 1,
      totalPages: 0,
      totalItems: 0,
      itemsPerPage: 10,
    });
  });

  it.each([
    [{ limit: 7 }, 'limit must be one of 5, 10, 25, 50'],
    [{ limit: 'ten' }, 'limit must be one of 5, 10, 25, 50'],
    [{ page: 0 }, 'page must be a positive whole number'],
    [{ page: '1.5' }, 'page must be a positive whole number'],
    [
      { sortBy: 'email' },
      'sortBy must be one of submission_date, given_names, paper_title, journal_name, status',
    ],
    [
      { sortBy: 'submitted_at; DROP TABLE admin.submissions' },
      'sortBy must be one of submission_date, given_names, paper_title, journal_name, status',
    ],
    [{ sortOrder: 'sideways' }, 'sortOrder must be asc or desc'],
    [
      { status: 'archived' },
      'status must be one of submitted, under_review, accepted, rejected, published, withdrawn',
    ],
    [{ journal: 'Astrology' }, 'Unknown journal "Astrology"'],
    [{ dateFrom: '2025-02-30' }, 'dateFrom must be a date in YYYY-MM-DD format'],
    [{ dateTo: '03/01/2025' }, 'dateTo must be a date in YYYY-MM-DD format'],
    [{ dateFrom: '2025-04-02', dateTo: '2025-04-01' }, 'dateFrom must not be after dateTo'],
  ])('refuses %j with 400', async (query, message) => {
    const res = await adminGet(p, '/api/admin/submissions', query as Record<string, string | number>);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it('requires an admin token whose email matches the email parameter', async () => {
    expect((await request(p.app).get('/api/admin/submissions')).status).toBe(401);
    const author = newAuthor();
    const asAuthor = await request(p.app)
      .get('/api/admin/submissions')
      .query({ email: author.email })
      .set('Authorization', `Bearer ${p.tokenFor(author)}`);
    expect(asAuthor.status).toBe(403);
    const otherEmail = await adminGet(p, '/api/admin/submissions', { email: 'someone@journal.local' });
    expect(otherEmail.status).toBe(403);
    expect((await adminGet(p, '/api/admin/submissions', { email: ADMIN_EMAIL.toUpperCase() })).status).toBe(
      200,
    );
    for (const path of ['/api/admin/dashboard/stats', '/api/admin/submissions/export.csv'])
      expect((await adminGet(p, path, { email: 'someone@journal.local' })).status).toBe(403);
  });

  it('exports exactly the filtered, sorted list as CSV, escaped and guarded against formulas', async () => {
    const query = { status: 'submitted', sortBy: 'paper_title', sortOrder: 'asc' };
    const list = await listAll(query);
    const res = await adminGet(p, '/api/admin/submissions/export.csv', query)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Submission ID',
      'Submission Date',
      'Given Names',
      'Family Name',
      'Email',
      'Paper Title',
      'Journal',
      'Status',
      'Has File',
      'Last Updated',
      'Abstract',
      'Keywords',
      'Co-Authors',
      // Issue 32's figure columns, after SPEC's.
      'Journal Slug',
      'Decisions',
      'First Decision',
      'First Decision Date',
      'Final Decision',
      'Final Decision Date',
      'Desk Rejection',
      'Reviewer Invitations',
      'Reviews',
      'Published Date',
    ]);
    expect(rows.map((r) => r[0])).toEqual(list.ids);
    rows.forEach((row, i) => {
      const s = list.submissions[i]!;
      const guard = (v: string) => (/^[=+\-@]/.test(v) ? `'${v}` : v);
      expect(row).toEqual([
        s.id,
        s.submission_date,
        guard(s.given_names as string),
        s.family_name,
        s.email,
        guard(s.paper_title as string),
        s.journal_name,
        s.status,
        s.file_path ? 'yes' : 'no',
        s.updated_at,
        '',
        '',
        '',
        // Seeded without decisions, reviews or publication events.
        seeds.find((seed) => seed.id === s.id)!.journalId,
        ...['', '', '', '', '', 'no', '', '0', ''],
      ]);
    });
    expect(text).toContain(`'=cmd`);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x""), ""quoted"", and more"`);
    expect(text).toContain('"Line one\nline two"');

    const all = parseCsv((await adminGet(p, '/api/admin/submissions/export.csv').buffer(true)).text.slice(1));
    expect(all.length - 1).toBe(seeds.length);
  });

  it('computes the dashboard stats from the read model', async () => {
    const res = await adminGet(p, '/api/admin/dashboard/stats');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.totalSubmissions).toBe(seeds.length);
    expect(data.statusBreakdown).toEqual(
      STATUSES.map((status) => ({ status, count: seeds.filter((s) => s.status === status).length })),
    );
    const perJournal = new Map<string, number>();
    for (const s of seeds) perJournal.set(s.journalName, (perJournal.get(s.journalName) ?? 0) + 1);
    const top = [...perJournal].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, 5);
    expect(data.topJournals).toEqual(top.map(([journal_name, count]) => ({ journal_name, count })));
    expect(data.recentSubmissions.map((s: { id: string }) => s.id)).toEqual(
      expectedOrder(seeds, 'submission_date', 'desc').slice(0, 5),
    );
    expect(data.recentSubmissions[0]).toHaveProperty('file_path');

    const months: string[] = [];
    for (let back = 11; back >= 0; back -= 1) {
      const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      months.push(d.toISOString().slice(0, 7));
    }
    expect(data.monthlyTrends).toEqual(
      months.map((month) => ({ month, count: seeds.filter((s) => s.submittedAt.startsWith(month)).length })),
    );
    expect(data.monthlyTrends.some((m: { count: number }) => m.count > 0)).toBe(true);
    expect(data.journals).toEqual([
      'Civil Engineering',
      'Mechanical Engineering',
      'Electronics Engineering',
      'Electrical Engineering',
      'Computer Science & Engineering',
      'Applied Science',
      'AI, ML & Data Science',
      'Law & Social Science',
      'Education',
      'Management',
    ]);
    expect(data.statuses).toEqual(STATUSES);
  });

  it('exports large filtered sets completely, in order, across keyset batches', async () => {
    // Many equal sort keys force the id tie-break at batch edges.
    const extra = Array.from({ length: 1100 }, (_, i) => ({
      ...seeds[0]!,
      id: randomUUID(),
      givenNames: i % 2 ? 'Same' : 'same',
      paperTitle: `Bulk ${i}`,
      submittedAt: '2024-06-01T12:00:00.000Z',
    }));
    await p.bus.publish(extra.map(createdEvent));
    await eventually(async () => {
      const { rows } = await p.db.pool.query('SELECT count(*)::int AS n FROM admin.submissions');
      expect(rows[0].n).toBe(seeds.length + extra.length);
    }, 30_000);
    for (const [sortBy, sortOrder] of [
      ['given_names', 'desc'],
      ['submission_date', 'asc'],
    ] as const) {
      const csv = parseCsv(
        (
          await adminGet(p, '/api/admin/submissions/export.csv', { sortBy, sortOrder }).buffer(true)
        ).text.slice(1),
      );
      expect(csv.slice(1).map((r) => r[0])).toEqual(expectedOrder([...seeds, ...extra], sortBy, sortOrder));
    }
    await p.db.pool.query('DELETE FROM admin.submissions WHERE id = ANY($1::uuid[])', [
      extra.map((e) => e.id),
    ]);
  });
});
