// Accounts for browser tests: an author registered through the API, and sign-in through the real pages.
import type { Page } from 'playwright-core';
import type { RunningSite } from '@journal/testing';

export interface AuthorAccount {
  email: string;
  password: string;
  givenNames: string;
  familyName: string;
}

export async function registerAuthor(site: RunningSite, account: AuthorAccount): Promise<void> {
  const registered = await fetch(`${site.baseUrl}/api/registration/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...account, termsAccepted: true }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: HTTP ${registered.status}`);
}

/** The email-first login on /login; resolves on /profile. */
export async function signInAuthor(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/profile');
}

/** The admin login page with the site's administrator; resolves on the dashboard. */
export async function signInAdmin(page: Page, site: RunningSite): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email', { exact: true }).fill(site.adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(site.adminPassword);
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
}
