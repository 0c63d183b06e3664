import { reminderJobs } from '../../src/workers/reminder.service';
import { linkExpiry, looksLikeLinkToken, newLinkToken } from '../../src/domain/link-token';

const invitedAt = new Date('2030-03-01T10:00:00Z');

describe('reminder times', () => {
  it('REVIEW_REMINDER_DAYS before the due date (its start, UTC) and the day after it', () => {
    expect(reminderJobs({ id: 'a', dueDate: '2030-03-20', invitedAt }, 3)).toEqual([
      { assignmentId: 'a', kind: 'before_due', at: new Date('2030-03-17T00:00:00Z') },
      { assignmentId: 'a', kind: 'overdue', at: new Date('2030-03-21T00:00:00Z') },
    ]);
  });

  it('drops a before-due reminder that would fall before the invitation', () => {
    expect(reminderJobs({ id: 'a', dueDate: '2030-03-03', invitedAt }, 3).map((j) => j.kind)).toEqual([
      'overdue',
    ]);
  });
});

describe('link tokens', () => {
  it('are 256 random bits in base64url, and links expire at the end of the 30th day after the due date', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newLinkToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(looksLikeLinkToken(token)).toBe(true);
    expect(Buffer.from([...tokens][0]!, 'base64url')).toHaveLength(32);
    expect(linkExpiry('2030-01-31').toISOString()).toBe('2030-03-02T23:59:59.999Z');
  });
});
