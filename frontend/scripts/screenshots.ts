// Screenshots of every route at desktop (1280 px) and phone (390 px) width, plus an axe-core accessibility
// check of each page. Runs against a running site: BASE_URL (default http://localhost:8080), e.g. the gateway
// or `vite preview`. PNGs go to /work/main/screenshots (OUT_DIR overrides). Filter routes with ONLY=<substring>.
// A11Y_STRICT=1 makes serious or critical violations fail the run.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { JOURNAL_IDS } from '../src/content/journal.types';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const OUT_DIR = process.env.OUT_DIR ?? path.resolve(__dirname, '../../screenshots');
const ONLY = process.env.ONLY ?? '';
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

type Session = 'none' | 'author' | 'admin';

interface Shot {
  name: string;
  path: string;
  /** Keep the cookie banner (no cookieConsent cookie set). */
  banner?: boolean;
  /** Fill browser storage as if logged in; the API decides what the page then shows. */
  session?: Session;
  /** Interaction before the picture. */
  prepare?: (page: Page) => Promise<void>;
  /** Only at this width. */
  only?: 'desktop' | 'mobile';
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'home-cookie-banner', path: '/', banner: true },
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
  { name: 'profile-session', path: '/profile', session: 'author' },
  { name: 'submit-session', path: '/submit', session: 'author' },
  { name: 'journals', path: '/journals' },
  {
    name: 'journals-empty',
    path: '/journals',
    prepare: (p) => p.getByRole('searchbox').fill('zzz-no-match'),
  },
  ...JOURNAL_IDS.map((id) => ({ name: `journal-${id}`, path: `/journals/${id}` })),
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
  { name: 'admin-anonymous', path: '/admin' },
  { name: 'admin-session', path: '/admin', session: 'admin' },
  { name: 'test-connection', path: '/test-connection' },
  { name: 'privacy', path: '/privacy' },
  { name: 'unknown-route', path: '/no-such-page' },
];

const SESSIONS: Record<Exclude<Session, 'none'>, Record<string, string>> = {
  author: {
    adminAuthToken: 'screenshot-token',
    userEmail: 'author@example.org',
    userName: 'Asha Rao',
    isLoggedIn: 'true',
  },
  admin: {
    adminAuthToken: 'screenshot-token',
    userEmail: 'admin@example.org',
    userName: 'Admin',
    adminRole: 'admin',
  },
};

interface Finding {
  shot: string;
  width: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function prepareContext(context: BrowserContext, shot: Shot): Promise<void> {
  if (!shot.banner) {
    const { hostname } = new URL(BASE_URL);
    await context.addCookies([{ name: 'cookieConsent', value: 'true', domain: hostname, path: '/' }]);
  }
  const storage = shot.session && shot.session !== 'none' ? SESSIONS[shot.session] : null;
  if (storage) {
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, storage);
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const findings: Finding[] = [];
  const failures: string[] = [];
  try {
    for (const shot of SHOTS.filter((s) => s.name.includes(ONLY))) {
      for (const size of WIDTHS) {
        if (shot.only && shot.only !== size.name) continue;
        const context = await browser.newContext({
          viewport: { width: size.width, height: size.height },
          reducedMotion: 'reduce',
        });
        await prepareContext(context, shot);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        try {
          await page.goto(`${BASE_URL}${shot.path}`, { waitUntil: 'load', timeout: 30_000 });
          // Catalogue skeletons last 800 ms and the cookie banner waits 1 s.
          await page.waitForTimeout(1300);
          if (shot.prepare) {
            await shot.prepare(page);
            // Clicking scrolls the target into view; a full-page picture should start at the top.
            await page.evaluate(() => window.scrollTo(0, 0));
            await page.waitForTimeout(300);
          }
          const file = path.join(OUT_DIR, `${shot.name}-${size.width}.png`);
          await page.screenshot({ path: file, fullPage: true });
          const axe = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
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
            failures.push(`${shot.name}@${size.width}: page is ${overflow}px wider than the viewport`);
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
  }

  console.log(`\naxe-core: ${findings.length} violation(s)`);
  for (const f of findings) {
    console.log(
      `  [${f.impact}] ${f.id} on ${f.shot}@${f.width}: ${f.help}\n      ${f.targets.join('\n      ')}`,
    );
  }
  const severe = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  console.log(`serious/critical: ${severe.length}`);
  if (failures.length > 0) {
    console.log(`\nproblems:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
  if (severe.length > 0 && process.env.A11Y_STRICT === '1') process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
