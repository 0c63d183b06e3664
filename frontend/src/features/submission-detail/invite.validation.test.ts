import { INVITE_MESSAGES, inviteErrors, localDate } from './invite.validation';

const NOW = new Date(2026, 10, 25, 12, 0, 0); // 25 November 2026, local time
const VALID = {
  reviewerEmail: 'rosalind@example.org',
  givenNames: 'Rosalind',
  familyName: 'Franklin',
  dueDate: '2026-11-26',
};

describe('inviteErrors', () => {
  it('accepts a complete invitation due tomorrow', () => {
    expect(inviteErrors(VALID, NOW)).toEqual({});
  });

  it('names every broken field at once', () => {
    expect(
      inviteErrors({ reviewerEmail: 'not-an-email', givenNames: ' ', familyName: '', dueDate: '' }, NOW),
    ).toEqual({
      reviewerEmail: INVITE_MESSAGES.email,
      givenNames: INVITE_MESSAGES.givenNames,
      familyName: INVITE_MESSAGES.familyName,
      dueDate: INVITE_MESSAGES.dueDate,
    });
  });

  it.each(['2026-11-25', '2026-01-01'])('refuses %s (today or earlier)', (dueDate) => {
    expect(inviteErrors({ ...VALID, dueDate }, NOW).dueDate).toBe(INVITE_MESSAGES.dueDatePast);
  });

  it.each(['2026-02-30', '26-12-01', '2026-1-5', 'tomorrow'])(
    'refuses %s (not a YYYY-MM-DD date)',
    (dueDate) => {
      expect(inviteErrors({ ...VALID, dueDate }, NOW).dueDate).toBe(INVITE_MESSAGES.dueDate);
    },
  );

  it('formats local dates with leading zeros', () => {
    expect(localDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
