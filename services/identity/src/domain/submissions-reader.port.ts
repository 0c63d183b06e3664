import type { CoAuthorView } from '@journal/metadata';

/** What the profile page shows about an author's papers; owned by the submission service. */
export interface AuthorSubmissions {
  stats: { total_papers: number; published: number };
  submissions: AuthorSubmission[];
}

export interface AuthorSubmission {
  id: string;
  paper_title: string;
  abstract: string;
  keywords: string[];
  co_authors: CoAuthorView[];
  journal_name: string;
  journal_icon: string;
  status: string;
  submission_date: string;
  updated_at: string;
  history: { from_status: string | null; to_status: string; changed_by: string; changed_at: string }[];
}

/** Port to the submission service (`GET /internal/authors/:userId/submissions`). */
export interface SubmissionsReader {
  forAuthor(userId: string): Promise<AuthorSubmissions>;
}
