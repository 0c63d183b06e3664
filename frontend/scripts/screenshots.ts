// `npm run screenshots`: every page at desktop (1280 px) and phone (390 px) width as full-page PNGs, with an
// axe-core check and a horizontal-overflow check of each. PNGs go to the repository's screenshots/ folder
// (git-ignored; OUT_DIR overrides). ONLY=<substring> keeps the shots whose name contains it (several,
// comma-separated: any of them).
//
// Without BASE_URL the script starts its own site the way the browser tests do (temp database, built SPA,
// embedded backend), seeds real data through the API (an author with a paper under review and a published
// article, an invited reviewer; for the user's guide a paper with a report in and a reviewer writing, an
// accepted paper with its proof out, an issue in preparation, a journal manager), signs in through the login pages and shoots the
// signed-in pages too; then it
// stops the site and drops the database. With BASE_URL it shoots an already running site's public pages only.
//
// The run fails (exit 1) on horizontal overflow, page errors or a page that does not load or settle;
// A11Y_STRICT=1 also fails it on serious or critical axe findings.
import { mkdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeDocx, registerAuthor, signInAdmin as signInAdminApi, siteJson } from '@journal/testing';
import { startEmbeddedPostgres } from '@journal/db';
import { JOURNAL_IDS } from '../src/content/journal.types';
import { signInAdmin, signInAuthor } from '../e2e/support/accounts';
import { launchBrowser } from '../e2e/support/browser';
import { linkFromMail, reviewLinkFor } from '../e2e/support/mails';
import { eventually, prepareContext, settle, uniqueEmail } from '../e2e/support/pages';
import { inviteThroughApi, seedPaper, type SeededPaper } from '../e2e/support/peer-review';
import { startE2ESite, type E2ESite } from '../e2e/support/site';

const OUT_DIR = process.env.OUT_DIR ?? path.resolve(__dirname, '../../screenshots');
const ONLY = (process.env.ONLY ?? '').split(',').map((part) => part.trim());
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

type Session = 'author' | 'admin' | 'manager';

/** A page of Applied Science's own, for the page editor's picture (issue 41). */
const JOURNAL_PAGE = {
  slug: 'call-for-papers',
  title: 'Call for papers',
  body: 'Applied Science invites papers for its **2027 special issue** on materials for clean energy.\n\n## Topics\n\n- Batteries and storage\n- Catalysis\n- Thin films\n\n## Dates\n\nSubmissions are open until 30 June 2027. Read the [author guidelines](/journals/applied-science#author-guidelines) first.',
};

/** What the seeded site holds; only there without BASE_URL. */
interface Seed {
  underReview: SeededPaper;
  published: SeededPaper;
  reviewLink: string;
  /** Under review with one report in and one reviewer still writing (`reportLink` is theirs). */
  reviewed: SeededPaper;
  reportLink: string;
  /** Accepted, its production file converted and the proof sent to the author. */
  accepted: SeededPaper;
  /** A manager of Applied Science (signs in on /admin-login). */
  manager: { email: string; password: string };
}

interface Shot {
  name: string;
  path: string | ((seed: Seed) => string);
  /** Keep the cookie banner (no cookieConsent cookie set). */
  banner?: boolean;
  /** Signed in through the login page (author) or the admin login page. */
  session?: Session;
  /** What must be on screen before the picture (beyond the page settling). */
  ready?: (page: Page, seed: Seed | null) => Promise<unknown>;
  /** Interaction before the picture. */
  prepare?: (page: Page) => Promise<void>;
  /** Only at this width. */
  only?: 'desktop' | 'mobile';
  /** Shows seeded data (implied by a session or a path made from seeded ids). */
  seeded?: boolean;
  /** The window only, for a page too long to read as one picture (every mail template). */
  windowOnly?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/' },
  {
    name: 'home-cookie-banner',
    path: '/',
    banner: true,
    ready: (p) => p.getByRole('region', { name: 'Cookie consent' }).waitFor(),
  },
  {
    name: 'home-journals-menu',
    path: '/',
    only: 'desktop',
    prepare: (p) =>
      p
        .getByRole('button', { name: /^Journals/ })
        .first()
        .click(),
  },
  {
    name: 'home-mobile-menu',
    path: '/',
    only: 'mobile',
    prepare: (p) => p.getByRole('button', { name: 'Open menu' }).click(),
  },
  {
    name: 'home-search',
    path: '/',
    prepare: (p) => p.getByRole('searchbox', { name: 'Search journals' }).fill('engineering'),
  },
  { name: 'login', path: '/login' },
  { name: 'register-redirect', path: '/register' },
  { name: 'profile-anonymous', path: '/profile' },
  {
    name: 'profile-author',
    path: '/profile',
    session: 'author',
    ready: (p, seed) => p.getByText(seed!.published.title).first().waitFor(),
  },
  { name: 'submit-author', path: '/submit', session: 'author' },
  { name: 'journals', path: '/journals' },
  {
    name: 'journals-empty',
    path: '/journals',
    prepare: (p) => p.getByRole('searchbox').fill('zzz-no-match'),
  },
  ...JOURNAL_IDS.map((id) => ({ name: `journal-${id}`, path: `/journals/${id}` })),
  {
    name: 'journal-latest-articles',
    path: '/journals/applied-science',
    seeded: true,
    ready: (p, seed) =>
      p
        .getByRole('list', { name: 'Latest articles of Applied Science' })
        .getByRole('link', { name: seed!.published.title })
        .waitFor(),
  },
  {
    name: 'journal-archive',
    path: '/journals/applied-science/articles',
    seeded: true,
    ready: (p, seed) => p.getByRole('link', { name: seed!.published.title }).waitFor(),
  },
  {
    // Rendered by the server, then taken over by the SPA (only the SPA has Copy buttons).
    name: 'article',
    path: (seed) => `/articles/${seed.published.id}`,
    ready: (p) => p.getByRole('button', { name: 'Copy BibTeX' }).waitFor({ timeout: 15_000 }),
  },
  {
    // The reviewer's mailed link, invitation not yet answered.
    name: 'review-invitation',
    path: (seed) => seed.reviewLink,
    ready: (p) => p.getByRole('button', { name: 'Accept invitation' }).waitFor(),
  },
  { name: 'footer', path: '/footer' },
  { name: 'books', path: '/books' },
  {
    name: 'books-details',
    path: '/books',
    prepare: (p) => p.getByRole('button', { name: 'View Details' }).first().click(),
  },
  { name: 'databases', path: '/databases' },
  {
    name: 'databases-features',
    path: '/databases',
    prepare: (p) => p.getByRole('button', { name: 'Show Features' }).first().click(),
  },
  { name: 'platforms', path: '/platforms' },
  {
    name: 'platforms-empty',
    path: '/platforms',
    prepare: (p) => p.getByRole('button', { name: 'Events' }).click(),
  },
  { name: 'admin-login', path: '/admin-login' },
  { name: 'forgot-password', path: '/forgot-password' },
  {
    name: 'reset-password',
    path: '/reset-password?token=shown-in-the-mail',
    ready: (p) => p.getByRole('button', { name: 'Set new password' }).waitFor(),
  },
  { name: 'admin-anonymous', path: '/admin' },
  {
    name: 'admin-sample-content',
    path: '/admin',
    session: 'admin',
    ready: (p) => p.getByRole('heading', { name: 'Sample content' }).waitFor({ timeout: 15_000 }),
  },
  {
    name: 'admin-journals',
    path: '/admin/journals',
    session: 'admin',
    ready: (p) => p.getByRole('button', { name: 'Archive: Civil Engineering' }).waitFor({ timeout: 15_000 }),
  },
  {
    name: 'admin-journal-settings',
    path: '/admin/journals/applied-science',
    session: 'admin',
    ready: (p) => p.getByLabel('Contact email').waitFor({ timeout: 15_000 }),
  },
  {
    name: 'admin-dashboard',
    path: '/admin',
    session: 'admin',
    ready: (p, seed) =>
      p.getByRole('combobox', { name: `Status of ${seed!.underReview.title}` }).waitFor({ timeout: 15_000 }),
  },
  {
    // Peer review: the invited reviewer in the list, the invitation and decision forms.
    name: 'admin-submission-under-review',
    path: (seed) => `/admin/submissions/${seed.underReview.id}`,
    session: 'admin',
    ready: async (p, seed) => {
      await p.getByRole('heading', { level: 1, name: seed!.underReview.title }).waitFor();
      await p.getByText('Reviewer 1: Max Perutz').waitFor();
    },
  },
  {
    // The Publication section with the DOI of the published paper.
    name: 'admin-submission-published',
    path: (seed) => `/admin/submissions/${seed.published.id}`,
    session: 'admin',
    ready: (p) =>
      p
        .getByRole('region', { name: 'Publication' })
        .getByRole('link', { name: /^10\.5555\// })
        .waitFor({ timeout: 15_000 }),
  },
  // The user's guide (docs/guide): the editor's, reviewer's, manager's and publisher's screens.
  {
    // Reports in, the decision form below them.
    name: 'editor-submission-decision',
    path: (seed) => `/admin/submissions/${seed.reviewed.id}`,
    session: 'admin',
    ready: (p) => p.getByText('Comments to the editor (confidential)').waitFor({ timeout: 15_000 }),
  },
  {
    // An accepted paper: the production file converted, the proof out, the Publication card's readiness.
    name: 'editor-submission-production',
    path: (seed) => `/admin/submissions/${seed.accepted.id}`,
    session: 'admin',
    ready: async (p) => {
      await p.getByText('Converted; the proof went to the authors').waitFor({ timeout: 15_000 });
      await p.getByRole('button', { name: 'Publish now' }).waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'editor-analytics',
    path: '/admin/analytics',
    session: 'admin',
    ready: (p) => p.getByRole('table', { name: 'Figures per journal' }).waitFor({ timeout: 15_000 }),
  },
  {
    name: 'reviewer-report-form',
    path: (seed) => seed.reportLink,
    ready: (p) => p.getByRole('button', { name: 'Submit report' }).waitFor(),
  },
  {
    name: 'reviewer-decline',
    path: (seed) => seed.reviewLink,
    ready: (p) => p.getByRole('button', { name: 'Decline' }).waitFor(),
    prepare: (p) => p.getByRole('button', { name: 'Decline' }).click(),
  },
  {
    name: 'author-proof',
    path: (seed) => `/submissions/${seed.accepted.id}/proof`,
    session: 'author',
    ready: (p) => p.getByRole('button', { name: 'Approve proof' }).waitFor({ timeout: 15_000 }),
  },
  {
    name: 'manager-dashboard',
    path: '/admin',
    session: 'manager',
    ready: (p) => p.getByRole('region', { name: 'Your journals' }).waitFor({ timeout: 15_000 }),
  },
  {
    name: 'manager-journal-settings',
    path: '/admin/journals/applied-science',
    session: 'manager',
    ready: (p) => p.getByLabel('Contact email').waitFor({ timeout: 15_000 }),
  },
  {
    name: 'manager-team',
    path: '/admin/journals/applied-science/team',
    session: 'manager',
    ready: (p) => p.getByRole('button', { name: 'Remove Mira Manager' }).waitFor({ timeout: 15_000 }),
  },
  {
    name: 'manager-board',
    path: '/admin/journals/applied-science/board',
    session: 'manager',
    ready: (p) => p.getByRole('button', { name: 'Save board' }).waitFor({ timeout: 15_000 }),
  },
  {
    // The Issues page: an issue in preparation chosen, its table of contents beside the papers waiting.
    name: 'editor-issues',
    path: '/admin/journals/applied-science/issues',
    session: 'manager',
    ready: (p) => p.getByRole('button', { name: /^Vol\. 4, No\. 1 \(2027\)/ }).waitFor({ timeout: 15_000 }),
    prepare: async (p) => {
      await p.getByRole('button', { name: /^Vol\. 4, No\. 1 \(2027\)/ }).click();
      await p.getByRole('list', { name: 'Table of contents' }).waitFor();
      await p
        .getByRole('button', { name: /^Add to issue: / })
        .first()
        .waitFor();
    },
  },
  {
    name: 'manager-mail-templates',
    path: '/admin/journals/applied-science/mail-templates',
    session: 'manager',
    windowOnly: true,
    ready: (p) => p.getByRole('heading', { name: /^Submission received/ }).waitFor({ timeout: 15_000 }),
  },
  {
    // The Site page (issue 41): every setting, the logo and the live preview of the header and footer.
    name: 'admin-site',
    path: '/admin/site',
    session: 'admin',
    ready: (p) => p.getByRole('region', { name: 'Preview' }).waitFor({ timeout: 15_000 }),
  },
  {
    // The page editor of a journal (issue 41): the seeded page open, its Markdown beside the preview.
    name: 'manager-journal-pages',
    path: '/admin/journals/applied-science/pages',
    session: 'manager',
    ready: (p) => p.getByRole('button', { name: `Edit: ${JOURNAL_PAGE.title}` }).waitFor({ timeout: 15_000 }),
    prepare: async (p) => {
      await p.getByRole('button', { name: `Edit: ${JOURNAL_PAGE.title}` }).click();
      await p.getByRole('region', { name: 'Preview' }).waitFor();
    },
  },
  {
    // The page as readers see it: a tab of the journal's landing page (issue 41).
    name: 'journal-page-tab',
    path: `/journals/applied-science/${JOURNAL_PAGE.slug}`,
    seeded: true,
    ready: (p) => p.getByRole('heading', { level: 2, name: JOURNAL_PAGE.title }).waitFor({ timeout: 15_000 }),
  },
  {
    name: 'admin-pages',
    path: '/admin/pages',
    session: 'admin',
    ready: (p) =>
      p.getByRole('button', { name: 'Edit: Information for Authors' }).waitFor({ timeout: 15_000 }),
    prepare: async (p) => {
      await p.getByRole('button', { name: 'Edit: Information for Authors' }).click();
      await p.getByRole('region', { name: 'Preview' }).waitFor();
    },
  },
  {
    name: 'admin-catalogues',
    path: '/admin/catalogues/books',
    session: 'admin',
    ready: (p) => p.getByRole('heading', { name: 'Add a book' }).waitFor({ timeout: 15_000 }),
  },
  // The guide itself, as the gateway serves it at /help (the Help link's target).
  { name: 'help-editor', path: '/help/editor' },
  { name: 'test-connection', path: '/test-connection' },
  { name: 'privacy', path: '/privacy' },
  { name: 'unknown-route', path: '/no-such-page' },
];

/** Shots that need the seeded site: a signed-in session or a path made from seeded ids. */
function needsSeed(shot: Shot): boolean {
  return Boolean(shot.seeded || shot.session) || typeof shot.path === 'function';
}

interface Finding {
  shot: string;
  width: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The innermost elements whose right edge is past the viewport (where an overflow comes from). */
function stickingOut(page: Page): Promise<string[]> {
  // No named functions inside: tsx would wrap them in a __name helper the page does not have.
  return page.evaluate(() => {
    const out = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > window.innerWidth + 0.5,
    );
    return out
      .filter((el) => !out.some((other) => other !== el && el.contains(other)))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${[...el.classList].map((c) => `.${c}`).join('')}` +
          ` (right ${Math.round(el.getBoundingClientRect().right)}px)`,
      );
  });
}

/** The embedded site needs a Postgres server to create its temp database on (as jest's global setup does). */
async function ensurePostgres(): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) return async () => undefined;
  if (process.env.DATABASE_URL) {
    process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
    return async () => undefined;
  }
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'journal-shots-pg-'));
  await chmod(tmp, 0o755); // Postgres runs as its own user and must reach its data folder
  const pg = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'pg') });
  process.env.TEST_DATABASE_URL = pg.url;
  return async () => {
    await pg.stop();
    await rm(tmp, { recursive: true, force: true });
  };
}

/**
 * One author with two papers in Applied Science: one under review with an invited reviewer, one published
 * (so an article page, the archive and 'Latest articles' have something to show).
 */
async function seed(e2e: E2ESite): Promise<Seed> {
  const { site } = e2e;
  const underReview = await seedPaper(site, 'Crystal Structure of Penicillin by X-ray Diffraction');
  const published = await seedPaper(site, 'Electron Density Maps of Vitamin B12', underReview.author);
  const reviewer = uniqueEmail('shots-reviewer');
  await inviteThroughApi(site, underReview.id, {
    email: reviewer,
    givenNames: 'Max',
    familyName: 'Perutz',
  });
  const reviewLink = await reviewLinkFor(site, reviewer);
  const admin = await signInAdminApi(site);
  for (const [paper, status] of [
    [underReview, 'under_review'],
    [published, 'published'],
  ] as const) {
    const answer = await siteJson(site, 'PUT', `/api/admin/submissions/${paper.id}/status`, admin, {
      status,
      email: site.adminEmail,
    });
    if (answer.status !== 200) throw new Error(`setting ${status} failed: HTTP ${answer.status}`);
  }
  await eventually(
    'the article is public',
    async () => (await fetch(`${site.baseUrl}/api/articles/${published.id}`)).status === 200,
    15_000,
  );
  const { reviewed, reportLink } = await seedReviewed(e2e, underReview.author, admin);
  const accepted = await seedAccepted(e2e, underReview.author, admin);
  const manager = await seedManager(e2e, admin);
  const journalPage = await siteJson(
    site,
    'POST',
    '/api/admin/journals/applied-science/pages',
    admin,
    JOURNAL_PAGE,
  );
  if (journalPage.status !== 201)
    throw new Error(`adding the journal page failed: HTTP ${journalPage.status}`);
  await seedIssue(e2e, admin, accepted, underReview.author);
  return { underReview, published, reviewLink, reviewed, reportLink, accepted, manager };
}

/** An issue of Applied Science in preparation holding two accepted papers, a third accepted paper waiting. */
async function seedIssue(e2e: E2ESite, admin: string, accepted: SeededPaper, author: SeededPaper['author']) {
  const { site } = e2e;
  const more: SeededPaper[] = [];
  for (const title of ['Haemoglobin at 5.5 Å Resolution', 'Lysozyme and the Shape of an Enzyme']) {
    const paper = await seedPaper(site, title, author);
    const status = await siteJson(site, 'PUT', `/api/admin/submissions/${paper.id}/status`, admin, {
      status: 'accepted',
      email: site.adminEmail,
    });
    if (status.status !== 200) throw new Error(`accepted failed: HTTP ${status.status}`);
    more.push(paper);
  }
  const issues = '/api/admin/journals/applied-science/issues';
  const created = await siteJson<{ data: { issue: { id: string } } }>(site, 'POST', issues, admin, {
    volume: 4,
    number: 1,
    year: 2027,
    title: 'Structures of Life',
    plannedDate: '2027-03-15',
  });
  if (created.status !== 201) throw new Error(`creating the issue failed: HTTP ${created.status}`);
  const issueId = created.body.data.issue.id;
  // Publishing learns each acceptance from an event: retry until it has.
  for (const paper of [accepted, more[0]!])
    await eventually(
      `${paper.title} is in the issue`,
      async () =>
        (await siteJson(site, 'POST', `${issues}/${issueId}/papers`, admin, { paperId: paper.id })).status ===
        201,
      15_000,
    );
}

/** A reviewer invited by the administrator who accepts through the mailed link; returns its token. */
async function acceptingReviewer(
  e2e: E2ESite,
  paper: SeededPaper,
  reviewer: { givenNames: string; familyName: string },
  competingInterests: string,
): Promise<string> {
  const email = uniqueEmail(`shots-${reviewer.familyName.toLowerCase()}`);
  await inviteThroughApi(e2e.site, paper.id, { email, ...reviewer });
  const token = (await reviewLinkFor(e2e.site, email)).replace('/review/', '');
  const accepted = await siteJson(e2e.site, 'POST', `/api/reviews/${token}/accept`, undefined, {
    competingInterests,
  });
  if (accepted.status !== 200) throw new Error(`accepting the review failed: HTTP ${accepted.status}`);
  return token;
}

/** Under review: one reviewer reported, a second accepted and is writing (the report form's link). */
async function seedReviewed(e2e: E2ESite, author: SeededPaper['author'], admin: string) {
  const reviewed = await seedPaper(e2e.site, 'Hydrogen Bonds in Protein Crystals', author);
  const first = await acceptingReviewer(
    e2e,
    reviewed,
    { givenNames: 'Rosalind', familyName: 'Franklin' },
    'none',
  );
  const report = await siteJson(e2e.site, 'POST', `/api/reviews/${first}/report`, undefined, {
    recommendation: 'minor_revisions',
    commentsToAuthor:
      'A careful study. Please give the resolution of each data set in Table 2 and discuss the two outlying bond lengths.',
    commentsToEditor: 'Publishable once the table is complete.',
  });
  if (report.status !== 201) throw new Error(`the report failed: HTTP ${report.status}`);
  const second = await acceptingReviewer(
    e2e,
    reviewed,
    { givenNames: 'John', familyName: 'Kendrew' },
    'I reviewed an earlier draft of this paper for a conference in 2025.',
  );
  const status = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${reviewed.id}/status`, admin, {
    status: 'under_review',
    email: e2e.site.adminEmail,
  });
  if (status.status !== 200) throw new Error(`under_review failed: HTTP ${status.status}`);
  return { reviewed, reportLink: `/review/${second}` };
}

/** Accepted, with an uploaded final .docx converted (which mails the proof to the author). */
async function seedAccepted(e2e: E2ESite, author: SeededPaper['author'], admin: string) {
  const { site } = e2e;
  const accepted = await seedPaper(site, 'The Structure of Myoglobin', author);
  const status = await siteJson(site, 'PUT', `/api/admin/submissions/${accepted.id}/status`, admin, {
    status: 'accepted',
    email: site.adminEmail,
  });
  if (status.status !== 200) throw new Error(`accepted failed: HTTP ${status.status}`);
  const route = `${site.baseUrl}/api/admin/submissions/${accepted.id}/production`;
  await eventually(
    'the production file is taken',
    async () => {
      const form = new FormData();
      form.set(
        'file',
        new Blob([
          new Uint8Array(makeDocx('Myoglobin stores oxygen in muscle. Its chain folds into eight helices.')),
        ]),
        'myoglobin-final.docx',
      );
      const answer = await fetch(route, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}` },
        body: form,
      });
      return answer.status === 202;
    },
    15_000,
  );
  await eventually(
    'the production file converts',
    async () => {
      const answer = await siteJson<{ data?: { production?: { status: string } } }>(
        site,
        'GET',
        `/api/admin/submissions/${accepted.id}/production`,
        admin,
      );
      return answer.body.data?.production?.status === 'ready';
    },
    30_000,
  );
  return accepted;
}

/** An account with a confirmed address, made a manager of Applied Science by the administrator. */
async function seedManager(e2e: E2ESite, admin: string) {
  const account = {
    email: uniqueEmail('shots-manager'),
    password: 'a-long-enough-password',
    givenNames: 'Mira',
    familyName: 'Manager',
  };
  const token = await registerAuthor(e2e.site, account);
  // Invited before the address is confirmed, the account gets the role when it confirms: no race with
  // the confirmation's event, which would otherwise decide between a member and an invitation.
  const added = await siteJson(e2e.site, 'POST', '/api/admin/journals/applied-science/members', admin, {
    memberEmail: account.email,
    role: 'manager',
  });
  if (added.status !== 201) throw new Error(`adding the manager failed: HTTP ${added.status}`);
  const verify = await linkFromMail(
    e2e.site,
    account.email,
    /\/api\/registration\/verify-email\?token=[\w.%-]+/,
  );
  await fetch(`${e2e.site.baseUrl}${verify}`, { redirect: 'manual' });
  // The role follows the confirmation through an event; wait for it without asking the login itself
  // over and over (its throttle would lock the account out).
  await eventually(
    'the manager has the role',
    async () => {
      const me = await siteJson<{ data?: { journals?: unknown[] } }>(
        e2e.site,
        'GET',
        '/api/editorial/me',
        token,
      );
      return (me.body.data?.journals?.length ?? 0) > 0;
    },
    15_000,
  );
  const credentials = { email: account.email, password: account.password };
  return credentials;
}

/** Signs in through the real login page once; later contexts start from the storage it left. */
async function signedInStorage(
  browser: Browser,
  e2e: E2ESite,
  session: Session,
  data: Seed,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: e2e.site.baseUrl });
  await prepareContext(context, e2e.site.baseUrl, { consent: true });
  const page = await context.newPage();
  if (session === 'admin') await signInAdmin(page, e2e.site);
  else if (session === 'manager') await signInEditor(page, data.manager);
  else await signInAuthor(page, data.published.author.email, data.published.author.password);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A journal's editor or manager signs in where the administrator does (/admin-login). */
async function signInEditor(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL('**/admin');
}

async function main(): Promise<number> {
  mkdirSync(OUT_DIR, { recursive: true });
  const external = process.env.BASE_URL?.replace(/\/+$/, '');
  let stopPostgres: (() => Promise<void>) | undefined;
  let e2e: E2ESite | undefined;
  let data: Seed | null = null;
  let shots = SHOTS.filter((s) => ONLY.some((part) => s.name.includes(part)));
  if (external) {
    const skipped = shots.filter(needsSeed);
    shots = shots.filter((s) => !needsSeed(s));
    if (skipped.length)
      console.log(
        `BASE_URL set: public pages only; skipped the signed-in and seeded ones (${skipped.map((s) => s.name).join(', ')}).\n`,
      );
  } else {
    console.log('Starting a site with a temp database (the SPA is built first if its sources changed)...');
    stopPostgres = await ensurePostgres();
    e2e = await startE2ESite();
    data = await seed(e2e);
    console.log(`Site at ${e2e.site.baseUrl}, seeded.\n`);
  }
  const baseUrl = external ?? e2e!.site.baseUrl;

  const browser = await launchBrowser();
  const findings: Finding[] = [];
  const failures: string[] = [];
  let saved = 0;
  try {
    const storage: Partial<Record<Session, Awaited<ReturnType<typeof signedInStorage>>>> = {};
    for (const session of ['author', 'admin', 'manager'] as const) {
      if (e2e && data && shots.some((s) => s.session === session))
        storage[session] = await signedInStorage(browser, e2e, session, data);
    }
    for (const shot of shots) {
      for (const size of WIDTHS) {
        if (shot.only && shot.only !== size.name) continue;
        const context = await browser.newContext({
          baseURL: baseUrl,
          viewport: { width: size.width, height: size.height },
          reducedMotion: 'reduce',
          storageState: shot.session ? storage[shot.session] : undefined,
        });
        await prepareContext(context, baseUrl, shot.banner ? {} : { consent: true });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          const route = typeof shot.path === 'function' ? shot.path(data!) : shot.path;
          await page.goto(route, { waitUntil: 'load', timeout: 30_000 });
          if (shot.ready) await shot.ready(page, data);
          await settle(page);
          if (shot.prepare) {
            await shot.prepare(page);
            // Clicking scrolls the target into view; a full-page picture should start at the top.
            await page.evaluate(() => window.scrollTo(0, 0));
            await settle(page);
          }
          const file = path.join(OUT_DIR, `${shot.name}-${size.width}.png`);
          await page.screenshot({ path: file, fullPage: !shot.windowOnly });
          saved += 1;
          const axe = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .setLegacyMode(true)
            .analyze();
          for (const violation of axe.violations) {
            findings.push({
              shot: shot.name,
              width: String(size.width),
              id: violation.id,
              impact: violation.impact ?? 'unknown',
              help: violation.help,
              targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
            });
          }
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          const note = overflow > 0 ? `  (horizontal overflow ${overflow}px)` : '';
          console.log(
            `saved ${path.relative(process.cwd(), file)} -> ${new URL(page.url()).pathname}${note}`,
          );
          if (overflow > 0)
            failures.push(
              `${shot.name}@${size.width}: page is ${overflow}px wider than the viewport; sticking out: ${(
                await stickingOut(page)
              ).join(', ')}`,
            );
          for (const error of errors) failures.push(`${shot.name}@${size.width}: page error: ${error}`);
        } catch (error) {
          failures.push(
            `${shot.name}@${size.width}: ${error instanceof Error ? error.message : String(error)}`,
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await e2e?.stop();
    await stopPostgres?.();
  }

  console.log(`\n${saved} screenshot(s) saved in ${OUT_DIR}`);
  console.log(`axe-core: ${findings.length} violation(s)`);
  for (const f of findings) {
    console.log(
      `  [${f.impact}] ${f.id} on ${f.shot}@${f.width}: ${f.help}\n      ${f.targets.join('\n      ')}`,
    );
  }
  const severe = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  console.log(`serious/critical: ${severe.length}`);
  if (failures.length > 0) console.log(`\nproblems:\n  ${failures.join('\n  ')}`);
  else console.log('no horizontal overflow, no page errors');
  return failures.length > 0 || (severe.length > 0 && process.env.A11Y_STRICT === '1') ? 1 : 0;
}

// An explicit exit: the stopped site and database leave nothing that should keep the process alive or
// decide its exit code.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
