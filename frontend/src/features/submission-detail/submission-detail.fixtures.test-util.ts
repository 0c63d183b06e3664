import type { SubmissionDetail } from '../../api/review-admin.api';

/** A submission in round 1 with one reviewer who reported and one still invited. */
export function detailFixture(overrides: Partial<SubmissionDetail> = {}): SubmissionDetail {
  return {
    submission: {
      id: '4f0c1a2b-0000-4000-8000-000000000001',
      manuscript_id: 'MS-4F0C1A2B',
      paper_title: 'Molecular Configuration',
      abstract: 'We photograph DNA with X-rays.',
      keywords: ['DNA'],
      co_authors: [],
      journal_id: 'applied-science',
      journal_name: 'Applied Science',
      status: 'under_review',
      submission_date: '2026-11-01T09:00:00.000Z',
      updated_at: '2026-11-02T09:00:00.000Z',
      author: { email: 'ada@example.org', given_names: 'Ada', family_name: 'Lovelace' },
      current_version: 1,
    },
    versions: [
      {
        number: 1,
        name: 'paper.docx',
        size: 20480,
        uploaded_at: '2026-11-01T09:00:00.000Z',
        uploaded_by: 'ada@example.org',
        response_to_reviewers: null,
      },
    ],
    history: [
      { from_status: null, to_status: 'submitted', changed_at: '2026-11-01T09:00:00.000Z' },
      {
        from_status: 'submitted',
        to_status: 'under_review',
        changed_at: '2026-11-02T09:00:00.000Z',
        changed_by: 'peer-review@journal.local',
      },
    ],
    assignments: [
      {
        id: 'as-1',
        round: 1,
        reviewer: { email: 'rosalind@example.org', given_names: 'Rosalind', family_name: 'Franklin' },
        reviewer_number: 1,
        due_date: '2026-12-20',
        state: 'report_submitted',
      },
      {
        id: 'as-2',
        round: 1,
        reviewer: { email: 'maurice@example.org', given_names: 'Maurice', family_name: 'Wilkins' },
        reviewer_number: 2,
        due_date: '2026-12-21',
        state: 'invited',
      },
    ],
    reports: [
      {
        id: 'rep-1',
        assignment_id: 'as-1',
        round: 1,
        reviewer_number: 1,
        reviewer: { email: 'rosalind@example.org', given_names: 'Rosalind', family_name: 'Franklin' },
        recommendation: 'minor_revisions',
        comments_to_author: 'Please sharpen figure 2.',
        comments_to_editor: 'Strong paper overall.',
        submitted_at: '2026-11-10T09:00:00.000Z',
      },
    ],
    decisions: [],
    review: { current_round: 1, revision_open: false, earlier_reviewers: [] },
    ...overrides,
  };
}
