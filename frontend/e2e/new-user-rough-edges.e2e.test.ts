// Issue 15 in a real browser against the real backend: the rough edges a new author and a new editor
// hit, each asserted as fixed, on desktop and phone viewports.
import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describeWith } from '@journal/testing';
import { registerAuthor, signInAdmin, signInAuthor } from './support/accounts';
import { seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { eventually, prepareContext, uniqueEmail } from './support/pages';
import { startE2ESite, type E2ESite } from './support/site';

jest.setTimeout(120_000);

interface Viewport {
  width: number;
  height: number;
}

const DESKTOP: Viewport = { width: 1280, height: 800 };
const PHONE: Viewport = { width: 390, height: 844 };

/** True when the element's box lies wholly inside the visible part of the page. */
async function inViewport(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width
  );
}

/** Screenshots of the fixed pages, for people to look at (not compared). */
function screenshotPath(name: string): string {
  return path.join(os.tmpdir(), 'journal-e2e-screenshots', `${name}.png`);
}

async function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
}

/** Presses Submit Paper with nothing chosen: the error must end up inside the viewport. */
async function expectMissingJournalInView(page: Page): Promise<Locator> {
  const submit = page.getByRole('button', { name: 'Submit Paper' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const missing = page.getByRole('alert').filter({ hasText: 'Please select a journal category' });
  await missing.waitFor();
  await eventually('the error in view', () => inViewport(page, missing));
  return submit;
}

describeWith('browser', 'new user rough edges (issue 15, browser)', () => {
  let e2e: E2ESite;
  let browser: Browser;
  const email = uniqueEmail('rough-edges');
  const password = 'a-long-enough-password';

  beforeAll(async () => {
    e2e = await startE2ESite();
    await registerAuthor(e2e.site, { email, password, givenNames: 'Ada', familyName: 'Lovelace' });
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await e2e?.stop();
  });

  async function signedIn(who: 'author' | 'admin', viewport: Viewport): Promise<[BrowserContext, Page]> {
    const context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport });
    await prepareContext(context, e2e.site.baseUrl, { consent: true });
    const page = await context.newPage();
    if (who === 'admin') await signInAdmin(page, e2e.site);
    else {
      await signInAuthor(page, email, password);
      await page.getByRole('heading', { name: 'My Account' }).waitFor();
    }
    return [context, page];
  }

  /** One signed-in tab for the tests of a describe block. */
  function tabFor(who: 'author' | 'admin', viewport: Viewport): () => Page {
    let context: BrowserContext | undefined;
    let page: Page | undefined;
    beforeAll(async () => {
      [context, page] = await signedIn(who, viewport);
    });
    afterAll(async () => context?.close());
    return () => {
      if (!page) throw new Error('no signed-in tab');
      return page;
    };
  }

  describe('item 2: the verification link and registration on /login', () => {
    /** The verification link from the .eml the site wrote for `to` (quoted-printable undone). */
    async function verificationLink(to: string): Promise<string> {
      const mailDir = path.join(e2e.site.dataDir, 'mail');
      let link: string | undefined;
      await eventually(
        'the verification mail',
        async () => {
          for (const name of await readdir(mailDir)) {
            const eml = (await readFile(path.join(mailDir, name), 'utf8'))
              .replace(/=\r?\n/g, '')
              .replace(/=3D/g, '=');
            if (!eml.includes(to)) continue;
            link = /\/api\/registration\/verify-email\?token=[A-Za-z0-9._~%-]+/.exec(eml)?.[0];
            if (link) return true;
          }
          return false;
        },
        20_000,
      );
      return link ?? '';
    }

    it('says the address is verified after a good link, and that a reused link is used up', async () => {
      const fresh = uniqueEmail('verify');
      await registerAuthor(e2e.site, {
        email: fresh,
        password,
        givenNames: 'Mary',
        familyName: 'Somerville',
      });
      const link = await verificationLink(fresh);
      const context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport: PHONE });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      const page = await context.newPage();
      try {
        await page.goto(link);
        await page.waitForURL('**/login?verified=1');
        await page
          .getByRole('status')
          .filter({ hasText: 'Your email address is verified. You can log in now.' })
          .waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await page.goto(link);
        await page.waitForURL('**/login?verified=0');
        await page
          .getByRole('alert')
          .filter({ hasText: 'This verification link has already been used or has expired.' })
          .waitFor();
        expect(await page.getByText('Your email address is verified.').count()).toBe(0);
      } finally {
        await context.close();
      }
    });

    it('keeps the check-your-email message on /login after registering', async () => {
      const context = await browser.newContext({ baseURL: e2e.site.baseUrl, viewport: DESKTOP });
      await prepareContext(context, e2e.site.baseUrl, { consent: true });
      const page = await context.newPage();
      try {
        await page.goto('/login');
        await page.getByLabel('Email address').fill(uniqueEmail('check-mail'));
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL('**/register');
        await page.getByLabel('Given names').fill('Emmy');
        await page.getByLabel('Family name').fill('Noether');
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByLabel('Repeat password').fill(password);
        await page.getByLabel('I accept the terms and conditions').check();
        await page.getByRole('button', { name: 'Create account' }).click();
        await page.waitForURL('**/login', { timeout: 10_000 });
        await page.waitForTimeout(2500);
        await page
          .getByRole('status')
          .filter({ hasText: 'Registration successful! Please check your email for verification.' })
          .waitFor();
      } finally {
        await context.close();
      }
    });
  });

  describe('as an author on desktop', () => {
    const page = tabFor('author', DESKTOP);

    it('item 6: the header and the profile sidebar show the same initials', async () => {
      const sidebar = page().locator('.profile-avatar');
      expect((await sidebar.textContent())?.trim()).toBe('AL');
      const header = page().locator('.site-header .avatar').first();
      await eventually('header initials AL', async () => (await header.textContent())?.trim() === 'AL');
      // Still so after a reload, and on another page.
      await page().goto('/');
      expect((await page().locator('.site-header .avatar').first().textContent())?.trim()).toBe('AL');
      await page().goto('/profile');
      await page().getByRole('heading', { name: 'My Account' }).waitFor();
    });

    it('item 3: typing IIT, NIT, IISER or AIIMS suggests those institutions', async () => {
      await page().getByRole('button', { name: 'Add Institution' }).click();
      const input = page().getByRole('combobox');
      const options = page().getByRole('listbox', { name: 'Suggested institutions' }).getByRole('option');
      await input.fill('IIT');
      await eventually('IIT suggestions', async () => (await options.count()) > 0);
      const iit = await options.allTextContents();
      expect(iit).toContain('Indian Institute of Technology Bombay');
      expect(iit.every((name) => name.startsWith('Indian Institute of Technology'))).toBe(true);
      await input.fill('NIT Warangal');
      await eventually(
        'NIT Warangal',
        async () =>
          (await options.allTextContents()).join('|') === 'National Institute of Technology Warangal',
      );
      await input.fill('IISER');
      await eventually('IISER Pune', async () =>
        (await options.allTextContents()).includes('Indian Institute of Science Education and Research Pune'),
      );
      await input.fill('aiims');
      await eventually('AIIMS New Delhi', async () =>
        (await options.allTextContents()).includes('All India Institute of Medical Sciences, New Delhi'),
      );
      await page().getByRole('button', { name: 'Cancel' }).click();
    });

    it('item 10: the Edit Profile dialog keeps focus inside and gives it back on close', async () => {
      const opener = page().getByRole('button', { name: 'Edit Profile' });
      await opener.click();
      const dialog = page().getByRole('dialog', { name: 'Edit Profile' });
      await dialog.waitFor();
      const focusInDialog = () =>
        page().evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
      for (let i = 0; i < 20; i += 1) {
        await page().keyboard.press('Tab');
        expect(await focusInDialog()).toBe(true);
      }
      for (let i = 0; i < 20; i += 1) {
        await page().keyboard.press('Shift+Tab');
        expect(await focusInDialog()).toBe(true);
      }
      await page().keyboard.press('Escape');
      await eventually('the dialog closed', async () => (await dialog.count()) === 0);
      expect(await page().evaluate(() => document.activeElement?.textContent?.trim())).toBe('Edit Profile');

      // The close button path as well.
      await opener.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      expect(await page().evaluate(() => document.activeElement?.textContent?.trim())).toBe('Edit Profile');
    });

    it('item 9: journal icons are SVG drawings, and catalogue images come with the site', async () => {
      await page().goto('/submit');
      const cards = page().getByRole('group', { name: 'Journals' }).getByRole('button');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(10);
      expect(await page().locator('.submit-journal svg.submit-journal__icon').count()).toBe(10);
      // No emoji left in the journal cards (they render as empty boxes without an emoji font).
      const text = (await cards.allTextContents()).join(' ');
      expect(/\p{Extended_Pictographic}/u.test(text)).toBe(false);

      // Every outside host is blocked in these tests (prepareContext): the covers still load.
      for (const route of ['/books', '/journals', '/databases', '/platforms']) {
        await page().goto(route);
        const images = page().locator('main img');
        await eventually(`${route} images`, async () => (await images.count()) > 0);
        await eventually(`${route} images loaded`, () =>
          page().evaluate(() =>
            Array.from(document.querySelectorAll('main img')).every(
              (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
            ),
          ),
        );
        expect(await page().getByText('Image Unavailable').count()).toBe(0);
      }
    });

    it('items 1 and 11: messages on /submit are in view and announced; the size has a smaller unit', async () => {
      await page().goto('/submit');
      await page().getByRole('heading', { name: 'Submit Your Paper' }).waitFor();
      const submit = await expectMissingJournalInView(page());

      await page()
        .getByRole('button', { name: /Civil Engineering/ })
        .click();
      await page()
        .locator('input[type="file"]')
        .setInputFiles({
          name: 'short-note.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('A short note on arches. '.repeat(40).slice(0, 951)),
        });
      await page().getByText('0.00 MB · 951 bytes').first().waitFor();

      await submit.click();
      const success = page().getByRole('status').filter({
        hasText: 'Paper submitted successfully! You will receive a confirmation email shortly.',
      });
      await success.waitFor();
      expect(await success.textContent()).toContain('Taking you to your profile in 3 seconds');
      await eventually('the success message in view', () => inViewport(page(), success));
      await page().waitForURL('**/profile', { timeout: 10_000 });
    });
  });

  describe('as an author on a phone', () => {
    const page = tabFor('author', PHONE);

    it('item 1: the missing-journal error is in view after pressing Submit Paper', async () => {
      await page().goto('/submit');
      await expectMissingJournalInView(page());
      expect(await noHorizontalScroll(page())).toBe(true);
      expect(await seriousViolations(page())).toEqual([]);
    });

    it('item 8: /submit lists the journals compactly, the upload area within two screens', async () => {
      await page().goto('/submit');
      await page().evaluate(() => window.scrollTo(0, 0));
      const list = page().getByRole('group', { name: 'Journals' });
      const box = await list.boundingBox();
      expect(box && box.height).toBeLessThan(PHONE.height * 0.8);
      const upload = await page().getByText('Click to upload or drag and drop your paper').boundingBox();
      expect(upload && upload.y).toBeLessThan(PHONE.height * 2);
      expect(await noHorizontalScroll(page())).toBe(true);
      await page().screenshot({ path: screenshotPath('submit-phone') });
    });
  });

  describe('on phones: the admin cards and the live notice (item 8)', () => {
    const author = tabFor('author', PHONE);
    const admin = tabFor('admin', PHONE);

    it('shows one card per submission under 600 px, status and actions in view, no sideways scroll', async () => {
      const title = admin().getByText('short-note', { exact: true });
      const deadline = Date.now() + 60_000; // the admin read model is fed by events
      while ((await title.count()) === 0) {
        if (Date.now() > deadline) throw new Error('the submission never reached the admin list');
        await admin().waitForTimeout(500);
        await admin().reload();
        await admin().getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      }
      expect(await noHorizontalScroll(admin())).toBe(true);
      const status = admin().getByRole('combobox', { name: 'Status of short-note' });
      const view = admin().getByRole('button', { name: 'View short-note' });
      for (const control of [status, view]) {
        const box = await control.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      }
      await admin().screenshot({ path: screenshotPath('admin-phone'), fullPage: true });
      expect(await seriousViolations(admin())).toEqual([]);
    });

    it('the live notice leads to the card it concerns', async () => {
      await author().goto('/profile');
      await author().getByRole('heading', { name: 'short-note' }).waitFor();
      await admin().getByRole('combobox', { name: 'Status of short-note' }).selectOption('under_review');
      const notice = author().getByRole('status').filter({ hasText: 'has been updated to UNDER REVIEW' });
      await notice.waitFor({ timeout: 15_000 });
      await notice.getByRole('button', { name: 'Show paper' }).click();
      const card = author().locator('.submission-card', { hasText: 'short-note' });
      await eventually('the card focused', () =>
        card.evaluate((element) => element === document.activeElement),
      );
      await eventually('the card in view', () => inViewport(author(), card.locator('h3')));
      expect(await noHorizontalScroll(author())).toBe(true);
    });
  });

  describe('as an administrator', () => {
    const page = tabFor('admin', DESKTOP);

    it('item 5: a From date after the To date says so beside the date controls, not a fetch error', async () => {
      await page().getByLabel('Date From').fill('2026-02-01');
      await page().getByLabel('Date To').fill('2026-01-01');
      const message = page()
        .getByRole('alert')
        .filter({ hasText: 'The From date must be on or before the To date.' });
      await message.waitFor();
      expect(await page().getByLabel('Date From').getAttribute('aria-invalid')).toBe('true');
      expect(await page().getByText('Failed to fetch submissions', { exact: false }).count()).toBe(0);
      // The message sits right under the date controls. Both boxes are read in one step: a panel that
      // finishes loading above the filters between two reads would move one and not the other.
      const to = await page().getByLabel('Date To').elementHandle();
      const gap = await message.evaluate(
        (element, control) =>
          element.getBoundingClientRect().top - (control as Element).getBoundingClientRect().bottom,
        to,
      );
      expect(gap).toBeGreaterThanOrEqual(0);
      expect(gap).toBeLessThan(80);
      expect(await seriousViolations(page())).toEqual([]);
      await page().getByLabel('Date To').fill('2026-03-01');
      await eventually('the message gone', async () => (await message.count()) === 0);
      await page().getByRole('button', { name: 'Clear Filters' }).click();
    });

    it('item 4: My Profile and Submission Link lead an admin on instead of into a dead end', async () => {
      await page()
        .getByRole('button', { name: /Account menu/ })
        .click();
      await page().getByRole('link', { name: 'My Profile' }).click();
      await page().waitForURL('**/profile');
      await page().getByRole('heading', { name: 'You are signed in as an administrator' }).waitFor();
      expect(await page().getByText('This is only available to author accounts').count()).toBe(0);
      expect(await page().getByRole('button', { name: 'Try Again' }).count()).toBe(0);
      expect(await seriousViolations(page())).toEqual([]);

      await page().getByRole('link', { name: 'Submission Link' }).first().click();
      await page().waitForURL('**/submit');
      await page().getByRole('heading', { name: 'You are signed in as an administrator' }).waitFor();
      expect(await page().getByRole('button', { name: 'Submit Paper' }).count()).toBe(0);

      await page().getByRole('link', { name: 'Go to Admin Dashboard' }).click();
      await page().waitForURL('**/admin');
      await page().getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
      await page()
        .getByRole('button', { name: /Account menu/ })
        .click();
      await page().getByRole('link', { name: 'Admin Dashboard' }).waitFor();
    });
  });
});
