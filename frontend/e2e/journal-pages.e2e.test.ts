// Issue 41 item 2 in a real browser, desktop and phone: a journal's manager adds a page of the journal in
// the page editor (Markdown with its live preview); the landing page then shows it as a tab, and the tab
// opens /journals/{slug}/{page}, which also answers when opened directly. A script in the Markdown never runs.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, registerAuthor, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAuthor } from './support/accounts';
import { launchBrowser } from './support/browser';
import { linkFromMail } from './support/mails';
import { prepareContext, settle, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** Each viewport's own journal, so the runs never see each other's pages. */
const JOURNALS = {
  desktop: ['applied-science', 'Applied Science'],
  phone: ['ai-ml-data-science', 'AI, ML & Data Science'],
} as const;

const BODY =
  '## Special issue 2027\n\nWe invite **registered reports**.\n\n<script>window.hacked = 1</script> [x](javascript:window.hacked=2)';

/** A registered account with a proven address, made manager of `slug` by the administrator. */
async function manager(e2e: E2ESite, slug: string) {
  const account = {
    email: uniqueEmail(`pages-${slug}`),
    password: 'a-long-enough-password',
    givenNames: 'Mira',
    familyName: 'Manager',
  };
  await registerAuthor(e2e.site, account);
  const verify = await linkFromMail(
    e2e.site,
    account.email,
    /\/api\/registration\/verify-email\?token=[\w.%-]+/,
  );
  await fetch(`${e2e.site.baseUrl}${verify}`, { redirect: 'manual' });
  const added = await siteJson(
    e2e.site,
    'POST',
    `/api/admin/journals/${slug}/members`,
    await adminToken(e2e.site),
    {
      memberEmail: account.email,
      role: 'manager',
    },
  );
  expect(added.status).toBe(201);
  return account;
}

describeWith('browser', 'journal pages (browser)', () => {
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
    let context: BrowserContext;
    let page: Page;
    const [slug, journalName] = JOURNALS[name];
    const title = `Call for papers ${name}`;
    const pageSlug = `call-for-papers-${name}`;

    beforeAll(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterAll(async () => context?.close());

    it('a manager adds a journal page in the editor, with a live preview', async () => {
      const account = await manager(e2e, slug);
      await signInAuthor(page, account.email, account.password);
      await page.goto('/admin');
      await page.getByRole('link', { name: `Pages: ${journalName}` }).click();
      await page.waitForURL(`**/admin/journals/${slug}/pages`);
      await page.getByText('No pages yet.').waitFor();
      await page.getByRole('button', { name: 'New page' }).click();
      await page.getByLabel('Address').fill(pageSlug);
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Text (Markdown)').fill(BODY);
      const preview = page.getByRole('region', { name: 'Preview' });
      await preview.getByRole('heading', { level: 3, name: 'Special issue 2027' }).waitFor();
      await page.getByRole('button', { name: 'Create page' }).click();
      await page.getByText('Page created').waitFor();
      await page.getByRole('heading', { name: `Edit: ${title}` }).waitFor();
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    });

    it('the landing page shows it as a tab that opens /journals/{slug}/{page}', async () => {
      await page.goto(`/journals/${slug}`);
      const nav = page.getByRole('navigation', { name: 'Journal sections' });
      const tab = nav.getByRole('link', { name: title });
      await tab.waitFor();
      await tab.click();
      await page.waitForURL(`**/journals/${slug}/${pageSlug}`);
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'Special issue 2027' }).waitFor();
      expect(await nav.getByRole('link', { name: title }).getAttribute('aria-current')).toBe('page');
      expect(await page.locator('.journal-content a[href^="javascript"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    });

    it('opens the page at its address directly', async () => {
      await page.goto(`/journals/${slug}/${pageSlug}`);
      await settle(page);
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      await page.getByText('We invite').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/journals/${slug}/${pageSlug}`);
    });
  });
});
