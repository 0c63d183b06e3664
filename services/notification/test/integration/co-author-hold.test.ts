import { type EventEnvelope } from '@journal/events';
import { describeWith } from '@journal/testing';
import {
  emailVerifiedEvent,
  onIdentityAsked,
  setAuthorVerified,
  statusChangedEvent,
  submissionCreatedEvent,
} from '../support/events';
import { mailScenario } from '../support/mail-scenario';
import { header } from '../support/smtp-sink';
import { transactionsWaiting } from '../support/test-infra';
import { testUser } from '../support/tokens';
import { sleep, waitFor } from '../support/wait-for';

const CO_AUTHORS = ['one', 'two', 'three'].map((name) => ({
  givenNames: name,
  familyName: 'Stranger',
  email: `${name}.stranger@example.org`,
  affiliation: null,
  orcid: null,
}));

/**
 * Issue 26 item 7: an author who never proved their address cannot mail strangers. Their co-author notices
 * wait (rows 'held') until identity.user.email_verified.v1, and then go once each, across a duplicate
 * verification event and a consumer restart.
 */
function holdScenario(mode: 'in-process' | 'bullmq') {
  const scenario = mailScenario(mode, 'Press <no-reply@example.org>', 'notif-cohold');
  const { publisher } = scenario;
  const sentTo = (event: EventEnvelope, to: string) =>
    scenario
      .smtp()
      .mails.filter(
        (mail, i) =>
          header(mail, 'x-journal-event-id') === event.id && scenario.smtp().recipients[i]!.includes(to),
      );

  it('holds co-author notices of an unverified author, sends them once each after verification', async () => {
    const author = testUser('author', 'unverified');
    setAuthorVerified(author.sub, false);
    const created = submissionCreatedEvent(author, 'Held until verified', undefined, CO_AUTHORS);
    const reviewed = statusChangedEvent(author, {
      submissionId: created.payload.submissionId,
      paperTitle: 'Held until verified',
      newStatus: 'under_review',
      coAuthors: CO_AUTHORS,
    });
    await publisher().publish([created, reviewed]);
    // The author's own mails go (their own address); the strangers' do not.
    await waitFor('the author mails', () => scenario.smtp().mails.length >= 2, 20_000);
    await sleep(1_500);
    expect(scenario.smtp().mails).toHaveLength(2);
    for (const c of CO_AUTHORS) expect(sentTo(created, c.email)).toHaveLength(0);
    const held = await scenario.db().pool.query<{
      n: number;
    }>(`SELECT count(*)::int AS n FROM notification.mails WHERE status = 'held' AND held_for = $1`, [author.sub]);
    expect(held.rows[0]!.n).toBe(6);

    // Identity now says verified; the event releases them. A duplicate and a restart change nothing.
    setAuthorVerified(author.sub, true);
    const verified = emailVerifiedEvent(author);
    await publisher().publish([verified]);
    await waitFor('the six co-author notices', () => scenario.smtp().mails.length >= 8, 20_000);
    await scenario.restart('second');
    await publisher().publish([verified, created]);
    await sleep(1_500);
    expect(scenario.smtp().mails).toHaveLength(8);
    for (const c of CO_AUTHORS) {
      expect(sentTo(created, c.email)).toHaveLength(1);
      expect(sentTo(reviewed, c.email)).toHaveLength(1);
    }
    const left = await scenario
      .db()
      .pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM notification.mails WHERE status = 'held'`);
    expect(left.rows[0]!.n).toBe(0);
  });

  it('a verified author (identity says so, no event seen here) mails co-authors at once', async () => {
    const author = testUser('author', 'verified');
    const created = submissionCreatedEvent(author, 'Verified long ago', undefined, CO_AUTHORS.slice(0, 1));
    const before = scenario.smtp().mails.length;
    // Issue 27: identity is asked while no transaction of the consumer is open.
    const waitingWhileAsked: number[] = [];
    onIdentityAsked(async () => void waitingWhileAsked.push(await transactionsWaiting(scenario.db().pool)));
    try {
      await publisher().publish([created]);
      await waitFor('two mails', () => scenario.smtp().mails.length >= before + 2, 20_000);
    } finally {
      onIdentityAsked(undefined);
    }
    expect(sentTo(created, CO_AUTHORS[0]!.email)).toHaveLength(1);
    expect(waitingWhileAsked.length).toBeGreaterThan(0);
    expect(waitingWhileAsked.every((n) => n === 0)).toBe(true);
  });
}

describe('co-author notices wait for a verified author, in-process', () => holdScenario('in-process'));
describeWith('redis', 'co-author notices wait for a verified author, BullMQ and Redis Streams', () =>
  holdScenario('bullmq'),
);
