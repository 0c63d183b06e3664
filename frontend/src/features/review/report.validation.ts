// Client-side checks of the review report (issue 12); the server applies the same rules.
import { RECOMMENDATIONS, type Recommendation } from '../../api/peer-review.types';

export const MAX_COMMENTS = 20_000;

export interface ReportDraft {
  recommendation: string;
  commentsToAuthor: string;
  commentsToEditor: string;
}

export type ReportErrors = Partial<Record<keyof ReportDraft, string>>;

export const REPORT_MESSAGES = {
  recommendation: 'Please choose a recommendation',
  commentsEmpty: 'Please enter your comments to the author',
  commentsLong: 'Comments to the author must be at most 20,000 characters',
  editorLong: 'Comments to the editor must be at most 20,000 characters',
} as const;

export function isRecommendation(value: string): value is Recommendation {
  return (RECOMMENDATIONS as readonly string[]).includes(value);
}

export function reportErrors(draft: ReportDraft): ReportErrors {
  const errors: ReportErrors = {};
  if (!isRecommendation(draft.recommendation)) errors.recommendation = REPORT_MESSAGES.recommendation;
  const comments = draft.commentsToAuthor.trim();
  if (!comments) errors.commentsToAuthor = REPORT_MESSAGES.commentsEmpty;
  else if (comments.length > MAX_COMMENTS) errors.commentsToAuthor = REPORT_MESSAGES.commentsLong;
  if (draft.commentsToEditor.trim().length > MAX_COMMENTS)
    errors.commentsToEditor = REPORT_MESSAGES.editorLong;
  return errors;
}
