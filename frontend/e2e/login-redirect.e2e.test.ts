// Issue 26, item 2: a hostile `next` on the login pages (an expired-session link sent by an attacker) must
// not carry a correct login to another site. Browsers drop tab/CR/LF and read `\` as `/`, so these values
// used to become `//evil.example/` once navigated to. After the login the page stays on the site, on its
// default page, and no request ever leaves for the other host.
import type { Browser, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { registerAuthor } from './support/accounts';
import { launchBrowser } from './support/browser';
import { openSitePage, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const HOSTILE_NEXT = [
  '/%09/evil.example/',
  '/%0A/evil.example/',
  '/%0D/evil.example/',
  '/%09%5C/evil.example/',
];

describeWith('browser', 'login with a hostile next (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const author = {
    email: uniqueEmail('redirect'),
    password: 'a-long-enough-password',
    givenNames: 'Ada',
    familyName: 'Byron',
  };

  beforeAll(async () => {
    e2e = await startE2ESite();
    await registerAuthor(e2e.site, author);
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  /** A fresh page (no session) that records every host it asks for. */
  async function freshPage(): Promise<{ page: Page; hosts: Set<string> }> {
    const page = await openSitePage(browser, e2e.site.baseUrl);
    const hosts = new Set<string>();
    page.context().on('request', (request) => hosts.add(new URL(request.url()).host));
    return { page, hosts };
  }

  async function expectStayedOnSite(page: Page, hosts: Set<string>, defaultPath: string) {
    await page.waitForURL((url) => url.pathname === defaultPath, { timeout: 15_000 });
    // Give a late navigation its chance to start before looking.
    await page.waitForTimeout(500);
    const url = new URL(page.url());
    expect(url.origin).toBe(new URL(e2e.site.baseUrl).origin);
    expect(url.pathname).toBe(defaultPath);
    expect([...hosts].filter((host) => host.includes('evil'))).toEqual([]);
  }

  it.each(HOSTILE_NEXT)('/login?next=%s ends on /profile of this site', async (next) => {
    const { page, hosts } = await freshPage();
    await page.goto(`/login?session=expired&next=${next}`);
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    await page.getByLabel('Email address').fill(author.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(author.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectStayedOnSite(page, hosts, '/profile');
    await page.context().close();
  });

  it.each(HOSTILE_NEXT)('/admin-login?next=%s ends on /admin of this site', async (next) => {
    const { page, hosts } = await freshPage();
    await page.goto(`/admin-login?session=expired&next=${next}`);
    await page.getByText('Your session has expired. Please log in again.').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(e2e.site.adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(e2e.site.adminPassword);
    await page.getByRole('button', { name: 'Login as Admin' }).click();
    await expectStayedOnSite(page, hosts, '/admin');
    await page.context().close();
  });

  it('a site path in next is still honoured after login', async () => {
    const { page, hosts } = await freshPage();
    await page.goto(`/login?session=expired&next=${encodeURIComponent('/submit')}`);
    await page.getByLabel('Email address').fill(author.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password', { exact: true }).fill(author.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectStayedOnSite(page, hosts, '/submit');
    await page.context().close();
  });
});
