// The editors' Issues page in a real browser, at desktop and phone widths: an editor of the journal signs
// in, creates an issue, adds two accepted papers from the waiting list, reorders them with the keyboard's
// Move up button, publishes the issue after its confirmation (which lists every paper with its DOI,
// licence and galley), and the journal's Current issue tab shows the issue in that order.
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWith, readUntil, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { journalMember } from './support/journal-members';
import { eventually, prepareContext, settle } from './support/pages';
import { seedPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-issues-page');

const DEVICES = [
  {
    name: 'desktop',
    journal: ['civil-engineering', 'Civil Engineering'],
    options: { viewport: { width: 1280, height: 900 } },
  },
  {
    name: 'phone',
    journal: ['mechanical-engineering', 'Mechanical Engineering'],
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

describeWith('browser', 'the Issues page (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let admin: string;

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    admin = await adminToken(e2e.site);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  /** A confirmed account made editor of the journal by the administrator. */
  const editorOf = (slug: string) =>
    journalMember(e2e.site, admin, slug, 'editor', {
      givenNames: 'Ida',
      familyName: 'Editor',
      prefix: 'issues-editor',
    });

  /** Two accepted papers the journal's Issues page lists as waiting. */
  async function acceptedPapers(slug: string, journalName: string, stamp: string) {
    const titles = [`Sea walls ${stamp}`, `Tidal locks ${stamp}`];
    const ids: string[] = [];
    for (const title of titles) {
      const paper = await seedPaper(e2e.site, title, undefined, journalName);
      const accepted = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${paper.id}/status`, admin, {
        status: 'accepted',
        email: e2e.site.adminEmail,
      });
      expect(accepted.status).toBe(200);
      ids.push(paper.id);
    }
    await readUntil(
      async () =>
        (
          await siteJson<{ data: { papers: { id: string }[] } }>(
            e2e.site,
            'GET',
            `/api/admin/journals/${slug}/issues/waiting-papers`,
            admin,
          )
        ).body.data.papers.filter((p) => ids.includes(p.id)).length,
      (n) => n === 2,
      'both papers waiting for an issue',
    );
    return titles;
  }

  for (const device of DEVICES) {
    describe(device.name, () => {
      let page: Page;
      beforeAll(async () => {
        const context = await browser.newContext({ baseURL: e2e.site.baseUrl, ...device.options });
        await prepareContext(context, e2e.site.baseUrl, { consent: true });
        page = await context.newPage();
      });
      afterAll(() => page?.context().close());

      it('an editor builds, reorders and publishes an issue; Current issue shows that order', async () => {
        const [slug, journalName] = device.journal;
        const stamp = `${device.name} ${Date.now().toString(36)}`;
        const [first, second] = await acceptedPapers(slug, journalName, stamp);
        const editor = await editorOf(slug);

        await page.goto('/admin-login');
        await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
        await settle(page);
        const email = page.getByLabel('Email', { exact: true });
        const password = page.getByLabel('Password', { exact: true });
        // Filled again until the page holds every character (a fill while the page starts may lose one).
        await eventually('the login form holds the account', async () => {
          await email.fill(editor.email);
          await password.fill(editor.password);
          return (
            (await email.inputValue()) === editor.email && (await password.inputValue()) === editor.password
          );
        });
        await page.getByRole('button', { name: 'Login as Admin' }).click();
        await page.waitForURL('**/admin');
        await page.getByRole('link', { name: `Issues: ${journalName}` }).click();
        await page.waitForURL(`**/admin/journals/${slug}/issues`);
        await page.getByRole('heading', { level: 1, name: 'Issues' }).waitFor();

        await page.getByRole('button', { name: 'New issue' }).click();
        await page.getByLabel('Volume').fill('2');
        await page.getByLabel('Number').fill('1');
        await page.getByLabel('Year').fill('2026');
        await page.getByLabel('Title (optional)').fill('Coasts');
        await page.getByRole('button', { name: 'Create issue' }).click();
        await page.getByRole('heading', { level: 2, name: 'Vol. 2, No. 1 (2026): Coasts' }).waitFor();

        for (const title of [first!, second!]) {
          await page.getByRole('button', { name: `Add to issue: ${title}` }).click();
          await page.getByRole('button', { name: `Move up: ${title}` }).waitFor();
        }
        const toc = page.getByRole('list', { name: 'Table of contents' });
        const titles = () => toc.locator('.issues-toc__title').allTextContents();
        expect(await titles()).toEqual([first, second]);
        // The keyboard's way: focus the button and press Enter.
        await page.getByRole('button', { name: `Move up: ${second}` }).focus();
        await page.keyboard.press('Enter');
        await page.getByText(`Moved "${second}" to place 1 of 2.`).waitFor();
        expect(await titles()).toEqual([second, first]);
        await settle(page);
        await page.screenshot({ path: path.join(SHOTS, `${device.name}-issues-page.png`), fullPage: true });

        await page.getByRole('button', { name: 'Publish issue' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Publish Vol. 2, No. 1 (2026): Coasts?' });
        await dialog.waitFor();
        const rows = dialog.locator('tbody tr');
        expect(await rows.count()).toBe(2);
        expect(await rows.nth(0).textContent()).toContain(second);
        expect(await rows.nth(0).textContent()).toContain('assigned at publication');
        expect(await rows.nth(0).textContent()).toContain('no PDF galley');
        await page.screenshot({ path: path.join(SHOTS, `${device.name}-publish-dialog.png`) });
        await dialog.getByRole('button', { name: 'Publish now' }).click();
        await page
          .getByText('Published Vol. 2, No. 1 (2026): Coasts: its articles are public now.')
          .waitFor();
        // An editor may publish, but unpublishing is the managers'.
        expect(await page.getByRole('button', { name: 'Unpublish issue' }).count()).toBe(0);

        await page.goto(`/journals/${slug}`);
        const nav = page.getByRole('navigation', { name: 'Journal sections' });
        await nav.getByRole('link', { name: 'Current issue' }).click();
        await page.waitForURL(`**/journals/${slug}/issues/2/1`);
        await page.getByRole('heading', { level: 1, name: 'Vol. 2, No. 1 (2026): Coasts' }).waitFor();
        const links = page.locator('.archive__list').getByRole('link', { name: /(Sea walls|Tidal locks)/ });
        await links.first().waitFor();
        expect(await links.allTextContents()).toEqual([second, first]);
        await page.screenshot({ path: path.join(SHOTS, `${device.name}-current-issue.png`), fullPage: true });

        // The article's header names its issue.
        await links.first().click();
        await page.getByText('Vol. 2, No. 1 (2026)', { exact: true }).waitFor();
      });
    });
  }
});
