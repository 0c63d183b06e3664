import { type EventEnvelope } from '@journal/events';
import { describeWith } from '@journal/testing';
import { statusChangedEvent, submissionCreatedEvent, TEST_JOURNAL } from '../support/events';
import { mailScenario } from '../support/mail-scenario';
import { header } from '../support/smtp-sink';
import { testUser } from '../support/tokens';
import { sleep, waitFor } from '../support/wait-for';

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
  const author = testUser('author', 'ada');
  const scenario = mailScenario(mode, FROM, 'notif-coauthor');
  const { publisher } = scenario;

  const mailsFor = (event: EventEnvelope, to: string) =>
    scenario
      .smtp()
      .mails.filter(
        (mail, i) =>
          header(mail, 'x-journal-event-id') === event.id && scenario.smtp().recipients[i]!.includes(to),
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
    await waitFor('the first six mails', () => scenario.smtp().mails.length >= 6, 20_000);

    await scenario.restart('second'); // the consumer stops; a new one takes over the same database and queue
    await publisher().publish([created, reviewed, reviewed, accepted, accepted]);
    await waitFor('all nine mails', () => scenario.smtp().mails.length >= 9, 20_000);
    await sleep(1_500); // room for a duplicate to show up
    expect(scenario.smtp().mails).toHaveLength(9);

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
    const messageIds = new Set(scenario.smtp().mails.map((mail) => mail.messageId));
    expect(messageIds.size).toBe(9);

    const rows = await scenario.db().pool.query<{
      kind: string;
      n: number;
    }>(`SELECT kind, count(*)::int AS n FROM notification.mails WHERE status = 'sent' GROUP BY 1 ORDER BY 1`);
    expect(rows.rows).toEqual([
      { kind: 'co-author-notice', n: 6 },
      { kind: 'status-change', n: 2 },
      { kind: 'submission-confirmation', n: 1 },
    ]);
  });
}

describe('co-author mail, in-process queue and bus (embedded default)', () => coAuthorScenario('in-process'));
describeWith('redis', 'co-author mail, BullMQ queue and Redis Streams bus', () => coAuthorScenario('bullmq'));
