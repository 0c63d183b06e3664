import type { UserProfile } from '../../api/profile.api';

export function profileFixture(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    given_names: 'Ada',
    family_name: 'Lovelace',
    email: 'ada@example.org',
    email_verified: true,
    created_at: '2025-01-15T10:00:00.000Z',
    institution: null,
    stats: { total_papers: 2, published: 1 },
    individual_submissions: [
      {
        id: 'sub-1',
        paper_title: 'Notes on the Analytical Engine',
        journal_name: 'Computer Science & Engineering',
        journal_icon: '💻',
        status: 'published',
        submission_date: '2025-02-01T09:00:00.000Z',
        updated_at: '2025-03-01T09:00:00.000Z',
        history: [
          { from_status: null, to_status: 'submitted', changed_at: '2025-02-01T09:00:00.000Z' },
          { from_status: 'submitted', to_status: 'published', changed_at: '2025-03-01T09:00:00.000Z' },
        ],
      },
      {
        id: 'sub-2',
        paper_title: 'Bernoulli Numbers',
        journal_name: 'Applied Science',
        journal_icon: '🔬',
        status: 'under_review',
        submission_date: '2025-04-01T09:00:00.000Z',
        updated_at: null,
        history: [],
      },
    ],
    ...overrides,
  };
}
