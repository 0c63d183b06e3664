import { apiRequest } from './client';
import type { Admin } from './review-admin.api';

/** Who wrote an editors' note or made a transfer offer. */
export interface EditorName {
  name: string;
  email: string;
  role: string;
}

/** One editors' note (issue 44 item 1): read by the journal's editors only. */
export interface EditorNote {
  id: string;
  body: string;
  written_by: EditorName;
  written_at: string;
}

/** One offer to transfer the paper to a sister journal, as the first journal's editors see it. */
export interface TransferOffer {
  id: string;
  to_journal: string;
  to_journal_name: string;
  message: string;
  offered_by: EditorName;
  offered_at: string;
  state: 'offered' | 'accepted' | 'declined';
  answered_at: string | null;
  to_submission_id: string | null;
}

/** Where a transferred paper came from, as its new journal's editors see it. */
export interface TransferredFrom {
  from_journal: string;
  from_journal_name: string;
  transferred_at: string | null;
  offer_message: string;
  history: { from_status: string | null; to_status: string; changed_at: string }[];
  decision_letter: { decision: string; message: string; decided_at: string } | null;
}

export interface TransferRecord {
  offers: TransferOffer[];
  from: TransferredFrom | null;
}

/** A consenting reviewer's report that came with a transferred paper (no reviewer's identity). */
export interface TransferredReport {
  id: string;
  from_journal: string;
  reviewer: string;
  round: number;
  recommendation: string;
  comments_to_author: string;
  answers: { question_id: string; label: string; text: string | null }[];
  submitted_at: string;
}

/** The open offer on the author's profile. */
export interface AuthorTransferOffer {
  id: string;
  from_journal: string;
  from_journal_name: string;
  to_journal: string;
  to_journal_name: string;
  message: string;
  offered_at: string;
}

const paper = (id: string) => `/admin/submissions/${encodeURIComponent(id)}`;

export function fetchNotes(id: string, admin: Admin): Promise<{ data: { notes: EditorNote[] } }> {
  return apiRequest(`${paper(id)}/notes`, { token: admin.token });
}

export function addNote(id: string, body: string, admin: Admin): Promise<{ data: { note: EditorNote } }> {
  return apiRequest(`${paper(id)}/notes`, { method: 'POST', json: { body }, token: admin.token });
}

export function offerTransfer(
  id: string,
  offer: { toJournal: string; message: string },
  admin: Admin,
): Promise<{ message: string; data: { transfer: TransferOffer } }> {
  return apiRequest(`${paper(id)}/transfer-offer`, { method: 'POST', json: offer, token: admin.token });
}

export function answerTransfer(
  id: string,
  accept: boolean,
  token: string,
): Promise<{ message: string; data: { submission: { id: string; journal_name: string } | null } }> {
  return apiRequest(`/registration/submissions/${encodeURIComponent(id)}/transfer`, {
    method: 'POST',
    json: { accept },
    token,
  });
}
