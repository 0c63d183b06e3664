// Issue 30 in a real browser, at desktop and phone widths: the home search shows an article for a word
// of its abstract, /search filters by journal, an issue's table of contents, and the archive of a journal
// that publishes in issues grouped by issue. Papers, the issue and its publication are set up through the API.
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWith, signInAdmin, siteJson } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { prepareContext } from './support/pages';
import { seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(90_000);

const screenshotPath = (name: string) =>
  path.join(os.tmpdir(), 'journal-e2e-screenshots', `issues-and-search-${name}.png`);

describeWith('browser', 'issues and finding articles (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let paper: SeededPaper;

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    const { site } = e2e;
    // The seeded abstract speaks of penicillin: a word of the abstract, not of any journal's name.
    paper = await seedPaper(site, `Crystal Lattices ${Date.now().toString(36)}`);
    const admin = await signInAdmin(site);
    if (!admin) throw new Error('the administrator could not sign in');
    const api = async (method: string, route: string, body?: unknown) => {
      const res = await siteJson<{ data?: { issue?: { id: string } } }>(site, method, route, admin, body);
      if (res.status >= 300)
        throw new Error(`${method} ${route}: HTTP ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    };
    await api('PUT', `/api/admin/submissions/${paper.id}/status`, {
      status: 'accepted',
      email: site.adminEmail,
    });
    await api('PUT', '/api/admin/journals/applied-science', { publicationModel: 'issues' });
    const created = await api('POST', '/api/admin/journals/applied-science/issues', {
      volume: 1,
      number: 1,
      year: 2026,
      title: 'Structures',
    });
    const issueId = created.data!.issue!.id;
    // Publishing learns the acceptance from an event: retry the placement until it has.
    for (let attempt = 0; ; attempt += 1) {
      const res = await siteJson(site, 'PUT', `/api/admin/submissions/${paper.id}/placement`, admin, {
        issueId,
        position: 1,
        firstPage: 1,
        lastPage: 12,
      });
      if (res.status === 200) break;
      if (attempt > 100) throw new Error(`placement: HTTP ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await api('POST', `/api/admin/journals/applied-science/issues/${issueId}/publish`);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  for (const device of [
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
    { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  ]) {
    describe(device.name, () => {
      let page: Page;
      beforeAll(async () => {
        const { name: _name, ...options } = device;
        const context = await browser.newContext({ baseURL: e2e.site.baseUrl, ...options });
        await prepareContext(context, e2e.site.baseUrl, { consent: true });
        page = await context.newPage();
      });
      afterAll(() => page?.context().close());

      it('the home search shows the article for a word of its abstract, and all results on /search', async () => {
        await page.goto('/');
        await page.getByRole('searchbox').fill('penicillin');
        const hits = page.getByRole('list', { name: 'Matching articles' });
        await hits.getByRole('link', { name: new RegExp(paper.title) }).waitFor({ timeout: 15_000 });
        await page.screenshot({ path: screenshotPath(`${device.name}-home-search`) });
        await hits.getByRole('link', { name: /See all results/ }).click();
        await page.waitForURL('**/search?q=penicillin');
        await page.locator('.archive__list').getByRole('link', { name: paper.title }).waitFor();
      });

      it('reaches /search from the header (the phone through its menu)', async () => {
        await page.goto('/journals/applied-science');
        if (device.isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
        const nav = page.getByRole('navigation', { name: device.isMobile ? 'Mobile' : 'Main' });
        await nav.getByRole('link', { name: 'Search' }).click();
        await page.waitForURL('**/search');
        await page.getByRole('button', { name: 'Search' }).waitFor();
        await page.screenshot({ path: screenshotPath(`${device.name}-search-from-header`) });
      });

      it('/search filters by journal', async () => {
        await page.goto('/search?q=penicillin');
        await page.getByRole('link', { name: paper.title }).waitFor();
        const journal = page.getByRole('combobox', { name: 'Journal' });
        await journal.selectOption('education');
        await page.getByText('0 results').waitFor();
        await journal.selectOption('applied-science');
        await page.getByRole('link', { name: paper.title }).waitFor();
        expect(page.url()).toContain('journal=applied-science');
      });

      it("shows an issue's table of contents and the archive grouped by issue", async () => {
        await page.goto('/journals/applied-science/issues/1/1');
        await page.getByRole('heading', { level: 1, name: 'Vol. 1, No. 1 (2026): Structures' }).waitFor();
        await page.getByRole('link', { name: paper.title }).waitFor();
        await page.getByText(/^pp\. 1-12 ·/).waitFor();
        const feed = '/journals/applied-science/issues/1/1/feed.atom';
        // The server's head (what feed readers fetch) and the SPA's both name the issue's feed.
        const heads = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
        for (const href of await heads.evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
          expect(href).toMatch(new RegExp(`${feed.replace(/\./g, '\\.')}$`));
        expect(await heads.count()).toBeGreaterThan(0);
        expect(await page.getByRole('link', { name: 'Atom feed' }).getAttribute('href')).toBe(feed);
        await page.screenshot({ path: screenshotPath(`${device.name}-issue`), fullPage: true });

        await page.goto('/journals/applied-science/articles');
        await page.getByRole('heading', { level: 1, name: 'Issues' }).waitFor();
        await page.getByRole('link', { name: 'Vol. 1, No. 1 (2026): Structures' }).click();
        await page.waitForURL('**/journals/applied-science/issues/1/1');
        await page.getByRole('link', { name: paper.title }).waitFor();
      });
    });
  }
});
