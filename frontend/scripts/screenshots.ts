// `npm run screenshots`: every page at desktop (1280 px) and phone (390 px) width as full-page PNGs, with an
// axe-core check and a horizontal-overflow check of each. PNGs go to the repository's screenshots/ folder
// (git-ignored; OUT_DIR overrides). ONLY=<substring> keeps the shots whose name contains it.
//
// Without BASE_URL the script starts its own site the way the browser tests do (temp database, built SPA,
// embedded backend), seeds real data through the API (an author with a paper under review and a published
// article, an invited reviewer), signs in through the login pages and shoots the signed-in pages too; then it
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
import { signInAdmin as signInAdminApi, siteJson } from '@journal/testing';
import { startEmbeddedPostgres } from '@journal/db';
import { JOURNAL_IDS } from '../src/content/journal.types';
import { signInAdmin, signInAuthor } from '../e2e/support/accounts';
import { launchBrowser } from '../e2e/support/browser';
import { reviewLinkFor } from '../e2e/support/mails';
import { eventually, prepareContext, settle, uniqueEmail } from '../e2e/support/pages';
import { inviteThroughApi, seedPaper, type SeededPaper } from '../e2e/support/peer-review';
import { startE2ESite, type E2ESite } from '../e2e/support/site';

const OUT_DIR = process.env.OUT_DIR ?? path.resolve(__dirname, '../../screenshots');
const ONLY = process.env.ONLY ?? '';
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

type Session = 'author' | 'admin';

/** What the seeded site holds; only there without BASE_URL. */
interface Seed {
  underReview: SeededPaper;
  published: SeededPaper;
  reviewLink: string;
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
  return { underReview, published, reviewLink };
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
  else await signInAuthor(page, data.published.author.email, data.published.author.password);
  const state = await context.storageState();
  await context.close();
  return state;
}

async function main(): Promise<number> {
  mkdirSync(OUT_DIR, { recursive: true });
  const external = process.env.BASE_URL?.replace(/\/+$/, '');
  let stopPostgres: (() => Promise<void>) | undefined;
  let e2e: E2ESite | undefined;
  let data: Seed | null = null;
  let shots = SHOTS.filter((s) => s.name.includes(ONLY));
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
    for (const session of ['author', 'admin'] as const) {
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
          await page.screenshot({ path: file, fullPage: true });
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
