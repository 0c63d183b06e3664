import type { UploadRefusalReason } from '@journal/metrics';
import { DOCX_RATIO_MESSAGE, DOCX_TOO_LARGE_INFLATED_MESSAGE } from './docx-archive.policy';
import {
  EMPTY_FILE_MESSAGE,
  FILE_REQUIRED_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  WRONG_FILE_TYPE_MESSAGE,
} from './file-type.policy';

/** The metrics label of a refused upload (journal_uploads_total), from the error the client got. */
export function uploadRefusalReason(error: unknown): UploadRefusalReason {
  const { status, message } = (error ?? {}) as { status?: unknown; message?: unknown };
  if (status === 413 || message === FILE_TOO_LARGE_MESSAGE) return 'too_large';
  // Zip bombs (declared or really inflated sizes) are size refusals too, though answered 400.
  if (message === DOCX_TOO_LARGE_INFLATED_MESSAGE || message === DOCX_RATIO_MESSAGE) return 'too_large';
  if (message === WRONG_FILE_TYPE_MESSAGE || message === EMPTY_FILE_MESSAGE) return 'wrong_type';
  if (message === FILE_REQUIRED_MESSAGE) return 'missing_file';
  if (status === 400) return 'invalid_fields';
  return 'other';
}
