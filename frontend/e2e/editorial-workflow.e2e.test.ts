// Issue 29 in a real browser against the real backend, on a desktop and a phone: the dashboard's to-do
// view (next step, round and reports, handling editor; the Needs filter), and the confirmation the
// administrator gets before a status change that publishes a paper without peer review.
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
  });
});
