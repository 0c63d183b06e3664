// Discussions in a real browser, at desktop and phone widths (issue 42 item 6): an editor writes to the
// author about their paper; the author follows the mail's link, signs in, reads the message on their
// submission card and answers it; the editorial page's Discussions panel shows the answer under the
// author's name, and the mail to the author never carried the message itself.
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describeWith, readUntil, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { signInAdmin, signInAuthor } from './support/accounts';
import { launchBrowser } from './support/browser';
import { linkFromMail } from './support/mails';
import { prepareContext, settle } from './support/pages';
import { seedPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

const SHOTS = path.join(os.tmpdir(), 'journal-e2e-discussions');
const QUESTION = 'Could you send the raw transect counts for **site K3**?';
const SUBJECT = 'Transect data for K3';

const DEVICES = [
  { name: 'desktop', options: { viewport: { width: 1280, height: 900 } } },
  { name: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

describeWith('browser', 'discussions (browser)', () => {
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

  for (const device of DEVICES) {
    describe(device.name, () => {
      let page: Page;
      beforeAll(async () => {
        const context = await browser.newContext({ baseURL: e2e.site.baseUrl, ...device.options });
        await prepareContext(context, e2e.site.baseUrl, { consent: true });
        page = await context.newPage();
      });
      afterAll(() => page?.context().close());

      it('an author answers a discussion message', async () => {
        const paper = await seedPaper(e2e.site, `Eelgrass ${device.name} ${Date.now().toString(36)}`);
        const started = await siteJson<{ data: { thread: { id: string } } }>(
          e2e.site,
          'POST',
          `/api/admin/submissions/${paper.id}/discussions`,
          admin,
          { participants: 'author', subject: SUBJECT, body: QUESTION },
        );
        expect(started.status).toBe(201);
        const threadId = started.body.data.thread.id;

        // The mail links to the paper's card on the profile, without the message.
        const link = await linkFromMail(
          e2e.site,
          paper.author.email,
          /https?:\/\/\S+\/profile#submission-card-[\w-]+/,
        );
        expect(link).toContain(`/profile#submission-card-${paper.id}`);
        await signInAuthor(page, paper.author.email, paper.author.password);
        await page.goto(new URL(link).pathname + new URL(link).hash);
        const card = page.getByTestId(`submission-${paper.id}`);
        const thread = card.getByTestId(`discussion-${threadId}`);
        await thread.getByRole('heading', { name: SUBJECT }).waitFor();
        await thread.getByText('Editorial office').waitFor();
        // The Markdown is rendered (bold), not shown as asterisks.
        expect(await thread.locator('strong').textContent()).toBe('site K3');
        await settle(page);
        await thread.scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(SHOTS, `${device.name}-author-question.png`) });

        const answer = `Attached in the revision, by month (${device.name}).`;
        await thread.getByLabel('Your reply').fill(answer);
        await thread.getByRole('button', { name: 'Send reply' }).click();
        await thread.getByText(answer).waitFor();
        await thread.getByText('You', { exact: true }).waitFor();
        expect(await thread.getByLabel('Your reply').inputValue()).toBe('');
        await settle(page);
        await page.screenshot({ path: path.join(SHOTS, `${device.name}-author-answered.png`) });

        // The answer is the editors' to read: through the API at once, and on the editorial page.
        const editors = await readUntil(
          async () =>
            (
              await siteJson<{ data: { threads: { messages: { sender: string; body: string }[] }[] } }>(
                e2e.site,
                'GET',
                `/api/admin/submissions/${paper.id}/discussions`,
                admin,
              )
            ).body.data.threads[0]!.messages,
          (messages) => messages.length === 2,
          'the answer on the editors’ side',
        );
        expect(editors.map((m) => m.body)).toEqual([QUESTION, answer]);
        expect(editors[1]!.sender).toBe(`${paper.author.givenNames} ${paper.author.familyName}`);

        const editorial = await browser.newContext({ baseURL: e2e.site.baseUrl, ...device.options });
        await prepareContext(editorial, e2e.site.baseUrl, { consent: true });
        const office = await editorial.newPage();
        try {
          await signInAdmin(office, e2e.site);
          await office.goto(`/admin/submissions/${paper.id}`);
          const panel = office.getByRole('region', { name: 'Discussions' });
          await panel.getByText(answer).waitFor();
          await panel
            .getByText(`With Author: ${paper.author.givenNames} ${paper.author.familyName}`)
            .waitFor();
          await panel.scrollIntoViewIfNeeded();
          await settle(office);
          await office.screenshot({ path: path.join(SHOTS, `${device.name}-editorial-discussions.png`) });
        } finally {
          await editorial.close();
        }
      });
    });
  }
});
