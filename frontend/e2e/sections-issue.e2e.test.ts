// Sections in a real browser, at desktop and phone widths (issue 42 item 2): a manager adds an Editorials
// section on the Sections page and moves it above Articles; an editor builds an issue of three papers in
// the two sections, reorders the papers within Articles, publishes it after its confirmation, and the
// journal's Current issue tab shows the two headings and the papers in that order.
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWith, readUntil, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { journalMember, signInOnAdminLogin } from './support/journal-members';
import { eventually, prepareContext, settle } from './support/pages';
import { seedPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-sections');
const GUIDE_IMAGES = path.resolve(__dirname, '../../docs/guide/images');

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

describeWith('browser', 'sections and an issue under their headings (browser)', () => {
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

  const memberOf = (slug: string, role: 'manager' | 'editor') =>
    journalMember(e2e.site, admin, slug, role, {
      prefix: `sections-${role}`,
      givenNames: role === 'manager' ? 'Mara' : 'Ida',
      familyName: role === 'manager' ? 'Manager' : 'Editor',
    });

  /**
   * Accepted papers of the journal: two submitted to Articles, the editorial submitted to Articles too and
   * filed under Editorials by the administrator's move.
   */
  async function acceptedPapers(
    slug: string,
    journalName: string,
    stamp: string,
    sections: { articles: string; editorials: string },
  ) {
    const titles = {
      editorial: `Why harbours matter ${stamp}`,
      first: `Sea walls ${stamp}`,
      second: `Tidal locks ${stamp}`,
    };
    const ids: string[] = [];
    for (const title of [titles.first, titles.second, titles.editorial]) {
      const paper = await seedPaper(e2e.site, title, undefined, journalName, sections.articles);
      if (title === titles.editorial) {
        const moved = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${paper.id}/section`, admin, {
          sectionId: sections.editorials,
        });
        expect(moved.status).toBe(200);
      }
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
          await siteJson<{ data: { papers: { id: string; sectionId?: string }[] } }>(
            e2e.site,
            'GET',
            `/api/admin/journals/${slug}/issues/waiting-papers`,
            admin,
          )
        ).body.data.papers.filter((p) => ids.includes(p.id)).length,
      (n) => n === 3,
      'the three papers waiting for an issue',
    );
    return titles;
  }

  for (const device of DEVICES) {
    describe(device.name, () => {
      let page: Page;
      beforeEach(async () => {
        const context = await browser.newContext({ baseURL: e2e.site.baseUrl, ...device.options });
        await prepareContext(context, e2e.site.baseUrl, { consent: true });
        page = await context.newPage();
      });
      afterEach(() => page?.context().close());

      it('a manager adds a section; an editor builds, reorders and publishes the issue; Current issue shows it', async () => {
        const [slug, journalName] = device.journal;
        const stamp = `${device.name} ${Date.now().toString(36)}`;

        // The manager: a new section, moved above Articles.
        const manager = await memberOf(slug, 'manager');
        await signInOnAdminLogin(page, manager);
        await page.goto(`/admin/journals/${slug}/sections`);
        await page.getByRole('heading', { level: 1, name: 'Sections' }).waitFor();
        const form = page.getByRole('form', { name: 'New section' });
        await form.getByLabel('Title').fill('Editorials');
        await form.getByLabel('Abbreviation').fill('ED');
        await form.getByLabel('Article type').selectOption('editorial');
        await form.getByLabel('Peer reviewed').uncheck();
        await form.getByRole('button', { name: 'Add section' }).click();
        await page.getByRole('button', { name: 'Move Editorials up' }).waitFor();
        await page.getByRole('button', { name: 'Move Editorials up' }).click();
        await page.getByRole('button', { name: 'Move Editorials down' }).waitFor();
        const rows = page.locator('.sections-row');
        await eventually('Editorials first', async () =>
          ((await rows.first().getAttribute('aria-label')) ?? '').endsWith('Editorials'),
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        if (device.name === 'desktop') {
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(GUIDE_IMAGES, 'manager-sections.png'), fullPage: true });
        } else
          await page.screenshot({ path: path.join(SHOTS, `${device.name}-sections.png`), fullPage: true });

        const sections = await siteJson<{
          data: { sections: { id: string; title: string; order: number }[] };
        }>(e2e.site, 'GET', `/api/journals/${slug}/sections`);
        expect(sections.body.data.sections.map((s) => [s.title, s.order])).toEqual([
          ['Editorials', 1],
          ['Articles', 2],
        ]);
        const [editorials, articles] = sections.body.data.sections.map((s) => s.id);
        const titles = await acceptedPapers(slug, journalName, stamp, {
          articles: articles!,
          editorials: editorials!,
        });

        // The editor: the issue, its papers under the two headings, reordered within Articles.
        await page.context().clearCookies();
        await page.evaluate(() => window.localStorage.clear());
        const editor = await memberOf(slug, 'editor');
        await signInOnAdminLogin(page, editor);
        await page.getByRole('link', { name: `Issues: ${journalName}` }).click();
        await page.waitForURL(`**/admin/journals/${slug}/issues`);
        await page.getByRole('button', { name: 'New issue' }).click();
        await page.getByLabel('Volume').fill('3');
        await page.getByLabel('Number').fill('1');
        await page.getByLabel('Year').fill('2026');
        await page.getByLabel('Title (optional)').fill('Harbours');
        await page.getByRole('button', { name: 'Create issue' }).click();
        await page.getByRole('heading', { level: 2, name: 'Vol. 3, No. 1 (2026): Harbours' }).waitFor();
        for (const title of [titles.first, titles.second, titles.editorial]) {
          await page.getByRole('button', { name: `Add to issue: ${title}` }).click();
          await page.getByRole('button', { name: `Move up: ${title}` }).waitFor();
        }
        const toc = page.getByRole('list', { name: 'Table of contents' });
        await toc.getByRole('heading', { name: 'Editorials' }).waitFor();
        expect(await toc.locator('.issues-toc__heading').allTextContents()).toEqual([
          'Editorials',
          'Articles',
        ]);
        const titlesIn = (name: string) =>
          toc.getByRole('list', { name, exact: true }).locator('.issues-toc__title').allTextContents();
        expect(await titlesIn('Editorials')).toEqual([titles.editorial]);
        expect(await titlesIn('Articles')).toEqual([titles.first, titles.second]);
        await page.getByRole('button', { name: `Move up: ${titles.second}` }).click();
        await eventually('the second paper first in Articles', async () => {
          const now = await titlesIn('Articles');
          return now[0] === titles.second;
        });
        expect(await titlesIn('Articles')).toEqual([titles.second, titles.first]);
        await settle(page);
        await page.screenshot({ path: path.join(SHOTS, `${device.name}-issues.png`), fullPage: true });

        await page.getByRole('button', { name: 'Publish issue' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Publish Vol. 3, No. 1 (2026): Harbours?' });
        await dialog.waitFor();
        const listed = dialog.locator('tbody tr');
        expect(await listed.count()).toBe(3);
        expect(await listed.nth(0).textContent()).toContain(titles.editorial);
        expect(await listed.nth(1).textContent()).toContain(titles.second);
        await dialog.getByRole('button', { name: 'Publish now' }).click();
        await page
          .getByText('Published Vol. 3, No. 1 (2026): Harbours: its articles are public now.')
          .waitFor();

        // The journal's Current issue: the headings and the papers in that order.
        await page.goto(`/journals/${slug}`);
        const nav = page.getByRole('navigation', { name: 'Journal sections' });
        await nav.getByRole('link', { name: 'Current issue' }).click();
        await page.waitForURL(`**/journals/${slug}/issues/3/1`);
        await page.getByRole('heading', { level: 1, name: 'Vol. 3, No. 1 (2026): Harbours' }).waitFor();
        await page.getByRole('heading', { level: 2, name: 'Editorials' }).waitFor();
        const headings = await page.locator('.archive__section > h2').allTextContents();
        expect(headings).toEqual(['Editorials', 'Articles']);
        const links = page.locator('.archive__section').getByRole('link', { name: new RegExp(stamp) });
        expect(await links.allTextContents()).toEqual([titles.editorial, titles.second, titles.first]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
        await page.screenshot({ path: path.join(SHOTS, `${device.name}-current-issue.png`), fullPage: true });
      });
    });
  }
});
