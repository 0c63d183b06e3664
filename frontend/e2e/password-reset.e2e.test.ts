// An author who forgot the password: from the login's password step to the mailed link, a new password,
// and a sign-in with it, on a desktop and a phone viewport. The admin login leads to the same page.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { registerAuthor, signInAuthor } from './support/accounts';
import { launchBrowser } from './support/browser';
import { linkFromMail } from './support/mails';
import { prepareContext, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const SENT = 'If an account exists for this address, we have sent a link to reset the password.';

describeWith('browser', 'password reset (browser)', () => {
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
  ])('%s', (viewportName, viewport) => {
    let context: BrowserContext;
    let page: Page;
    const author = {
      email: uniqueEmail(`reset-${viewportName}`),
      password: 'the forgotten long password',
      givenNames: 'Ada',
      familyName: 'Lovelace',
    };

    beforeAll(async () => {
      await registerAuthor(e2e.site, author);
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterAll(async () => context?.close());

    it('resets the password from the mailed link and signs in with the new one', async () => {
      await page.goto('/login');
      await page.getByLabel('Email address').fill(author.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL('**/forgot-password');
      // The address typed on the login page comes along.
      expect(await page.getByLabel('Email address').inputValue()).toBe(author.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText(SENT).waitFor();

      const link = await linkFromMail(e2e.site, author.email, /https?:\/\/\S+\/reset-password\?token=[\w-]+/);
      const { pathname, search } = new URL(link);
      await page.goto(`${pathname}${search}`);
      await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
      await page.getByLabel('New password', { exact: true }).fill('too short');
      await page.getByLabel('Repeat password', { exact: true }).fill('too short');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Password must be at least 12 characters').waitFor();
      const newPassword = `a new long password for ${viewportName}`;
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Repeat password', { exact: true }).fill(`${newPassword}!`);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Passwords do not match').waitFor();
      await page.getByLabel('Repeat password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('Your password has been changed. You can now sign in with it.').waitFor();
      await page.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/login');

      await signInAuthor(page, author.email, newPassword);
      expect(new URL(page.url()).pathname).toBe('/profile');

      // The link works once.
      await page.goto(`${pathname}${search}`);
      await page.getByLabel('New password', { exact: true }).fill('another long password');
      await page.getByLabel('Repeat password', { exact: true }).fill('another long password');
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.getByText('This link has expired or was already used.').waitFor();
    });
  });

  it('the admin login links to the same page', async () => {
    const context = await browser.newContext({
      baseURL: e2e.site.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    const page = await context.newPage();
    await page.goto('/admin-login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await context.close();
  });
});
