// The journal's review form in a real browser (issue 42, item 5), desktop and phone: a manager builds the
// form on the journal's Review form page, each reviewer answers it on their link (a required question is
// asked for before anything is sent) and attaches a file, and the editor reads the answers beside the
// recommendation with the file's findings, and passes the file to the author.
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { launchBrowser } from './support/browser';
import { reviewLinkFor } from './support/mails';
import { prepareContext, uniqueEmail } from './support/pages';
import { inviteThroughApi, seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const GUIDE_IMAGES = path.resolve(__dirname, '../../docs/guide/images');

function screenshotPath(name: string): string {
  return path.join(os.tmpdir(), 'journal-e2e-screenshots', `review-form-${name}.png`);
}

describeWith('browser', "a reviewer answers the journal's review form (issue 42, browser)", () => {
  let e2e: E2ESite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let paper: SeededPaper;
  const reviewers = {
    desktop: { email: uniqueEmail('kathleen'), givenNames: 'Kathleen', familyName: 'Lonsdale' },
    phone: { email: uniqueEmail('dorothy'), givenNames: 'Dorothy', familyName: 'Wrinch' },
  };

  async function page(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport, acceptDownloads: true });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    contexts.push(context);
    return context.newPage();
  }

  async function noSidewaysScroll(tab: Page, name: string) {
    // The elements that stick out name themselves in the failure.
    const wide = await tab.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
        .slice(0, 5),
    );
    expect([name, wide]).toEqual([name, []]);
  }

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    paper = await seedPaper(e2e.site, `Review form paper ${Date.now().toString(36)}`);
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await e2e?.stop();
  });

  it("a manager builds the journal's review form on its Review form page", async () => {
    const manager = await page(VIEWPORTS.desktop);
    await signInAdmin(manager, e2e.site);
    await manager.goto('/admin/journals/applied-science/review-form');
    await manager.getByRole('heading', { name: 'Questions for reviewers' }).waitFor();
    await manager.getByText('No questions: reviewers write comments only.').waitFor();

    const add = async (label: string, kind: string, required: boolean, options?: string) => {
      await manager.getByRole('button', { name: 'Add question' }).click();
      const question = manager.getByRole('listitem', { name: /^Review question \d+$/ }).last();
      await question.getByLabel(/^Question \d+$/).fill(label);
      await question.getByLabel('Kind').selectOption(kind);
      if (options) await question.getByLabel('Options (one per line)').fill(options);
      if (required) await question.getByLabel('Required', { exact: true }).check();
      return question;
    };
    const scale = await add('How original is the work?', 'scale', true);
    await scale.getByLabel('Shown to the author in the decision letter').check();
    await add('Are the methods sound?', 'choice', true, 'Yes\nPartly\nNo');
    await add('Is the data available?', 'yes-no', false);
    // Added last, moved up: the order is the managers'.
    await add('What is the main weakness?', 'text', false);
    await manager.getByRole('button', { name: 'Move question 4 up' }).click();
    await manager.getByRole('button', { name: 'Save review form' }).click();
    await manager.getByText('Saved: invitations sent from now on ask 4 questions.').waitFor();
    await manager.screenshot({ path: path.join(GUIDE_IMAGES, 'manager-review-form.png'), fullPage: true });
    await manager.reload();
    const labelOf = (n: number) => manager.getByLabel(`Question ${n}`, { exact: true });
    await labelOf(3).waitFor();
    expect(await labelOf(3).inputValue()).toBe('What is the main weakness?');
    expect(await labelOf(4).inputValue()).toBe('Is the data available?');

    // Invitations sent now carry this form.
    for (const reviewer of Object.values(reviewers)) await inviteThroughApi(e2e.site, paper.id, reviewer);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS) as [
    keyof typeof VIEWPORTS,
    { width: number; height: number },
  ][]) {
    it(`on a ${name}: the reviewer answers the form, attaches a file and reports`, async () => {
      const reviewer = reviewers[name];
      const tab = await page(viewport);
      await tab.goto(await reviewLinkFor(e2e.site, reviewer.email));
      await tab.getByRole('heading', { level: 1, name: paper.title }).waitFor();
      await tab.getByRole('radio', { name: 'I have no competing interests' }).check();
      await tab.getByRole('button', { name: 'Accept invitation' }).click();
      await tab.getByText(/Thank you for accepting/).waitFor();

      const questions = tab.getByRole('group', { name: 'Review questions' });
      await questions.getByText('How original is the work?').waitFor();
      await tab.getByLabel('Recommendation').selectOption('minor_revisions');
      await tab.getByLabel('Comments to the author').fill(`Careful work (${name}).`);
      // The required questions are asked for before anything is sent.
      await tab.getByRole('button', { name: 'Submit report' }).click();
      expect(await questions.getByText('Please answer this question').count()).toBe(2);

      await questions.getByRole('radio', { name: '4', exact: true }).check();
      await questions.getByLabel('Are the methods sound?').selectOption('Partly');
      await questions.getByLabel('What is the main weakness? (optional)').fill('The sample is small.');
      await questions.getByRole('radio', { name: 'Yes', exact: true }).check();

      const file = tab.getByRole('group', { name: 'Attach a file' });
      await file.getByLabel('Choose a file').setInputFiles({
        name: 'notes.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('not a document'),
      });
      await file.getByRole('button', { name: 'Upload file' }).click();
      await file.getByText('Please upload only DOC, DOCX, PDF, or TXT files').waitFor();
      await file.getByLabel('Choose a file').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from(`Notes on figure 2 by ${reviewer.givenNames} ${reviewer.familyName}.\n`),
      });
      await file.getByRole('button', { name: 'Upload file' }).click();
      await file.getByText('Your file has been attached to your report').waitFor();
      await file.getByText('Attached: notes.txt').waitFor();
      if (name === 'desktop')
        await tab.screenshot({ path: path.join(GUIDE_IMAGES, 'reviewer-review-form.png'), fullPage: true });
      else await tab.screenshot({ path: screenshotPath('reviewer-phone'), fullPage: true });
      await noSidewaysScroll(tab, `reviewer on a ${name}`);

      await tab.getByRole('button', { name: 'Submit report' }).click();
      await tab.getByRole('heading', { name: 'Your report has been submitted' }).waitFor();
    });
  }

  it('the editor reads the answers beside the recommendation, sees the file name the reviewer, passes it on', async () => {
    const editor = await page(VIEWPORTS.desktop);
    await signInAdmin(editor, e2e.site);
    await editor.goto(`/admin/submissions/${paper.id}`);
    const reports = editor.getByRole('region', { name: 'Review reports' });
    await reports.getByText('Careful work (desktop).').waitFor();
    const answers = reports.getByRole('definition');
    expect(await answers.allInnerTexts()).toEqual(
      expect.arrayContaining(['4 of 5', 'Partly', 'The sample is small.', 'Yes']),
    );
    await reports.getByText('(shown to the author)').first().waitFor();
    const attachment = reports.getByTestId('report-attachment').first();
    await attachment.getByText('The file names the reviewer:').waitFor();
    await attachment
      .getByText(/Lonsdale.* in the text/)
      .first()
      .waitFor();
    editor.once('dialog', (dialog) => void dialog.accept());
    await attachment.getByRole('button', { name: 'Pass to the author' }).click();
    await attachment.getByText(/Passed to the author/).waitFor();
    await editor.screenshot({ path: screenshotPath('editor-answers'), fullPage: true });

    const phone = await page(VIEWPORTS.phone);
    await signInAdmin(phone, e2e.site);
    await phone.goto(`/admin/submissions/${paper.id}`);
    await phone.getByRole('region', { name: 'Review reports' }).getByText('Careful work (phone).').waitFor();
    await noSidewaysScroll(phone, 'editor on a phone');
  });
});
