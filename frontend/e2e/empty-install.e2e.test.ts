// SAMPLE_CONTENT=none in a real browser (issue 41 item 3): a site with no journal, no catalogue entry and
// blank site texts renders every public page without a page error, on a desktop and on a phone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { prepareContext, settle } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

const PAGES = [
  '/',
  '/journals',
  '/books',
  '/databases',
  '/platforms',
  '/directory',
  '/authors',
  '/terms',
  '/privacy',
  '/login',
  '/register',
  '/admin-login',
];

describeWith('browser', 'an empty install (SAMPLE_CONTENT=none) in the browser', () => {
  let e2e: E2ESite;
  let browser: Browser;

  beforeAll(async () => {
    e2e = await startE2ESite({ SAMPLE_CONTENT: 'none' });
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  describe.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('%s', (_name, viewport) => {
    let context: BrowserContext;
    let page: Page;
    const errors: string[] = [];

    beforeAll(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    });
    afterAll(async () => context?.close());

    it.each(PAGES)('renders %s without a page error', async (path) => {
      errors.length = 0;
      const answer = await page.goto(path);
      expect(answer?.status()).toBe(200);
      await settle(page);
      // Each page has its heading once its chunk and data are in.
      await page.locator('h1').first().waitFor({ timeout: 30_000 });
      expect(errors).toEqual([]);
    });

    it('shows no sample journal, and no sample contact in the footer', async () => {
      await page.goto('/');
      await settle(page);
      const body = (await page.locator('body').textContent()) ?? '';
      expect(body).not.toContain('Applied Science');
      expect(body).not.toContain('editorial@luminajournals.org');
      expect(body).not.toContain('Submit to one of ten');
    });
  });
});
