// Two administrator screens in a real browser, with the screenshots of docs/guide/: the Users page (issue 45:
// every account found by part of a name, with its roles, on desktop and phone) and a paper's Integrity
// panel (issue 44 item 4: the same manuscript sent to a sister journal is named there).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, registerAuthor, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { launchBrowser } from './support/browser';
import { eventually, prepareContext, settle, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(240_000);

const GUIDE_IMAGES = path.resolve(__dirname, '../../docs/guide/images');
const PASSWORD = 'a-long-enough-password';
const TITLE = 'Eelgrass Carbon Stocks of the Kiel Fjord';
const ABSTRACT =
  'We mapped eelgrass meadows of the Kiel Fjord by sonar and measured the organic carbon of forty cores.';
const TEXT = [
  'Eelgrass meadows along the western Baltic coast store organic carbon in their sediments for centuries.',
  'We mapped the meadows with side-scan sonar in two summers and took forty sediment cores at depths',
  'between two and eight metres, sliced every two centimetres and measured by elemental analysis.',
  'Meadow area shrank by a fifth between the surveys, mostly where boat moorings scar the seabed.',
].join(' ');

describeWith('browser', 'the Users page and the Integrity panel (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sister = '';
  const author = { email: uniqueEmail('kiel'), givenNames: 'Rosa', familyName: 'Hartmann' };

  async function submit(token: string, journalName: string): Promise<string> {
    const form = new FormData();
    form.set('userEmail', author.email);
    form.set('journalName', journalName);
    form.set('paperTitle', TITLE);
    form.set('abstract', ABSTRACT);
    form.set('keywords', 'eelgrass, blue carbon');
    form.set('paperFile', new Blob([Buffer.from(TEXT, 'utf8')]), 'eelgrass.txt');
    const res = await fetch(e2e.url('/api/registration/submit-paper'), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = (await res.json()) as { submission?: { id: string } };
    expect(res.status).toBe(201);
    return body.submission!.id;
  }

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    const token = await registerAuthor(e2e.site, { ...author, password: PASSWORD });
    for (const n of [1, 2, 3])
      await registerAuthor(e2e.site, {
        email: uniqueEmail(`hartmann-${n}`),
        givenNames: ['Jonas', 'Mia', 'Lena'][n - 1]!,
        familyName: 'Hartmann',
        password: PASSWORD,
      });
    await submit(token, 'Applied Science');
    sister = await submit(token, 'Civil Engineering');
    const admin = await adminToken(e2e.site);
    await eventually('the integrity check of the second submission', async () => {
      const res = await siteJson<{ data?: { pending: boolean; matches: unknown[] } }>(
        e2e.site,
        'GET',
        `/api/admin/submissions/${sister}/integrity`,
        admin,
      );
      return res.body.data?.pending === false && res.body.data.matches.length > 0;
    });
    context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport: { width: 1280, height: 900 } });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    page = await context.newPage();
    await signInAdmin(page, e2e.site);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  it('finds accounts by part of a family name, with their roles', async () => {
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await page.getByLabel('Name or email').fill('hartm');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('4 accounts, page 1 of 1').waitFor();
    const names = await page.getByRole('list', { name: 'Users' }).getByRole('listitem').allTextContents();
    expect(names).toHaveLength(4);
    expect(names.every((line) => line.includes('Hartmann') && line.includes('Author'))).toBe(true);
    await settle(page);
    mkdirSync(GUIDE_IMAGES, { recursive: true });
    await page.screenshot({ path: path.join(GUIDE_IMAGES, 'publisher-users.png') });

    await page.getByLabel('Name or email').fill('nobody-has-this-name');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No account matches.').waitFor();
  });

  it('fits a phone: the search and the list stay within the screen', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto('/admin/users');
    await phone.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await phone.getByRole('list', { name: 'Users' }).waitFor();
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.close();
  });

  it("names the sister journal's copy in the paper's Integrity panel", async () => {
    await page.goto(`/admin/submissions/${sister}`);
    const panel = page.getByRole('region', { name: 'Integrity' });
    await panel.getByText('Also under review at Applied Science').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await settle(page);
    await panel.screenshot({ path: path.join(GUIDE_IMAGES, 'editor-integrity.png') });
  });
});
