import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isFinishedMailFile } from '@journal/mail';

export interface StoredMail {
  file: string;
  to: string;
  subject: string;
  messageId: string;
  eventId: string;
  kind: string;
}

/** Top-level headers of an RFC 822 file (folded lines joined). */
function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const headers = new Map<string, string>();
  let last = '';
  for (const line of head.split(/\r?\n/)) {
    if (/^\s/.test(line) && last) headers.set(last, `${headers.get(last)} ${line.trim()}`);
    else {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      last = line.slice(0, colon).toLowerCase();
      headers.set(last, line.slice(colon + 1).trim());
    }
  }
  return headers;
}

/** The `.eml` files the notification instances wrote under DATA_DIR/mail (complete files only). */
export async function readMailbox(dataDir: string): Promise<StoredMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails: StoredMail[] = [];
  for (const name of names.filter(isFinishedMailFile)) {
    const headers = headersOf(await readFile(path.join(dir, name), 'utf8'));
    mails.push({
      file: name,
      to: headers.get('to') ?? '',
      subject: headers.get('subject') ?? '',
      messageId: headers.get('message-id') ?? '',
      eventId: headers.get('x-journal-event-id') ?? '',
      kind: headers.get('x-journal-mail-kind') ?? '',
    });
  }
  return mails;
}
