import type { Pool } from '@journal/db';
import { findReviewForm, saveReviewForm } from '../../repositories/review-forms.repository';
import { parseReviewForm } from './review-form.input';
import type { ReviewQuestion } from './review-question.types';

/** A journal's review form (issue 42, item 5): read, or replaced as a whole once the body checks out. */
export class ReviewFormService {
  constructor(private readonly pool: Pool) {}

  questions(journalId: string): Promise<ReviewQuestion[]> {
    return findReviewForm(this.pool, journalId);
  }

  replace(journalId: string, body: unknown, changedBy: string): Promise<ReviewQuestion[]> {
    return saveReviewForm(this.pool, journalId, parseReviewForm(body), changedBy);
  }
}
