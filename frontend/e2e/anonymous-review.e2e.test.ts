// Double-blind files in a real browser against the real backend (issue 26, item 1): the editor's page
// warns about the author's names left in the reviewers' copy before anyone is invited, and the .docx the
// reviewer downloads has no author in its properties or tracked changes.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, registerAuthor } from '@journal/testing';
import { buildDocx } from '../../libs/documents/test/support/docx-fixtures';
import { signInAdmin } from './support/accounts';
import { launchBrowser } from './support/browser';
import { reviewLinkFor } from './support/mails';
import { prepareContext, uniqueEmail } from './support/pages';
import { dueDateIn } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

/** Screenshots for people to look at (not compared). */
function screenshotPath(name: string): string {
  return path.join(os.tmpdir(), 'journal-e2e-screenshots', `anonymous-review-${name}.png`);
}

describeWith('browser', 'anonymous reviewer copies (issue 26, browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let editor: Page;
  let reviewer: Page;
  let paperId = '';
  const title = `Insulin Structure ${Date.now().toString(36)}`;
  const author = {
    email: uniqueEmail('anon-author'),
    givenNames: 'Dorothy',
    familyName: 'Hodgkin',
    password: 'a-long-enough-password',
  };
  const reviewerEmail = uniqueEmail('anon-reviewer');

  async function page(): Promise<Page> {
    const context = await browser.newContext({ baseURL: e2e.site.baseUrl, acceptDownloads: true });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    const token = await registerAuthor(e2e.site, author);
    // The author's name in the properties, a tracked change, a header and the body.
    const docx = await buildDocx({
      author,
      coreProperties: true,
      appProperties: true,
      customProperties: true,
      trackedChanges: true,
      header: true,
      bodyMentions: true,
    });
    const form = new FormData();
    form.set('userEmail', author.email);
    form.set('journalName', 'Applied Science');
    form.set('paperTitle', title);
    form.set('paperFile', new Blob([new Uint8Array(docx)]), 'insulin.docx');
    const response = await fetch(`${e2e.site.baseUrl}/api/registration/submit-paper`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(201);
    paperId = ((await response.json()) as { submission: { id: string } }).submission.id;
    editor = await page();
    reviewer = await page();
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await e2e?.stop();
  });

  it("the editor's page warns about the author's names before any reviewer is invited, and lets them invite once confirmed", async () => {
    await signInAdmin(editor, e2e.site);
    await editor.goto(`/admin/submissions/${paperId}`);
    await editor.getByRole('heading', { level: 1, name: title }).waitFor();
    const warning = editor.getByTestId('anonymity-warning');
    await warning.waitFor({ timeout: 20_000 });
    const text = await warning.innerText();
    expect(text).toContain("The reviewers' copy still names the authors");
    expect(text).toContain('Name "Dorothy Hodgkin" in the body text');
    expect(text).toContain(`Email "${author.email}" in the body text`);
    // The copy replaces the header's name (issue 42 item 9): removed, not a warning.
    expect(text).not.toContain('in a header');
    expect(await editor.getByTestId('anonymity-removed').innerText()).toContain(
      'a header (Name "Dorothy Hodgkin")',
    );
    await warning.screenshot({ path: screenshotPath('editor-warning') });
    await editor.getByRole('region', { name: 'Reviewers' }).getByText('No reviewers invited yet').waitFor();

    await editor.getByLabel('Reviewer email').fill(reviewerEmail);
    await editor.getByLabel('Given names').fill('Max');
    await editor.getByLabel('Family name').fill('Perutz');
    await editor.getByLabel('Due date').fill(dueDateIn(14));
    await editor.getByRole('button', { name: 'Send invitation' }).click();
    // The body still names the author: the editor confirms, having seen where (issue 42 item 9).
    const ask = editor.getByRole('alertdialog');
    await ask.getByText("The reviewers' copy still names the authors").waitFor();
    expect(await ask.getByTestId('invite-findings').innerText()).toContain(
      'Name "Dorothy Hodgkin" in the body text',
    );
    await ask.getByRole('button', { name: 'Invite anyway' }).click();
    await editor.getByText(`Invitation sent to ${reviewerEmail}`).waitFor();
  });

  it('the reviewer accepts and downloads a .docx without the author in its properties, header or tracked changes', async () => {
    await reviewer.goto(await reviewLinkFor(e2e.site, reviewerEmail));
    await reviewer.getByRole('radio', { name: 'I have no competing interests' }).check();
    await reviewer.getByRole('button', { name: 'Accept invitation' }).click();
    await reviewer.getByText(/Thank you for accepting/).waitFor();
    const [download] = await Promise.all([
      reviewer.waitForEvent('download'),
      reviewer.getByRole('button', { name: 'Download manuscript' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`manuscript-${paperId}-v1.docx`);
    const zip = await JSZip.loadAsync(await readFile((await download.path())!));
    const core = await zip.file('docProps/core.xml')!.async('string');
    const app = await zip.file('docProps/app.xml')!.async('string');
    const document = await zip.file('word/document.xml')!.async('string');
    expect(zip.file('docProps/custom.xml')).toBeNull();
    for (const secret of [author.givenNames, author.familyName, author.email]) {
      expect(core).not.toContain(secret);
      expect(app).not.toContain(secret);
    }
    // The tracked changes are accepted (issue 42 item 9): no reviser is named, not even "Author".
    expect(document).not.toMatch(/w:author=|<w:(ins|del)\b/);
  });
});
