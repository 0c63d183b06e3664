import type { SubmissionStatus } from '@journal/events';
import type { CoAuthor } from '@journal/metadata';

/** One read-model row as the repositories return it. */
export interface SubmissionRow {
  id: string;
  author_id: string;
  email: string;
  given_names: string;
  family_name: string;
  paper_title: string;
  abstract: string;
  keywords: string[];
  co_authors: CoAuthor[];
  journal_id: string;
  journal_name: string;
  journal_icon: string;
  status: SubmissionStatus;
  has_file: boolean;
  file_extension: string | null;
  submitted_at: Date;
  updated_at: Date;
}
