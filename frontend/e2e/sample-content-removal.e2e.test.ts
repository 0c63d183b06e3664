// The administrator removes the install's sample content from the dashboard (issue 41 item 3), in a real
// browser on a desktop and a phone viewport: one confirmed action; the sample journal with a submission
// stays, the other nine and every catalogue entry go, and the public pages follow.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { launchBrowser } from './support/browser';
import { prepareContext } from './support/pages';
import { seedPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

describeWith('browser', 'removing the sample content (browser)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  describe.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('%s', (_name, viewport) => {
    // Each viewport removes the content of its own fresh site.
    let e2e: E2ESite;
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      e2e = await startE2ESite();
      await seedPaper(e2e.site, 'A paper that keeps its journal');
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    }, 300_000);
    afterAll(async () => {
      await context?.close();
      await e2e?.stop();
    });

    it('removes it in one confirmed action, keeping the journal with a submission', async () => {
      await signInAdmin(page, e2e.site);
      const panel = page.getByRole('region', { name: 'Sample content' });
      await panel.waitFor({ timeout: 30_000 });
      await panel
        .getByText('Your site still shows content that came with the install: 10 sample journals')
        .waitFor();
      await panel.getByText('1 sample journal has submissions and will stay').waitFor();

      await panel.getByRole('button', { name: 'Remove sample content' }).click();
      const confirm = panel.getByRole('alertdialog');
      await confirm
        .getByText(/^Remove 9 journals and \d+ catalogue entries\? This cannot be undone\.$/)
        .waitFor();
      await confirm.getByRole('button', { name: 'Yes, remove it' }).click();
      await panel
        .getByText(/^Removed 9 sample journals and \d+ catalogue entries\.$/)
        .waitFor({ timeout: 30_000 });
      await page.screenshot({ path: `screenshots/e2e-sample-content-removed-${viewport.width}.png` });
    });

    it('leaves the public journal list with the one journal, and empty catalogues', async () => {
      const journals = (await (await fetch(e2e.url('/api/journals'))).json()) as {
        data: { journals: { name: string }[] };
      };
      expect(journals.data.journals.map((j) => j.name)).toEqual(['Applied Science']);
      await page.goto('/journals/applied-science');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goto('/journals/civil-engineering');
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto('/books');
      await page.getByText('No books found matching your criteria').waitFor({ timeout: 30_000 });
      expect(await page.locator('ul[aria-label="Books"] > li').count()).toBe(0);
    });
  });
});
