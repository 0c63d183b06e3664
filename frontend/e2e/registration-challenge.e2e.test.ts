// Issue 26 item 7 in a real browser: with REGISTRATION_CHALLENGE=altcha the registration page shows the
// ALTCHA widget, the browser solves the server's challenge under the site's Content-Security-Policy
// (its worker is a file of our origin), and the account is created.
import type { Browser } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { prepareContext, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

describeWith('browser', 'registration with the ALTCHA challenge (issue 26 item 7, browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const password = 'a-long-enough-password';

  beforeAll(async () => {
    // A light challenge so the test's browser solves it at once; production keeps the defaults.
    e2e = await startE2ESite({
      REGISTRATION_CHALLENGE: 'altcha',
      ALTCHA_COST: '100',
      ALTCHA_MAX_COUNTER: '200',
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  it('solves the challenge in the page and registers', async () => {
    const context = await browser.newContext({ baseURL: e2e.site.baseUrl });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    const page = await context.newPage();
    const refusedByCsp: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) refusedByCsp.push(message.text());
    });
    try {
      const email = uniqueEmail('altcha');
      await page.goto('/login');
      await page.getByLabel('Email address').fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/register');
      await page.getByLabel('Given names').fill('Emmy');
      await page.getByLabel('Family name').fill('Noether');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Repeat password').fill(password);
      await page.getByLabel('I accept the terms and conditions').check();
      const create = page.getByRole('button', { name: 'Create account' });
      expect(await create.isDisabled()).toBe(true);

      // The widget's own "I'm not a robot" starts the proof of work.
      await page.locator('altcha-widget').getByText("I'm not a robot").click();
      await page.locator('altcha-widget [data-state="verified"]').waitFor({ timeout: 30_000 });
      await create.click();
      await page.waitForURL('**/login', { timeout: 10_000 });
      const exists = await fetch(`${e2e.site.baseUrl}/api/registration/check-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      expect(((await exists.json()) as { exists: boolean }).exists).toBe(true);
      expect(refusedByCsp).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
