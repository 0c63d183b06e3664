// Public screens in a real browser: cookie banner, unknown routes, the catalogue pages (search, tabs,
// empty states; expected counts computed with the same filter rules over the same content data) and
// the editorial board and scope counts of every journal page (SPEC section 2).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { BOOKS, BOOK_CATEGORIES } from '../src/content/books.content';
import { DATABASES, DATABASE_CATEGORIES } from '../src/content/databases.content';
import { DIRECTORY_CATEGORIES, DIRECTORY_JOURNALS } from '../src/content/directory.content';
import { PLATFORMS, PLATFORM_CATEGORIES } from '../src/content/platforms.content';
import {
  filterBooks,
  filterDatabases,
  filterDirectory,
  filterPlatforms,
} from '../src/features/catalogue/catalogue-filters';
import { launchBrowser } from './support/browser';
import { eventually, prepareContext } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

const NO_MATCH = 'zzqx-nothing-matches-this';

async function cardCount(page: Page, listLabel: string): Promise<number> {
  return page.locator(`ul[aria-label="${listLabel}"] > li`).count();
}

async function expectCards(page: Page, listLabel: string, expected: number, what: string) {
  await eventually(
    `${what}: ${expected} cards`,
    async () => (await cardCount(page, listLabel)) === expected,
    5000,
  );
}

describeWith('browser', 'public pages (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport: { width: 1280, height: 900 } });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  describe('cookie banner', () => {
    it.each([
      ['Accept', 'true', true],
      ['Decline', 'false', false],
    ])(
      '%s sets the cookies, posts the consent and hides the banner for good',
      async (button, cookieValue, consent) => {
        const fresh = await browser.newContext({ baseURL: e2e.site.baseUrl });
        await prepareContext(fresh, e2e.site.baseUrl);
        const tab = await fresh.newPage();
        const opened = Date.now();
        await tab.goto('/');
        const banner = tab.getByRole('region', { name: 'Cookie consent' });
        await banner.waitFor({ timeout: 5000 });
        expect(Date.now() - opened).toBeGreaterThanOrEqual(1000);

        const posted = tab.waitForRequest(
          (req) => req.url().endsWith('/api/registration/cookie-consent') && req.method() === 'POST',
        );
        await banner.getByRole('button', { name: button }).click();
        const body = JSON.parse((await posted).postData() ?? '{}') as Record<string, unknown>;
        expect(body).toMatchObject({ consent, ipAddress: null, userEmail: null });
        expect(typeof body.sessionId).toBe('string');
        await banner.waitFor({ state: 'detached' });

        const cookies = await fresh.cookies(e2e.site.baseUrl);
        expect(cookies.find((c) => c.name === 'cookieConsent')?.value).toBe(cookieValue);
        expect(cookies.find((c) => c.name === 'sessionId')?.value).toBe(body.sessionId);

        await tab.reload();
        await tab.waitForTimeout(1500);
        expect(await tab.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
        await fresh.close();
      },
    );
  });

  it('sends unknown paths to /', async () => {
    await page.goto('/no/such/page');
    await eventually('redirect to /', async () => new URL(page.url()).pathname === '/');
  });

  it('journals directory: 8 journals, search, categories and the empty state', async () => {
    await page.goto('/journals');
    await page.getByRole('heading', { name: 'Academic Journals' }).waitFor();
    await expectCards(page, 'Journals', 8, 'all journals');
    const term = DIRECTORY_JOURNALS[0]!.tags[0]!;
    await page.getByRole('searchbox').fill(term.toUpperCase());
    await expectCards(
      page,
      'Journals',
      filterDirectory(DIRECTORY_JOURNALS, 'all', term).length,
      `search ${term}`,
    );
    await page.getByRole('searchbox').fill('');
    for (const category of DIRECTORY_CATEGORIES.slice(1)) {
      await page
        .getByRole('group', { name: 'Journal categories' })
        .getByRole('button', { name: category.label, exact: true })
        .click();
      const expected = filterDirectory(DIRECTORY_JOURNALS, category.id, '').length;
      if (expected > 0) await expectCards(page, 'Journals', expected, `category ${category.id}`);
      else await page.getByText('No journals found matching your criteria').waitFor();
    }
    await page.getByRole('searchbox').fill(NO_MATCH);
    await page.getByText('No journals found matching your criteria').waitFor();
    await page.getByText('Try adjusting your search or filter settings').waitFor();
  });

  it('books: 8 books, tabs, search and the empty state', async () => {
    await page.goto('/books');
    await page.getByRole('heading', { name: 'Academic Books Collection' }).waitFor();
    await expectCards(page, 'Books', 8, 'all books');
    for (const category of BOOK_CATEGORIES.slice(1)) {
      await page
        .getByRole('group', { name: 'Book categories' })
        .getByRole('button', { name: category.label, exact: true })
        .click();
      await expectCards(page, 'Books', filterBooks(BOOKS, category.id, '').length, `category ${category.id}`);
    }
    await page
      .getByRole('group', { name: 'Book categories' })
      .getByRole('button', { name: BOOK_CATEGORIES[0]!.label, exact: true })
      .click();
    const author = BOOKS[1]!.author;
    await page.getByPlaceholder('Search books by title, author, or topic...').fill(author);
    await expectCards(page, 'Books', filterBooks(BOOKS, 'all', author).length, `search ${author}`);
    await page.getByPlaceholder('Search books by title, author, or topic...').fill(NO_MATCH);
    await page.getByText('No books found matching your criteria').waitFor();
    await page.getByText('Try adjusting your search or filter settings').waitFor();
  });

  it('databases: 8 databases, tabs, search by content type and the empty state', async () => {
    await page.goto('/databases');
    await page.getByRole('heading', { name: 'Research Databases' }).waitFor();
    await expectCards(page, 'Databases', 8, 'all databases');
    for (const category of DATABASE_CATEGORIES.slice(1)) {
      await page
        .getByRole('group', { name: 'Database categories' })
        .getByRole('button', { name: category.label, exact: true })
        .click();
      await expectCards(
        page,
        'Databases',
        filterDatabases(DATABASES, category.id, '').length,
        `category ${category.id}`,
      );
    }
    await page
      .getByRole('group', { name: 'Database categories' })
      .getByRole('button', { name: DATABASE_CATEGORIES[0]!.label, exact: true })
      .click();
    const contentType = DATABASES[0]!.contentTypes[0]!;
    await page.getByRole('searchbox').fill(contentType);
    await expectCards(
      page,
      'Databases',
      filterDatabases(DATABASES, 'all', contentType).length,
      `search ${contentType}`,
    );
    await page.getByRole('searchbox').fill(NO_MATCH);
    await page.getByText('No databases found matching your criteria').waitFor();
  });

  it('platforms: 6 platforms, tabs only and the empty state', async () => {
    await page.goto('/platforms');
    await page.getByRole('heading', { name: 'Academic Platforms' }).waitFor();
    await expectCards(page, 'Platforms', 6, 'all platforms');
    expect(await page.getByRole('searchbox').count()).toBe(0);
    let sawEmpty = false;
    for (const category of PLATFORM_CATEGORIES.slice(1)) {
      await page
        .getByRole('group', { name: 'Platform categories' })
        .getByRole('button', { name: category.label, exact: true })
        .click();
      const expected = filterPlatforms(PLATFORMS, category.id).length;
      if (expected > 0) {
        await expectCards(page, 'Platforms', expected, `category ${category.id}`);
      } else {
        sawEmpty = true;
        await page.getByText('No platforms found in this category').waitFor();
        await page.getByText('Please select a different category').waitFor();
      }
    }
    expect(sawEmpty).toBe(true);
  });

  describe('journal landing pages', () => {
    // SPEC section 2: board members (0 = empty text) and scope cards (null = present, count not stated).
    const EXPECTED: { id: string; abbr: string; board: number; emptyText?: string; scope: number | null }[] =
      [
        { id: 'civil-engineering', abbr: 'LJCE', board: 7, scope: null },
        { id: 'mechanical-engineering', abbr: 'LJME', board: 1, scope: null },
        { id: 'electronics-engineering', abbr: 'LJEE', board: 1, scope: null },
        {
          id: 'electrical-engineering',
          abbr: 'LJEE-E',
          board: 0,
          emptyText: 'Editorial Board will be updated soon.',
          scope: 9,
        },
        { id: 'computer-science-engineering', abbr: 'LJCSE', board: 1, scope: 10 },
        {
          id: 'applied-science',
          abbr: 'LJAS',
          board: 0,
          emptyText: 'Editorial Board will be updated soon.',
          scope: 10,
        },
        { id: 'ai-ml-data-science', abbr: 'LJAIMLDS', board: 1, scope: 10 },
        { id: 'law-social-science', abbr: 'LJLSS', board: 1, scope: 10 },
        {
          id: 'education',
          abbr: 'LJE',
          board: 0,
          emptyText: 'Editorial Board will be updated soon.',
          scope: 10,
        },
        {
          id: 'management',
          abbr: 'LJM',
          board: 0,
          emptyText: 'Editor-in-Chief and Editorial Board will be updated soon.',
          scope: 10,
        },
      ];

    it.each(EXPECTED)(
      '$abbr shows its board and scope cards',
      async ({ id, abbr, board, emptyText, scope }) => {
        await page.goto(`/journals/${id}`);
        await page.locator('.journal-hero__abbr', { hasText: abbr }).waitFor();
        await page.locator('#aim-and-scope ul[aria-label="Scope areas"] > li').first().waitFor();
        const boardCards = await page
          .locator('#editorial-board ul[aria-label="Editorial board members"] > li')
          .count();
        expect(boardCards).toBe(board);
        if (emptyText) await page.locator('#editorial-board').getByText(emptyText, { exact: true }).waitFor();
        const scopeCards = await page.locator('#aim-and-scope ul[aria-label="Scope areas"] > li').count();
        if (scope === null) expect(scopeCards).toBeGreaterThan(0);
        else expect(scopeCards).toBe(scope);
      },
    );
  });
});
