// Issue 44 item 3 in a real browser against the real backend, on a desktop and a phone: the administrator
// words a journal mail at the publisher level (the Site page lists the publisher's mails); a journal's
// template shows it as inherited; the journal's manager overrides it, and the page then shows the
// override beside the publisher's text, the difference marked word by word (jsdiff).
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { journalMember, signInOnAdminLogin, type MemberAccount } from './support/journal-members';
import { prepareContext, settle } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(240_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-publisher-templates');
const GUIDE_IMAGES = path.resolve(__dirname, '../../docs/guide/images');
const VIEWPORTS: [string, { width: number; height: number }, string][] = [
  ['desktop', { width: 1280, height: 900 }, 'civil-engineering'],
  ['phone', { width: 375, height: 812 }, 'education'],
];
const KEY = 'submission-confirmation';
const PUBLISHER_SUBJECT = 'We have received "{{paperTitle}}"';
const PUBLISHER_BODY = 'Dear {{name}},\n\nthank you for sending "{{paperTitle}}" to {{journalName}}.';
const JOURNAL_SUBJECT = 'Our editors have received "{{paperTitle}}"';
const PUBLISHER_ITEM = "I followed the publisher's ethics policy";

describeWith('browser', 'publisher templates (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const managers: Record<string, MemberAccount> = {};

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    const token = await adminToken(e2e.site);
    const saved = await siteJson(e2e.site, 'PUT', `/api/admin/publisher/mail-templates/${KEY}`, token, {
      subject: PUBLISHER_SUBJECT,
      body: PUBLISHER_BODY,
    });
    expect(saved.status).toBe(200);
    const checklist = await siteJson(e2e.site, 'PUT', '/api/admin/publisher/checklist', token, {
      items: [{ id: 'ethics', text: PUBLISHER_ITEM }],
    });
    expect(checklist.status).toBe(200);
    for (const [name, , slug] of VIEWPORTS)
      managers[name] = await journalMember(e2e.site, token, slug, 'manager', {
        givenNames: 'Mona',
        familyName: 'Manager',
        prefix: `publisher-templates-${name}`,
      });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  describe.each(VIEWPORTS)('%s', (viewportName, viewport, slug) => {
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterEach(async () => context?.close());

    it("the Site page lists the publisher's wording of journal mails", async () => {
      await signInAdmin(page, e2e.site);
      await page.goto('/admin/site');
      const publisherMails = page.getByRole('region', {
        name: "The publisher's mails to authors",
        exact: true,
      });
      await publisherMails.waitFor();
      const confirmation = publisherMails.locator(`section[aria-labelledby="mail-template-${KEY}-title"]`);
      await confirmation.scrollIntoViewIfNeeded();
      expect(await confirmation.getByLabel('Subject').inputValue()).toBe(PUBLISHER_SUBJECT);
      if (viewportName === 'desktop')
        await confirmation.screenshot({ path: path.join(GUIDE_IMAGES, 'publisher-mail-templates.png') });
    });

    it("a manager overrides an inherited template and sees it beside the publisher's text", async () => {
      await signInOnAdminLogin(page, managers[viewportName]!);
      await page.goto(`/admin/journals/${slug}/mail-templates`);
      await page.getByRole('heading', { name: 'Mail templates', level: 1 }).waitFor();
      const panel = page.locator(`section[aria-labelledby="mail-template-${KEY}-title"]`);
      await panel.scrollIntoViewIfNeeded();
      await panel.getByText('(inherited from the publisher)').waitFor();
      expect(await panel.getByLabel('Subject').inputValue()).toBe(PUBLISHER_SUBJECT);
      // Inherited: nothing to compare yet.
      expect(await panel.getByRole('group', { name: /Subject of/ }).count()).toBe(0);

      await panel.getByLabel('Subject').fill(JOURNAL_SUBJECT);
      await panel.getByRole('button', { name: 'Save' }).click();
      await panel.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await settle(page);
      await panel.getByText('(overridden)').waitFor();

      const subjectDiff = panel.getByRole('group', { name: 'Subject of Submission received' });
      const theirs = subjectDiff.getByRole('figure', { name: /the publisher's text/ });
      const ours = subjectDiff.getByRole('figure', { name: /this journal's text/ });
      await ours.waitFor();
      expect(await theirs.locator('del').allTextContents()).toEqual(['We']);
      expect(await ours.locator('ins').allTextContents()).toEqual(['Our', 'editors ']);
      expect((await theirs.locator('pre').textContent())?.trim()).toBe(PUBLISHER_SUBJECT);
      expect((await ours.locator('pre').textContent())?.trim()).toBe(JOURNAL_SUBJECT);
      // Side by side: the journal's column starts to the right of the publisher's, on the same line.
      const [left, right] = [await theirs.boundingBox(), await ours.boundingBox()];
      expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
      expect(Math.abs(right!.y - left!.y)).toBeLessThan(2);
      // The body is unchanged: nothing is marked.
      const bodyDiff = panel.getByRole('group', { name: 'Body of Submission received' });
      expect(await bodyDiff.locator('del, ins').count()).toBe(0);

      await subjectDiff.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      mkdirSync(SHOTS, { recursive: true });
      await panel.screenshot({
        path:
          viewportName === 'desktop'
            ? path.join(GUIDE_IMAGES, 'manager-template-diff.png')
            : path.join(SHOTS, `${viewportName}-diff.png`),
      });

      // Dropping the override: the journal inherits the publisher's text again.
      page.once('dialog', (dialog) => void dialog.accept());
      await panel.getByRole('button', { name: "Use the publisher's text" }).click();
      await panel.getByText('(inherited from the publisher)').waitFor();
      const token = await adminToken(e2e.site);
      const list = await siteJson<{
        data: { templates: { key: string; inherited: boolean; subject: string }[] };
      }>(e2e.site, 'GET', `/api/admin/journals/${slug}/mail-templates`, token);
      expect(list.body.data.templates.find((t) => t.key === KEY)).toMatchObject({
        inherited: true,
        subject: PUBLISHER_SUBJECT,
      });
    });

    it("the administrator words the publisher's review form on the Site page; a journal inherits it until it saves its own", async () => {
      const question = `Does the paper follow the publisher's ethics policy? (${viewportName})`;
      await signInAdmin(page, e2e.site);
      await page.goto('/admin/site');
      const publisherForm = page.getByRole('region', { name: "The publisher's review form", exact: true });
      await publisherForm.scrollIntoViewIfNeeded();
      await publisherForm.getByRole('button', { name: 'Add question' }).click();
      const added = publisherForm.getByRole('listitem', { name: /^Review question \d+$/ }).last();
      await added.getByLabel(/^Question \d+$/).fill(question);
      await publisherForm.getByRole('button', { name: 'Save review form' }).click();
      await publisherForm.getByText(/^Saved: invitations sent from now on ask \d+ questions?\.$/).waitFor();

      const managerContext = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      try {
        await prepareContext(managerContext, e2e.site.baseUrl, { consent: true });
        const manager = await managerContext.newPage();
        await signInOnAdminLogin(manager, managers[viewportName]!);
        await manager.goto(`/admin/journals/${slug}/review-form`);
        const note = (text: string) => manager.getByRole('note').filter({ hasText: text }).waitFor();
        const lastQuestion = () =>
          manager
            .getByRole('listitem', { name: /^Review question \d+$/ })
            .last()
            .getByLabel(/^Question \d+$/);
        await note("These are the publisher's questions");
        expect(await lastQuestion().inputValue()).toBe(question);
        await lastQuestion().fill('Is the sample large enough?');
        await manager.getByRole('button', { name: 'Save review form' }).click();
        await manager.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
        await note("This journal's own form");
        manager.once('dialog', (dialog) => void dialog.accept());
        await manager.getByRole('button', { name: "Use the publisher's form" }).click();
        await note("These are the publisher's questions");
        await settle(manager);
        expect(await lastQuestion().inputValue()).toBe(question);
      } finally {
        await managerContext.close();
      }
    });

    it("the checklist page shows the publisher's items until the journal saves its own", async () => {
      await signInOnAdminLogin(page, managers[viewportName]!);
      await page.goto(`/admin/journals/${slug}/checklist`);
      await page.getByRole('note').filter({ hasText: "These are the publisher's items" }).waitFor();
      expect(await page.getByRole('textbox', { name: 'Item 1' }).inputValue()).toBe(PUBLISHER_ITEM);
      await page.getByRole('textbox', { name: 'Item 1' }).fill('Our own statement');
      await page.getByRole('button', { name: 'Save checklist' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await page.getByRole('note').filter({ hasText: "This journal's own list" }).waitFor();
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: "Use the publisher's checklist" }).click();
      await page.getByRole('note').filter({ hasText: "These are the publisher's items" }).waitFor();
      await settle(page);
      expect(await page.getByRole('textbox', { name: 'Item 1' }).inputValue()).toBe(PUBLISHER_ITEM);
      const items = await siteJson<{ data: { items: { text: string }[] } }>(
        e2e.site,
        'GET',
        `/api/journals/${slug}/checklist`,
      );
      expect(items.body.data.items.map((i) => i.text)).toEqual([PUBLISHER_ITEM]);
    });
  });
});
