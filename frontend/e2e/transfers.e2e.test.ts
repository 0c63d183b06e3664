// Transfers between the family's journals in a real browser, at desktop and phone widths (issue 44 item 1):
// an editor of the first journal offers a rejected paper to a sister journal from the paper's page, the
// author accepts the offer on their profile, and the sister journal's editor sees the paper with
// "Transferred from" the first journal, its history there and its decision letter.
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWith, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAuthor } from './support/accounts';
import { launchBrowser } from './support/browser';
import { journalMember, signInOnAdminLogin } from './support/journal-members';
import { eventually, prepareContext, settle } from './support/pages';
import { seedPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(240_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-transfers');
const GUIDE_IMAGES = path.resolve(__dirname, '../../docs/guide/images');
const LETTER = 'Sound work, but outside the scope of this journal.';
const OFFER = 'Our sister journal publishes exactly this kind of work.';

const DEVICES = [
  {
    name: 'desktop',
    from: 'applied-science',
    to: 'civil-engineering',
    options: { viewport: { width: 1280, height: 900 } },
  },
  {
    name: 'phone',
    from: 'electrical-engineering',
    to: 'mechanical-engineering',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely */
type Body = any;

describeWith('browser', 'a transfer to a sister journal (browser)', () => {
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

  const noSideScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  for (const device of DEVICES) {
    describe(device.name, () => {
      const pages: Page[] = [];
      const newPage = async () => {
        const context = await browser.newContext({ baseURL: e2e.site.baseUrl, ...device.options });
        await prepareContext(context, e2e.site.baseUrl, { consent: true });
        const page = await context.newPage();
        pages.push(page);
        return page;
      };
      afterEach(async () => {
        for (const page of pages.splice(0)) await page.context().close();
      });

      it('an editor offers it, the author accepts on the profile, the sister journal sees where it came from', async () => {
        const stamp = `${device.name} ${Date.now().toString(36)}`;
        const title = `Harbour silting ${stamp}`;
        const editorA = await journalMember(e2e.site, admin, device.from, 'editor', {
          prefix: 'transfer-a',
          givenNames: 'Ada',
          familyName: 'Sender',
        });
        const editorB = await journalMember(e2e.site, admin, device.to, 'editor', {
          prefix: 'transfer-b',
          givenNames: 'Bo',
          familyName: 'Receiver',
        });
        const paper = await seedPaper(e2e.site, title, undefined, device.from);
        const rejected = await siteJson(
          e2e.site,
          'POST',
          `/api/admin/submissions/${paper.id}/decision`,
          admin,
          {
            decision: 'reject',
            message: LETTER,
          },
        );
        expect(rejected.status).toBe(201);

        // The first journal's editor: Offer transfer, with its confirmation.
        const editorPage = await newPage();
        await signInOnAdminLogin(editorPage, editorA);
        await editorPage.goto(`/admin/submissions/${paper.id}`);
        await editorPage.getByRole('heading', { level: 1, name: title }).waitFor();
        const card = editorPage.getByTestId('transfer-panel');
        await card.getByLabel('Sister journal').selectOption(device.to);
        await card.getByLabel('Message to the author').fill(OFFER);
        await card.getByRole('button', { name: 'Offer transfer' }).click();
        await card.getByRole('button', { name: 'Confirm offer' }).waitFor();
        if (device.name === 'desktop') {
          await card.scrollIntoViewIfNeeded();
          await card.screenshot({ path: path.join(GUIDE_IMAGES, 'editor-transfer.png') });
        }
        await card.getByRole('button', { name: 'Confirm offer' }).click();
        await card.getByText('Transfer offered: the author has been sent the offer').waitFor();
        await card.getByText(/waiting for the author/).waitFor();
        await noSideScroll(editorPage);
        await editorPage.screenshot({ path: path.join(SHOTS, `${device.name}-offer.png`), fullPage: true });

        // The author: the offer on the profile, accepted.
        const authorPage = await newPage();
        await signInAuthor(authorPage, paper.author.email, paper.author.password);
        const offer = authorPage.getByTestId('transfer-offer');
        await offer.waitFor();
        await offer.getByText(OFFER).waitFor();
        await noSideScroll(authorPage);
        await offer.getByRole('button', { name: 'Accept transfer' }).click();
        await authorPage.getByText(/^Transfer accepted/).waitFor();
        await eventually('both papers on the profile', async () => {
          await settle(authorPage);
          return (await authorPage.getByTestId('transferred-from').count()) === 1;
        });
        await authorPage.getByTestId('transferred-to').first().waitFor();
        await authorPage.screenshot({ path: path.join(SHOTS, `${device.name}-profile.png`), fullPage: true });

        // The sister journal's editor: the new submission with its history at the first journal.
        const record = await siteJson<Body>(e2e.site, 'GET', `/api/admin/submissions/${paper.id}`, admin);
        const newId = record.body.data.transfers.offers[0].to_submission_id as string;
        expect(newId).toMatch(/^[0-9a-f-]{36}$/);
        const receiverPage = await newPage();
        await signInOnAdminLogin(receiverPage, editorB);
        await receiverPage.goto(`/admin/submissions/${newId}`);
        await receiverPage.getByRole('heading', { level: 1, name: title }).waitFor();
        const from = receiverPage.getByTestId('transferred-from');
        await from.getByText(/^Transferred from /).waitFor();
        await from.getByTestId('transfer-decision-letter').getByText(LETTER).waitFor();
        await from
          .getByText(/rejected/)
          .first()
          .waitFor();
        await noSideScroll(receiverPage);
        await receiverPage.screenshot({
          path: path.join(SHOTS, `${device.name}-received.png`),
          fullPage: true,
        });
        // The first journal's paper is not theirs to open.
        await receiverPage.goto(`/admin/submissions/${paper.id}`);
        await receiverPage.getByText('Submission not found').waitFor();
      });
    });
  }
});
