// Issue 44 item 3's pages, checklist and review form in a real browser against the real backend, on a
// desktop and a phone: the administrator writes and edits a publisher page on the Publisher pages screen,
// and a journal that has no page of its own there shows the new text at once; a journal's manager sees the
// page as inherited, overrides it and sees the difference side by side, then drops the override; the same
// for the journal's checklist.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describeWith, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { journalMember, signInOnAdminLogin, type MemberAccount } from './support/journal-members';
import { prepareContext, settle } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(240_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-publisher-pages');
const GUIDE_IMAGES = path.resolve(__dirname, '../../docs/guide/images');
const VIEWPORTS: [string, { width: number; height: number }, string][] = [
  ['desktop', { width: 1280, height: 900 }, 'civil-engineering'],
  ['phone', { width: 375, height: 812 }, 'education'],
];
const PUBLISHER_ITEM = "I followed the publisher's ethics policy";
const JOURNAL_ITEM = "I followed the journal's ethics policy";

/** Side by side: the journal's column starts right of the publisher's, on the same line. */
async function expectSideBySide(diff: Locator) {
  const theirs = await diff.getByRole('figure', { name: /the publisher's text/ }).boundingBox();
  const ours = await diff.getByRole('figure', { name: /this journal's text/ }).boundingBox();
  expect(ours!.x).toBeGreaterThan(theirs!.x + theirs!.width - 1);
  expect(Math.abs(ours!.y - theirs!.y)).toBeLessThan(2);
}

describeWith('browser', 'publisher pages and overrides (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const managers: Record<string, MemberAccount> = {};

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    const token = await adminToken(e2e.site);
    const checklist = await siteJson(e2e.site, 'PUT', '/api/admin/publisher/checklist', token, {
      items: [{ id: 'ethics', text: PUBLISHER_ITEM }],
    });
    expect(checklist.status).toBe(200);
    for (const [name, , slug] of VIEWPORTS)
      managers[name] = await journalMember(e2e.site, token, slug, 'manager', {
        givenNames: 'Mona',
        familyName: 'Manager',
        prefix: `publisher-pages-${name}`,
      });
    mkdirSync(SHOTS, { recursive: true });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  describe.each(VIEWPORTS)('%s', (viewportName, viewport, slug) => {
    let context: BrowserContext;
    let page: Page;
    // Both viewports write to the same publisher: each its own page, so neither sees the other's twice.
    const pageSlug = `open-access-${viewportName}`;
    const title = viewportName === 'desktop' ? 'Open access' : 'Licences';
    const shot = (guideName: string) =>
      viewportName === 'desktop'
        ? path.join(GUIDE_IMAGES, guideName)
        : path.join(SHOTS, `${viewportName}-${guideName}`);

    beforeEach(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterEach(async () => context?.close());

    it('the administrator writes a publisher page and edits it; an inheriting journal shows the new text', async () => {
      await signInAdmin(page, e2e.site);
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Publisher pages' }).click();
      await page.getByRole('heading', { name: 'Publisher pages', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'New page' }).click();
      await page.getByLabel('Address').fill(pageSlug);
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Text (Markdown)').fill('Every article is free to read.');
      await page.getByRole('button', { name: 'Create page' }).click();
      await page.getByRole('status').filter({ hasText: 'Page created' }).waitFor();

      // An edit: the journal, which has no page there, shows it at once.
      await page
        .getByLabel('Text (Markdown)')
        .fill('Every article is free to read and to reuse (CC BY 4.0).');
      await page.getByRole('button', { name: 'Save page' }).click();
      await page.getByRole('status').filter({ hasText: 'Page saved' }).waitFor();
      await page.getByText(`Every journal: /journals/{journal}/${pageSlug}`).waitFor();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      // From the top: scrolled, the fixed header would be drawn across the middle of a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: shot('publisher-pages.png'), fullPage: true });
      expect(await page.getByRole('status').filter({ hasText: 'Page created' }).count()).toBe(0);

      await page.goto(`/journals/${slug}/${pageSlug}`);
      await page.getByRole('heading', { level: 2, name: title }).waitFor();
      await page.getByText('Every article is free to read and to reuse (CC BY 4.0).').waitFor();
      const nav = page.getByRole('navigation', { name: 'Journal sections' });
      expect(await nav.getByRole('link', { name: title }).count()).toBe(1);
    });

    it("a manager overrides the inherited page, sees it beside the publisher's and drops the override", async () => {
      await signInOnAdminLogin(page, managers[viewportName]!);
      await page.goto(`/admin/journals/${slug}/pages`);
      const item = page.getByRole('listitem').filter({ hasText: title });
      await item.getByText('(inherited from the publisher)').waitFor();
      await item.getByRole('button', { name: `Edit: ${title}` }).click();
      await page.getByRole('note').filter({ hasText: "This is the publisher's page" }).waitFor();
      expect(await page.getByRole('button', { name: 'Delete page' }).count()).toBe(0);
      await page.getByLabel('Text (Markdown)').fill('Every article is free to read (CC BY-NC 4.0).');
      await page.getByRole('button', { name: 'Save page' }).click();
      await page.getByRole('status').filter({ hasText: 'Page saved' }).waitFor();
      await item.getByText('(overridden)').waitFor();
      // For a look at the marks' wrapping on a phone (not in the guide).
      if (viewportName === 'phone')
        await page
          .locator('.editorial-panel')
          .filter({ has: page.getByRole('heading', { name: 'Pages', level: 2 }) })
          .screenshot({ path: path.join(SHOTS, 'phone-manager-page-list.png') });

      const diff = page.getByRole('group', { name: `Text of ${title}` });
      await diff.waitFor();
      await expectSideBySide(diff);
      const theirs = diff.getByRole('figure', { name: /the publisher's text/ });
      const ours = diff.getByRole('figure', { name: /this journal's text/ });
      expect((await theirs.locator('pre').textContent())?.trim()).toBe(
        'Every article is free to read and to reuse (CC BY 4.0).',
      );
      expect((await ours.locator('ins').allTextContents()).join('')).toContain('-NC');
      await diff.scrollIntoViewIfNeeded();
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.getByRole('group', { name: `Title of ${title}` }).count()).toBe(0); // unchanged
      await page
        .locator('.editorial-panel')
        .filter({ has: page.getByRole('note') })
        .screenshot({ path: shot('manager-page-diff.png') });

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: "Use the publisher's page" }).click();
      await page.getByRole('note').filter({ hasText: "This is the publisher's page" }).waitFor();
      await item.getByText('(inherited from the publisher)').waitFor();
      await settle(page);
      expect(await page.getByLabel('Text (Markdown)').inputValue()).toBe(
        'Every article is free to read and to reuse (CC BY 4.0).',
      );
      const shown = await siteJson<{ data: { page: { body: string; inherited: boolean } } }>(
        e2e.site,
        'GET',
        `/api/journals/${slug}/pages/${pageSlug}`,
      );
      expect(shown.body.data.page).toMatchObject({
        body: 'Every article is free to read and to reuse (CC BY 4.0).',
        inherited: true,
      });
    });

    it("a manager overrides the checklist, sees it beside the publisher's and drops the override", async () => {
      await signInOnAdminLogin(page, managers[viewportName]!);
      await page.goto(`/admin/journals/${slug}/checklist`);
      await page.getByRole('note').filter({ hasText: "These are the publisher's items" }).waitFor();
      expect(await page.getByRole('group', { name: 'Checklist items' }).count()).toBe(0);
      await page.getByRole('textbox', { name: 'Item 1' }).fill(JOURNAL_ITEM);
      await page.getByRole('button', { name: 'Save checklist' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      const diff = page.getByRole('group', { name: 'Checklist items' });
      await diff.waitFor();
      await expectSideBySide(diff);
      const theirs = diff.getByRole('figure', { name: /the publisher's text/ });
      const ours = diff.getByRole('figure', { name: /this journal's text/ });
      expect(await theirs.locator('del').allTextContents()).toEqual(['publisher']);
      expect(await ours.locator('ins').allTextContents()).toEqual(['journal']);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page
        .locator('.editorial-panel')
        .filter({ has: page.getByRole('note') })
        .screenshot({ path: shot('manager-checklist-diff.png') });

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: "Use the publisher's checklist" }).click();
      await page.getByRole('note').filter({ hasText: "These are the publisher's items" }).waitFor();
      await settle(page);
      expect(await page.getByRole('group', { name: 'Checklist items' }).count()).toBe(0);
      expect(await page.getByRole('textbox', { name: 'Item 1' }).inputValue()).toBe(PUBLISHER_ITEM);
    });
  });
});
