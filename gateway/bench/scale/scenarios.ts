// Issue 45 item 2: the scale bench's scenarios, one list shared by the bench (timings) and the smoke test in
// `npm test` (contents). Each is a real route of the running site; its `check` says what a correct answer
// holds on the generated data set (scripts/seed-scale), so a fast wrong answer is never measured.

/** What the scenarios read off the data before they run (found through the routes themselves). */
export interface ScaleFixtures {
  journal: string;
  submissionId: string;
  /** 2,000 on the full set. */
  deepPage: number;
  articleId: string;
  authorFamilyName: string;
  sitemapFile: string;
  sushiBegin: string;
  sushiEnd: string;
}

export interface Answer {
  status: number;
  text: string;
  contentType: string;
}

export interface Scenario {
  name: string;
  /** p95 budget in ms (the first request's is FIRST_BUDGET_MS for all). */
  budgetMs: number;
  /** Sent with the administrator's token. */
  admin?: boolean;
  path(f: ScaleFixtures): string;
  /** Throws with a reason when the answer is not the data's. */
  check(answer: Answer, f: ScaleFixtures): void;
}

export const FIRST_BUDGET_MS = 1_000;
const PAGE_BUDGET = 100;
const SUSHI_BUDGET = 2_000;

function expectThat(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new Error(reason);
}
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely and checked field by field */
const json = (answer: Answer): any => {
  expectThat(answer.status === 200, `status ${answer.status}: ${answer.text.slice(0, 200)}`);
  return JSON.parse(answer.text);
};
const html = (answer: Answer, contains: string) => {
  expectThat(answer.status === 200, `status ${answer.status}`);
  expectThat(answer.text.includes(contains), `the page does not contain "${contains}"`);
};

const listRows = (answer: Answer): any[] => {
  const body = json(answer);
  const rows = body.data?.submissions ?? body.submissions;
  expectThat(Array.isArray(rows), 'no submissions list');
  return rows;
};
const list =
  (predicate: (row: any) => boolean = () => true, least = 1) =>
  (answer: Answer) => {
    const rows = listRows(answer);
    expectThat(rows.length >= least, `${rows.length} rows, expected at least ${least}`);
    expectThat(rows.every(predicate), 'a row does not match the filter');
  };
const sorted = (key: string) => (answer: Answer) => {
  const values = listRows(answer).map((row) => String(row[key] ?? ''));
  expectThat(values.length >= 5, 'too few rows to see the order');
  const collated = [...values].sort((a, b) => a.localeCompare(b));
  expectThat(
    JSON.stringify(values) === JSON.stringify(collated) ||
      JSON.stringify(values) === JSON.stringify([...collated].reverse()),
    `not ordered by ${key}`,
  );
};

const SUBMISSIONS = '/api/admin/submissions';
const STATUSES = ['submitted', 'under_review', 'accepted', 'rejected', 'published', 'withdrawn'];

export const SCENARIOS: Scenario[] = [
  {
    name: 'submission list: default',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: () => SUBMISSIONS,
    check: list(),
  },
  ...STATUSES.map(
    (status): Scenario => ({
      name: `submission list: status ${status}`,
      budgetMs: PAGE_BUDGET,
      admin: true,
      path: () => `${SUBMISSIONS}?status=${status}`,
      check: list((row) => row.status === status),
    }),
  ),
  {
    name: 'submission list: journal',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: (f) => `${SUBMISSIONS}?journal=${f.journal}`,
    check: list(),
  },
  {
    name: 'submission list: dates',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: () => {
      const to = new Date(Date.now() - 100 * 86_400_000).toISOString().slice(0, 10);
      const from = new Date(Date.now() - 200 * 86_400_000).toISOString().slice(0, 10);
      return `${SUBMISSIONS}?dateFrom=${from}&dateTo=${to}`;
    },
    check: list(),
  },
  ...(['submission_date', 'given_names', 'paper_title', 'journal_name', 'status'] as const).map(
    (sortBy): Scenario => ({
      name: `submission list: sort ${sortBy}`,
      budgetMs: PAGE_BUDGET,
      admin: true,
      path: () => `${SUBMISSIONS}?sortBy=${sortBy}&sortOrder=asc`,
      check:
        sortBy === 'submission_date'
          ? list()
          : sorted(
              {
                given_names: 'given_names',
                paper_title: 'paper_title',
                journal_name: 'journal_name',
                status: 'status',
              }[sortBy],
            ),
    }),
  ),
  {
    name: 'submission list: search',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: () => `${SUBMISSIONS}?search=graph%20neural`,
    check: list((row) => /graph neural/i.test(JSON.stringify(row))),
  },
  {
    name: 'submission list: page 2000',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: (f) => `${SUBMISSIONS}?page=${f.deepPage}`,
    check: list(),
  },
  {
    name: "a submission's editorial page",
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: (f) => `${SUBMISSIONS}/${f.submissionId}`,
    check: (a, f) => expectThat(a.text.includes(f.submissionId) && a.status === 200, 'not the submission'),
  },
  {
    name: 'reviewer pool search',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: (f) => `/api/admin/journals/${f.journal}/reviewers?q=Sharma`,
    check: (a) => {
      const reviewers = json(a).data.reviewers as any[];
      expectThat(reviewers.length > 0, 'no reviewer found');
      expectThat(
        reviewers.every((r) => /sharma/i.test(JSON.stringify(r))),
        'a reviewer not matching "Sharma"',
      );
    },
  },
  {
    name: 'admin user search',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: () => '/api/admin/users?q=garcia&page=2',
    check: (a) => {
      const { users, total } = json(a).data;
      expectThat(total > 20 && users.length === 20, `total ${total}, ${users.length} on page 2`);
      expectThat(
        users.every((u: any) => /garcia/i.test(u.familyName + u.email)),
        'a user not matching',
      );
    },
  },
  {
    name: "an issue's contents (API, 500 articles)",
    budgetMs: PAGE_BUDGET,
    path: (f) => `/api/journals/${f.journal}/issues/1/1`,
    check: (a) => {
      const text = a.text;
      json(a);
      const count = (text.match(/"doi":/g) ?? []).length;
      expectThat(count >= 250, `${count} articles in the big issue`);
    },
  },
  {
    name: "an issue's contents (page)",
    budgetMs: PAGE_BUDGET,
    path: (f) => `/journals/${f.journal}/issues/1/1`,
    check: (a) => html(a, '/articles/'),
  },
  {
    name: 'journal archive',
    budgetMs: PAGE_BUDGET,
    path: (f) => `/journals/${f.journal}/issues`,
    check: (a) => html(a, '/issues/1/1'),
  },
  {
    name: 'article page',
    budgetMs: PAGE_BUDGET,
    path: (f) => `/articles/${f.articleId}`,
    check: (a) => html(a, 'citation_doi'),
  },
  {
    name: 'article search: common word',
    budgetMs: PAGE_BUDGET,
    path: () => '/api/articles?q=experiments',
    check: (a) => {
      const body = json(a);
      const total = body.data.pagination.totalItems;
      expectThat(total > 10 && body.data.articles.length > 0, `a common word found ${total} articles`);
    },
  },
  {
    name: 'article search: phrase',
    budgetMs: PAGE_BUDGET,
    path: () => '/api/articles?q=%22power%20grids%22',
    check: (a) => expectThat(/power grids/i.test(a.text) && a.status === 200, 'the phrase was not found'),
  },
  {
    name: 'article search: author',
    budgetMs: PAGE_BUDGET,
    path: (f) => `/api/articles?q=${encodeURIComponent(f.authorFamilyName)}`,
    check: (a, f) => expectThat(a.status === 200 && a.text.includes(f.authorFamilyName), 'author not found'),
  },
  {
    name: 'journal analytics',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: (f) => `/api/admin/analytics?journal=${f.journal}`,
    check: (a) => expectThat(json(a).success === true, 'no analytics'),
  },
  {
    // The editorial figures of every journal at once (the administrator's analytics page).
    name: 'journal analytics: all journals',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: () => '/api/admin/analytics',
    check: (a) => expectThat(json(a).success === true, 'no analytics'),
  },
  {
    // The publisher's page (issue 44 item 5) opens on the current year.
    name: 'publisher analytics',
    budgetMs: PAGE_BUDGET,
    admin: true,
    path: () => `/api/admin/publisher/analytics?year=${new Date().getUTCFullYear()}`,
    check: (a) => expectThat(json(a).data?.family?.submissionsReceived > 0, 'no publisher figures'),
  },
  ...(['pr', 'tr', 'ir'] as const).map(
    (report): Scenario => ({
      name: `SUSHI ${report.toUpperCase()} (12 months)`,
      budgetMs: SUSHI_BUDGET,
      path: (f) => `/api/sushi/r51/reports/${report}?begin_date=${f.sushiBegin}&end_date=${f.sushiEnd}`,
      check: (a) => {
        const body = json(a);
        const items = body.Report_Items ?? [];
        expectThat(Array.isArray(items) && items.length > 0, 'an empty report');
      },
    }),
  ),
  {
    name: 'sitemap index',
    budgetMs: PAGE_BUDGET,
    path: () => '/sitemap.xml',
    // Over 50,000 addresses (the full set) it is an index of parts; a smaller set fits in one urlset.
    check: (a) => (a.text.includes('<sitemapindex') ? html(a, '/sitemaps/articles-') : html(a, '/articles/')),
  },
  {
    name: 'a sitemap',
    budgetMs: PAGE_BUDGET,
    path: (f) => `/sitemaps/${f.sitemapFile}`,
    check: (a, f) => html(a, f.sitemapFile === 'journals.xml' ? '/journals/' : '/articles/'),
  },
  {
    name: 'Atom feed',
    budgetMs: PAGE_BUDGET,
    path: (f) => `/journals/${f.journal}/feed.atom`,
    check: (a) => html(a, '<entry>'),
  },
];
