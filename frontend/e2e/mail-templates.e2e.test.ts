// Issue 42 item 7 in a real browser against the real backend, on a desktop and a phone: the journal's Mail
// templates page lists every mail under whom it goes to, with its variables; an unknown variable is
// refused by name, a reviewer invitation is reworded and previewed with sample data; the Site page lists
// the site's own mails.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { prepareContext, settle } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-mail-templates');
const VIEWPORTS: [string, { width: number; height: number }, string][] = [
  ['desktop', { width: 1280, height: 900 }, 'civil-engineering'],
  ['phone', { width: 375, height: 812 }, 'education'],
];
const GROUPS = ['To authors', 'To reviewers', 'To editors', 'Team and discussions'];

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describeWith('browser', 'mail templates (browser)', () => {
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

  describe.each(VIEWPORTS)('%s', (viewportName, viewport, slug) => {
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterEach(async () => context?.close());

    it('lists every mail with its variables, refuses an unknown variable and previews a rewording', async () => {
      await signInAdmin(page, e2e.site);
      await page.goto(`/admin/journals/${slug}/mail-templates`);
      await page.getByRole('heading', { name: 'Mail templates', level: 1 }).waitFor();
      for (const group of GROUPS) await page.getByRole('region', { name: group, exact: true }).waitFor();

      const invitation = page.locator('section[aria-labelledby="mail-template-reviewer-invitation-title"]');
      await invitation.scrollIntoViewIfNeeded();
      await invitation
        .getByText(
          "Variables: {{name}}, {{paperTitle}}, {{journalName}}, {{publisherName}}, {{dueDate}}, {{reviewUrl}}. Keep {{reviewUrl}}: it is the mail's link.",
        )
        .waitFor();
      const subject = invitation.getByLabel('Subject');
      await subject.fill('Would you review "{{paperTitle}}"? {{doi}}');
      await invitation.getByRole('button', { name: 'Save' }).click();
      await invitation.getByRole('alert').filter({ hasText: 'Unknown variable {{doi}}' }).waitFor();
      const token = await adminToken(e2e.site);
      const before = await siteJson<{ data: { templates: { key: string; isDefault: boolean }[] } }>(
        e2e.site,
        'GET',
        `/api/admin/journals/${slug}/mail-templates`,
        token,
      );
      expect(before.body.data.templates.find((t) => t.key === 'reviewer-invitation')?.isDefault).toBe(true);

      await subject.fill('Would you review "{{paperTitle}}" for {{journalName}}?');
      await invitation.getByRole('button', { name: 'Preview' }).click();
      const preview = invitation.getByRole('figure', { name: 'Preview of Reviewer invitation' });
      await preview
        .getByText('Would you review "Notes on the Analytical Engine" for Sample Journal?')
        .waitFor();
      await preview.getByText(/Dear Charles Babbage,/).waitFor();
      await preview.scrollIntoViewIfNeeded();
      await shot(page, `${viewportName}-journal`);
      expect(await seriousViolations(page)).toEqual([]);
      // Saving reloads the list (the panel is drawn again from the server's answer, without the preview).
      await invitation.getByRole('button', { name: 'Save' }).click();
      await invitation.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      await settle(page);
      await invitation.getByText('(default)').waitFor({ state: 'detached' });

      const after = await siteJson<{ data: { templates: { key: string; subject: string }[] } }>(
        e2e.site,
        'GET',
        `/api/admin/journals/${slug}/mail-templates`,
        token,
      );
      expect(after.body.data.templates.find((t) => t.key === 'reviewer-invitation')?.subject).toBe(
        'Would you review "{{paperTitle}}" for {{journalName}}?',
      );
    });

    it("the Site page lists the site's own mails", async () => {
      await signInAdmin(page, e2e.site);
      await page.goto('/admin/site');
      const siteMails = page.getByRole('region', { name: "The site's mails", exact: true });
      await siteMails.waitFor();
      await siteMails.getByRole('heading', { name: /Password reset/ }).scrollIntoViewIfNeeded();
      await siteMails.getByText(/Keep \{\{resetUrl\}\}/).waitFor();
      await shot(page, `${viewportName}-site`);
    });
  });
});
