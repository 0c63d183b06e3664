// A journal's review form (issue 42, item 5): the questions reviewers answer beside their comments.
import { apiRequest } from './client';

export const QUESTION_KINDS = ['text', 'choice', 'scale', 'yes-no'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  text: 'Text',
  choice: 'Choice',
  scale: 'Scale 1-5',
  'yes-no': 'Yes / no',
};

export interface ReviewQuestion {
  id: string;
  kind: QuestionKind;
  label: string;
  options?: string[];
  required: boolean;
  visibleToAuthor: boolean;
}

/** A question as the managers' screen sends it: a new one has no id yet. */
export type ReviewQuestionDraft = Omit<ReviewQuestion, 'id'> & { id?: string };

/** One answer: text, the chosen option, 1-5, or yes/no as true/false. */
export type AnswerValue = string | number | boolean;

/** A report's answer as editors read it beside the recommendation. */
export interface ReportAnswer {
  question_id: string;
  kind: QuestionKind;
  label: string;
  required: boolean;
  visible_to_author: boolean;
  value: AnswerValue | null;
  text: string | null;
}

/** In place of a journal's slug: the publisher's form, which every journal without its own uses. */
export const PUBLISHER_REVIEW_FORM = '*publisher';

const path = (slug: string) =>
  slug === PUBLISHER_REVIEW_FORM
    ? '/admin/publisher/review-form'
    : `/admin/journals/${encodeURIComponent(slug)}/review-form`;

export const reviewFormKeys = {
  form: (slug: string) => ['review-form', slug] as const,
  state: (slug: string) => ['review-form', 'state', slug] as const,
};

/** A journal's form for its managers: its questions, and whether they are the publisher's (issue 44 item 3). */
export interface ReviewFormState {
  questions: ReviewQuestion[];
  inherited: boolean;
  publisher: ReviewQuestion[];
}

export async function fetchReviewFormState(slug: string, token: string): Promise<ReviewFormState> {
  return (await apiRequest<{ data: ReviewFormState }>(path(slug), { token })).data;
}

/** Drops the journal's own form: it uses the publisher's again. */
export async function inheritReviewForm(slug: string, token: string): Promise<ReviewFormState> {
  return (await apiRequest<{ data: ReviewFormState }>(path(slug), { method: 'DELETE', token })).data;
}

export async function fetchReviewForm(slug: string, token: string): Promise<ReviewQuestion[]> {
  return (await apiRequest<{ data: { questions: ReviewQuestion[] } }>(path(slug), { token })).data.questions;
}

export async function saveReviewForm(
  slug: string,
  questions: ReviewQuestionDraft[],
  token: string,
): Promise<ReviewQuestion[]> {
  const answer = await apiRequest<{ data: { questions: ReviewQuestion[] } }>(path(slug), {
    method: 'PUT',
    json: { questions },
    token,
  });
  return answer.data.questions;
}
