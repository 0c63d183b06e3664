// An author's session is ended elsewhere (a logout with the same session's token, as another tab or a
// stolen-device cleanup would do). The next call from the open page cannot be refreshed: the SPA clears
// the session, shows the login page with the session-expired message, and returns to /submit after login.
import type { Browser, Page } from 'playwright-core';
import { describeWith, makeDocx } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { openSitePage, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

describeWith('browser', 'revoked session (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let page: Page;
  const email = uniqueEmail('revoked');
  const password = 'a-long-enough-password';

  beforeAll(async () => {
    e2e = await startE2ESite();
    const registered = await fetch(e2e.url('/api/registration/register'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        givenNames: 'Ada',
        familyName: 'Byron',
        password,
        termsAccepted: true,
        marketingAccepted: false,
      }),
    });
    expect(registered.status).toBe(201);
    browser = await launchBrowser();
    page = await openSitePage(browser, e2e.site.baseUrl);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  const logIn = async () => {
    await page.getByLabel('Email address').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };

  it('is sent to /login with the message, and back to /submit after logging in', async () => {
    await page.goto('/login');
    await logIn();
    await page.waitForURL('**/profile');
    await page.goto('/submit');
    await page.getByRole('button', { name: /Civil Engineering/ }).waitFor();

    // Logout elsewhere: the same session ended from outside this page.
    const token = await page.evaluate(() => localStorage.getItem('adminAuthToken'));
    expect(token).toEqual(expect.any(String));
    const loggedOut = await fetch(e2e.url('/api/registration/logout'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(loggedOut.status).toBe(200);

    await page.getByRole('button', { name: /Civil Engineering/ }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'paper.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: makeDocx('A paper that will not be sent.'),
    });
    await page.getByText('Ready to submit').waitFor();
    await page.getByRole('button', { name: 'Submit Paper' }).click();

    await page.waitForURL('**/login?**', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('next')).toBe('/submit');
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    expect(
      await page.evaluate(() => [localStorage.getItem('adminAuthToken'), localStorage.getItem('userEmail')]),
    ).toEqual([null, null]);

    await logIn();
    await page.waitForURL((url) => url.pathname === '/submit', { timeout: 15_000 });
    await page.getByRole('button', { name: /Civil Engineering/ }).waitFor();
    // A new session: its token works.
    const fresh = await page.evaluate(() => localStorage.getItem('adminAuthToken'));
    expect(fresh).not.toBe(token);
    const profile = await fetch(e2e.url(`/api/users/profile?email=${encodeURIComponent(email)}`), {
      headers: { Authorization: `Bearer ${fresh}` },
    });
    expect(profile.status).toBe(200);
  });
});
