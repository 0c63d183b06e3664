// Issue 41 item 1 in a real browser, desktop and phone: the administrator renames the site and uploads a
// logo in the Site page (the form checks a target as the server does, the preview follows the typing),
// and the home page's header, footer and document title show them.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { launchBrowser } from './support/browser';
import { prepareContext, settle } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

const SHOTS = process.env.E2E_SCREENSHOT_DIR;

const LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="8" fill="#0a5c36"/><text x="20" y="27" font-size="20" fill="#fff" text-anchor="middle">H</text></svg>',
);

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

describeWith('browser', 'the Site page (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  describe.each(VIEWPORTS)('on a %s', (name, viewport) => {
    const NEW_NAME = `Harbour Press ${name}`;
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterAll(async () => context?.close());

    it('opens the Site page from the dashboard and refuses a bad target before sending', async () => {
      await signInAdmin(page, e2e.site);
      await page
        .getByRole('navigation', { name: 'Editorial pages' })
        .getByRole('link', { name: 'Site', exact: true })
        .click();
      await page.waitForURL('**/admin/site');
      await page.getByLabel('Site name').waitFor();
      const target = page.getByLabel('"Publish with us" target');
      await target.fill('javascript:alert(1)');
      await page.getByRole('button', { name: 'Save site settings' }).click();
      await page.getByRole('alert').getByText('Please enter a site path or an https link').waitFor();
      await target.fill('');
    });

    it('renames the site, with the preview following, and uploads a logo', async () => {
      await page.getByLabel('Site name').fill(NEW_NAME);
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.locator('.brand__name', { hasText: NEW_NAME }).waitFor();
      await page.getByRole('button', { name: 'Save site settings' }).click();
      await page.getByText('Site settings saved.').waitFor();
      await page
        .getByLabel('Logo file')
        .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: LOGO });
      await page.getByRole('button', { name: 'Upload logo' }).click();
      await page.getByText('Logo uploaded.').waitFor();
      expect(await page.title()).toBe(`Site | ${NEW_NAME}`);
      await settle(page);
      if (SHOTS && name === 'desktop') await page.screenshot({ path: `${SHOTS}/site-page-${name}.png` });
    });

    it("sets the reviewer pool's load limit for the family (issue 44 item 2)", async () => {
      const limit = name === 'desktop' ? '3' : '4';
      const pool = page.getByRole('region', { name: 'Reviewer pool' });
      await pool.scrollIntoViewIfNeeded();
      const field = pool.getByLabel('Reviews in progress before editors are asked');
      await field.fill('80');
      await pool.getByRole('button', { name: 'Save' }).click();
      await pool.getByRole('alert').getByText('The load limit must be a whole number from 1 to 50').waitFor();
      await field.fill(limit);
      await pool.getByRole('button', { name: 'Save' }).click();
      await pool
        .getByRole('status')
        .getByText(`Saved: editors confirm before inviting a reviewer with ${limit} reviews in progress.`)
        .waitFor();
      const stored = await page.evaluate(async () => {
        const res = await fetch('/api/admin/reviewer-pool/settings', {
          headers: { authorization: `Bearer ${localStorage.getItem('adminAuthToken') ?? ''}` },
        });
        return ((await res.json()) as { data: { settings: { loadLimit: number } } }).data.settings.loadLimit;
      });
      expect(stored).toBe(Number(limit));
      if (SHOTS && name === 'desktop')
        await pool.screenshot({ path: `${SHOTS}/publisher-reviewer-pool.png` });
    });

    it('shows the new name and the logo on the home page', async () => {
      await page.goto('/');
      const brand = page.getByRole('link', { name: `${NEW_NAME} home` });
      await brand.locator('.brand__name', { hasText: NEW_NAME }).waitFor();
      const logo = brand.locator('img.brand__logo');
      await logo.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('img.brand__logo');
        return Boolean(img?.complete && img.naturalWidth > 0);
      });
      expect(await logo.getAttribute('src')).toMatch(/^\/api\/site\/logo\?v=\d+$/);
      await page
        .getByRole('heading', { level: 1, name: 'Publishing research that everyone can read' })
        .waitFor();
      await page.locator('.site-footer__brand', { hasText: NEW_NAME }).waitFor();
      await page
        .getByText(`© ${new Date().getFullYear()} ${NEW_NAME}. All articles are published open access.`)
        .waitFor();
      await page.waitForFunction(
        (title) => document.title === title,
        `${NEW_NAME} | Open-access academic publishing`,
      );
      await settle(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/site-home-${name}.png` });
    });
  });
});
