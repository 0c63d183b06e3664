// Issue 28 in a real browser, desktop and phone: what an administrator changes through the API shows on
// the public pages (a book added to /books, a journal's About text on its landing page), and the site's
// own pages render the journals service's Markdown.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, signInAdmin, siteJson } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { prepareContext, settle } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

const BOOK = {
  title: 'Open Peer Review in Practice',
  author: 'Dr. Ada Lovelace',
  category: 'research',
  coverImage: 'https://images.example.org/open-peer-review.png',
  description: 'How journals run open peer review, step by step.',
  publicationDate: '2026',
  publisher: 'Lumina Academic Press',
  pages: 220,
  isbn: '978-81-947010-9-5',
  tags: ['Peer review'],
};

const ABOUT =
  'The Lumina Journal of Education now publishes **registered reports**.\n\nA second paragraph.\n\n<script>window.hacked = 1</script>';

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

describeWith('browser', 'site content managed through the API (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let admin: string;

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    admin = await signInAdmin(e2e.site);
    const added = await siteJson(e2e.site, 'POST', '/api/admin/catalogue/books', admin, BOOK);
    if (added.status !== 201) throw new Error(`adding the book failed: HTTP ${added.status}`);
    const changed = await siteJson(e2e.site, 'PUT', '/api/admin/journals/education', admin, { about: ABOUT });
    if (changed.status !== 200) throw new Error(`changing the journal failed: HTTP ${changed.status}`);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  describe.each(VIEWPORTS)('on a %s', (name, viewport) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterAll(async () => context?.close());

    it('shows the book the administrator added on /books, with its details', async () => {
      await page.goto('/books');
      const books = page.locator('ul[aria-label="Books"] > li');
      await books.nth(8).waitFor();
      expect(await books.count()).toBe(9);
      const card = books.filter({ hasText: BOOK.title });
      await card.getByText(`by ${BOOK.author}`).waitFor();
      await card.getByRole('button', { name: 'View Details' }).click();
      await card.getByText(BOOK.isbn).waitFor();
      await page
        .getByPlaceholder('Search books by title, author, or topic...')
        .fill('peer review in practice');
      await page.waitForFunction(() => document.querySelectorAll('ul[aria-label="Books"] > li').length === 1);
      await settle(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/books-${name}.png`, fullPage: false });
    });

    it("shows the journal's changed About text on its landing page, Markdown rendered and sanitized", async () => {
      await page.goto('/journals/education');
      const about = page.locator('#about-us');
      await about.getByText('registered reports').waitFor();
      expect(await about.locator('strong').textContent()).toBe('registered reports');
      expect(await about.locator('p').count()).toBe(3);
      expect(await about.locator('script').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
      // The rest of the page is as before: badge, board text, scope cards, guidelines.
      expect(await page.locator('.journal-hero__abbr').textContent()).toBe('LJE');
      await page.locator('#editorial-board').getByText('Editorial Board will be updated soon.').waitFor();
      expect(await page.locator('#aim-and-scope ul[aria-label="Scope areas"] > li').count()).toBe(10);
      await page
        .locator('#author-guidelines')
        .getByRole('heading', { name: 'Preparing your manuscript' })
        .waitFor();
      await settle(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/journal-${name}.png`, fullPage: true });
    });

    it('renders a site page from the journals service and sends an unknown path home', async () => {
      await page.goto('/publish-with-us');
      await page.getByRole('heading', { level: 1, name: 'Publish with Us' }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Why publish with us' }).waitFor();
      await settle(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/publish-with-us-${name}.png`, fullPage: false });
      await page.goto('/publish-with-them');
      await page.waitForURL((url) => url.pathname === '/');
    });
  });
});
