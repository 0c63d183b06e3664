import { randomUUID } from 'node:crypto';
import { createEvent, type KnownEvent } from '@journal/events';
import { mailJobSchema, type RenderableMail } from '../../src/repositories/mail-job';
import { mailJobsForEvent } from '../../src/domain/mail/mail-jobs-for-event';
import { renderMail } from '../../src/domain/mail/render-mail';

const ctx = { publisherName: 'Lumina Journals', publicUrl: 'https://journals.example.org' };

describe('the decision letter quotes the review answers shown to authors (issue 42, item 5)', () => {
  it('prints each reviewer’s answers under their comments; a comment without answers reads as before', () => {
    const submissionId = randomUUID();
    const decided = createEvent('review.decision_recorded.v1', submissionId, 1, {
      decisionId: randomUUID(),
      submissionId,
      round: 1,
      decision: 'revisions',
      message: 'Please revise.',
      decidedBy: 'editor@example.org',
      decidedAt: new Date().toISOString(),
      comments: [
        {
          reviewer: 'Reviewer 1',
          commentsToAuthor: 'Clarify figure 2.',
          answers: [
            { question: 'How original is the work?', answer: '4 of 5' },
            { question: 'Are the methods sound?', answer: 'Partly' },
          ],
        },
        { reviewer: 'Reviewer 2', commentsToAuthor: 'Fine otherwise.' },
      ],
      authorId: randomUUID(),
      authorEmail: 'rosa@example.org',
      givenNames: 'Rosa',
      familyName: 'Hartmann',
      coAuthors: [],
      paperTitle: 'Seagrass',
      journalName: 'Applied Science',
    } as never) as unknown as KnownEvent;
    const [job] = mailJobsForEvent(decided);
    // The job as stored and read back keeps the answers.
    const stored = mailJobSchema.parse(JSON.parse(JSON.stringify(job)));
    const letter = renderMail(stored as RenderableMail, ctx);
    expect(letter.text).toContain(
      'Reviewer 1:\nClarify figure 2.\nHow original is the work?: 4 of 5\nAre the methods sound?: Partly',
    );
    expect(letter.text).toContain('Reviewer 2:\nFine otherwise.');
    expect(letter.html).toContain('How original is the work?: 4 of 5');
  });
});
