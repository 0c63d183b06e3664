import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { FileMailer, isFinishedMailFile, safeMessageId } from '../src';
import { FROM, mailerContract } from './mailer.contract';

async function emlFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

mailerContract('file (.eml under a directory)', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'journal-mail-contract-'));
  const mailDir = path.join(root, 'mail');
  // A strictly increasing clock keeps file-name order equal to send order even within one millisecond.
  let tick = Date.UTC(2026, 10, 21, 9, 0, 0);
  return {
    mailer: new FileMailer({ mailDir, from: FROM, now: () => new Date((tick += 1000)) }),
    delivered: async () =>
      Promise.all((await emlFiles(mailDir)).map((name) => readFile(path.join(mailDir, name)))),
    stop: () => rm(root, { recursive: true, force: true }),
  };
});

describe('FileMailer specifics', () => {
  let root: string;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'journal-mail-'));
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('names the file <timestamp>-<messageId>.eml, writes CRLF lines and leaves no temp file', async () => {
    const mailDir = path.join(root, 'nested', 'mail');
    const mailer = new FileMailer({ mailDir, from: FROM, now: () => new Date('2026-11-21T09:45:00.123Z') });

    const { messageId } = await mailer.send({
      to: 'ada@example.org',
      subject: 'File',
      text: 'line one\nline two',
      html: '<p>x</p>',
    });

    const names = await readdir(mailDir);
    expect(names).toEqual([`2026-11-21T09-45-00-123Z-${safeMessageId(messageId)}.eml`]);
    expect(names[0]).toMatch(/^[\w.-]+\.eml$/);
    const raw = await readFile(path.join(mailDir, names[0] as string), 'latin1');
    expect(raw).toContain('\r\n\r\n');
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const parsed = await simpleParser(Buffer.from(raw, 'latin1'));
    expect(parsed.messageId).toBe(messageId);
    expect(parsed.text).toBe('line one\nline two');
    expect(isFinishedMailFile(names[0] as string)).toBe(true);
  });

  it('tells finished mail files from the temp file of a mail still being written', () => {
    const name = '2026-11-21T09-45-00-123Z-abc_journal.local.eml';
    expect(isFinishedMailFile(name)).toBe(true);
    expect(isFinishedMailFile(`.${name}.partial`)).toBe(false);
    expect(isFinishedMailFile(`.${name}`)).toBe(false);
    expect(isFinishedMailFile('.verify-123-456')).toBe(false);
  });

  it('fails verify and send when the mail directory cannot be created', async () => {
    const blocker = path.join(root, 'mail');
    await writeFile(blocker, 'a file where the directory should be');
    const mailer = new FileMailer({ mailDir: blocker, from: FROM });

    await expect(mailer.verify()).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(
      mailer.send({ to: 'a@example.org', subject: 's', text: 't', html: '<p>t</p>' }),
    ).rejects.toMatchObject({ code: 'EEXIST' });
  });

  it('verify creates the directory and leaves it empty', async () => {
    const mailDir = path.join(root, 'fresh');

    await new FileMailer({ mailDir, from: FROM }).verify();

    expect(await readdir(mailDir)).toEqual([]);
  });
});

describe('safeMessageId', () => {
  it.each([
    ['<a1b2-c3@journal.example>', 'a1b2-c3_journal.example'],
    ['<../../etc/passwd@x>', '.._.._etc_passwd_x'],
    ['<>', 'message'],
  ])('%s -> %s', (input, expected) => {
    expect(safeMessageId(input)).toBe(expected);
  });
});

describe('FileMailer file modes', () => {
  it('writes each mail 0600 in a 0700 folder, narrowing one an older version left 0755', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'journal-mail-modes-'));
    try {
      const mailDir = path.join(root, 'mail');
      await mkdir(mailDir, { mode: 0o755 });
      const mailer = new FileMailer({ mailDir, from: FROM });
      await mailer.send({ to: 'ada@example.org', subject: 'Verify', text: 'link', html: '<p>link</p>' });
      const [name] = await emlFiles(mailDir);
      expect((await stat(mailDir)).mode & 0o777).toBe(0o700);
      expect((await stat(path.join(mailDir, name!))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
