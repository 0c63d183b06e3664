// A confirmed account given a role in a journal, and the admin login page's sign-in, for the editorial
// browser tests (the Issues page, sections).
import type { Page } from 'playwright-core';
import { registerAuthor, siteJson, type RunningSite } from '@journal/testing';
import { linkFromMail } from './mails';
import { eventually, settle, uniqueEmail } from './pages';

export interface MemberAccount {
  email: string;
  password: string;
  givenNames: string;
  familyName: string;
}

/**
 * Registers and confirms an account, then the administrator gives it the role. The journals service gives
 * a role only to an address it has seen proved (identity's event) and otherwise invites: the invitation is
 * taken back and the role asked again until it is given (up to 60 s on a busy machine).
 */
export async function journalMember(
  site: RunningSite,
  adminToken: string,
  slug: string,
  role: 'manager' | 'editor',
  names: { givenNames: string; familyName: string; prefix: string },
): Promise<MemberAccount> {
  const account = {
    email: uniqueEmail(names.prefix),
    password: 'a-long-enough-password',
    givenNames: names.givenNames,
    familyName: names.familyName,
  };
  await registerAuthor(site, account);
  const verify = await linkFromMail(site, account.email, /\/api\/registration\/verify-email\?token=[\w.%-]+/);
  await fetch(`${site.baseUrl}${verify}`, { redirect: 'manual' });
  let last: unknown;
  await eventually(
    `the ${role} holds the role`,
    async () => {
      const added = await siteJson<{ data?: { member: unknown } }>(
        site,
        'POST',
        `/api/admin/journals/${slug}/members`,
        adminToken,
        { memberEmail: account.email, role },
      );
      last = { status: added.status, body: added.body };
      if (added.status === 201 && added.body.data?.member) return true;
      // An invitation taken back too late may already have turned into the membership once the address
      // was proved: then the team lists the account.
      if (added.status === 409) {
        const team = await siteJson<{ data?: { members: { email: string; role: string }[] } }>(
          site,
          'GET',
          `/api/admin/journals/${slug}/members`,
          adminToken,
        );
        const email = account.email.toLowerCase();
        if (team.body.data?.members.some((m) => m.email.toLowerCase() === email && m.role === role))
          return true;
      }
      await siteJson(
        site,
        'DELETE',
        `/api/admin/journals/${slug}/invitations/${encodeURIComponent(account.email)}`,
        adminToken,
      );
      await new Promise((resolve) => setTimeout(resolve, 250));
      return false;
    },
    60_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; the last answer: ${JSON.stringify(last)}`);
  });
  return account;
}

/** Signs in on /admin-login, the form filled again until it holds every character, and waits for /admin. */
export async function signInOnAdminLogin(page: Page, account: { email: string; password: string }) {
  await page.goto('/admin-login');
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await settle(page);
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await eventually('the login form holds the account', async () => {
    await email.fill(account.email);
    await password.fill(account.password);
    return (await email.inputValue()) === account.email && (await password.inputValue()) === account.password;
  });
  await page.getByRole('button', { name: 'Login as Admin' }).click();
  await page.waitForURL('**/admin');
}
