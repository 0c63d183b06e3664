import type { TransferRecord, TransferredReport } from './transfers.api';
import type { Funding } from '@journal/metadata';
import type { ReportAnswer } from './review-form.api';
// The editor's side of peer review (issue 12): the submission detail, reviewer invitations, decisions.
import type { CoAuthorView, HandlingEditor, PoolReviewer } from '@journal/metadata';
import { apiDownload, apiRequest, toQuery, type ApiFile } from './client';
import type { AnonymousComment, AssignmentState, DecisionKind, Recommendation } from './peer-review.types';
import type { StatusChange } from './profile.api';

export interface FileVersion {
  number: number;
  name: string;
  size: number;
  type?: string;
  uploaded_at: string;
  uploaded_by?: string | null;
  /** The author's response to the reviewers (null for version 1). */
  response_to_reviewers?: string | null;
}

export interface Person {
  email: string;
  given_names: string;
  family_name: string;
}

export interface ReviewerAssignment {
  id: string;
  round: number;
  reviewer: Person;
  /** 'Reviewer 1', 'Reviewer 2' ... per submission, in order of first invitation. */
  reviewer_number?: number;
  due_date: string;
  state: AssignmentState | string;
  invited_at?: string | null;
  responded_at?: string | null;
  decline_reason?: string | null;
}

export interface ReviewReport {
  id: string;
  assignment_id: string;
  round: number;
  reviewer_number?: number;
  reviewer?: Person;
  recommendation: Recommendation | string;
  comments_to_author: string;
  comments_to_editor?: string | null;
  submitted_at: string;
  /** The reviewer's declaration at acceptance: 'none' or a statement (null before issue 29). */
  competing_interests?: string | null;
  /** The review form's questions as the reviewer was asked them, with the answers (issue 42, item 5). */
  answers?: ReportAnswer[];
  /** The reviewer's file, where it names them, and whether it was passed to the authors (issue 42). */
  attachment?: ReportAttachment | null;
}

export interface ReportAttachment {
  name: string;
  size: number;
  uploaded_at: string;
  findings: { kind: string; value: string; where: string; count: number }[];
  scanned: boolean;
  scan_note: string | null;
  shared_at: string | null;
  shared_by: string | null;
}

export interface EditorDecision {
  id?: string;
  round?: number;
  decision: DecisionKind | string;
  message: string;
  decided_at: string;
  decided_by?: string | null;
  comments?: AnonymousComment[];
}

export interface SubmissionSummary {
  id: string;
  manuscript_id?: string | null;
  paper_title: string;
  abstract?: string;
  keywords?: string[];
  co_authors?: CoAuthorView[];
  journal_id?: string;
  journal_name: string;
  status: string;
  submission_date: string;
  updated_at?: string | null;
  author: Person;
  current_version?: number;
  /** Issue 29: null while the journal's editors share the paper. */
  handling_editor?: HandlingEditor | null;
  /** Issue 42 item 2: the journal section the paper is filed under (absent from an older server). */
  sectionId?: string | null;
  /** Issue 42 item 8 (absent from an older server): metadata, and what only editors read. */
  funding?: Funding[];
  data_availability?: string;
  author_ror_id?: string | null;
  cover_letter?: string;
  /** Issue 42 item 8: the author's supplementary files, each with the editors' download. */
  supplementary_files?: SupplementaryFileView[];
  agreements?: {
    checklist: { id: string; text: string }[];
    licence: string | null;
    licence_agreement: 'ticked' | 'by-submitting' | null;
  };
}

export type { HandlingEditor } from '@journal/metadata';

export interface EarlierReviewer extends Person {
  reviewer_number?: number;
  rounds: number[];
}

/** A place where the reviewers' copy still names an author (issue 26). */
export interface AnonymityFinding {
  kind: 'name' | 'email' | 'orcid' | 'affiliation';
  value: string;
  where:
    | 'body'
    | 'header'
    | 'footer'
    | 'footnotes'
    | 'text-boxes'
    | 'comments'
    | 'properties'
    | 'document-variables'
    | 'embedded-document'
    | 'custom-xml'
    | 'template'
    | 'hyperlinks'
    | 'tracked-changes';
  count?: number;
}

/** What reviewers get of the current version, and which authors' names are left in it. */
export interface Anonymity {
  version?: number;
  /** false while the copy is made and scanned. */
  checked: boolean;
  /** What reviewers get still names: the warnings. */
  findings: AnonymityFinding[];
  /** What the author's file had where the automatic copy cleans, removed from it: information only. */
  removedFromCopy?: AnonymityFinding[];
  reviewerCopy: { ready: boolean; reason?: string };
  source?: 'automatic' | 'editor';
  anonymous_version?: { name: string; size: number; uploaded_by: string; uploaded_at: string } | null;
}

export interface SubmissionDetail {
  submission: SubmissionSummary;
  versions: FileVersion[];
  history: (StatusChange & { changed_by?: string | null })[];
  assignments: ReviewerAssignment[];
  reports: ReviewReport[];
  decisions: EditorDecision[];
  review?: { current_round: number; revision_open: boolean; earlier_reviewers: EarlierReviewer[] };
  /** null when the paper has no file. */
  anonymity?: Anonymity | null;
  /** Issue 44 item 1: offers to sister journals, and where a transferred paper came from. */
  transfers?: TransferRecord;
  transferred_reports?: TransferredReport[];
}

export interface DetailResponse {
  success: boolean;
  message?: string;
  data?: SubmissionDetail;
}

export interface InvitePayload {
  reviewerEmail: string;
  givenNames: string;
  familyName: string;
  /** YYYY-MM-DD, in the future. */
  dueDate: string;
  /** The editor confirmed the invitation despite a conflict of interest (issue 29). */
  overrideConflict?: boolean;
  /** The editor confirmed inviting though the copy's body still names the authors (issue 42 item 9). */
  confirmFindings?: boolean;
  /** The editor confirmed inviting a reviewer at the publisher's load limit (issue 44 item 2). */
  confirmLoad?: boolean;
}

/** One person of a journal's reviewer pool (issue 29, item 4): a type shared with the review service. */
export type { PoolReviewer } from '@journal/metadata';

/** The journal's pool, ranked for the paper when `forSubmission` is given. */
export function fetchReviewerPool(
  journalSlug: string,
  query: { q?: string; forSubmission?: string },
  admin: Admin,
): Promise<{ success: boolean; message?: string; data?: { reviewers: PoolReviewer[] } }> {
  return apiRequest(
    `/admin/journals/${encodeURIComponent(journalSlug)}/reviewers${toQuery({
      q: query.q || undefined,
      forSubmission: query.forSubmission,
    })}`,
    { token: admin.token },
  );
}

export interface ActionResponse {
  success: boolean;
  message?: string;
}

export interface Admin {
  email: string;
  token: string;
}

/** One supplementary file as the editors' detail lists it (issue 42 item 8). */
export interface SupplementaryFileView {
  id: string;
  name: string;
  size: number;
  media_type: string;
  description: string;
  uploaded_at: string;
  download_url: string;
}

/** A supplementary file's bytes for the editor (the submission service serves them). */
export function downloadSupplementary(id: string, fileId: string, admin: Admin): Promise<ApiFile> {
  return apiDownload(submissionPath(id, `/supplementary-files/${encodeURIComponent(fileId)}`), {
    token: admin.token,
  });
}

function submissionPath(id: string, rest = ''): string {
  return `/admin/submissions/${encodeURIComponent(id)}${rest}`;
}

export function fetchSubmissionDetail(id: string, admin: Admin): Promise<DetailResponse> {
  return apiRequest<DetailResponse>(`${submissionPath(id)}${toQuery({ email: admin.email })}`, {
    token: admin.token,
  });
}

export function inviteReviewer(
  id: string,
  invite: InvitePayload,
  admin: Admin,
): Promise<ActionResponse & { assignment?: ReviewerAssignment }> {
  return apiRequest(submissionPath(id, '/reviewers'), { method: 'POST', json: invite, token: admin.token });
}

export function cancelInvitation(id: string, assignmentId: string, admin: Admin): Promise<ActionResponse> {
  return apiRequest(submissionPath(id, `/reviewers/${encodeURIComponent(assignmentId)}`), {
    method: 'DELETE',
    token: admin.token,
  });
}

export function recordDecision(
  id: string,
  decision: { decision: DecisionKind; message: string },
  admin: Admin,
): Promise<ActionResponse> {
  return apiRequest(submissionPath(id, '/decision'), { method: 'POST', json: decision, token: admin.token });
}

export function downloadVersion(id: string, version: number, admin: Admin): Promise<ApiFile> {
  return apiDownload(
    `${submissionPath(id, `/versions/${version}/download`)}${toQuery({ email: admin.email })}`,
    {
      token: admin.token,
    },
  );
}

/** An editor's anonymous version of the current version (issue 26): what reviewers get from now on. */
export function uploadAnonymousVersion(id: string, paperFile: File, admin: Admin): Promise<ActionResponse> {
  const form = new FormData();
  form.append('paperFile', paperFile, paperFile.name);
  return apiRequest(submissionPath(id, '/anonymous-version'), {
    method: 'POST',
    body: form,
    token: admin.token,
  });
}

const attachmentPath = (id: string, assignmentId: string, rest = '') =>
  submissionPath(id, `/reviewers/${encodeURIComponent(assignmentId)}/attachment${rest}`);

/** The reviewer's attached file as the editor downloads it (issue 42, item 5). */
export function downloadReviewAttachment(id: string, assignmentId: string, admin: Admin): Promise<ApiFile> {
  return apiDownload(`${attachmentPath(id, assignmentId)}${toQuery({ email: admin.email })}`, {
    token: admin.token,
  });
}

/** The editor passes the reviewer's file to the authors: from now on they can download it. */
export function shareReviewAttachment(
  id: string,
  assignmentId: string,
  admin: Admin,
): Promise<ActionResponse> {
  return apiRequest(attachmentPath(id, assignmentId, '/share'), { method: 'POST', token: admin.token });
}
