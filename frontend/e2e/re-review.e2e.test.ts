// A round-two reviewer in a real browser (issue 29, item 8), desktop and phone: the invitation page says
// it is a re-review and shows the authors' response to the reviewers and round 1's report, numbered.
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { describeWith, makeTxt, signInAdmin as adminToken, siteJson } from '@journal/testing';
import { launchBrowser } from './support/browser';
import { reviewLinkFor } from './support/mails';
import { prepareContext, uniqueEmail } from './support/pages';
import { inviteThroughApi, seedPaper, type SeededPaper } from './support/peer-review';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(180_000);

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } } as const;
const RESPONSE = 'We added error bars to Figure 2 and a second crystal.';
const ROUND_ONE_COMMENTS = 'Figure 2 needs error bars.';

function screenshotPath(name: string): string {
  return path.join(os.tmpdir(), 'journal-e2e-screenshots', `re-review-${name}.png`);
}

describeWith('browser', 'a round-two reviewer sees the response to reviewers (issue 29, browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let paper: SeededPaper;
  let link = '';

  beforeAll(async () => {
    e2e = await startE2ESite();
    browser = await launchBrowser();
    const site = e2e.site;
    paper = await seedPaper(site, `Penicillin Re-review ${Date.now().toString(36)}`);
    // Round 1 through the API: one report, a revisions decision, the revision with its response.
    const first = uniqueEmail('round-one');
    await inviteThroughApi(site, paper.id, { email: first, givenNames: 'Round', familyName: 'One' });
    const token = (await reviewLinkFor(site, first)).split('/review/')[1]!;
    const answer = (suffix: string, body: unknown) =>
      siteJson(site, 'POST', `/api/reviews/${token}${suffix}`, undefined, body);
    if ((await answer('/accept', { competingInterests: 'none' })).status !== 200)
      throw new Error('accept failed');
    const reported = await answer('/report', {
      recommendation: 'major_revisions',
      commentsToAuthor: ROUND_ONE_COMMENTS,
    });
    if (reported.status !== 201) throw new Error(`report failed: HTTP ${reported.status}`);
    const decided = await siteJson(
      site,
      'POST',
      `/api/admin/submissions/${paper.id}/decision`,
      await adminToken(site),
      {
        decision: 'revisions',
        message: 'Please address the report.',
      },
    );
    if (decided.status !== 201) throw new Error(`decision failed: HTTP ${decided.status}`);
    const form = new FormData();
    form.set('responseToReviewers', RESPONSE);
    form.set('paperFile', new Blob([new Uint8Array(makeTxt(3000))]), 'penicillin-v2.txt');
    const revised = await fetch(`${site.baseUrl}/api/registration/submissions/${paper.id}/revisions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${paper.author.token}` },
      body: form,
    });
    if (revised.status !== 201) throw new Error(`revision failed: HTTP ${revised.status}`);
    const second = uniqueEmail('round-two');
    await inviteThroughApi(site, paper.id, { email: second, givenNames: 'Round', familyName: 'Two' });
    link = await reviewLinkFor(site, second);
  }, 300_000);

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await e2e?.stop();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`${name}: the invitation says re-review and shows the response and round 1's report`, async () => {
      const context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      contexts.push(context);
      const reviewer = await context.newPage();
      await reviewer.goto(link);
      await reviewer.getByRole('heading', { name: 'This is a re-review: round 2' }).waitFor();
      expect(await reviewer.getByTestId('response-to-reviewers').innerText()).toBe(RESPONSE);
      const previous = reviewer.getByRole('region', { name: 'This is a re-review: round 2' });
      expect(await previous.innerText()).toContain('Reviewer 1: Major revisions');
      expect(await previous.innerText()).toContain(ROUND_ONE_COMMENTS);
      // Still double-blind: no author's name or address anywhere on the page.
      const text = await reviewer.locator('main').innerText();
      expect(text).not.toContain(paper.author.email);
      expect(text).not.toContain(paper.author.familyName);
      await reviewer.getByRole('button', { name: 'Accept invitation' }).waitFor();
      const past = await reviewer.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .map((el) => el.getBoundingClientRect().right - window.innerWidth)
          .filter((by) => by > 0.5),
      );
      expect(past).toEqual([]);
      await reviewer.screenshot({ path: screenshotPath(name), fullPage: true });
    });
  }
});
