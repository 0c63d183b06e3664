import { randomUUID } from 'node:crypto';
import { mailId, mailJobSchema } from '../../src/repositories/mail-job';
import { mailJobsForEvent } from '../../src/domain/mail/mail-jobs-for-event';
import { statusUpdatePayload } from '../../src/consumers/notification-events.handler';
import { withLinkToken } from '../../src/jobs/mail-links';
import {
  emailChangeRequestedEvent,
  profileUpdatedEvent,
  registeredEvent,
  testVerificationTokens,
  statusChangedEvent,
  submissionCreatedEvent,
} from '../support/events';
import { testUser } from '../support/tokens';

describe('mail jobs for events', () => {
  const user = testUser('author', 'ada');

  it('maps each mail-worthy event to valid jobs whose row id derives from event, kind and recipient', async () => {
    const events = [
      registeredEvent(user),
      emailChangeRequestedEvent(user, 'new@example.org'),
      submissionCreatedEvent(user, 'T'),
      statusChangedEvent(user),
    ];
    const jobs = events.flatMap((event) => mailJobsForEvent(event).map((job) => ({ job, event })));
    expect(jobs.map(({ job }) => job.kind)).toEqual([
      'verify-email',
      'verify-email',
      'email-change-notice',
      'submission-confirmation',
      'status-change',
    ]);
    for (const { job, event } of jobs) {
      expect(mailJobSchema.parse(job)).toEqual(job);
      expect(job.eventId).toBe(event.id);
      expect(mailId(job)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(mailId({ ...job, to: 'co.author@example.org' })).not.toBe(mailId(job));
    }
    expect(jobs[0]!.job).toMatchObject({ to: user.email, reason: 'registration' });
    // The link goes to the new address; the current one only hears that a change was asked for.
    expect(jobs[1]!.job).toMatchObject({ to: 'new@example.org', reason: 'email-change' });
    expect(jobs[2]!.job).toMatchObject({ to: user.email, newEmail: 'new@example.org' });
    expect(JSON.stringify(jobs[2]!.job)).not.toContain('verificationToken');
  });

  it('sends nothing for a profile update (a confirmed change was mailed when it was asked for)', () => {
    expect(mailJobsForEvent(profileUpdatedEvent(user))).toEqual([]);
    expect(mailJobsForEvent(profileUpdatedEvent(user, { newEmail: 'moved@example.org' }))).toEqual([]);
  });

  it('events carry a reference, never the token; a verification no longer pending gets no link mail', async () => {
    const event = registeredEvent(user, 'tok_secret');
    expect(JSON.stringify(event.payload)).not.toContain('tok_secret');
    // The mail row holds the reference too; the mail worker asks for the token when it sends (issue 27).
    const [job] = mailJobsForEvent(event);
    expect(JSON.stringify(job)).not.toContain('tok_secret');
    expect(await withLinkToken(job!, { verificationTokens: testVerificationTokens })).toMatchObject({
      kind: 'verify-email',
      verificationToken: 'tok_secret',
    });
    const gone = { verificationTokens: async () => undefined };
    expect(await withLinkToken(job!, gone)).toBeNull();
    const change = emailChangeRequestedEvent(user, 'new@example.org');
    const sendable = await Promise.all(mailJobsForEvent(change).map((j) => withLinkToken(j, gone)));
    expect(sendable.flatMap((j) => (j ? [j.kind] : []))).toEqual(['email-change-notice']);
  });

  it('adds one co-author notice per co-author, each with its own job id and mail key', async () => {
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

  it('sends no status mail for a change a decision letter or the publication mail already tells (issue 29)', () => {
    const coAuthors = [
      {
        givenNames: 'Grace',
        familyName: 'Hopper',
        email: 'grace@example.org',
        affiliation: null,
        orcid: null,
      },
    ];
    const byDecision = statusChangedEvent(user, {
      newStatus: 'accepted',
      oldStatus: 'under_review',
      decisionId: randomUUID(),
      coAuthors,
    });
    expect(mailJobsForEvent(byDecision)).toEqual([]);
    expect(mailJobsForEvent(statusChangedEvent(user, { newStatus: 'published', coAuthors }))).toEqual([]);
    // The same change made without a decision still mails the author and each co-author; an acceptance
    // also invites each co-author to connect their ORCID iD (issue 43 item 6).
    const byHand = statusChangedEvent(user, { newStatus: 'accepted', oldStatus: 'under_review', coAuthors });
    expect(mailJobsForEvent(byHand).map((j) => [j.kind, j.to])).toEqual([
      ['status-change', user.email],
      ['co-author-notice', 'grace@example.org'],
      ['orcid-invitation', 'grace@example.org'],
    ]);
  });

  it('invites co-authors, never the submitting author, to connect their ORCID iD only on acceptance (issue 43)', () => {
    const coAuthors = [
      {
        givenNames: 'Grace',
        familyName: 'Hopper',
        email: 'grace@example.org',
        affiliation: null,
        orcid: null,
      },
    ];
    const invitations = (status: 'accepted' | 'under_review' | 'rejected') =>
      mailJobsForEvent(
        statusChangedEvent(user, { newStatus: status, oldStatus: 'submitted', coAuthors }),
      ).filter((job) => job.kind === 'orcid-invitation');
    expect(invitations('under_review')).toEqual([]);
    expect(invitations('rejected')).toEqual([]);
    const [invitation] = invitations('accepted');
    expect(mailJobSchema.parse(invitation)).toEqual(invitation);
    expect(invitation).toMatchObject({ to: 'grace@example.org', givenNames: 'Grace', familyName: 'Hopper' });
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

  it("mails the author a summary of an editor's correction, nothing for their own edit (issue 42 item 3)", () => {
    const payload = {
      submissionId: randomUUID(),
      authorId: randomUUID(),
      authorEmail: 'rosa@example.de',
      givenNames: 'Rosa',
      familyName: 'Hartmann',
      paperTitle: 'Seagrass of Kiel',
      journalId: 'applied-science',
      journalName: 'Applied Science',
      journalIcon: '',
      abstract: '',
      keywords: ['seagrass', 'Baltic'],
      coAuthors: [],
      authorOrcid: '0000-0002-1694-233X',
      status: 'published' as const,
      updatedAt: new Date().toISOString(),
    };
    const event = (extra: object) =>
      ({
        id: randomUUID(),
        type: 'submission.metadata_updated.v1',
        payload: { ...payload, ...extra },
      }) as never;
    expect(mailJobsForEvent(event({}))).toEqual([]);
    const [job, ...more] = mailJobsForEvent(
      event({
        changedBy: { name: 'Eddie Editor', email: 'eddie@example.org', role: 'editor' },
        changedFields: ['paperTitle', 'abstract', 'keywords', 'authorOrcid'],
      }),
    );
    expect(more).toEqual([]);
    expect(mailJobSchema.parse(job)).toEqual(job);
    expect(job).toMatchObject({
      kind: 'metadata-corrected',
      to: 'rosa@example.de',
      givenNames: 'Rosa',
      familyName: 'Hartmann',
      editorName: 'Eddie Editor',
      changes: [
        { label: 'Title', value: 'Seagrass of Kiel' },
        { label: 'Abstract', value: '(none)' },
        { label: 'Keywords', value: 'seagrass, Baltic' },
        { label: 'Your ORCID iD', value: 'https://orcid.org/0000-0002-1694-233X' },
      ],
    });
  });
});
