// Issue 29 in a real browser against the real backend, on a desktop and a phone: the dashboard's to-do
// view (next step, round and reports, handling editor; the Needs filter), and the confirmation the
// administrator gets before a status change that publishes a paper without peer review; the Publication
// card of an accepted paper (licence and PDF galley before publication, Publish now only once both are set
// or skipped, confirmed).
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describeWith, readUntil, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { prepareContext, settle } from './support/pages';
import { seedPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-editorial-workflow');
const VIEWPORTS: [string, { width: number; height: number }][] = [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 375, height: 812 }],
];
const CONFIRMATION = 'This paper has no completed review. Publish without peer review?';
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 0x41), Buffer.from('\n%%EOF\n')]);

async function shot(page: Page, name: string, focus: Locator): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const phone = (page.viewportSize()?.width ?? 1280) < 600;
  if (phone) await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: !phone });
}

/** The paper's status and last history entry as the administrator's API tells them. */
async function statusOf(e2e: E2ESite, id: string) {
  const token = await adminToken(e2e.site);
  const detail = await siteJson<{
    data: { submission: { status: string }; history: { to_status: string; without_review: boolean }[] };
  }>(e2e.site, 'GET', `/api/admin/submissions/${id}`, token);
  return { status: detail.body.data.submission.status, last: detail.body.data.history.at(-1)! };
}

describeWith('browser', 'editorial workflow (browser)', () => {
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

  describe.each(VIEWPORTS)('%s', (viewportName, viewport) => {
    let context: BrowserContext;
    let page: Page;

    beforeEach(async () => {
      context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      page = await context.newPage();
    });
    afterEach(async () => context?.close());

    it('shows what needs doing on each row, filters by it, and asks before publishing without review', async () => {
      const paper = await seedPaper(e2e.site, `Penicillin structure on a ${viewportName}`);
      const token = await adminToken(e2e.site);
      await readUntil(
        () =>
          siteJson<{ data: { submissions: { id: string }[] } }>(
            e2e.site,
            'GET',
            '/api/admin/submissions',
            token,
          ),
        (r) => r.body.data.submissions.some((s) => s.id === paper.id),
        'the paper in the dashboard list',
      );
      await signInAdmin(page, e2e.site);
      await page.getByLabel('Needs').selectOption('assign_editor');
      const facts = page.getByTestId(`todo-${paper.id}`);
      await facts.waitFor();
      await settle(page);
      expect(await facts.textContent()).toBe(
        ['Assign an editor', 'Round 1 · 0 of 0 reports', 'No handling editor'].join(''),
      );
      expect(await facts.isVisible()).toBe(true);
      await shot(page, `${viewportName}-todo`, facts);
      expect(await seriousViolations(page)).toEqual([]);

      // Nothing else is waiting for a decision: that filter leaves the paper out.
      await page.getByLabel('Needs').selectOption('needs_decision');
      await facts.waitFor({ state: 'detached' });
      await page.getByLabel('Needs').selectOption('');
      await facts.waitFor();

      const select = page.getByRole('combobox', { name: `Status of ${paper.title}` });
      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.dismiss();
      });
      await select.selectOption('published');
      await readUntil(
        async () => asked.length,
        (n) => n === 1,
        'the confirmation',
      );
      expect(asked).toEqual([CONFIRMATION]);
      expect(await select.inputValue()).toBe('submitted');
      expect((await statusOf(e2e, paper.id)).status).toBe('submitted');

      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });
      await select.selectOption('published');
      const after = await readUntil(
        () => statusOf(e2e, paper.id),
        (s) => s.status === 'published',
        'the paper published',
      );
      expect(asked).toEqual([CONFIRMATION, CONFIRMATION]);
      expect(after.last).toMatchObject({ to_status: 'published', without_review: true });
      await page.reload();
      await page.getByTestId(`todo-${paper.id}`).filter({ hasText: 'Nothing to do' }).waitFor();
      await shot(page, `${viewportName}-published`, select);
    });

    it('prepares the licence and PDF of an accepted paper, then publishes it from the Publication card', async () => {
      const paper = await seedPaper(e2e.site, `Insulin structure on a ${viewportName}`);
      const token = await adminToken(e2e.site);
      const accepted = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${paper.id}/status`, token, {
        status: 'accepted',
        email: e2e.site.adminEmail,
      });
      expect(accepted.status).toBe(200);
      await readUntil(
        () =>
          siteJson<{ preparation?: { status: string } }>(
            e2e.site,
            'GET',
            `/api/admin/articles/${paper.id}/preparation`,
            token,
          ),
        (r) => r.body.preparation?.status === 'accepted',
        'publishing to know the paper is accepted',
      );
      await signInAdmin(page, e2e.site);
      await page.goto(`/admin/submissions/${paper.id}`);
      const card = page.getByRole('region', { name: 'Publication' });
      const publish = card.getByRole('button', { name: 'Publish now' });
      await card.getByLabel('Licence', { exact: true }).selectOption('CC BY-NC 4.0');
      expect(await publish.isDisabled()).toBe(true);
      await card.getByRole('button', { name: 'Save licence' }).click();
      await card.getByText('Licence saved.').waitFor();
      await card.getByLabel(/Upload PDF/).setInputFiles({
        name: 'insulin.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await card.getByRole('button', { name: 'Upload', exact: true }).click();
      await card.getByText('PDF uploaded.').waitFor();
      await settle(page);
      expect(await publish.isEnabled()).toBe(true);
      expect(await card.getByLabel('Publish without a PDF galley').count()).toBe(0);
      await shot(page, `${viewportName}-publication-ready`, publish);
      expect(await seriousViolations(page)).toEqual([]);

      const asked: string[] = [];
      page.once('dialog', (dialog) => {
        asked.push(dialog.message());
        void dialog.accept();
      });
      await publish.click();
      const doiLink = card.getByRole('link', { name: /^10\.5555\// });
      await doiLink.waitFor({ timeout: 15_000 });
      expect(asked).toEqual(['Publish this paper now under CC BY-NC 4.0, with its PDF galley?']);
      const article = await siteJson<{ article: { licence: string; galley: { size: number } | null } }>(
        e2e.site,
        'GET',
        `/api/admin/articles/${paper.id}`,
        token,
      );
      expect(article.body.article).toMatchObject({ licence: 'CC BY-NC 4.0', galley: { size: PDF.length } });
      expect((await statusOf(e2e, paper.id)).status).toBe('published');
      await shot(page, `${viewportName}-publication-published`, doiLink);
    });
  });
});
