// Issue 13 in a real browser: an admin publishes a paper from its detail page, the journal page lists
// it under 'Latest articles', the archive links to the article page the server renders, the SPA takes
// that page over, and Copy puts the API's BibTeX (citation-js on the server: DOI, title) on the clipboard.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { launchBrowser } from './support/browser';
import { prepareContext } from './support/pages';
import { seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(60_000);

describeWith('browser', 'article page (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let paper: SeededPaper;

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    paper = await seedPaper(e2e.site, `Penicillin Structure ${Date.now().toString(36)}`);
    context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.site.baseUrl });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  it('publishes from the admin page, lists it, opens it from the archive and copies its BibTeX', async () => {
    await signInAdmin(page, e2e.site);
    await page.goto(`/admin/submissions/${paper.id}`);
    const publication = page.getByRole('region', { name: 'Publication' });
    // Issue 29: publishing asks for the licence and galley, or for going without them, and confirms.
    await publication.getByLabel('Publish without a PDF galley').check();
    await publication.getByLabel("Use the journal's default licence (CC BY 4.0)").check();
    page.once('dialog', (dialog) => void dialog.accept());
    await publication.getByRole('button', { name: 'Publish now' }).click();
    const doiLink = publication.getByRole('link', { name: /^10\.5555\/as\.\d{4}\.\d{5}$/ });
    await doiLink.waitFor({ timeout: 15_000 });
    const doi = (await doiLink.textContent())!;

    await page.goto('/journals/applied-science');
    const latest = page.getByRole('list', { name: 'Latest articles of Applied Science' });
    await latest.getByRole('link', { name: paper.title }).waitFor();

    await page.goto('/journals/applied-science/articles');
    await page.getByRole('link', { name: paper.title }).click();
    await page.waitForURL(`**/articles/${paper.id}`);
    // Only the SPA has Copy buttons: seeing one means it took over the server's page.
    const copy = page.getByRole('button', { name: 'Copy BibTeX' });
    await copy.waitFor({ timeout: 30_000 });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(paper.title);
    // The server's head stays for crawlers after the SPA has rendered.
    expect(await page.locator('meta[name="citation_doi"]').getAttribute('content')).toBe(doi);

    await copy.click();
    await page.getByText('Copied', { exact: true }).waitFor();
    const bibtex = await page.evaluate(() => navigator.clipboard.readText());
    expect(bibtex).toMatch(/^@article\{/);
    expect(bibtex).toContain(`doi = {${doi}}`);
    // BibTeX braces capitalised words so styles keep their case: compare without braces.
    expect(bibtex.replace(/[{}]/g, '')).toContain(`title = ${paper.title},`);
  });
});
