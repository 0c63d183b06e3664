import { randomUUID } from 'node:crypto';
import {
  createEvent,
  EVENT_TYPES,
  eventContracts,
  InvalidEventError,
  parseEvent,
  SUBMISSION_STATUSES,
  type EventPayload,
} from '../src';

const userId = '2f1c6a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const base = {
  submissionId: 'sub-1',
  authorId: userId,
  authorEmail: 'a@example.org',
  givenNames: 'Ada',
  familyName: 'Lovelace',
  paperTitle: 'Engines',
  journalId: 'education',
  journalName: 'Education',
  journalIcon: 'book',
};
const now = new Date().toISOString();

const metadata = {
  abstract: 'How engines compute.',
  keywords: ['engines', 'computing'],
  coAuthors: [
    {
      givenNames: 'Charles',
      familyName: 'Babbage',
      email: 'c@example.org',
      affiliation: 'Cambridge',
      orcid: '0000-0002-1825-0097',
    },
  ],
};

const assignment = {
  assignmentId: randomUUID(),
  submissionId: 'sub-1',
  round: 1,
  reviewerEmail: 'r@example.org',
  reviewerGivenNames: 'Rosalind',
  reviewerFamilyName: 'Franklin',
  paperTitle: 'Engines',
  journalName: 'Education',
  dueDate: '2030-01-31',
};

const journalSnapshot = {
  slug: 'applied-science',
  name: 'Applied Science',
  fullTitle: 'Lumina Journal of Applied Science',
  abbreviation: 'LJAS',
  icon: '🔬',
  description: 'Applied physics, chemistry and biology.',
  doiCode: 'as',
  doiPrefix: '10.5555',
  issnPrint: null,
  issnOnline: '2049-3630',
  defaultLicence: 'CC BY 4.0',
  acceptingSubmissions: true,
  publicationModel: 'continuous' as const,
  requiredReviewers: 2,
  publicFigures: false,
};

const samples: { [T in keyof typeof eventContracts]: EventPayload<T> } = {
  'identity.user.registered.v1': {
    userId,
    email: 'a@example.org',
    givenNames: 'Ada',
    familyName: 'Lovelace',
    verificationRef: randomUUID(),
  },
  'identity.user.profile_updated.v1': {
    userId,
    email: 'b@example.org',
    givenNames: 'Ada',
    familyName: 'King',
    emailChanged: true,
    previousEmail: 'a@example.org',
  },
  'identity.user.email_change_requested.v1': {
    userId,
    email: 'a@example.org',
    newEmail: 'b@example.org',
    givenNames: 'Ada',
    familyName: 'King',
    verificationRef: randomUUID(),
  },
  'identity.user.email_verified.v1': {
    userId,
    email: 'b@example.org',
    verifiedAt: now,
  },
  'identity.account.password_reset_requested.v1': {
    accountKind: 'author',
    accountId: userId,
    email: 'b@example.org',
    givenNames: 'Bea',
    familyName: 'King',
    resetRef: randomUUID(),
  },
  'identity.orcid.coauthor_connected.v1': {
    submissionId: randomUUID(),
    email: 'c@example.org',
    orcid: '0000-0002-1825-0097',
    worksGranted: true,
    connectedAt: now,
  },
  'identity.user.editorial_profile_updated.v1': {
    userId,
    email: 'b@example.org',
    givenNames: 'Ada',
    familyName: 'King',
    affiliation: 'University of London',
    orcid: null,
    reviewerInterests: ['analytical engines'],
    mutedEditorMails: ['review_overdue'],
    reviewerPoolOptIn: false,
    unavailableUntil: '2026-07-01',
    unavailableSaidAt: now,
  },
  'identity.user.orcid_connected.v1': {
    userId,
    orcid: '0000-0002-1694-233X',
    scopes: ['/authenticate', '/activities/update'],
    connectedAt: '2026-06-01T09:00:00.000Z',
  },
  'submission.created.v1': {
    ...base,
    ...metadata,
    status: 'submitted',
    file: { key: 'k/1.docx', size: 1200, contentType: 'application/msword', originalName: 'paper.doc' },
    submittedAt: now,
    updatedAt: now,
  },
  'submission.status_changed.v1': {
    ...base,
    ...metadata,
    oldStatus: 'submitted',
    newStatus: 'published',
    actorEmail: 'admin@example.org',
    changedAt: now,
  },
  'submission.author_updated.v1': {
    submissionId: 'sub-1',
    givenNames: 'Ada',
    familyName: 'King',
    authorEmail: 'b@example.org',
  },
  'submission.handling_editor_assigned.v1': {
    submissionId: 'sub-1',
    journalId: 'applied-science',
    handlingEditor: { userId, name: 'Ada King', email: 'b@example.org' },
    assignedBy: 'admin@example.org',
    assignedAt: now,
  },
  'submission.metadata_updated.v1': {
    ...base,
    ...metadata,
    status: 'submitted',
    updatedAt: now,
  },
  'submission.revision_submitted.v1': {
    ...base,
    ...metadata,
    fileVersion: 2,
    file: { key: 'k/2.txt', size: 10, contentType: 'text/plain', originalName: 'paper-v2.txt' },
    responseToReviewers: 'Done.',
    editorEmails: ['admin@example.org'],
    submittedAt: now,
  },
  'submission.transfer_offered.v1': {
    transferId: randomUUID(),
    submissionId: 'sub-1',
    authorId: userId,
    authorEmail: 'a@example.org',
    givenNames: 'Ada',
    familyName: 'Lovelace',
    paperTitle: 'On engines',
    journalId: 'journal-a',
    journalName: 'Journal A',
    toJournalId: 'journal-b',
    toJournalName: 'Journal B',
    message: 'Out of our scope, sound for B.',
    offeredAt: now,
  },
  'submission.transferred.v1': {
    transferId: randomUUID(),
    fromSubmissionId: 'sub-1',
    fromJournalId: 'journal-a',
    fromJournalName: 'Journal A',
    toSubmissionId: 'sub-2',
    toJournalId: 'journal-b',
    toJournalName: 'Journal B',
    transferredAt: now,
  },
  'review.reviewer_invited.v1': { ...assignment, invitedBy: 'admin@example.org', invitedAt: now },
  'review.reviewer_accepted.v1': { ...assignment, respondedAt: now },
  'review.reviewer_declined.v1': { ...assignment, reason: null, respondedAt: now },
  'review.invitation_cancelled.v1': { ...assignment, cancelledAt: now },
  'review.report_submitted.v1': {
    ...assignment,
    reportId: randomUUID(),
    reviewerNumber: 1,
    recommendation: 'minor_revisions',
    submittedAt: now,
  },
  'review.reminder_due.v1': { ...assignment, kind: 'overdue' },
  'review.decision_recorded.v1': {
    decisionId: randomUUID(),
    submissionId: 'sub-1',
    round: 1,
    decision: 'revisions',
    message: 'Please revise.',
    decidedBy: 'admin@example.org',
    decidedAt: now,
    comments: [{ reviewer: 'Reviewer 1', commentsToAuthor: 'Fine work.' }],
    authorId: userId,
    authorEmail: 'a@example.org',
    givenNames: 'Ada',
    familyName: 'Lovelace',
    coAuthors: metadata.coAuthors,
    paperTitle: 'Engines',
    journalName: 'Education',
  },
  'review.discussion_message_posted.v1': {
    threadId: randomUUID(),
    messageId: randomUUID(),
    submissionId: 'sub-1',
    journalId: 'applied-science',
    paperTitle: 'Engines',
    journalName: 'Applied Science',
    subject: 'Figure 2',
    from: 'editor',
    to: 'reviewer',
    recipient: { email: 'r@example.org', givenNames: 'Rita', familyName: 'Reviewer' },
    assignmentId: randomUUID(),
    postedAt: now,
  },
  'publishing.article_published.v1': {
    articleId: 'sub-1',
    submissionId: 'sub-1',
    doi: '10.5555/as.2026.00001',
    articleUrl: 'https://journal.example.org/articles/sub-1',
    title: 'Engines',
    journalId: 'applied-science',
    journalName: 'Applied Science',
    publishedAt: now,
    recipients: [{ givenNames: 'Ada', familyName: 'Lovelace', email: 'a@example.org' }],
  },
  'publishing.article_changed.v1': {
    articleId: 'sub-1',
    journalSlug: 'applied-science',
    journalName: 'Applied Science',
    title: 'Engines',
    doi: '10.5555/as.2026.00001',
    authors: [{ givenNames: 'Ada', familyName: 'Lovelace', affiliation: null, orcid: null }],
    publishedAt: now,
    licence: 'CC BY 4.0',
    withdrawal: null,
  },
  'publishing.proof_sent.v1': {
    submissionId: 'sub-1',
    generation: 1,
    title: 'Engines',
    journalId: 'applied-science',
    journalName: 'Applied Science',
    previewUrl: 'https://journal.example.org/submissions/sub-1/proof',
    sentAt: now,
    recipients: [{ givenNames: 'Ada', familyName: 'Lovelace', email: 'a@example.org' }],
  },
  'publishing.proof_answered.v1': {
    submissionId: 'sub-1',
    generation: 1,
    title: 'Engines',
    journalId: 'applied-science',
    journalName: 'Applied Science',
    decision: 'corrections',
    corrections: 'Figure 2 is upside down.',
    answeredBy: 'a@example.org',
    answeredAt: now,
    editorEmails: ['editor@example.org'],
  },
  'publishing.production_conversion_failed.v1': {
    submissionId: 'sub-1',
    generation: 2,
    journalId: 'applied-science',
    reason: 'The document contains characters that cannot be stored',
    chosenBy: 'editor@example.org',
    failedAt: now,
  },
  'journals.journal_created.v1': { ...journalSnapshot, createdAt: now },
  'journals.journal_updated.v1': { ...journalSnapshot, changedFields: ['issnOnline'], updatedAt: now },
  'journals.journal_deleted.v1': { slug: 'civil-engineering', deletedAt: now },
  'journals.member_added.v1': {
    journalSlug: 'civil-engineering',
    userId: '0b8f0c2e-4a5b-4c7d-8e9f-0a1b2c3d4e5f',
    role: 'editor',
    email: 'grace@example.org',
    givenNames: 'Grace',
    familyName: 'Hopper',
    journalName: 'Civil Engineering',
    addedAt: now,
  },
  'journals.member_removed.v1': {
    journalSlug: 'civil-engineering',
    userId: '0b8f0c2e-4a5b-4c7d-8e9f-0a1b2c3d4e5f',
    role: 'manager',
    removedAt: now,
  },
  'journals.member_invited.v1': {
    journalSlug: 'civil-engineering',
    journalName: 'Civil Engineering',
    email: 'new.editor@example.org',
    role: 'editor',
    invitedAt: now,
  },
  'journals.site_changed.v1': {
    name: 'Harbour Press',
    contactEmail: 'office@harbour.example',
    changedFields: ['name'],
    updatedAt: now,
  },
  'article.used.v1': {
    articleId: randomUUID(),
    journalSlug: 'applied-science',
    metricKind: 'request',
    at: now,
    sessionKey: 'q1w2e3r4t5y6u7i8o9p0',
    userAgentClass: 'human',
    url: '/articles/00000000-0000-4000-8000-000000000001/galley.pdf',
  },
};

describe('event contracts', () => {
  it('covers every event type of docs/conventions.md', () => {
    expect(EVENT_TYPES.sort()).toEqual(Object.keys(samples).sort());
    expect(SUBMISSION_STATUSES).toEqual([
      'submitted',
      'under_review',
      'accepted',
      'rejected',
      'published',
      'withdrawn',
    ]);
  });

  it.each(Object.keys(samples) as (keyof typeof samples)[])(
    'accepts a valid %s and keeps its values',
    (type) => {
      const event = createEvent(type, 'agg-1', 1, samples[type]);
      expect(parseEvent(JSON.parse(JSON.stringify(event)))).toEqual(event);
    },
  );

  it('builds envelopes with a uuid id and an ISO timestamp', () => {
    const a = createEvent(
      'submission.author_updated.v1',
      'sub-1',
      3,
      samples['submission.author_updated.v1'],
    );
    const b = createEvent(
      'submission.author_updated.v1',
      'sub-1',
      4,
      samples['submission.author_updated.v1'],
    );
    expect(a.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.id).not.toBe(b.id);
    expect(new Date(a.occurredAt).toISOString()).toBe(a.occurredAt);
    expect(a).toMatchObject({ type: 'submission.author_updated.v1', aggregateId: 'sub-1', version: 3 });
  });

  it('rejects an unknown event type', () => {
    const event = createEvent('submission.deleted.v1', 'x', 1, {});
    expect(() => parseEvent(event)).toThrow(InvalidEventError);
    expect(() => parseEvent(event)).toThrow('unknown event type "submission.deleted.v1"');
  });

  it('rejects a bad envelope and names the field', () => {
    const event = {
      ...createEvent('submission.author_updated.v1', 'x', 1, samples['submission.author_updated.v1']),
      id: 'not-a-uuid',
      version: 1.5,
    };
    expect(() => parseEvent(event)).toThrow(/envelope\.id/);
    expect(() => parseEvent(event)).toThrow(/envelope\.version/);
    expect(() => parseEvent(null)).toThrow(InvalidEventError);
  });

  it('rejects payloads that break the contract and names the field', () => {
    const bad = { ...samples['submission.status_changed.v1'], newStatus: 'archived' };
    expect(() => parseEvent(createEvent('submission.status_changed.v1', 'x', 2, bad as never))).toThrow(
      /payload\.newStatus/,
    );
    const noFile = { ...samples['submission.created.v1'], file: undefined };
    expect(() => parseEvent(createEvent('submission.created.v1', 'x', 1, noFile as never))).toThrow(
      /payload\.file/,
    );
    const badEmail = { ...samples['identity.user.registered.v1'], email: 'nope' };
    expect(() => parseEvent(createEvent('identity.user.registered.v1', 'x', 1, badEmail))).toThrow(
      /payload\.email/,
    );
  });

  it('reads events written before the metadata existed with empty metadata', () => {
    const { abstract: _a, keywords: _k, coAuthors: _c, ...older } = samples['submission.created.v1'];
    expect(parseEvent(createEvent('submission.created.v1', 'x', 1, older as never)).payload).toMatchObject({
      abstract: '',
      keywords: [],
      coAuthors: [],
    });
    const badCoAuthor = { ...samples['submission.status_changed.v1'], coAuthors: [{ email: 'nope' }] };
    expect(() =>
      parseEvent(createEvent('submission.status_changed.v1', 'x', 2, badCoAuthor as never)),
    ).toThrow(/payload\.coAuthors/);
  });

  it('accepts a submission without a file (file: null)', () => {
    const payload = { ...samples['submission.created.v1'], file: null };
    expect(parseEvent(createEvent('submission.created.v1', 'x', 1, payload)).payload).toMatchObject({
      file: null,
    });
  });

  it('a profile update never carries a verification token; the new address travels in email_change_requested', () => {
    const withToken = { ...samples['identity.user.profile_updated.v1'], verificationToken: 'tok' };
    expect(
      parseEvent(createEvent('identity.user.profile_updated.v1', userId, 2, withToken)).payload,
    ).not.toHaveProperty('verificationToken');
    const { previousEmail: _p, ...unchangedBase } = samples['identity.user.profile_updated.v1'];
    const unchanged = { ...unchangedBase, emailChanged: false };
    expect(parseEvent(createEvent('identity.user.profile_updated.v1', userId, 2, unchanged)).payload).toEqual(
      unchanged,
    );
  });

  it('narrows the payload type by event type', () => {
    const event = parseEvent(
      createEvent('submission.status_changed.v1', 'x', 2, samples['submission.status_changed.v1']),
    );
    if (event.type !== 'submission.status_changed.v1') throw new Error('wrong type');
    const status: 'submitted' | 'under_review' | 'accepted' | 'rejected' | 'published' | 'withdrawn' =
      event.payload.newStatus;
    expect(status).toBe('published');
  });
});
