import { randomUUID } from 'node:crypto';
import { createEvent, PEER_REVIEW_ACTOR, parseEvent } from '@journal/events';
import { activityEntriesOf, type ActivityEvent } from '../../src/domain/activity/activity-entries';

const submissionId = randomUUID();
const assignment = {
  assignmentId: randomUUID(),
  submissionId,
  round: 1,
  reviewerEmail: 'maurice@example.net',
  reviewerGivenNames: 'Maurice',
  reviewerFamilyName: 'Wilkins',
  paperTitle: 'DNA',
  journalName: 'Applied Science',
  dueDate: '2026-12-01',
};
const at = '2026-11-27T10:00:00.000Z';
/** The event as a consumer receives it: parsed by its contract (unknown fields of a newer producer kept only if the contract has them). */
const parsed = (type: string, payload: object) =>
  parseEvent(createEvent(type as never, submissionId, 1, payload as never)) as ActivityEvent;

describe('activity entries of events (issue 29 item 7)', () => {
  it('turns an invitation whose conflict was overridden into two entries', () => {
    const event = {
      ...createEvent('review.reviewer_invited.v1', submissionId, 1, {
        ...assignment,
        invitedBy: 'editor@example.org',
        invitedAt: at,
      }),
    } as ActivityEvent;
    (event.payload as Record<string, unknown>).conflictOverridden = true;
    (event.payload as Record<string, unknown>).conflicts = ['co-author'];
    const reviewer = { name: 'Maurice Wilkins', email: 'maurice@example.net' };
    expect(activityEntriesOf(event)).toEqual([
      {
        at,
        actor: { name: null, email: 'editor@example.org', role: 'editor' },
        action: 'reviewer_invited',
        details: { reviewer, round: 1, dueDate: '2026-12-01' },
      },
      {
        at,
        actor: { name: null, email: 'editor@example.org', role: 'editor' },
        action: 'conflict_overridden',
        details: { reviewer, conflicts: ['co-author'] },
      },
    ]);
    delete (event.payload as Record<string, unknown>).conflictOverridden;
    expect(activityEntriesOf(event).map((e) => e.action)).toEqual(['reviewer_invited']);
  });

  it('records an invitation confirmed though the reviewers’ copy still names the authors (issue 42 item 9)', () => {
    const findings = [{ kind: 'name', where: 'body', count: 2 }];
    const event = parsed('review.reviewer_invited.v1', {
      ...assignment,
      invitedBy: 'editor@example.org',
      invitedAt: at,
      findingsConfirmed: true,
      findings,
    });
    const reviewer = { name: 'Maurice Wilkins', email: 'maurice@example.net' };
    expect(activityEntriesOf(event)).toEqual([
      expect.objectContaining({ action: 'reviewer_invited' }),
      {
        at,
        actor: { name: null, email: 'editor@example.org', role: 'editor' },
        action: 'findings_confirmed',
        details: { reviewer, findings },
      },
    ]);
  });

  it('names who changed a status: the author, peer review itself, or an editor; publication is its own action', () => {
    const base = {
      submissionId,
      authorId: randomUUID(),
      authorEmail: 'rosalind@example.org',
      givenNames: 'Rosalind',
      familyName: 'Franklin',
      paperTitle: 'DNA',
      journalId: 'applied-science',
      journalName: 'Applied Science',
      journalIcon: '',
      changedAt: at,
    };
    const change = (actorEmail: string, oldStatus: string, newStatus: string, extra = {}) =>
      activityEntriesOf(
        parsed('submission.status_changed.v1', { ...base, actorEmail, oldStatus, newStatus, ...extra }),
      )[0]!;
    expect(change('rosalind@example.org', 'submitted', 'withdrawn').actor).toEqual({
      name: 'Rosalind Franklin',
      email: 'rosalind@example.org',
      role: 'author',
    });
    expect(change(PEER_REVIEW_ACTOR, 'submitted', 'under_review').actor.role).toBe('system');
    const published = change('admin@journal.local', 'submitted', 'published', { withoutReview: true });
    expect(published).toMatchObject({
      action: 'published',
      actor: { email: 'admin@journal.local', role: 'editor' },
      details: { from: 'submitted', to: 'published', withoutReview: true },
    });
    const retraction = { kind: 'retraction', reason: 'Duplicated figures' };
    expect(change('editor@example.org', 'published', 'withdrawn', { retraction })).toMatchObject({
      action: 'status_changed',
      details: { withoutReview: false, retraction },
    });
  });

  it("keeps a decline's reason and a report's recommendation", () => {
    const declined = parsed('review.reviewer_declined.v1', {
      ...assignment,
      reason: 'Too busy',
      respondedAt: at,
    });
    expect(activityEntriesOf(declined)[0]).toMatchObject({
      action: 'review_declined',
      actor: { role: 'reviewer', email: 'maurice@example.net' },
      details: { round: 1, reason: 'Too busy' },
    });
    const report = parsed('review.report_submitted.v1', {
      ...assignment,
      reportId: randomUUID(),
      reviewerNumber: 2,
      recommendation: 'minor_revisions',
      submittedAt: at,
    });
    expect(activityEntriesOf(report)[0]!.details).toEqual({
      round: 1,
      reviewerNumber: 2,
      recommendation: 'minor_revisions',
    });
  });

  it("names an editor's metadata correction and its fields; the author's own edit stays the author's (issue 42 item 3)", () => {
    const metadata = {
      submissionId,
      authorId: randomUUID(),
      authorEmail: 'rosa@example.de',
      givenNames: 'Rosa',
      familyName: 'Hartmann',
      paperTitle: 'Seagrass',
      journalId: 'applied-science',
      journalName: 'Applied Science',
      journalIcon: '',
      status: 'published',
      updatedAt: at,
    };
    const corrected = parsed('submission.metadata_updated.v1', {
      ...metadata,
      changedBy: { name: 'Eddie Editor', email: 'eddie@example.org', role: 'handling-editor' },
      changedFields: ['paperTitle', 'abstract'],
    });
    expect(activityEntriesOf(corrected)).toEqual([
      {
        at,
        actor: { name: 'Eddie Editor', email: 'eddie@example.org', role: 'editor' },
        action: 'metadata_corrected',
        details: {
          paperTitle: 'Seagrass',
          changedFields: ['paperTitle', 'abstract'],
          editorRole: 'handling-editor',
        },
      },
    ]);
    const byAuthor = parsed('submission.metadata_updated.v1', metadata);
    expect(activityEntriesOf(byAuthor)).toEqual([
      {
        at,
        actor: { name: 'Rosa Hartmann', email: 'rosa@example.de', role: 'author' },
        action: 'metadata_edited',
        details: { paperTitle: 'Seagrass' },
      },
    ]);
  });
});
