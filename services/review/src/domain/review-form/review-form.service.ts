import type { Pool } from '@journal/db';
import {
  deleteReviewForm,
  findPublisherReviewForm,
  findReviewFormState,
  saveReviewForm,
  savePublisherReviewForm,
} from '../../repositories/review-forms.repository';
import { parseReviewForm } from './review-form.input';
import type { ReviewQuestion } from './review-question.types';

/**
 * A journal's review form (issue 42, item 5): read, or replaced as a whole once the body checks out. The
 * publisher's (issue 44 item 3) is the form of every journal without its own.
 */
export class ReviewFormService {
  constructor(private readonly pool: Pool) {}

  state(journalId: string) {
    return findReviewFormState(this.pool, journalId);
  }

  replace(journalId: string, body: unknown, changedBy: string): Promise<ReviewQuestion[]> {
    return saveReviewForm(this.pool, journalId, parseReviewForm(body), changedBy);
  }

  /** The journal inherits the publisher's form again. */
  async inherit(journalId: string) {
    await deleteReviewForm(this.pool, journalId);
    return this.state(journalId);
  }

  publisherQuestions(): Promise<ReviewQuestion[]> {
    return findPublisherReviewForm(this.pool);
  }

  replacePublisher(body: unknown, changedBy: string): Promise<ReviewQuestion[]> {
    return savePublisherReviewForm(this.pool, parseReviewForm(body), changedBy);
  }
}
