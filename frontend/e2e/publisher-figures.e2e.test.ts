// The publisher's figures in a real browser (issue 44 item 5): the administrator opens Publisher's figures
// from the dashboard and reads this year's figures of a journal with a desk rejection; a journal's
// "Publish our figures" setting adds the public Our figures tab. Screenshots for docs/guide/publisher.md.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWith, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { launchBrowser } from './support/browser';
import { eventually, prepareContext, settle } from './support/pages';
import { seedPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(240_000);

const GUIDE_IMAGES = path.resolve(__dirname, '../../docs/guide/images');
const YEAR = new Date().getUTCFullYear();

describeWith('browser', "the publisher's figures (browser)", () => {
  let e2e: E2ESite;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    const admin = await adminToken(e2e.site);
    const rejected = await seedPaper(e2e.site, 'Scour Around Offshore Monopiles');
    await seedPaper(e2e.site, 'Tidal Energy in Narrow Straits');
    await seedPaper(e2e.site, 'Bridge Deck Fatigue', undefined, 'Civil Engineering');
    const decision = await siteJson(
      e2e.site,
      'POST',
      `/api/admin/submissions/${rejected.id}/decision`,
      admin,
      {
        decision: 'reject',
        message: 'Outside the scope of this journal.',
      },
    );
    expect(decision.status).toBe(201);
    await eventually('the desk rejection in the figures', async () => {
      const res = await siteJson<{
        data?: { family: { deskRejections: number; submissionsReceived: number } };
      }>(e2e.site, 'GET', `/api/admin/publisher/analytics?year=${YEAR}`, admin);
      return res.body.data?.family.deskRejections === 1 && res.body.data.family.submissionsReceived === 3;
    });
    const context = await browser.newContext({
      baseURL: e2e.site.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    page = await context.newPage();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  it("shows the year's figures per journal and for the family, with a chart", async () => {
    await signInAdmin(page, e2e.site);
    await page.getByRole('link', { name: "Publisher's figures" }).click();
    await page.getByRole('heading', { name: "Publisher's figures", level: 1 }).waitFor();
    await page.getByLabel('Year').fill(String(YEAR));
    const table = page.getByRole('table', { name: `Figures per journal and the family, ${YEAR}` });
    await table.waitFor();
    const cells = (label: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
        .getByRole('cell');
    const headers = await table.getByRole('columnheader').allTextContents();
    const column = (name: string) => headers.indexOf(name) - 1;
    const received = await cells('Submissions received').allTextContents();
    expect(received[column('Applied Science')]).toBe('2');
    expect(received[column('Civil Engineering')]).toBe('1');
    expect(received[column('All journals')]).toBe('3');
    const desk = await cells('Desk rejections').allTextContents();
    expect(desk[column('Applied Science')]).toBe('1');
    expect(await page.getByRole('img', { name: `Figures per journal, ${YEAR}` }).isVisible()).toBe(true);
    await settle(page);
    mkdirSync(GUIDE_IMAGES, { recursive: true });
    await page.screenshot({ path: path.join(GUIDE_IMAGES, 'publisher-figures.png') });
  });

  it("adds the journal's Our figures tab once Publish our figures is ticked", async () => {
    await page.goto('/admin/journals/applied-science');
    await page.getByRole('heading', { name: 'Journal settings', level: 1 }).waitFor();
    await page.getByLabel('Publish our figures').check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByRole('status').filter({ hasText: 'Changes saved.' }).waitFor();
    await eventually('the public figures switched on', async () => {
      const res = await fetch(e2e.url('/api/journals/applied-science/figures'));
      return res.status === 200;
    });
    await page.goto('/journals/applied-science');
    await page
      .getByRole('navigation', { name: 'Journal sections' })
      .getByRole('link', { name: 'Our figures' })
      .click();
    await page.getByRole('heading', { name: 'Our figures', level: 1 }).waitFor();
    // This year is not complete: the page waits for the first complete year.
    await page.getByText('There is no complete year of figures yet.').waitFor();
  });
});
