import { z } from 'zod';
import { assertSafeText } from '@journal/errors';
import { REVIEW_RECOMMENDATIONS, type ReviewRecommendation } from '@journal/events';
import { parseInput } from './parse-input';

export const REPORT_MESSAGES = {
  recommendation: `Recommendation must be one of ${REVIEW_RECOMMENDATIONS.join(', ')}`,
  commentsMissing: 'Please enter your comments to the author',
  commentsTooLong: 'Comments to the author must be at most 20,000 characters',
  editorTooLong: 'Comments to the editor must be at most 20,000 characters',
  reasonTooLong: 'The reason must be at most 2,000 characters',
  competingMissing: 'Please declare any competing interests',
  competingTooLong: 'The competing interests statement must be at most 2,000 characters',
  shareWithSisterJournal: 'shareWithSisterJournal must be true or false',
} as const;
const MAX_COMMENTS = 20_000;

export interface ReportInput {
  recommendation: ReviewRecommendation;
  commentsToAuthor: string;
  commentsToEditor: string | null;
  /** Issue 44 item 1: "My report may be passed on to a sister journal" (default off). */
  shareWithSisterJournal: boolean;
}

/** A string trimmed; anything else reads as empty (the form sent nothing usable). */
const trimmedText = z.preprocess((v) => (typeof v === 'string' ? v.trim() : ''), z.string());

/** Absent or null is no text; a non-string is refused with `message`; blank becomes null. */
const optionalText = (max: number, message: string) =>
  z
    .union([z.string(), z.null()], { error: message })
    .optional()
    .transform((v) => (typeof v === 'string' ? v.trim() || null : null))
    .refine((v) => v === null || v.length <= max, { message });

const reportSchema = z.object({
  recommendation: z.enum(REVIEW_RECOMMENDATIONS, { error: REPORT_MESSAGES.recommendation }),
  commentsToAuthor: trimmedText
    .pipe(z.string().min(1, REPORT_MESSAGES.commentsMissing))
    .pipe(z.string().max(MAX_COMMENTS, REPORT_MESSAGES.commentsTooLong)),
  commentsToEditor: optionalText(MAX_COMMENTS, REPORT_MESSAGES.editorTooLong),
  shareWithSisterJournal: z
    .boolean({ error: REPORT_MESSAGES.shareWithSisterJournal })
    .optional()
    .transform((v) => v === true),
});

/** 'none' or a statement (issue 29, item 5): missing or blank is refused, never taken as 'none'. */
const acceptSchema = z.object({
  competingInterests: trimmedText
    .pipe(z.string().min(1, REPORT_MESSAGES.competingMissing))
    .pipe(z.string().max(2000, REPORT_MESSAGES.competingTooLong)),
});

const declineSchema = z.object({ reason: optionalText(2000, REPORT_MESSAGES.reasonTooLong) });

export function parseReport(body: unknown): ReportInput {
  const report = parseInput(reportSchema, body);
  assertSafeText('commentsToAuthor', 'Comments to the author', report.commentsToAuthor, 'multi-line');
  if (report.commentsToEditor)
    assertSafeText('commentsToEditor', 'Comments to the editor', report.commentsToEditor, 'multi-line');
  return report;
}

export function parseDeclineReason(body: unknown): string | null {
  const { reason } = parseInput(declineSchema, body);
  if (reason) assertSafeText('reason', 'The reason', reason, 'multi-line');
  return reason;
}

/** The acceptance's declaration: `none` (any case) is stored as `none`, a statement as written. */
export function parseCompetingInterests(body: unknown): string {
  const { competingInterests } = parseInput(acceptSchema, body);
  assertSafeText('competingInterests', 'The competing interests statement', competingInterests, 'multi-line');
  return competingInterests.toLowerCase() === 'none' ? 'none' : competingInterests;
}
