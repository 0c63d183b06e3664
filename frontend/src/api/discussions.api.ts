// Discussions on a submission (issue 42 item 6): the editors', the author's and the reviewer's calls.
import { apiRequest } from './client';

export interface DiscussionMessage {
  id: string;
  from: 'editor' | 'author' | 'reviewer';
  /** An editor's address (editors' view), the author's or reviewer's name, 'Editorial office' or 'You'. */
  sender: string;
  /** Plain text or Markdown, rendered sanitized. */
  body: string;
  created_at: string;
}

export interface DiscussionThread {
  id: string;
  subject: string;
  created_at: string;
  messages: DiscussionMessage[];
  /** The editors' view only: whom the thread is with. */
  participant?: 'author' | 'reviewer';
  reviewer_invitation_id?: string | null;
  with?: string;
}

interface ThreadsAnswer {
  success: boolean;
  data: { threads: DiscussionThread[] };
}
interface ThreadAnswer {
  success: boolean;
  message: string;
  data: { thread: DiscussionThread };
}

export type DiscussionParticipants = 'author' | { reviewerInvitationId: string };

const adminPath = (id: string, rest = '') =>
  `/admin/submissions/${encodeURIComponent(id)}/discussions${rest}`;
const authorPath = (id: string, rest = '') =>
  `/registration/submissions/${encodeURIComponent(id)}/discussions${rest}`;
const reviewerPath = (token: string, rest = '') => `/reviews/${encodeURIComponent(token)}/discussions${rest}`;
const messagesOf = (threadId: string) => `/${encodeURIComponent(threadId)}/messages`;

export async function fetchEditorDiscussions(id: string, token: string): Promise<DiscussionThread[]> {
  return (await apiRequest<ThreadsAnswer>(adminPath(id), { token })).data.threads;
}

export async function startDiscussion(
  id: string,
  input: { participants: DiscussionParticipants; subject: string; body: string },
  token: string,
): Promise<DiscussionThread> {
  return (await apiRequest<ThreadAnswer>(adminPath(id), { method: 'POST', json: input, token })).data.thread;
}

export async function replyAsEditor(id: string, threadId: string, body: string, token: string) {
  return (
    await apiRequest<ThreadAnswer>(adminPath(id, messagesOf(threadId)), {
      method: 'POST',
      json: { body },
      token,
    })
  ).data.thread;
}

export async function fetchAuthorDiscussions(id: string, token: string): Promise<DiscussionThread[]> {
  return (await apiRequest<ThreadsAnswer>(authorPath(id), { token })).data.threads;
}

export async function replyAsAuthor(id: string, threadId: string, body: string, token: string) {
  return (
    await apiRequest<ThreadAnswer>(authorPath(id, messagesOf(threadId)), {
      method: 'POST',
      json: { body },
      token,
    })
  ).data.thread;
}

export async function fetchReviewerDiscussions(linkToken: string): Promise<DiscussionThread[]> {
  return (await apiRequest<ThreadsAnswer>(reviewerPath(linkToken))).data.threads;
}

export async function replyAsReviewer(linkToken: string, threadId: string, body: string) {
  return (
    await apiRequest<ThreadAnswer>(reviewerPath(linkToken, messagesOf(threadId)), {
      method: 'POST',
      json: { body },
    })
  ).data.thread;
}
