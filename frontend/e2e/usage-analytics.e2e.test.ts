// Issue 32 in a real browser: the article page shows its views and downloads, and they rise after readers
// open it (each reader a browser of its own, so no double click); the analytics page shows an editor the
// figures of their own journal only.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, registerAuthor, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAuthor } from './support/accounts';
import { launchBrowser } from './support/browser';
import { linkFromMail } from './support/mails';
import { prepareContext, uniqueEmail } from './support/pages';
import { seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-usage');
/** A reader's browser: headless Chromium names itself HeadlessChrome, which the COUNTER-Robots list excludes. */
const READER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describeWith('browser', 'usage counts and editorial analytics (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let paper: SeededPaper;
  const contexts: BrowserContext[] = [];

  /**
   * A reader's browser; `address` is the reader's own address as a reverse proxy on this host would pass
   * it (the site believes X-Forwarded-For from loopback). Readers are people at different addresses: more
   * than two user agents of one address on one article within an hour are left out of the counts as
   * unusual activity (docs/security.md).
   */
  async function newPage(userAgent = READER, address?: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL: e2e.site.baseUrl,
      viewport: { width: 1280, height: 900 },
      userAgent,
      ...(address ? { extraHTTPHeaders: { 'x-forwarded-for': address } } : {}),
    });
    contexts.push(context);
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    return context.newPage();
  }

  async function shot(page: Page, name: string) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  }

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    paper = await seedPaper(e2e.site, `Insulin Structure ${Date.now().toString(36)}`);
    const published = await siteJson(
      e2e.site,
      'PUT',
      `/api/admin/submissions/${paper.id}/status`,
      await adminToken(e2e.site),
      { status: 'published', email: e2e.site.adminEmail },
    );
    expect(published.status).toBe(200);
    // The usage route records nothing itself: 200 once the article is public.
    for (let i = 0; i < 100; i++) {
      if ((await fetch(e2e.url(`/api/articles/${paper.id}/usage`))).status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await e2e?.stop();
  });

  it('shows the article page its views, rising as readers open it', async () => {
    const page = await newPage(`${READER} reader-0`, '198.51.100.10');
    // The page's own clock, so its minute refresh can be run at once: a reload would be another view
    // once more than 30 s passed (a loaded machine), not the double click the count leaves out.
    await page.clock.install();
    await page.goto(`/articles/${paper.id}`);
    const views = page.getByTestId('article-views');
    await views.waitFor({ timeout: 30_000 });
    await page.getByTestId('article-downloads').waitFor();
    const first = Number((await views.textContent())!.replace(/\D/g, ''));
    for (const reader of [1, 2]) {
      const other = await newPage(`${READER} reader-${reader}`, `198.51.100.${10 + reader}`);
      await other.goto(`/articles/${paper.id}`);
      await other.getByTestId('article-views').waitFor({ timeout: 30_000 });
    }
    // The page asks for its counts every minute: run its clock a minute on until the two readers show.
    let now = first;
    for (let attempt = 0; attempt < 30 && now < first + 2; attempt++) {
      await page.clock.runFor(60_000);
      await page.waitForTimeout(1_000);
      now = Number((await views.textContent())!.replace(/\D/g, ''));
    }
    expect(now).toBeGreaterThanOrEqual(first + 2);
    expect(now).toBeLessThanOrEqual(3);
    await expect(page.getByText('Views', { exact: true }).isVisible()).resolves.toBe(true);
    await shot(page, 'article-counts');
  });

  it('shows an editor the analytics of their own journal only', async () => {
    const account = {
      email: uniqueEmail('analytics-editor'),
      password: 'a-long-enough-password',
      givenNames: 'Mira',
      familyName: 'Editor',
    };
    await registerAuthor(e2e.site, account);
    const verify = await linkFromMail(
      e2e.site,
      account.email,
      /\/api\/registration\/verify-email\?token=[\w.%-]+/,
    );
    await fetch(`${e2e.site.baseUrl}${verify}`, { redirect: 'manual' });
    const added = await siteJson(
      e2e.site,
      'POST',
      '/api/admin/journals/civil-engineering/members',
      await adminToken(e2e.site),
      { memberEmail: account.email, role: 'editor' },
    );
    expect(added.status).toBe(201);

    const page = await newPage();
    await signInAuthor(page, account.email, account.password);
    await page.goto('/admin/analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Figures per journal' });
    await table.waitFor({ timeout: 30_000 });
    const columns = await table.getByRole('columnheader').allTextContents();
    expect(columns).toEqual(['Figure', 'Civil Engineering']);
    expect(await page.getByText('Applied Science').count()).toBe(0);
    await page.getByRole('img', { name: 'Submissions, decisions and publications by month' }).waitFor();
    await shot(page, 'editor-analytics');
  });
});
