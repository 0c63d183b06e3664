// The reviewer's side (issue 12): no account, the link's token is the key.
import { apiDownload, apiRequest, type ApiFile } from './client';
import type { AssignmentState, Recommendation } from './peer-review.types';
import type { AnswerValue, ReviewQuestion } from './review-form.api';

/** A re-review's view of the round before (issue 29, item 8). */
export interface PreviousRound {
  round: number;
  response_to_reviewers: string | null;
  reports: { reviewer: string; recommendation: string; comments_to_author: string }[];
}

/** What a reviewer may see: never the authors (double-blind). */
export interface ReviewInvitation {
  state: AssignmentState | string;
  round?: number;
  /** The round is decided or the paper left review: no more responses (issue 26). */
  round_closed?: boolean;
  due_date: string;
  expires_at?: string;
  /** Round 2 on: the authors' response and the previous round's anonymous reports; null in round 1. */
  previous_round?: PreviousRound | null;
  /** The declaration given with the acceptance: 'none' or a statement. */
  competing_interests?: string | null;
  /** The journal's review questions as they stood when the invitation was sent (issue 42); [] for none. */
  questions?: ReviewQuestion[];
  submission: {
    id: string;
    manuscript_id?: string | null;
    paper_title: string;
    abstract?: string | null;
    keywords?: string[];
    journal_id?: string;
    journal_name: string;
  };
  /** The one file the reviewer attached to the report (issue 42, item 5); null without one. */
  attachment?: ReviewerAttachment | null;
  /** The day the reviewer said they are away until (issue 44 item 2); null when available. */
  unavailableUntil?: string | null;
  /** The round's version; null once the link no longer serves it. */
  file: { name: string; version: number; size: number } | null;
  report?: {
    recommendation: string;
    comments_to_author: string;
    comments_to_editor?: string | null;
    answers?: Record<string, AnswerValue>;
    submitted_at: string;
  } | null;
}

export interface ReviewerAttachment {
  name: string;
  size: number;
  uploaded_at: string;
}

export interface InvitationResponse {
  success: boolean;
  message?: string;
  review?: ReviewInvitation;
}

export interface ReportPayload {
  recommendation: Recommendation;
  commentsToAuthor: string;
  commentsToEditor?: string;
  /** By question id; sent only when the invitation has questions (issue 42, item 5). */
  answers?: Record<string, AnswerValue>;
  /** Issue 44 item 1: the report may go with the paper to a sister journal. */
  shareWithSisterJournal?: boolean;
}

function reviewPath(token: string, rest = ''): string {
  return `/reviews/${encodeURIComponent(token)}${rest}`;
}

export function fetchInvitation(token: string): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>(reviewPath(token));
}

/** `competingInterests`: 'none' or the reviewer's statement (issue 29, item 5). */
export function acceptInvitation(token: string, competingInterests: string): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>(reviewPath(token, '/accept'), {
    method: 'POST',
    json: { competingInterests },
  });
}

export function declineInvitation(token: string, reason: string): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>(reviewPath(token, '/decline'), {
    method: 'POST',
    json: reason.trim() ? { reason: reason.trim() } : {},
  });
}

export function submitReport(token: string, report: ReportPayload): Promise<InvitationResponse> {
  return apiRequest<InvitationResponse>(reviewPath(token, '/report'), { method: 'POST', json: report });
}

/** "Unavailable until" for the publisher's reviewer pool (issue 44 item 2); null: available again. */
export function setAvailability(
  token: string,
  unavailableUntil: string | null,
): Promise<{ success: boolean; message?: string; unavailableUntil?: string | null }> {
  return apiRequest(reviewPath(token, '/availability'), { method: 'POST', json: { unavailableUntil } });
}

export function downloadManuscript(token: string): Promise<ApiFile> {
  return apiDownload(reviewPath(token, '/file'));
}

/** The reviewer's one file (DOC, DOCX, PDF, TXT, 10 MB; issue 42, item 5); sent again, it replaces it. */
export function uploadAttachment(
  token: string,
  file: File,
): Promise<{ success: boolean; message?: string; attachment: ReviewerAttachment }> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest(reviewPath(token, '/attachment'), { method: 'POST', body: form });
}
