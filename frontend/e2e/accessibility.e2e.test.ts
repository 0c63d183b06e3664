// axe-core on every route (SPEC section 2 route table), signed-in screens included: no serious or
// critical violation, at desktop and phone widths.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { JOURNAL_IDS } from '../src/content/journal.types';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { prepareContext, uniqueEmail } from './support/pages';
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

/** Lets skeletons, delayed cards and lazy chunks settle before the audit. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1000);
}

async function audit(page: Page, route: string) {
  const found = await seriousViolations(page);
  if (found.length) console.log(`axe on ${route}:\n${JSON.stringify(found, null, 2)}`);
  expect({ route, violations: found }).toEqual({ route, violations: [] });
}

describeWith('browser', 'accessibility (axe-core, browser)', () => {
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

  describe.each([
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ])('%s', (_name, viewport) => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterAll(async () => context?.close());

    it.each(PUBLIC_ROUTES)('%s', async (route) => {
      await page.goto(route);
      await settle(page);
      await audit(page, route);
    });

    it('the cookie banner', async () => {
      const fresh = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(fresh, e2e.site.baseUrl);
      const tab = await fresh.newPage();
      await tab.goto('/');
      await tab.getByRole('region', { name: 'Cookie consent' }).waitFor();
      await audit(tab, '/ with cookie banner');
      await fresh.close();
    });

    it('/register, /profile (with the edit modal) and /submit as an author', async () => {
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

    it('/admin as the administrator', async () => {
      await page.goto('/admin-login');
      await page.getByLabel('Email', { exact: true }).fill(e2e.site.adminEmail);
      await page.getByLabel('Password', { exact: true }).fill(e2e.site.adminPassword);
      await page.getByRole('button', { name: 'Login as Admin' }).click();
      await page.waitForURL('**/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await settle(page);
      await audit(page, '/admin');
      await page.evaluate(() => localStorage.clear());
    });
  });
});
