// Small helpers over playwright-core pages (jest has no Playwright `expect`).
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** Keeps tests hermetic: only the site under test is reachable; the cookie banner can be pre-answered. */
export async function prepareContext(
  context: BrowserContext,
  baseUrl: string,
  options: { consent?: boolean } = {},
) {
  await context.route(
    (url) => !url.toString().startsWith(baseUrl),
    (route) => route.abort(),
  );
  if (options.consent !== undefined) {
    await context.addCookies([{ name: 'cookieConsent', value: String(options.consent), url: baseUrl }]);
  }
}

/**
 * Waits for what the page is still loading: lazy route chunks (the page loader), skeletons and busy regions
 * (catalogue cards, the admin table), the journal page's delayed flag and web fonts; then two frames so the
 * last render is painted. Condition-based rather than a fixed pause: the audit sees the settled page as soon
 * as it is there, and a page that never settles fails here instead of being audited half-drawn.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () =>
      !document.querySelector('.page-loader, .skeleton, [aria-busy="true"], [data-loaded="false"]') &&
      document.fonts.status === 'loaded',
    undefined,
    { timeout: 15_000, polling: 50 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

export async function textOf(page: Page, selector: string): Promise<string> {
  return ((await page.locator(selector).first().textContent()) ?? '').trim();
}

/** Waits until `check` returns true (polling), failing with `what` after `timeoutMs`. */
export async function eventually(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.org`;
}

/** A desktop-sized page on the site under test, cookie banner answered, other origins blocked. */
export async function openSitePage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  await prepareContext(context, baseUrl, { consent: true });
  return context.newPage();
}
