// Peer review in a real browser against the real backend (issue 12): the editor invites a reviewer from
// the submission's page, the reviewer opens the link from the mail the site wrote, accepts and reports,
// the editor records a revisions decision, and the author's open profile shows it live with the
// anonymous comments; the author uploads the revision and the editor's page lists version 2.
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { signInAdmin, signInAuthor } from './support/accounts';
import { launchBrowser } from './support/browser';
import { reviewLinkFor } from './support/mails';
import { eventually, prepareContext, uniqueEmail } from './support/pages';
import { dueDateIn, seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Screenshots for people to look at (not compared). */
function screenshotPath(name: string): string {
  return path.join(os.tmpdir(), 'journal-e2e-screenshots', `peer-review-${name}.png`);
}

describeWith('browser', 'peer review (issue 12, browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let author: Page;
  let editor: Page;
  let reviewer: Page;
  let paper: SeededPaper;
  const reviewerEmail = uniqueEmail('rosalind');
  const commentsToAuthor = 'Figure 2 needs error bars.';
  const commentsToEditor = 'Confidential: the method is sound.';

  async function page(): Promise<Page> {
    const context = await browser.newContext({
      baseURL: e2e.site.baseUrl,
      viewport: DESKTOP,
      acceptDownloads: true,
    });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    paper = await seedPaper(e2e.site, `Penicillin Structure ${Date.now().toString(36)}`);
    author = await page();
    editor = await page();
    reviewer = await page();
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await e2e?.stop();
  });

  it('the author watches the profile while the paper is reviewed', async () => {
    await signInAuthor(author, paper.author.email, paper.author.password);
    await author.getByTestId(`submission-${paper.id}`).waitFor();
  });

  it("the editor opens the paper from the dashboard's title link and invites a reviewer", async () => {
    await signInAdmin(editor, e2e.site);
    await editor.getByRole('link', { name: paper.title }).click();
    await editor.waitForURL(`**/admin/submissions/${paper.id}`);
    await editor.getByRole('heading', { level: 1, name: paper.title }).waitFor();
    expect(await editor.getByTestId('manuscript-id').textContent()).toBe(
      `MS-${paper.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`,
    );
    await editor.getByText('Version 1: penicillin.txt').waitFor();

    // The form's own checks first: nothing is sent with a past due date.
    await editor.getByLabel('Reviewer email').fill(reviewerEmail);
    await editor.getByLabel('Given names').fill('Rosalind');
    await editor.getByLabel('Family name').fill('Franklin');
    await editor.getByLabel('Due date').fill('2020-01-01');
    await editor.getByRole('button', { name: 'Send invitation' }).click();
    await editor.getByText('The due date must be in the future').waitFor();

    await editor.getByLabel('Due date').fill(dueDateIn(14));
    await editor.getByRole('button', { name: 'Send invitation' }).click();
    await editor.getByText(`Invitation sent to ${reviewerEmail}`).waitFor();
    const reviewers = editor.getByRole('region', { name: 'Reviewers' });
    await reviewers.getByText('Reviewer 1: Rosalind Franklin').waitFor();
    await reviewers.getByText('Invited', { exact: true }).waitFor();
    await editor.screenshot({ path: screenshotPath('editor-invited'), fullPage: true });
  });

  it('the reviewer opens the link from the mail, sees no author, accepts and downloads the manuscript', async () => {
    const link = await reviewLinkFor(e2e.site, reviewerEmail);
    await reviewer.goto(link);
    await reviewer.getByRole('heading', { level: 1, name: paper.title }).waitFor();
    const text = await reviewer.locator('main').innerText();
    expect(text).toContain('The structure of penicillin from X-ray diffraction.');
    // Double-blind: the author's name and address are nowhere on the reviewer's page.
    expect(text).not.toContain(paper.author.familyName);
    expect(text).not.toContain(paper.author.email);

    await reviewer.getByRole('radio', { name: 'I have no competing interests' }).check();
    await reviewer.getByRole('button', { name: 'Accept invitation' }).click();
    await reviewer.getByText(/Thank you for accepting/).waitFor();
    expect(await reviewer.getByTestId('invitation-state').textContent()).toBe('Accepted');

    const [download] = await Promise.all([
      reviewer.waitForEvent('download'),
      reviewer.getByRole('button', { name: 'Download manuscript' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`manuscript-${paper.id}-v1.txt`);
  });

  it("the first acceptance moves the paper under review: the author's profile says so live", async () => {
    await author
      .getByText(`Your paper "${paper.title}" in Applied Science has been updated to UNDER REVIEW`)
      .waitFor({ timeout: 15_000 });
  });

  it('the reviewer reports (the form checks first) and sees that the report is in', async () => {
    await reviewer.getByRole('button', { name: 'Submit report' }).click();
    await reviewer.getByText('Please choose a recommendation').waitFor();
    await reviewer.getByLabel('Recommendation').selectOption('minor_revisions');
    await reviewer.getByLabel('Comments to the author').fill(commentsToAuthor);
    await reviewer.getByLabel('Comments to the editor (optional)').fill(commentsToEditor);
    await reviewer.screenshot({ path: screenshotPath('reviewer-report'), fullPage: true });
    await reviewer.getByRole('button', { name: 'Submit report' }).click();
    await reviewer.getByRole('heading', { name: 'Your report has been submitted' }).waitFor();

    // The link still opens, and says the report is in.
    await reviewer.reload();
    await reviewer.getByRole('heading', { name: 'Your report has been submitted' }).waitFor();
  });

  it('the editor reads the report with its confidential part and asks for revisions', async () => {
    await editor.reload();
    const reports = editor.getByRole('region', { name: 'Review reports' });
    await reports.getByText(commentsToAuthor).waitFor();
    await reports.getByText(commentsToEditor).waitFor();
    await reports.getByText('Minor revisions').waitFor();
    await editor.getByRole('region', { name: 'Reviewers' }).getByText('Report submitted').waitFor();

    const form = editor.getByRole('form', { name: 'Record a decision' });
    await form.getByRole('radio', { name: 'Request revisions' }).check();
    await form.getByLabel('Message to the author').fill('Please add error bars and resubmit.');
    await form.getByRole('button', { name: 'Record decision' }).click();
    await editor.getByText(/Revisions requested: Decision recorded/).waitFor();
    await editor
      .getByRole('region', { name: 'Decision' })
      .getByText('Please add error bars and resubmit.')
      .waitFor();
  });

  it("the author's open profile shows the decision live, with 'Reviewer 1' and never the editor's part", async () => {
    await author
      .getByText(`Your paper "${paper.title}" in Applied Science has been updated to REVISIONS REQUESTED`)
      .waitFor({ timeout: 15_000 });
    const card = author.getByTestId(`submission-${paper.id}`);
    const decision = card.getByTestId('decision');
    await decision.getByText('Please add error bars and resubmit.').waitFor();
    await decision.getByText('Reviewer 1').waitFor();
    await decision.getByText(commentsToAuthor).waitFor();
    const cardText = await card.innerText();
    expect(cardText).not.toContain(commentsToEditor);
    expect(cardText).not.toContain('Franklin');
    expect(cardText).not.toContain(reviewerEmail);
    await author.screenshot({ path: screenshotPath('author-decision'), fullPage: true });
  });

  it('the author uploads the revision and the editor sees version 2 live', async () => {
    await author.getByRole('button', { name: 'Upload revision' }).click();
    const dialog = author.getByRole('dialog', { name: 'Upload revision' });
    await dialog.getByLabel(/Revised paper/).setInputFiles({
      name: 'penicillin-v2.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('The structure of penicillin, revised with error bars.\n'.repeat(20)),
    });
    await dialog.getByLabel(/Response to reviewers/).fill('Error bars added to figure 2.');
    await dialog.getByRole('button', { name: 'Upload revision' }).click();
    await author.getByText('Revision submitted successfully').waitFor();
    await eventually(
      'Upload revision gone',
      async () => (await author.getByRole('button', { name: 'Upload revision' }).count()) === 0,
    );

    const versions = editor.getByRole('region', { name: 'File versions' });
    await versions.getByText('Version 2: penicillin-v2.txt').waitFor({ timeout: 15_000 });
    await editor.getByRole('heading', { name: 'Invite a reviewer for round 2' }).waitFor();
    await editor.getByRole('button', { name: 'Invite Rosalind Franklin again' }).waitFor();
  });

  it('each page fits a phone (390 x 844) without sideways scrolling', async () => {
    for (const [name, tab] of [
      ['editor', editor],
      ['reviewer', reviewer],
      ['author', author],
    ] as const) {
      await tab.setViewportSize(PHONE);
      await tab.waitForTimeout(200);
      const fits = await tab.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      await tab.screenshot({ path: screenshotPath(`${name}-phone`), fullPage: true });
      expect({ page: name, fits }).toEqual({ page: name, fits: true });
    }
  });
});
