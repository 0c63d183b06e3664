// Registry deposits in a real browser (issue 43): a journal manager opens the journal's Indexing page, sees
// the published article with its deposits held as "Not configured (held)" (no registry is set up on this
// site) and the DOAJ Seal panel, then the article's Deposits panel on its submission page, where "Deposit
// again" shows the server's refusal text.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWith, readUntil, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { journalMember, signInOnAdminLogin } from './support/journal-members';
import { prepareContext, settle } from './support/pages';
import { seedPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const GUIDE_IMAGES = path.resolve(__dirname, '../../docs/guide/images');
const SLUG = 'civil-engineering';

describeWith('browser', 'deposits and the Indexing page (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let admin: string;
  let page: Page;

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    admin = await adminToken(e2e.site);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });
  beforeEach(async () => {
    const context = await browser.newContext({
      baseURL: e2e.site.baseUrl,
      viewport: { width: 1280, height: 900 },
    });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    page = await context.newPage();
  });
  afterEach(() => page?.context().close());

  it('a manager sees held deposits and the DOAJ Seal, and Deposit again answers with the reason', async () => {
    const title = `Pile foundations in soft clay ${Date.now().toString(36)}`;
    const paper = await seedPaper(e2e.site, title, undefined, 'Civil Engineering');
    for (const status of ['accepted', 'published']) {
      const changed = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${paper.id}/status`, admin, {
        status,
        email: e2e.site.adminEmail,
      });
      expect(changed.status).toBe(200);
    }
    await readUntil(
      async () => (await fetch(`${e2e.site.baseUrl}/api/articles/${paper.id}`)).status,
      (s) => s === 200,
      'the published article',
    );

    const manager = await journalMember(e2e.site, admin, SLUG, 'manager', {
      prefix: 'indexing-manager',
      givenNames: 'Ines',
      familyName: 'Manager',
    });
    await signInOnAdminLogin(page, manager);
    await page.goto(`/admin/journals/${SLUG}/indexing`);
    await page.getByRole('heading', { level: 1, name: 'Indexing' }).waitFor();
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      expect.any(String),
      'Not configured (held)',
      'Not configured (held)',
      'Not configured (held)',
    ]);
    const seal = page.getByRole('region', { name: 'DOAJ Seal' });
    await seal.getByText(/of 7 criteria met/).waitFor();
    await seal.getByText('DOAJ deposits are not configured (DOAJ_API_URL): deposits are held').waitFor();
    await settle(page);
    await page.screenshot({ path: path.join(GUIDE_IMAGES, 'manager-indexing.png'), fullPage: true });

    await row.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/admin/submissions/${paper.id}`);
    const deposits = page.getByTestId('deposits-panel');
    await deposits.getByRole('rowheader', { name: 'Crossref' }).waitFor();
    await deposits.getByRole('button', { name: 'Deposit again: Crossref' }).click();
    await deposits
      .getByText('Crossref: Crossref is not configured (CROSSREF_DEPOSIT_URL); the deposit is held')
      .waitFor();
  });
});
