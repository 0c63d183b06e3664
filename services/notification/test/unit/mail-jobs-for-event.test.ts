import { mailId, mailJobSchema } from '../../src/mail/mail-job';
import { mailJobsForEvent } from '../../src/mail/mail-jobs-for-event';
import { statusUpdatePayload } from '../../src/events/notification-events.handler';
import {
  profileUpdatedEvent,
  registeredEvent,
  statusChangedEvent,
  submissionCreatedEvent,
} from '../helpers/events';
import { testUser } from '../helpers/tokens';

describe('mail jobs for events', () => {
  const user = testUser('author', 'ada');

  it('maps each mail-worthy event to one valid job whose row id derives from event, kind and recipient', () => {
    const events = [
      registeredEvent(user),
      profileUpdatedEvent(user, { newEmail: 'new@example.org' }),
      submissionCreatedEvent(user, 'T'),
      statusChangedEvent(user),
    ];
    const jobs = events.flatMap((event) => mailJobsForEvent(event));
    expect(jobs.map((j) => j.kind)).toEqual([
      'verify-email',
      'verify-email',
      'submission-confirmation',
      'status-change',
    ]);
    for (const [i, j] of jobs.entries()) {
      expect(mailJobSchema.parse(j)).toEqual(j);
      expect(j.eventId).toBe(events[i]!.id);
      expect(mailId(j)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(mailId({ ...j })).toBe(mailId(j));
      expect(mailId({ ...j, to: 'co.author@example.org' })).not.toBe(mailId(j));
    }
    expect(jobs[1]).toMatchObject({ to: 'new@example.org', reason: 'email-change' });
    expect(jobs[0]).toMatchObject({ to: user.email, reason: 'registration' });
  });

  it('adds one co-author notice per co-author, each with its own job id and mail key', () => {
    const coAuthors = [
      {
        givenNames: 'Grace',
        familyName: 'Hopper',
        email: 'grace@example.org',
        affiliation: null,
        orcid: null,
      },
      {
        givenNames: 'Alan',
        familyName: 'Turing',
        email: 'Alan@Example.org',
        affiliation: 'NPL',
        orcid: null,
      },
    ];
    const created = submissionCreatedEvent(user, 'T', undefined, coAuthors);
    const changed = statusChangedEvent(user, { newStatus: 'withdrawn', coAuthors });
    const jobs = [...mailJobsForEvent(created), ...mailJobsForEvent(changed)];
    expect(jobs.map((j) => [j.kind, j.to])).toEqual([
      ['submission-confirmation', user.email],
      ['co-author-notice', 'grace@example.org'],
      ['co-author-notice', 'Alan@Example.org'],
      ['status-change', user.email],
      ['co-author-notice', 'grace@example.org'],
      ['co-author-notice', 'Alan@Example.org'],
    ]);
    for (const job of jobs) expect(mailJobSchema.parse(job)).toEqual(job);
    expect(jobs[1]).toMatchObject({
      reason: 'submitted',
      authorName: `${user.givenNames} ${user.familyName}`,
    });
    expect(jobs[4]).toMatchObject({ reason: 'status-change', newStatus: 'withdrawn' });
    expect(new Set(jobs.map(mailId)).size).toBe(6);
    // the id depends on the address, not its case, and never shows it
    expect(mailId(jobs[2]!)).toBe(mailId({ ...jobs[2]!, to: 'alan@example.org' }));
    expect(mailId(jobs[2]!)).not.toContain('alan');
  });

  it('sends nothing for a profile update that kept the email', () => {
    expect(mailJobsForEvent(profileUpdatedEvent(user))).toEqual([]);
  });

  it('shapes the live notice from a status change', () => {
    const event = statusChangedEvent(user, { newStatus: 'published', actorEmail: 'boss@example.org' });
    expect(statusUpdatePayload(event)).toEqual({
      id: event.payload.submissionId,
      status: 'published',
      paperTitle: event.payload.paperTitle,
      journalName: event.payload.journalName,
      actorEmail: 'boss@example.org',
      updatedAt: event.payload.changedAt,
    });
  });
});
