import { assertSafeText, ValidationError } from '@journal/errors';
import { REVIEW_RECOMMENDATIONS, type ReviewRecommendation } from '@journal/events';

export const REPORT_MESSAGES = {
  recommendation: `Recommendation must be one of ${REVIEW_RECOMMENDATIONS.join(', ')}`,
  commentsMissing: 'Please enter your comments to the author',
  commentsTooLong: 'Comments to the author must be at most 20,000 characters',
  editorTooLong: 'Comments to the editor must be at most 20,000 characters',
  reasonTooLong: 'The reason must be at most 2,000 characters',
} as const;
const MAX_COMMENTS = 20_000;

export interface ReportInput {
  recommendation: ReviewRecommendation;
  commentsToAuthor: string;
  commentsToEditor: string | null;
}

const fail = (field: string, message: string): never => {
  throw new ValidationError(message, [{ field, message }]);
};

export function parseReport(body: unknown): ReportInput {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const recommendation = b.recommendation;
  if (
    typeof recommendation !== 'string' ||
    !(REVIEW_RECOMMENDATIONS as readonly string[]).includes(recommendation)
  )
    fail('recommendation', REPORT_MESSAGES.recommendation);
  const toAuthor = typeof b.commentsToAuthor === 'string' ? b.commentsToAuthor.trim() : '';
  if (!toAuthor) fail('commentsToAuthor', REPORT_MESSAGES.commentsMissing);
  if (toAuthor.length > MAX_COMMENTS) fail('commentsToAuthor', REPORT_MESSAGES.commentsTooLong);
  assertSafeText('commentsToAuthor', 'Comments to the author', toAuthor, 'multi-line');
  let toEditor: string | null = null;
  if (b.commentsToEditor !== undefined && b.commentsToEditor !== null) {
    if (typeof b.commentsToEditor !== 'string') fail('commentsToEditor', REPORT_MESSAGES.editorTooLong);
    toEditor = (b.commentsToEditor as string).trim() || null;
    if (toEditor && toEditor.length > MAX_COMMENTS) fail('commentsToEditor', REPORT_MESSAGES.editorTooLong);
    assertSafeText('commentsToEditor', 'Comments to the editor', toEditor, 'multi-line');
  }
  return {
    recommendation: recommendation as ReviewRecommendation,
    commentsToAuthor: toAuthor,
    commentsToEditor: toEditor,
  };
}

export function parseDeclineReason(body: unknown): string | null {
  const reason = body && typeof body === 'object' ? (body as Record<string, unknown>).reason : undefined;
  if (reason === undefined || reason === null) return null;
  if (typeof reason !== 'string') return fail('reason', REPORT_MESSAGES.reasonTooLong);
  const trimmed = reason.trim();
  if (trimmed.length > 2000) fail('reason', REPORT_MESSAGES.reasonTooLong);
  assertSafeText('reason', 'The reason', trimmed, 'multi-line');
  return trimmed || null;
}
