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
