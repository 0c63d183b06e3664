import { randomUUID } from 'node:crypto';
import { createEvent, type KnownEvent } from '@journal/events';
import { mailJobSchema, type MailJob } from '../../src/mail/mail-job';
import { mailJobsForEvent } from '../../src/mail/mail-jobs-for-event';
import { renderMail } from '../../src/mail/render-mail';

const ctx = { publisherName: 'Lumina Journals', publicUrl: 'https://journals.example.org' };
const noVerification = async () => undefined;
const assignment = {
  assignmentId: randomUUID(),
  submissionId: randomUUID(),
  round: 1,
  reviewerEmail: 'maurice@example.net',
  reviewerGivenNames: 'Maurice',
  reviewerFamilyName: 'Wilkins',
  paperTitle: 'Helices',
  journalName: 'Applied Science',
  dueDate: '2030-01-31',
};
const event = (type: string, payload: unknown) =>
  createEvent(type, assignment.submissionId, 1, payload as never) as unknown as KnownEvent;

describe('peer review mails (issue 12)', () => {
  it('invitation and reminders carry a fresh link token, and none once the link is dead', async () => {
    const links = async (id: string) => (id === assignment.assignmentId ? 'T'.repeat(43) : undefined);
    const invited = event('review.reviewer_invited.v1', {
      ...assignment,
      invitedBy: 'editor@example.org',
      invitedAt: new Date().toISOString(),
    });
    const [invitation] = await mailJobsForEvent(invited, noVerification, links);
    expect(mailJobSchema.parse(invitation)).toEqual(invitation);
    const mail = renderMail(invitation!, ctx);
    expect(mail.subject).toBe('Invitation to review "Helices"');
    expect(mail.text).toContain(`https://journals.example.org/review/${'T'.repeat(43)}`);
    expect(mail.text).toContain('2030-01-31');

    const overdue = event('review.reminder_due.v1', { ...assignment, kind: 'overdue' });
    const [reminder] = await mailJobsForEvent(overdue, noVerification, links);
    expect(renderMail(reminder!, ctx).subject).toBe('Your review of "Helices" is overdue');

    const dead = event('review.reminder_due.v1', {
      ...assignment,
      assignmentId: randomUUID(),
      kind: 'overdue',
    });
    expect(await mailJobsForEvent(dead, noVerification, links)).toEqual([]);
  });

  it('the decision letter goes to the author and each co-author and quotes only the numbered comments', async () => {
    const decided = event('review.decision_recorded.v1', {
      decisionId: randomUUID(),
      submissionId: assignment.submissionId,
      round: 1,
      decision: 'revisions',
      message: 'Please revise the method.',
      decidedBy: 'editor@example.org',
      decidedAt: new Date().toISOString(),
      comments: [
        { reviewer: 'Reviewer 1', commentsToAuthor: 'Clarify figure 2.' },
        { reviewer: 'Reviewer 2', commentsToAuthor: 'Fine otherwise.' },
      ],
      authorId: randomUUID(),
      authorEmail: 'rosalind@example.org',
      givenNames: 'Rosalind',
      familyName: 'Franklin',
      coAuthors: [
        {
          givenNames: 'Grace',
          familyName: 'Hopper',
          email: 'grace@example.org',
          affiliation: null,
          orcid: null,
        },
      ],
      paperTitle: 'Helices',
      journalName: 'Applied Science',
    });
    const jobs: MailJob[] = await mailJobsForEvent(decided, noVerification);
    expect(jobs.map((j) => j.to)).toEqual(['rosalind@example.org', 'grace@example.org']);
    const letter = renderMail(jobs[1]!, ctx);
    expect(letter.subject).toBe('Decision on "Helices"');
    expect(letter.text).toContain('Dear Grace Hopper,');
    expect(letter.text).toContain('needs revisions before a final decision');
    expect(letter.text).toContain('Reviewer 1:\nClarify figure 2.');
    expect(letter.text).toContain('Reviewer 2:\nFine otherwise.');
    expect(letter.html).toContain('Clarify figure 2.');
    expect(letter.text).not.toContain('editor@example.org');
  });
});
