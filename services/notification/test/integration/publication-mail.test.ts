import { createEvent, type EventEnvelope } from '@journal/events';
import { describeWith } from '@journal/testing';
import { mailScenario } from '../support/mail-scenario';
import { header } from '../support/smtp-sink';
import { sleep, waitFor } from '../support/wait-for';

const FROM = 'Test Academic Press <no-reply@example.org>';
const SUBMISSION = '7d4f9a52-2c0e-4f0b-9d57-3f1c2b8e6a10';
const RECIPIENTS = [
  { givenNames: 'Rosalind', familyName: 'Franklin', email: 'rosalind@example.org' },
  { givenNames: 'Grace', familyName: 'Hopper', email: 'grace@example.org' },
  { givenNames: 'Alan', familyName: 'Turing', email: 'alan@example.org' },
  // the author listed again as a co-author: still one mail to that address
  { givenNames: 'Rosalind', familyName: 'Franklin', email: 'Rosalind@Example.org' },
];

function published(): EventEnvelope {
  return createEvent('publishing.article_published.v1', SUBMISSION, 2, {
    articleId: SUBMISSION,
    submissionId: SUBMISSION,
    doi: '10.5555/as.2026.00001',
    articleUrl: `https://journal.example.org/articles/${SUBMISSION}`,
    title: 'Molecular <Configuration>',
    journalId: 'applied-science',
    journalName: 'Applied Science',
    publishedAt: '2026-05-06T12:00:00.000Z',
    recipients: RECIPIENTS,
  });
}

/**
 * Issue 13: on publication the author and each co-author get one mail with the article's link and DOI,
 * over a real SMTP server, although the event arrives twice and the consumer restarts in between.
 */
function publicationScenario(mode: 'in-process' | 'bullmq') {
  const scenario = mailScenario(mode, FROM, 'notif-publication');
  const { publisher } = scenario;

  it('mails the author and each co-author once, with the article link and DOI', async () => {
    const event = published();
    await publisher().publish([event, event]);
    await waitFor('three publication mails', () => scenario.smtp().mails.length >= 3, 20_000);
    await scenario.restart('second');
    await publisher().publish([event]);
    await sleep(1_500); // room for a duplicate to show up
    expect(scenario.smtp().mails).toHaveLength(3);
    expect(scenario.smtp().mails.every((mail) => header(mail, 'x-journal-event-id') === event.id)).toBe(true);
    expect(
      scenario
        .smtp()
        .recipients.map((to) => to.join(','))
        .sort(),
    ).toEqual(['alan@example.org', 'grace@example.org', 'rosalind@example.org']);
    const grace =
      scenario.smtp().mails[scenario.smtp().recipients.findIndex((to) => to.includes('grace@example.org'))]!;
    expect(grace.subject).toBe('Published: "Molecular <Configuration>" in Applied Science');
    expect(grace.text).toContain('Dear Grace Hopper,');
    expect(grace.text).toContain(`Read it here: https://journal.example.org/articles/${SUBMISSION}`);
    expect(grace.text).toContain('DOI: 10.5555/as.2026.00001 (https://doi.org/10.5555/as.2026.00001)');
    expect(grace.html).toContain('Molecular &lt;Configuration&gt;');
    const rows = await scenario.db().pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notification.mails WHERE kind = 'article-published' AND status = 'sent'
          AND submission_id = $1`,
      [SUBMISSION],
    );
    expect(rows.rows[0]!.n).toBe(3);
  });
}

describe('publication mail, in-process queue and bus (embedded default)', () =>
  publicationScenario('in-process'));
describeWith('redis', 'publication mail, BullMQ queue and Redis Streams bus', () =>
  publicationScenario('bullmq'),
);
