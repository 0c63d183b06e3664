import type { CoAuthorView } from './co-author.view';

/**
 * What the submission service's internal snapshot (GET /internal/submissions/:id) tells every service that
 * reads it of a paper; each reader adds the further fields it relies on.
 */
export interface SubmissionSnapshotView {
  id: string;
  author_id: string;
  author_email: string;
  given_names: string;
  family_name: string;
  paper_title: string;
  abstract: string;
  keywords: string[];
  co_authors: CoAuthorView[];
  journal_id: string;
  journal_name: string;
  status: string;
  file: { size: number; content_type: string; original_name: string; extension: string } | null;
}
