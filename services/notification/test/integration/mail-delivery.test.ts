import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { createLogger } from '@journal/logger';
import { MemoryEventBus, type EventBus } from '@journal/events';
import { createMailer } from '@journal/mail';
import { describeWith, type TestDatabase } from '@journal/testing';
import { withTransaction } from '@journal/db';
import { createMailSender, MailBusyError } from '../../src/workers/mail-sender';
import { JobGivenUpError } from '@journal/jobs';
import { insertMails } from '../../src/repositories/mails.repository';
import type { MailJob } from '../../src/repositories/mail-job';
import type { MailLinkSources } from '../../src/jobs/mail-links';
import {
  emailChangeRequestedEvent,
  profileUpdatedEvent,
  registeredEvent,
  statusChangedEvent,
  submissionCreatedEvent,
  TEST_JOURNAL,
  testMailLinks,
} from '../support/events';
import { startInstance, TEST_SETTINGS, type RunningInstance } from '../support/notification-instance';
import { header, startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import {
  deleteRedisKeys,
  migratedDatabase,
  REDIS_URL,
  transactionsWaiting,
  uniquePrefix,
} from '../support/test-infra';
import { testKeys, testUser } from '../support/tokens';
import { sleep, waitFor } from '../support/wait-for';

const FROM = 'Test Academic Press <no-reply@example.org>';
const TITLE = 'Fish & <Chips>: "quoted" results';

function links(mail: ParsedMail): string[] {
  return [...String(mail.text).matchAll(/https?:\/\/\S+/g)].map((m) => m[0]);
}

/** The four mails, each event published twice; `mode` picks the queue (in-process or BullMQ) and bus. */
function mailScenario(mode: 'in-process' | 'bullmq') {
  const keys = testKeys();
  const author = testUser('author', 'marie');
  const newEmail = `marie.new.${randomUUID().slice(0, 6)}@example.org`;
  const busPrefix = uniquePrefix('notif-mail-bus');
  const redisPrefix = uniquePrefix('notif-mail');
  let db: TestDatabase;
  let smtp: SmtpSink;
  let instance: RunningInstance;
  let publisher: EventBus;
  let memoryBus: MemoryEventBus | undefined;
  const logLines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logLines.push(line) });

  beforeAll(async () => {
    db = await migratedDatabase();
    smtp = await startSmtpSink();
    const mailer = createMailer({ smtpUrl: smtp.url, mailDir: '/nonexistent', from: FROM });
    if (mode === 'in-process') memoryBus = new MemoryEventBus();
    instance = await startInstance({
      name: mode,
      databaseUrl: db.url,
      verifier: keys.verifier,
      mailer,
      start: true,
      logger,
      ...(mode === 'bullmq' ? { redisUrl: REDIS_URL, busPrefix, redisPrefix } : { bus: memoryBus }),
    });
    publisher = memoryBus ?? instance.bus;
  });

  afterAll(async () => {
    await instance?.close();
    await memoryBus?.close();
    await smtp?.stop();
    await db?.drop();
    if (mode === 'bullmq') {
      await deleteRedisKeys(busPrefix);
      await deleteRedisKeys(redisPrefix);
    }
  });

  it('sends each of the four mails once, to the right recipient, with subject and link, despite duplicate events', async () => {
    const registered = registeredEvent(author, 'tok_registration-123');
    const emailChanged = emailChangeRequestedEvent(author, newEmail, 'tok_change/+=456');
    const nameOnly = profileUpdatedEvent(author, { version: 3 });
    const created = submissionCreatedEvent(author, TITLE);
    const changed = statusChangedEvent(author, {
      submissionId: created.payload.submissionId,
      paperTitle: TITLE,
      newStatus: 'under_review',
    });
    const events = [registered, emailChanged, nameOnly, created, changed];
    await publisher.publish(events);
    await publisher.publish(events); // at-least-once delivery: every event arrives again

    await waitFor('five mails', () => smtp.mails.length >= 5, 20_000);
    await sleep(1_500); // room for a duplicate to show up
    expect(smtp.mails).toHaveLength(5);

    const to = (mail: ParsedMail) =>
      (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []);
    const byEvent = (id: string, recipient = author.email) => {
      const found = smtp.mails.filter(
        (mail) => header(mail, 'x-journal-event-id') === id && to(mail).includes(recipient),
      );
      expect(found).toHaveLength(1);
      return found[0]!;
    };

    const verify = byEvent(registered.id);
    expect(to(verify)).toEqual([author.email]);
    expect(verify.subject).toBe(`Verify your email address for ${TEST_SETTINGS.publisherName}`);
    expect(links(verify)).toContain(
      `${TEST_SETTINGS.publicUrl}/api/registration/verify-email?token=tok_registration-123`,
    );
    expect(verify.html).toContain(
      `href="${TEST_SETTINGS.publicUrl}/api/registration/verify-email?token=tok_registration-123"`,
    );
    expect(verify.from?.text).toContain('no-reply@example.org');

    const change = byEvent(emailChanged.id, newEmail);
    expect(to(change)).toEqual([newEmail]);
    expect(change.subject).toBe(`Confirm your new email address for ${TEST_SETTINGS.publisherName}`);
    expect(links(change)).toContain(
      `${TEST_SETTINGS.publicUrl}/api/registration/verify-email?token=${encodeURIComponent('tok_change/+=456')}`,
    );

    // The current address hears of the request, without the link.
    const notice = byEvent(emailChanged.id, author.email);
    expect(notice.subject).toBe(
      `A change of your ${TEST_SETTINGS.publisherName} email address was requested`,
    );
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('tok_change');

    const confirmation = byEvent(created.id);
    expect(to(confirmation)).toEqual([author.email]);
    expect(confirmation.subject).toBe(`Submission received: "${TITLE}"`);
    expect(confirmation.text).toContain(
      `We have received your paper "${TITLE}" for ${TEST_JOURNAL.journalName}.`,
    );
    expect(confirmation.html).toContain('Fish &amp; &lt;Chips&gt;: &quot;quoted&quot; results');
    expect(confirmation.html).not.toContain('<Chips>');
    expect(links(confirmation)).toContain(`${TEST_SETTINGS.publicUrl}/profile`);

    const status = byEvent(changed.id);
    expect(to(status)).toEqual([author.email]);
    expect(status.subject).toBe(`Status update: "${TITLE}" is now Under Review`);
    expect(status.text).toContain(
      `Your paper "${TITLE}" in ${TEST_JOURNAL.journalName} has been updated to UNDER REVIEW.`,
    );
    expect(status.html).toContain('Journal of Computer Science &amp; Engineering');

    for (const mail of smtp.mails) {
      expect(mail.text).toContain(TEST_SETTINGS.publisherName);
      expect(mail.html).toContain(TEST_SETTINGS.publisherName);
    }
    expect(smtp.mails.some((mail) => header(mail, 'x-journal-event-id') === nameOnly.id)).toBe(false);
    expect(smtp.recipients.flat().sort()).toEqual(
      [author.email, author.email, author.email, author.email, newEmail].sort(),
    );

    // Logs name jobs and events, never tokens, links or recipients.
    expect(logLines.some((line) => line.includes('mail sent'))).toBe(true);
    for (const secret of ['tok_registration-123', 'tok_change', 'verify-email?token', author.email, newEmail])
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);

    const rows = await db.pool.query(
      `SELECT kind, count(*)::int AS n FROM notification.mails WHERE status = 'sent' GROUP BY kind ORDER BY kind`,
    );
    expect(rows.rows).toEqual([
      { kind: 'email-change-notice', n: 1 },
      { kind: 'status-change', n: 1 },
      { kind: 'submission-confirmation', n: 1 },
      { kind: 'verify-email', n: 2 },
    ]);
  });
}

describe('notification mail, in-process queue and in-process bus (embedded default)', () =>
  mailScenario('in-process'));
describeWith('redis', 'notification mail, BullMQ queue and Redis Streams bus', () => mailScenario('bullmq'));

describe('mail sender: one send per mail row whatever runs the job', () => {
  let db: TestDatabase;
  let smtp: SmtpSink;
  const logger = createLogger('test', { level: 'silent' });

  beforeAll(async () => {
    db = await migratedDatabase();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await smtp?.stop();
    await db?.drop();
  });

  const job = (): MailJob => ({
    kind: 'status-change',
    eventId: randomUUID(),
    submissionId: randomUUID(),
    to: 'someone@example.org',
    givenNames: 'Some',
    familyName: 'One',
    paperTitle: 'A paper',
    journalName: 'A journal',
    oldStatus: 'submitted',
    newStatus: 'published',
    changedAt: new Date().toISOString(),
  });
  const sender = (
    smtpUrl: string,
    overrides: { maxAttempts?: number; sendingLeaseMs?: number; links?: MailLinkSources } = {},
  ) =>
    createMailSender({
      pool: db.pool,
      mailer: createMailer({ smtpUrl, mailDir: '/nonexistent', from: FROM }),
      logger,
      templates: TEST_SETTINGS,
      links: overrides.links ?? testMailLinks,
      maxAttempts: overrides.maxAttempts ?? 5,
      sendingLeaseMs: overrides.sendingLeaseMs ?? 60_000,
    });
  const rowOf = async (id: string) =>
    (await db.pool.query('SELECT status, attempts, last_error FROM notification.mails WHERE id = $1', [id]))
      .rows[0];
  const stored = async (mail: MailJob) => {
    const [id] = await withTransaction(db.pool, (client) => insertMails(client, [mail], 'journal.local'));
    return id!;
  };

  it('sends once when the same row runs twice in a row and three times at the same time', async () => {
    const send = sender(smtp.url);
    const first = job();
    const firstId = await stored(first);
    expect(await stored(first)).toBe(firstId); // a duplicate event writes no second row
    await send(firstId);
    await send(firstId);
    const second = job();
    const secondId = await stored(second);
    const outcomes = await Promise.allSettled([send(secondId), send(secondId), send(secondId)]);
    // The ones that found it busy are retried by the queue later and then find it sent.
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(MailBusyError);
    await send(secondId);
    expect(smtp.mails.map((mail) => header(mail, 'x-journal-event-id'))).toEqual([
      first.eventId,
      second.eventId,
    ]);
    expect(smtp.mails[0]!.messageId).toBe(`<status-change-${firstId}@journal.local>`);
    expect(await rowOf(firstId)).toEqual({ status: 'sent', attempts: 1, last_error: null });
  });

  it('records a refused attempt as failed with the SMTP answer, and the retry sends', async () => {
    const refusing = await startSmtpSink({ refuse: () => ({ code: 451, message: 'Try again later' }) });
    try {
      const mail = job();
      const id = await stored(mail);
      await expect(sender(refusing.url)(id)).rejects.toThrow(/451/);
      expect(await rowOf(id)).toEqual({
        status: 'failed',
        attempts: 1,
        last_error: expect.stringMatching(/^451 .*Try again later/),
      });
      const before = smtp.mails.length;
      await sender(smtp.url)(id);
      expect(smtp.mails.length).toBe(before + 1);
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    } finally {
      await refusing.stop();
    }
  });

  it('marks the row dead on a permanent refusal (5xx) or when the attempts are used up', async () => {
    const refusing = await startSmtpSink({ refuse: () => ({ code: 550, message: 'No such user here' }) });
    const busy = await startSmtpSink({ refuse: () => ({ code: 451, message: 'Busy' }) });
    try {
      const permanent = await stored(job());
      await expect(sender(refusing.url)(permanent)).rejects.toBeInstanceOf(JobGivenUpError);
      expect(await rowOf(permanent)).toMatchObject({ status: 'dead', attempts: 1 });
      expect((await rowOf(permanent)).last_error).toMatch(/^550 .*No such user here/);

      const transient = await stored(job());
      const send = sender(busy.url, { maxAttempts: 2 });
      await expect(send(transient)).rejects.not.toBeInstanceOf(JobGivenUpError);
      await expect(send(transient)).rejects.toBeInstanceOf(JobGivenUpError);
      expect(await rowOf(transient)).toMatchObject({ status: 'dead', attempts: 2 });
      await send(transient); // a late job for a dead row does nothing
      expect(await rowOf(transient)).toMatchObject({ status: 'dead', attempts: 2 });
    } finally {
      await refusing.stop();
      await busy.stop();
    }
  });

  it('asks for the link token when it sends: none pending is cancelled, identity down is retried', async () => {
    const verify = (verificationRef: string): MailJob => ({
      kind: 'verify-email',
      reason: 'registration',
      eventId: randomUUID(),
      to: 'new.author@example.org',
      givenNames: 'New',
      familyName: 'Author',
      verificationRef,
    });
    const before = smtp.mails.length;
    const gone = await stored(verify(randomUUID())); // identity knows no pending verification for it
    await sender(smtp.url)(gone);
    await sender(smtp.url)(gone); // a late job for it does nothing
    expect(smtp.mails.length).toBe(before);
    expect(await rowOf(gone)).toMatchObject({ status: 'cancelled', attempts: 1 });

    let identityUp = false;
    const asked: string[] = [];
    const flakyIdentity: MailLinkSources = {
      verificationTokens: async (reference) => {
        asked.push(reference);
        // The worker asks after its claim committed: no transaction is open (issue 27).
        expect(await transactionsWaiting(db.pool)).toBe(0);
        if (!identityUp) throw new Error('identity unavailable');
        return 'tok_at_send';
      },
    };
    const reference = randomUUID();
    const id = await stored(verify(reference));
    expect(asked).toEqual([]); // writing the row asks nobody
    await expect(sender(smtp.url, { links: flakyIdentity })(id)).rejects.toThrow('identity unavailable');
    expect(await rowOf(id)).toEqual({ status: 'failed', attempts: 1, last_error: 'identity unavailable' });
    identityUp = true;
    await sender(smtp.url, { links: flakyIdentity })(id);
    expect(asked).toEqual([reference, reference]);
    expect(smtp.mails.length).toBe(before + 1);
    expect(links(smtp.mails.at(-1)!)).toContain(
      `${TEST_SETTINGS.publicUrl}/api/registration/verify-email?token=tok_at_send`,
    );
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('takes a row left sending by a dead worker only once its lease lapsed', async () => {
    const mail = job();
    const id = await stored(mail);
    await db.pool.query(
      `UPDATE notification.mails SET status = 'sending', attempts = 1, sending_started_at = now() WHERE id = $1`,
      [id],
    );
    await expect(sender(smtp.url, { sendingLeaseMs: 60_000 })(id)).rejects.toBeInstanceOf(MailBusyError);
    const before = smtp.mails.length;
    await sleep(300);
    await sender(smtp.url, { sendingLeaseMs: 200 })(id);
    expect(smtp.mails.length).toBe(before + 1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('notification mail, embedded default: .eml files under DATA_DIR/mail', () => {
  let db: TestDatabase;
  let mailDir: string;
  let instance: RunningInstance;
  const bus = new MemoryEventBus();

  beforeAll(async () => {
    db = await migratedDatabase();
    mailDir = await mkdtemp(path.join(os.tmpdir(), 'notification-eml-'));
    instance = await startInstance({
      name: 'embedded',
      databaseUrl: db.url,
      verifier: testKeys().verifier,
      mailer: createMailer({ mailDir, from: FROM }),
      bus,
      start: true,
    });
  });
  afterAll(async () => {
    await instance?.close();
    await bus.close();
    await db?.drop();
    if (mailDir) await rm(mailDir, { recursive: true, force: true });
  });

  it('writes one parseable .eml per mail, even for a duplicate event', async () => {
    const user = testUser('author', 'lise');
    const event = registeredEvent(user, 'tok_embedded');
    await bus.publish([event, event]);
    const emlFiles = async () => (await readdir(mailDir)).filter((name) => name.endsWith('.eml'));
    await waitFor('the .eml file', async () => (await emlFiles()).length === 1);
    await sleep(500);
    const files = await emlFiles();
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(path.join(mailDir, files[0]!)));
    expect(mail.subject).toBe(`Verify your email address for ${TEST_SETTINGS.publisherName}`);
    expect(links(mail)).toContain(
      `${TEST_SETTINGS.publicUrl}/api/registration/verify-email?token=tok_embedded`,
    );
    expect(header(mail, 'x-journal-event-id')).toBe(event.id);
  });
});
