import { MemoryEventBus, type EventBus, type EventEnvelope } from '@journal/events';
import { createMailer } from '@journal/mail';
import { describeWith, type TestDatabase } from '@journal/testing';
import { statusChangedEvent, submissionCreatedEvent, TEST_JOURNAL } from '../helpers/events';
import { startInstance, type RunningInstance } from '../helpers/notification-instance';
import { header, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { deleteRedisKeys, migratedDatabase, REDIS_URL, uniquePrefix } from '../helpers/test-infra';
import { testKeys, testUser } from '../helpers/tokens';
import { sleep, waitFor } from '../helpers/wait-for';

const FROM = 'Test Academic Press <no-reply@example.org>';
const TITLE = 'Compiling <Everything> & more';
const CO_AUTHORS = [
  {
    givenNames: 'Grace',
    familyName: 'Hopper',
    email: 'grace@example.org',
    affiliation: 'Yale University',
    orcid: '0000-0002-1694-233X',
  },
  { givenNames: 'Alan', familyName: 'Turing', email: 'alan@example.org', affiliation: null, orcid: null },
];

/**
 * Issue 11: every co-author gets one mail when the paper is submitted and one per status change,
 * over a real SMTP server, although each event arrives twice and the consumer restarts in between.
 */
function coAuthorScenario(mode: 'in-process' | 'bullmq') {
  const keys = testKeys();
  const author = testUser('author', 'ada');
  const busPrefix = uniquePrefix('notif-coauthor-bus');
  const redisPrefix = uniquePrefix('notif-coauthor');
  let db: TestDatabase;
  let smtp: SmtpSink;
  let instance: RunningInstance | undefined;
  let memoryBus: MemoryEventBus | undefined;

  const start = async (name: string) =>
    startInstance({
      name,
      databaseUrl: db.url,
      verifier: keys.verifier,
      mailer: createMailer({ smtpUrl: smtp.url, mailDir: '/nonexistent', from: FROM }),
      start: true,
      ...(mode === 'bullmq' ? { redisUrl: REDIS_URL, busPrefix, redisPrefix } : { bus: memoryBus }),
    });
  const publisher = (): EventBus => memoryBus ?? instance!.bus;

  beforeAll(async () => {
    db = await migratedDatabase();
    smtp = await startSmtpSink();
    if (mode === 'in-process') memoryBus = new MemoryEventBus();
    instance = await start('first');
  });
  afterAll(async () => {
    // in this order: the consumer before its bus, the mailer's server and the database last
    for (const close of [
      () => instance?.close(),
      () => memoryBus?.close(),
      () => smtp?.stop(),
      () => db?.drop(),
    ])
      await close();
    if (mode === 'bullmq') for (const prefix of [busPrefix, redisPrefix]) await deleteRedisKeys(prefix);
  });

  const mailsFor = (event: EventEnvelope, to: string) =>
    smtp.mails.filter(
      (mail, i) => header(mail, 'x-journal-event-id') === event.id && smtp.recipients[i]!.includes(to),
    );

  it('mails each co-author once per event, across duplicates and a consumer restart', async () => {
    const created = submissionCreatedEvent(author, TITLE, undefined, CO_AUTHORS);
    const reviewed = statusChangedEvent(author, {
      submissionId: created.payload.submissionId,
      paperTitle: TITLE,
      newStatus: 'under_review',
      coAuthors: CO_AUTHORS,
    });
    const accepted = statusChangedEvent(author, {
      submissionId: created.payload.submissionId,
      paperTitle: TITLE,
      oldStatus: 'under_review',
      newStatus: 'accepted',
      version: 3,
      coAuthors: CO_AUTHORS,
    });
    await publisher().publish([created, created, reviewed]);
    // 3 events x (author + 2 co-authors), the last one not yet sent
    await waitFor('the first six mails', () => smtp.mails.length >= 6, 20_000);

    await instance!.close(); // the consumer stops; a new one takes over the same database and queue
    instance = await start('second');
    await publisher().publish([created, reviewed, reviewed, accepted, accepted]);
    await waitFor('all nine mails', () => smtp.mails.length >= 9, 20_000);
    await sleep(1_500); // room for a duplicate to show up
    expect(smtp.mails).toHaveLength(9);

    for (const coAuthor of CO_AUTHORS) {
      const [confirmation, ...extra] = mailsFor(created, coAuthor.email);
      expect(extra).toEqual([]);
      expect(confirmation!.subject).toBe(`Co-author notice: "${TITLE}" was submitted`);
      expect(confirmation!.text).toContain(
        `You are listed as a co-author of "${TITLE}" submitted to ${TEST_JOURNAL.journalName} by ${author.givenNames} ${author.familyName}.`,
      );
      expect(confirmation!.text).toContain(`Dear ${coAuthor.givenNames} ${coAuthor.familyName},`);
      expect(confirmation!.html).toContain('Compiling &lt;Everything&gt; &amp; more');

      const [review, ...reviewExtra] = mailsFor(reviewed, coAuthor.email);
      expect(reviewExtra).toEqual([]);
      expect(review!.subject).toBe(`Co-author notice: "${TITLE}" is now Under Review`);
      expect(review!.text).toContain('Its status has been updated to UNDER REVIEW.');
      expect(mailsFor(accepted, coAuthor.email)).toHaveLength(1);
    }
    // the author still gets their own three mails, one each
    for (const event of [created, reviewed, accepted]) expect(mailsFor(event, author.email)).toHaveLength(1);
    const messageIds = new Set(smtp.mails.map((mail) => mail.messageId));
    expect(messageIds.size).toBe(9);

    const rows = await db.pool.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM notification.mails WHERE status = 'sent' GROUP BY 1 ORDER BY 1`,
    );
    expect(rows.rows).toEqual([
      { kind: 'co-author-notice', n: 6 },
      { kind: 'status-change', n: 2 },
      { kind: 'submission-confirmation', n: 1 },
    ]);
  });
}

describe('co-author mail, in-process queue and bus (embedded default)', () => coAuthorScenario('in-process'));
describeWith('redis', 'co-author mail, BullMQ queue and Redis Streams bus', () => coAuthorScenario('bullmq'));
