// axe-core on every route (SPEC section 2 route table), signed-in screens included: no serious or
// critical violation, at desktop and phone widths. Each test runs its steps at both widths at once, in one
// context per width of one browser: the site, the browser and the seeded data serve both, and while one
// page waits on the site the other's audit runs (docs/performance.md, "Test suite time").
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, makeTxt, registerAuthor, signInAdmin, siteJson } from '@journal/testing';
import { JOURNAL_IDS } from '../src/content/journal.types';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { reviewLinkFor } from './support/mails';
import { eventually, prepareContext, settle, uniqueEmail } from './support/pages';
import { inviteThroughApi, seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/journals',
  ...JOURNAL_IDS.map((id) => `/journals/${id}`),
  '/books',
  '/databases',
  '/platforms',
  '/privacy',
  '/test-connection',
  '/admin-login',
  '/footer',
];

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
type ViewportName = keyof typeof VIEWPORTS;
const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

async function audit(page: Page, route: string) {
  const viewport = page.viewportSize()?.width === VIEWPORTS.phone.width ? 'phone' : 'desktop';
  const found = await seriousViolations(page);
  if (found.length) console.log(`axe on ${route} (${viewport}):\n${JSON.stringify(found, null, 2)}`);
  expect({ route, viewport, violations: found }).toEqual({ route, viewport, violations: [] });
}

/**
 * Runs `steps` at every width at once and fails with the first failure, after every width has finished,
 * so a failed width never runs on into the next test.
 */
async function atEveryWidth(steps: (width: ViewportName) => Promise<void>): Promise<void> {
  const results = await Promise.allSettled(VIEWPORT_NAMES.map((width) => steps(width)));
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** One submitted paper, so the admin dashboard is audited with a row in its table. */
async function seedSubmission(e2e: E2ESite, paperTitle: string) {
  const email = uniqueEmail('axe-seed');
  const token = await registerAuthor(e2e.site, {
    email,
    givenNames: 'Seed',
    familyName: 'Author',
    password: 'seed-password-long',
  });
  const form = new FormData();
  form.set('userEmail', email);
  form.set('journalName', 'Applied Science');
  form.set('journalIcon', 'as');
  form.set('paperTitle', paperTitle);
  form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'seeded paper.txt');
  const submitted = await fetch(`${e2e.site.baseUrl}/api/registration/submit-paper`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (submitted.status !== 201) throw new Error(`seeding a submission failed: HTTP ${submitted.status}`);
}

/** One published article (issue 13): its page, the archive and 'Latest articles' are audited with it. */
async function publishArticle(e2e: E2ESite): Promise<SeededPaper> {
  const paper = await seedPaper(e2e.site, `Axe Published Article ${Date.now().toString(36)}`);
  const admin = await signInAdmin(e2e.site);
  const status = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${paper.id}/status`, admin, {
    status: 'published',
    email: e2e.site.adminEmail,
  });
  if (status.status !== 200) throw new Error(`publishing failed: HTTP ${status.status}`);
  await eventually(
    'the article is public',
    async () => (await fetch(`${e2e.site.baseUrl}/api/articles/${paper.id}`)).status === 200,
    15_000,
  );
  return paper;
}

describeWith('browser', 'accessibility (axe-core, browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;

  const seededTitle = `Axe Seeded Paper ${Date.now().toString(36)}`;
  // Peer review pages (issue 12): a paper with two invited reviewers (one per viewport, since each run
  // accepts its invitation), and their mailed links.
  let reviewed: SeededPaper;
  const reviewLinks: Record<string, string> = {};
  let published: SeededPaper;

  const contexts = {} as Record<ViewportName, BrowserContext>;
  const pages = {} as Record<ViewportName, Page>;

  beforeAll(async () => {
    // The browser starts while the site does; the three seeds are independent of each other.
    const launched = launchBrowser();
    e2e = await startE2ESite().catch(async (error: unknown) => {
      await (await launched).close();
      throw error;
    });
    browser = await launched;
    await Promise.all([
      seedSubmission(e2e, seededTitle),
      (async () => {
        published = await publishArticle(e2e);
      })(),
      (async () => {
        reviewed = await seedPaper(e2e.site, `Axe Reviewed Paper ${Date.now().toString(36)}`);
        // One after the other: the admin page test reads the desktop reviewer as "Reviewer 1".
        for (const viewport of VIEWPORT_NAMES) {
          const email = uniqueEmail(`axe-reviewer-${viewport}`);
          await inviteThroughApi(e2e.site, reviewed.id, {
            email,
            givenNames: 'Axe',
            familyName: `Reviewer ${viewport}`,
          });
          reviewLinks[viewport] = await reviewLinkFor(e2e.site, email);
        }
      })(),
    ]);
    for (const width of VIEWPORT_NAMES) {
      contexts[width] = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport: VIEWPORTS[width] });
      await prepareContext(contexts[width], e2e.site.baseUrl, { consent: true });
      pages[width] = await contexts[width].newPage();
    }
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  it.each(PUBLIC_ROUTES)('%s', async (route) => {
    await atEveryWidth(async (width) => {
      const page = pages[width];
      await page.goto(route);
      await settle(page);
      await audit(page, route);
    });
  });

  it('the article page (taken over by the SPA), the journal archive and Latest articles', async () => {
    await atEveryWidth(async (width) => {
      const page = pages[width];
      await page.goto(`/articles/${published.id}`);
      await page.getByRole('button', { name: 'Copy BibTeX' }).waitFor({ timeout: 15_000 });
      await audit(page, '/articles/:id');
      await page.goto('/journals/applied-science/articles');
      await page.getByRole('link', { name: published.title }).waitFor();
      await audit(page, '/journals/:id/articles');
      await page.goto('/journals/applied-science');
      await page.getByRole('list', { name: 'Latest articles of Applied Science' }).waitFor();
      await settle(page);
      await audit(page, '/journals/:id with Latest articles');
    });
  });

  it('the audit itself finds a violation when there is one', async () => {
    await atEveryWidth(async (width) => {
      const tab = await contexts[width].newPage();
      await tab.setContent('<html lang="en"><body><main><img src="/missing.png"></main></body></html>');
      expect((await seriousViolations(tab)).map((finding) => finding.id)).toContain('image-alt');
      await tab.close();
    });
  });

  it('the cookie banner', async () => {
    await atEveryWidth(async (width) => {
      const fresh = await browser.newContext({
        baseURL: e2e.site.baseUrl,
        viewport: VIEWPORTS[width],
      });
      await prepareContext(fresh, e2e.site.baseUrl);
      const tab = await fresh.newPage();
      await tab.goto('/');
      await tab.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await audit(tab, '/ with cookie banner');
      await fresh.close();
    });
  });

  it('/register, /profile (with the edit modal) and /submit as an author', async () => {
    await atEveryWidth(async (width) => {
      const page = pages[width];
      const email = uniqueEmail('axe');
      await page.goto('/login');
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/register');
      await settle(page);
      await audit(page, '/register');

      await page.getByLabel('Given names').fill('Axe');
      await page.getByLabel('Family name').fill('Tester');
      await page.getByLabel('Password', { exact: true }).fill('axe-password-long');
      await page.getByLabel('Repeat password').fill('axe-password-long');
      await page.getByLabel('I accept the terms and conditions').check();
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.waitForURL('**/login', { timeout: 10_000 });
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Password', { exact: true }).fill('axe-password-long');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/profile');
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
      await settle(page);
      await audit(page, '/profile');

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByRole('button', { name: /Change Password/ }).click();
      await audit(page, '/profile edit modal');
      await page.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Add Institution' }).click();
      await audit(page, '/profile institution editor');

      await page.goto('/submit');
      await settle(page);
      await audit(page, '/submit');

      await page.evaluate(() => localStorage.clear());
    });
  });

  it('/admin as the administrator', async () => {
    await atEveryWidth(async (width) => {
      const page = pages[width];
      await page.goto('/admin-login');
      await page.getByLabel('Email', { exact: true }).fill(e2e.site.adminEmail);
      await page.getByLabel('Password', { exact: true }).fill(e2e.site.adminPassword);
      await page.getByRole('button', { name: 'Login as Admin' }).click();
      await page.waitForURL('**/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      // Audited with data: the seeded paper's row (status select, actions) is on screen.
      await page.getByRole('combobox', { name: `Status of ${seededTitle}` }).waitFor({ timeout: 15_000 });
      await settle(page);
      await audit(page, '/admin with data');

      // The submission's page (issue 12), with a reviewer in its list and every form on screen.
      await page.getByRole('link', { name: reviewed.title }).click();
      await page.getByRole('heading', { level: 1, name: reviewed.title }).waitFor();
      await page.getByText('Reviewer 1: Axe Reviewer desktop').waitFor();
      await page.getByRole('button', { name: 'Send invitation' }).click();
      await page.getByText("Please enter the reviewer's given names").waitFor();
      await settle(page);
      await audit(page, '/admin/submissions/:id with field errors');
      await page.evaluate(() => localStorage.clear());
    });
  });

  it('/review/:token: the invitation, the report form and a dead link', async () => {
    await atEveryWidth(async (width) => {
      const page = pages[width];
      await page.goto(reviewLinks[width] ?? '');
      await page.getByRole('button', { name: 'Accept invitation' }).waitFor();
      await settle(page);
      await audit(page, '/review/:token invited');

      await page.getByRole('button', { name: 'Decline' }).click();
      await page.getByLabel('Reason (optional)').waitFor();
      await audit(page, '/review/:token decline reason');
      await page.getByRole('button', { name: 'Back' }).click();

      await page.getByRole('radio', { name: 'I have no competing interests' }).check();
      await page.getByRole('button', { name: 'Accept invitation' }).click();
      await page.getByRole('button', { name: 'Submit report' }).click();
      await page.getByText('Please choose a recommendation').waitFor();
      await settle(page);
      await audit(page, '/review/:token report form with errors');

      await page.goto('/review/this-link-does-not-exist');
      await page.getByRole('heading', { name: 'This review link no longer works' }).waitFor();
      await audit(page, '/review/:token unknown link');
    });
  });
});
