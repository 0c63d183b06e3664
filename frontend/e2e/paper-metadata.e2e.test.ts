// Issue 11 in a real browser against the real backend: an author submits with an edited title, an
// abstract, two keywords and two co-authors; the profile shows them; Edit details works; Withdraw
// asks first and then shows the grey badge.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, makeTxt } from '@journal/testing';
import { registerAuthor, signInAuthor } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { eventually, prepareContext, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

describeWith('browser', 'paper metadata (browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const email = uniqueEmail('metadata');
  const password = 'a-long-enough-password';
  const title = 'Load Paths in Arched Masonry Bridges';
  const abstract = 'Arches carry loads along curved paths.\nWe measure them.';

  beforeAll(async () => {
    e2e = await startE2ESite();
    await registerAuthor(e2e.site, { email, password, givenNames: 'Ada', familyName: 'Lovelace' });
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport: { width: 1280, height: 900 } });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    page = await context.newPage();
    await signInAuthor(page, email, password);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  const card = () => page.locator('.submission-card', { hasText: title });

  it('submits with an edited title, an abstract, two keywords and two co-authors', async () => {
    await page.goto('/submit');
    // SPEC's three-step indicator stays as it is.
    await page.getByRole('list', { name: 'Submission progress' }).waitFor();
    expect(await page.locator('.submit-step__label').allTextContents()).toEqual([
      'Select Journal',
      'Upload Paper',
      'Submit',
    ]);
    await page.getByRole('button', { name: /Civil Engineering/ }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'bridges-draft-3.txt',
      mimeType: 'text/plain',
      buffer: makeTxt(4096),
    });
    await page.getByRole('heading', { name: 'Paper details' }).waitFor();
    const titleInput = page.getByLabel('Paper title');
    expect(await titleInput.inputValue()).toBe('bridges-draft-3');
    await titleInput.fill(title);

    await page.getByLabel('Abstract (optional)').fill(abstract);
    await page.getByTestId('abstract-counter').getByText(`${abstract.length} / 5,000 characters`).waitFor();

    const keyword = page.getByPlaceholder('Type a keyword and press Enter');
    await keyword.fill('Bridges');
    await keyword.press('Enter');
    await keyword.fill('bridges');
    await keyword.press('Enter'); // a duplicate, ignoring case: dropped
    await keyword.fill('Masonry');
    await keyword.press('Enter');
    const chips = page.getByRole('list', { name: 'Keywords' }).getByRole('listitem');
    expect(await chips.allTextContents()).toEqual(['Bridges×', 'Masonry×']);

    await page.getByRole('button', { name: '+ Add co-author' }).click();
    await page.getByRole('button', { name: '+ Add co-author' }).click();
    const first = page.getByTestId('co-author-0');
    const second = page.getByTestId('co-author-1');
    await first.getByLabel('Given names').fill('Grace');
    await first.getByLabel('Family name').fill('Hopper');
    await first.getByLabel('Email').fill('grace@example.org');
    await first.getByLabel('Affiliation (optional)').fill('Yale University');
    await second.getByLabel('Given names').fill('Alan');
    await second.getByLabel('Family name').fill('Turing');
    await second.getByLabel('Email').fill('alan@example');
    await second.getByLabel('ORCID iD (optional)').fill('0000-0002-1694-2330');

    // The SPA checks as the server does, with the same messages, and sends nothing yet.
    await page.getByRole('button', { name: 'Submit Paper' }).click();
    await second.getByText('Please enter a valid email address').waitFor();
    await second.getByLabel('Email').fill('alan@example.org');
    await page.getByRole('button', { name: 'Submit Paper' }).click();
    await second.getByText('Please enter a valid ORCID iD').waitFor();
    await second.getByLabel('ORCID iD (optional)').fill('https://orcid.org/0000-0002-1694-233X');

    // Reorder: Alan first, then back.
    await page.getByRole('button', { name: 'Move Alan Turing up' }).click();
    expect(await page.getByTestId('co-author-0').getByLabel('Given names').inputValue()).toBe('Alan');
    await page.getByRole('button', { name: 'Move Alan Turing down' }).click();
    expect(await page.getByTestId('co-author-0').getByLabel('Given names').inputValue()).toBe('Grace');

    await page.getByTestId('submit-summary').getByText(title).waitFor();
    expect(await seriousViolations(page)).toEqual([]); // the Paper details block, filled in
    await page.getByRole('button', { name: 'Submit Paper' }).click();
    await page
      .getByText('Paper submitted successfully! You will receive a confirmation email shortly.')
      .waitFor();
    await page.waitForURL('**/profile', { timeout: 10_000 });
  });

  it('shows the details on the profile', async () => {
    await page.getByRole('heading', { name: title }).waitFor();
    const submitted = card();
    await submitted.getByText('Arches carry loads along curved paths.', { exact: false }).waitFor();
    expect(
      await submitted.getByRole('list', { name: 'Keywords' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Bridges', 'Masonry']);
    const coAuthors = await submitted.locator('.submission-card__co-authors li').allTextContents();
    expect(coAuthors).toEqual([
      'Grace Hopper, Yale University · grace@example.org',
      'Alan Turing · alan@example.org · ORCID 0000-0002-1694-233X',
    ]);
    expect(
      await submitted.getByRole('link', { name: 'ORCID 0000-0002-1694-233X' }).getAttribute('href'),
    ).toBe('https://orcid.org/0000-0002-1694-233X');
    expect((await submitted.locator('.status-badge').textContent())?.trim()).toBe('Submitted');
  });

  it('edits the details', async () => {
    await card().getByRole('button', { name: 'Edit details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit paper details' });
    expect(await dialog.getByLabel('Paper title').inputValue()).toBe(title);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Abstract (optional)').fill('Arches carry loads. Revised.');
    await dialog.getByRole('button', { name: 'Remove keyword Masonry' }).click();
    await dialog.getByRole('button', { name: 'Remove Grace Hopper' }).click();
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Paper details updated successfully').waitFor();
    await eventually('the dialog closed', async () => (await page.getByRole('dialog').count()) === 0);
    await card().getByText('Arches carry loads. Revised.').waitFor();
    expect(
      await card().getByRole('list', { name: 'Keywords' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Bridges']);
    expect(await card().locator('.submission-card__co-authors li').count()).toBe(1);
  });

  it('asks before withdrawing, then shows the grey Withdrawn badge', async () => {
    await card().getByRole('button', { name: 'Withdraw' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw this paper?' });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await card().locator('.status-badge').textContent())?.trim()).toBe('Submitted');

    await card().getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw paper' }).click();
    // Our own success notice, or the live notice of the same change that may replace it at once.
    await page.getByText(/Your paper has been withdrawn|has been updated to WITHDRAWN/).waitFor();
    const badge = card().locator('.status-badge');
    await eventually('the Withdrawn badge', async () => (await badge.textContent())?.trim() === 'Withdrawn');
    expect(await badge.getAttribute('class')).toContain('status-badge--grey');
    expect(await card().getByRole('button', { name: 'Withdraw' }).count()).toBe(0);
    expect(await card().getByRole('button', { name: 'Edit details' }).count()).toBe(0);
  });
});
