import type { Queryable } from '@journal/db';
import { NotFoundError } from '@journal/errors';
import { findSubmission } from '../repositories/submissions.repository';
import type { SubmissionRecord } from '../repositories/submission.types';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);

/** The submission or a 404 (also for an id that is not a uuid); `forUpdate` locks it until COMMIT. */
export async function mustFindSubmission(
  db: Queryable,
  id: string,
  forUpdate = false,
): Promise<SubmissionRecord> {
  const record = isUuid(id) ? await findSubmission(db, id, { forUpdate }) : undefined;
  if (!record) throw new NotFoundError('Submission not found');
  return record;
}
