import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { isFinishedMailFile } from '@journal/mail';
import type { RunningSite } from '@journal/testing';

/** The `.eml` files an embedded site wrote (DATA_DIR/mail) to `to`, with their file names. */
export async function mailsTo(site: RunningSite, to: string): Promise<(ParsedMail & { file: string })[]> {
  const dir = path.join(site.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter(isFinishedMailFile);
  const mails = await Promise.all(
    files.map(async (file) =>
      Object.assign(await simpleParser(await readFile(path.join(dir, file))), { file }),
    ),
  );
  return mails.filter((mail) => {
    const recipients = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
    return recipients.some((r) => r.value.some((v) => v.address?.toLowerCase() === to.toLowerCase()));
  });
}

/**
 * Opens the link of the registration mail to `email`, as its owner would: the address is then verified
 * (issue 26 item 7: only then do the author's co-author notices go out).
 */
export async function verifyByMail(site: RunningSite, email: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await mailsTo(site, email)).find((m) => m.file.includes('verify-email'));
    const link = /https?:\/\/\S+verify-email\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    if (link) {
      const res = await fetch(`${site.baseUrl}${new URL(link).pathname}${new URL(link).search}`, {
        redirect: 'manual',
      });
      if (res.headers.get('location') !== '/login?verified=1')
        throw new Error(`verification of ${email} failed: ${res.status} ${res.headers.get('location')}`);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no verification mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
