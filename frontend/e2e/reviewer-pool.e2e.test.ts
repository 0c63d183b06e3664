// The invite form's reviewer pool in a real browser (issue 29, item 4), desktop and phone: volunteers
// with matching interests are suggested first with their load, a person at an author's institution is
// flagged, and choosing them asks for confirmation before the invitation goes out with the override.
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWith, registerAuthor, siteJson } from '@journal/testing';
import { signInAdmin } from './support/accounts';
import { launchBrowser } from './support/browser';
import { prepareContext } from './support/pages';
import { dueDateIn, seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;
const stamp = Date.now().toString(36);
/** Interests matching the seeded papers' keywords (crystallography, penicillin). */
const KATHLEEN = {
  email: `kathleen-${stamp}@ri.example.net`,
  givenNames: 'Kathleen',
  familyName: 'Lonsdale',
  interests: ['crystallography', 'penicillin'],
};
/** Her institution is the seeded author's: a conflict. */
const ADA = {
  email: `ada-${stamp}@weizmann.example.net`,
  givenNames: 'Ada',
  familyName: 'Yonath',
  interests: ['penicillin'],
};

function screenshotPath(name: string): string {
  return path.join(os.tmpdir(), 'journal-e2e-screenshots', `reviewer-pool-${name}.png`);
}

describeWith('browser', 'reviewer pool in the invite form (issue 29, browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const papers: Record<string, SeededPaper> = {};

  async function page(viewport: { width: number; height: number }): Promise<Page> {
    const context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    contexts.push(context);
    return context.newPage();
  }

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    let adaToken = '';
    for (const { interests, ...person } of [KATHLEEN, ADA]) {
      const token = await registerAuthor(e2e.site, { ...person, password: 'a-long-enough-password' });
      if (person.email === ADA.email) adaToken = token;
      const saved = await siteJson(e2e.site, 'PUT', '/api/registration/update-profile', token, {
        reviewerInterests: interests,
      });
      if (saved.status !== 200) throw new Error(`saving interests failed: HTTP ${saved.status}`);
    }
    papers.desktop = await seedPaper(e2e.site, `Penicillin Pool ${stamp}`);
    for (const token of [papers.desktop.author.token, adaToken]) {
      const set = await siteJson(e2e.site, 'PUT', '/api/users/institution', token, {
        institution: 'Weizmann Institute of Science',
      });
      if (set.status !== 200) throw new Error(`setting the institution failed: HTTP ${set.status}`);
    }
    papers.phone = await seedPaper(e2e.site, `Penicillin Pool Phone ${stamp}`, papers.desktop.author);
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await e2e?.stop();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`${name}: suggestions ranked by interests with load, a conflict warned and confirmed`, async () => {
      const paper = papers[name]!;
      const editor = await page(viewport);
      await signInAdmin(editor, e2e.site);
      await editor.goto(`/admin/submissions/${paper.id}`);
      await editor.getByRole('heading', { level: 1, name: paper.title }).waitFor();
      const suggestions = editor.getByTestId('pool-reviewer');
      // Profiles reach the pool as events: the page is reloaded until both volunteers are there.
      for (let attempt = 0; (await suggestions.count()) < 2 && attempt < 20; attempt += 1) {
        await editor.waitForTimeout(500);
        if (attempt % 4 === 3) await editor.reload();
      }
      await expect(suggestions.nth(0).innerText()).resolves.toContain('Kathleen Lonsdale');
      const first = await suggestions.nth(0).innerText();
      expect(first).toContain('crystallography, penicillin');
      expect(first).toContain('0 open · not yet invited in this journal');
      const second = await suggestions.nth(1).innerText();
      expect(second).toContain('Ada Yonath');
      expect(second).toContain('Conflict of interest: same institution as an author');

      await editor.getByRole('button', { name: 'Choose Ada Yonath' }).click();
      expect(await editor.getByLabel('Reviewer email').inputValue()).toBe(ADA.email);
      await editor.getByLabel('Due date').fill(dueDateIn(14));
      await editor.getByRole('button', { name: 'Send invitation' }).click();
      const ask = editor.getByRole('alertdialog');
      await ask.waitFor();
      expect(await ask.innerText()).toContain(
        'This reviewer has a conflict of interest with the paper (same institution as an author)',
      );
      await editor.screenshot({ path: screenshotPath(`${name}-confirm`), fullPage: true });
      await editor
        .getByRole('form', { name: 'Invite a reviewer' })
        .screenshot({ path: screenshotPath(`${name}-invite-form`) });
      await ask.getByRole('button', { name: 'Invite anyway' }).click();
      await editor.getByText(`Invitation sent to ${ADA.email}`).waitFor();
      await editor
        .getByRole('region', { name: 'Reviewers' })
        .getByText('Ada Yonath', { exact: false })
        .first()
        .waitFor();
      // The suggestions fit the phone's width: nothing of them reaches past the window's edge.
      const past = await editor.evaluate(() =>
        [...document.querySelectorAll('.detail-pool, .detail-pool *, .detail-pool__conflict')]
          .map((el) => el.getBoundingClientRect().right - window.innerWidth)
          .filter((by) => by > 0.5),
      );
      expect(past).toEqual([]);
    });
  }
});
