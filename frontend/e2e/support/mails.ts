// Mails the embedded site wrote as .eml files under its data folder (DATA_DIR/mail).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { RunningSite } from '@journal/testing';
import { eventually } from './pages';

/** The .eml text with quoted-printable soft breaks and '=3D' undone, so links read whole. */
function decoded(eml: string): string {
  return eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The first match of `pattern` in a mail addressed to `to` (waits for the mail to be written). */
export async function linkFromMail(
  site: Pick<RunningSite, 'dataDir'>,
  to: string,
  pattern: RegExp,
  timeoutMs = 20_000,
): Promise<string> {
  const mailDir = path.join(site.dataDir, 'mail');
  let found: string | undefined;
  await eventually(
    `a mail to ${to} matching ${pattern}`,
    async () => {
      for (const name of await readdir(mailDir)) {
        const eml = decoded(await readFile(path.join(mailDir, name), 'utf8'));
        if (!eml.includes(to)) continue;
        found = pattern.exec(eml)?.[0];
        if (found) return true;
      }
      return false;
    },
    timeoutMs,
  );
  return found ?? '';
}

/** The `/review/{token}` path of the invitation mailed to `reviewer`. */
export function reviewLinkFor(site: Pick<RunningSite, 'dataDir'>, reviewer: string): Promise<string> {
  return linkFromMail(site, reviewer, /\/review\/[A-Za-z0-9_-]{20,}/);
}
