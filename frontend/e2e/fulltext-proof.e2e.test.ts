// Issue 31 in a real browser: an editor uploads the final .docx of an accepted paper (python-docx writes
// it), the conversion job sends the proof mail, the author opens its link, reads the full text and
// approves it; once published, the article page shows the sections, a figure and linked references,
// rendered by the server and kept by the SPA.
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  ARTICLE_DOCX_SET,
  describeWith,
  makeArticleDocxFiles,
  siteJson,
  signInAdmin,
} from '@journal/testing';
import { signInAuthor } from './support/accounts';
import { launchBrowser } from './support/browser';
import { linkFromMail } from './support/mails';
import { eventually, prepareContext } from './support/pages';
import { seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(90_000);

const screenshotPath = (name: string) =>
  path.join(os.tmpdir(), 'journal-e2e-screenshots', `fulltext-${name}.png`);

describeWith(['browser', 'python-docx'], 'full text and proof (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let paper: SeededPaper;
  let admin: string;

  const setStatus = async (status: string) => {
    const changed = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${paper.id}/status`, admin, {
      status,
      email: e2e.site.adminEmail,
    });
    if (changed.status !== 200) throw new Error(`status ${status}: HTTP ${changed.status}`);
  };

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    paper = await seedPaper(e2e.site, `Timber Frames ${Date.now().toString(36)}`);
    admin = await signInAdmin(e2e.site);
    await setStatus('accepted');
    const docx = (await makeArticleDocxFiles([ARTICLE_DOCX_SET[0]!])).get('article-1')!;
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(docx)]), 'final.docx');
    await eventually(
      'the production file is taken',
      async () =>
        (
          await fetch(`${e2e.site.baseUrl}/api/admin/submissions/${paper.id}/production`, {
            method: 'POST',
            headers: { authorization: `Bearer ${admin}` },
            body: form,
          })
        ).status === 202,
      15_000,
    );
    context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport: { width: 1280, height: 900 } });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    page = await context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  it('mails the proof link; the author reads the full text and approves it', async () => {
    const link = await linkFromMail(
      e2e.site,
      paper.author.email,
      /https?:\/\/[^\s"<>]+\/submissions\/[0-9a-f-]{36}\/proof/,
    );
    expect(link).toContain(`/submissions/${paper.id}/proof`);
    await signInAuthor(page, paper.author.email, paper.author.password);
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: 'Introduction' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('status').filter({ hasText: 'Please read the proof' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Approve proof' }).click();
    await page.getByText('You approved this proof. Thank you.').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('proof-approved'), fullPage: false });
    const production = await siteJson<{ data: { production: { proof: { status: string } } } }>(
      e2e.site,
      'GET',
      `/api/admin/submissions/${paper.id}/production`,
      admin,
    );
    expect(production.body.data.production.proof).toEqual({ status: 'approved' });
  });

  it('takes a version of the paper (its submitted .docx) as the production file through the submission service', async () => {
    const docx = (await makeArticleDocxFiles([ARTICLE_DOCX_SET[1]!])).get('article-2')!;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      userEmail: paper.author.email,
      journalName: 'Applied Science',
      journalIcon: 'as',
      paperTitle: `Timber Frames Two ${Date.now().toString(36)}`,
      abstract: 'Load paths in timber frames.',
      keywords: 'timber, frames',
    }))
      form.set(k, v);
    form.set('paperFile', new Blob([new Uint8Array(docx)]), 'timber.docx');
    const submitted = await fetch(`${e2e.site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${paper.author.token}` },
      body: form,
    });
    expect(submitted.status).toBe(201);
    const id = ((await submitted.json()) as { submission: { id: string } }).submission.id;
    const changed = await siteJson(e2e.site, 'PUT', `/api/admin/submissions/${id}/status`, admin, {
      status: 'accepted',
      email: e2e.site.adminEmail,
    });
    expect(changed.status).toBe(200);
    const route = `/api/admin/submissions/${id}/production`;
    let chosen = { status: 0, body: {} as Record<string, unknown> };
    await eventually(
      'publishing has heard of the acceptance',
      async () => {
        chosen = await siteJson(e2e.site, 'PUT', route, admin, { version: 1 });
        return chosen.status === 202;
      },
      15_000,
    );
    expect(chosen.body).toMatchObject({ success: true, data: { production: { version: 1 } } });
    expect((await siteJson(e2e.site, 'PUT', route, admin, { version: 9 })).status).toBe(404);
    expect((await siteJson(e2e.site, 'PUT', route, admin, { version: 'one' })).status).toBe(400);
    await eventually(
      'the version converts',
      async () =>
        (await siteJson<{ data: { production: { status: string } } }>(e2e.site, 'GET', route, admin)).body
          .data.production.status === 'ready',
      20_000,
    );
  });

  it('shows the published full text: sections, a figure and linked references', async () => {
    await setStatus('published');
    await eventually(
      'the article is public',
      async () => (await fetch(`${e2e.site.baseUrl}/api/articles/${paper.id}`)).status === 200,
      15_000,
    );
    await page.goto(`/articles/${paper.id}`);
    // Only the SPA has Copy buttons: seeing one means it took over the server's page.
    await page.getByRole('button', { name: 'Copy BibTeX' }).waitFor({ timeout: 15_000 });
    const fullText = page.getByRole('region', { name: 'Full text' });
    const contents = fullText.getByRole('navigation', { name: 'Contents' });
    expect(await contents.getByRole('link').allTextContents()).toEqual([
      'Introduction',
      'Materials and methods',
      'Methods',
      'Results',
      'References',
    ]);
    await contents.getByRole('link', { name: 'Methods', exact: true }).click();
    await page.waitForURL(/#sec-2$/);
    const figure = fullText.locator('figure#fig-1 img');
    await figure.scrollIntoViewIfNeeded();
    await eventually(
      'the figure loads',
      async () => (await figure.evaluate((img: HTMLImageElement) => img.naturalWidth)) > 0,
      10_000,
    );
    const references = fullText.locator('#references li a[href^="https://doi.org/10."]');
    expect(await references.count()).toBe(10);
    expect(await page.locator('meta[name="citation_fulltext_html_url"]').getAttribute('content')).toMatch(
      new RegExp(`/articles/${paper.id}$`),
    );
    await page.screenshot({ path: screenshotPath('article-figure') });
  });
});
