// Issue 42 item 4 in a real browser: a co-author opens the proof link of their "Proof ready" mail
// without an account, at desktop and phone widths, and sees what will be published (title, authors with
// affiliation and ORCID iD, abstract, keywords, licence, full text and references); the last reader
// approves it through the same page.
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  describeWith,
  makeProofDocx,
  makeTxt,
  registerAuthor,
  siteJson,
  signInAdmin,
} from '@journal/testing';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { linkFromMail } from './support/mails';
import { eventually, prepareContext, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(90_000);

const screenshotPath = (name: string) =>
  path.join(os.tmpdir(), 'journal-e2e-screenshots', `proof-link-${name}.png`);

const TITLE = 'Carbon in Baltic seagrass meadows';
const ABSTRACT = 'Seagrass meadows of the Baltic store carbon in their sediments.';
const REFERENCE = 'Duarte CM. The role of coastal plant communities. Nature Climate Change. 2013.';

describeWith(['browser'], 'a co-author opens the proof link without an account (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let id: string;
  let link: string;
  const coAuthor = {
    givenNames: 'Jonas',
    familyName: 'Weber',
    email: uniqueEmail('proof-coauthor'),
    affiliation: 'University of Kiel',
    orcid: '0000-0002-1694-233X',
  };

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    const author = {
      email: uniqueEmail('proof-author'),
      givenNames: 'Rosa',
      familyName: 'Hartmann',
      password: 'a-long-enough-password',
    };
    const token = await registerAuthor(e2e.site, author);
    const form = new FormData();
    form.set('userEmail', author.email);
    form.set('journalName', 'Applied Science');
    form.set('journalIcon', 'as');
    form.set('paperTitle', TITLE);
    form.set('abstract', ABSTRACT);
    form.set('keywords', 'seagrass, blue carbon');
    form.set('coAuthors', JSON.stringify([coAuthor]));
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(2048))]), 'seagrass.txt');
    const submitted = await fetch(`${e2e.site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(submitted.status).toBe(201);
    id = ((await submitted.json()) as { submission: { id: string } }).submission.id;
    const admin = await signInAdmin(e2e.site);
    const accepted = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${id}/status`, admin, {
      status: 'accepted',
      email: e2e.site.adminEmail,
    });
    expect(accepted.status).toBe(200);
    const docx = makeProofDocx([
      { heading: 'Introduction', paragraphs: ['Seagrass meadows store carbon.'] },
      { heading: 'References', paragraphs: [`${REFERENCE} https://doi.org/10.1038/nclimate1970`] },
    ]);
    await eventually(
      'the production file is taken',
      async () => {
        const production = new FormData();
        production.set('file', new Blob([new Uint8Array(docx)]), 'final.docx');
        const res = await fetch(`${e2e.site.baseUrl}/api/admin/submissions/${id}/production`, {
          method: 'POST',
          headers: { authorization: `Bearer ${admin}` },
          body: production,
        });
        return res.status === 202;
      },
      15_000,
    );
    link = await linkFromMail(e2e.site, coAuthor.email, /https?:\/\/[^\s"<>]+\/proofs\/[A-Za-z0-9_-]{43}/);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  it.each([
    ['desktop', { width: 1280, height: 900 }, false],
    ['phone', { width: 390, height: 844 }, true],
  ])('%s: reads the proof as it will be published', async (name, viewport, answer) => {
    const context: BrowserContext = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    const page: Page = await context.newPage();
    try {
      expect(link).not.toContain('/login');
      await page.goto(new URL(link).pathname);
      await page.getByRole('heading', { name: TITLE }).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toMatch(/^\/proofs\//);
      const authors = page.getByRole('list', { name: 'Authors' });
      expect(await authors.getByRole('listitem').allTextContents()).toEqual([
        'Rosa Hartmann',
        expect.stringContaining('Jonas Weber'),
      ]);
      expect(await authors.textContent()).toContain('University of Kiel');
      expect(
        await page.getByRole('link', { name: 'ORCID iD of Jonas Weber: 0000-0002-1694-233X' }).count(),
      ).toBe(1);
      await page.getByRole('heading', { name: 'Abstract' }).waitFor();
      expect(await page.getByText(ABSTRACT).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'CC BY 4.0' }).count()).toBe(1);
      const fullText = page.getByRole('region', { name: 'Full text' });
      await fullText.getByRole('heading', { name: 'References' }).waitFor();
      expect(await fullText.locator('#references li').first().textContent()).toContain(REFERENCE);
      expect(await page.getByRole('status').filter({ hasText: 'Please read the proof' }).count()).toBe(1);
      await page.screenshot({ path: screenshotPath(name), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
      if (answer) {
        await page.getByRole('button', { name: 'Approve proof' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: 'You approved this proof. Thank you.' })
          .waitFor({ timeout: 15_000 });
        // The link is used up by the answer: opened again, it says so.
        await page.reload();
        await page
          .getByRole('alert')
          .filter({ hasText: 'Your answer to this proof has been sent' })
          .waitFor({ timeout: 15_000 });
      }
    } finally {
      await context.close();
    }
  });
});
