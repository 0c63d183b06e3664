import { randomUUID } from 'node:crypto';
import { createEvent, type KnownEvent } from '@journal/events';
import { mailJobSchema, type MailJob } from '../../src/repositories/mail-job';
import { mailJobsForEvent } from '../../src/domain/mail/mail-jobs-for-event';
import { renderMail } from '../../src/domain/mail/render-mail';
import { withLinkToken } from '../../src/jobs/mail-links';

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
    // The event's mail names the assignment; the mail worker asks for the token when it sends (issue 27).
    const sources = { verificationTokens: noVerification, reviewLinks: links };
    const invited = event('review.reviewer_invited.v1', {
      ...assignment,
      invitedBy: 'editor@example.org',
      invitedAt: new Date().toISOString(),
    });
    const [invitation] = mailJobsForEvent(invited);
    expect(mailJobSchema.parse(invitation)).toEqual(invitation);
    expect(JSON.stringify(invitation)).not.toContain('T'.repeat(43));
    const mail = renderMail((await withLinkToken(invitation!, sources))!, ctx);
    expect(mail.subject).toBe('Invitation to review "Helices"');
    expect(mail.text).toContain(`https://journals.example.org/review/${'T'.repeat(43)}`);
    expect(mail.text).toContain('2030-01-31');

    const overdue = event('review.reminder_due.v1', { ...assignment, kind: 'overdue' });
    const [reminder] = mailJobsForEvent(overdue);
    expect(renderMail((await withLinkToken(reminder!, sources))!, ctx).subject).toBe(
      'Your review of "Helices" is overdue',
    );

    const dead = event('review.reminder_due.v1', {
      ...assignment,
      assignmentId: randomUUID(),
      kind: 'overdue',
    });
    const [deadMail] = mailJobsForEvent(dead);
    expect(await withLinkToken(deadMail!, sources)).toBeNull();
    expect(await withLinkToken(deadMail!, { verificationTokens: noVerification })).toBeNull();
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
    const jobs: MailJob[] = mailJobsForEvent(decided);
    expect(jobs.map((j) => j.to)).toEqual(['rosalind@example.org', 'grace@example.org']);
    const letter = renderMail((await withLinkToken(jobs[1]!, { verificationTokens: noVerification }))!, ctx);
    expect(letter.subject).toBe('Decision on "Helices"');
    expect(letter.text).toContain('Dear Grace Hopper,');
    expect(letter.text).toContain('needs revisions before a final decision');
    expect(letter.text).toContain('Reviewer 1:\nClarify figure 2.');
    expect(letter.text).toContain('Reviewer 2:\nFine otherwise.');
    expect(letter.html).toContain('Clarify figure 2.');
    expect(letter.text).not.toContain('editor@example.org');
  });
  it('an accept decision invites each co-author to connect their ORCID iD, with a link asked for at send time (issue 43)', async () => {
    const decided = event('review.decision_recorded.v1', {
      decisionId: randomUUID(),
      submissionId: assignment.submissionId,
      round: 1,
      decision: 'accept',
      message: 'Accepted.',
      decidedBy: 'editor@example.org',
      decidedAt: new Date().toISOString(),
      comments: [],
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
    const invitation = mailJobsForEvent(decided).find((job) => job.kind === 'orcid-invitation')!;
    expect(invitation).toMatchObject({ to: 'grace@example.org', submissionId: assignment.submissionId });
    const asked: unknown[] = [];
    const link = 'https://journals.example.org/orcid-invitation/abc';
    const sources = {
      verificationTokens: noVerification,
      orcidInvitations: async (request: unknown) => {
        asked.push(request);
        return link;
      },
    };
    const mail = renderMail((await withLinkToken(invitation, sources))!, ctx);
    expect(asked).toEqual([
      {
        submissionId: assignment.submissionId,
        email: 'grace@example.org',
        givenNames: 'Grace',
        familyName: 'Hopper',
        paperTitle: 'Helices',
      },
    ]);
    expect(mail.subject).toBe('Connect your ORCID iD: "Helices"');
    expect(mail.text).toContain('Dear Grace Hopper,');
    expect(mail.text).toContain(`Connect my ORCID iD: ${link}`);
    // No link (ORCID not set up, or the iD already connected): no mail.
    expect(
      await withLinkToken(invitation, {
        verificationTokens: noVerification,
        orcidInvitations: async () => undefined,
      }),
    ).toBeNull();
    expect(await withLinkToken(invitation, { verificationTokens: noVerification })).toBeNull();
  });
});
