import type { InternalClient } from '@journal/http';

/** Moves a paper to a status through the submission service, the one owner of statuses (ADR 0027). */
export type SubmissionStatusCommand = (
  submissionId: string,
  status: 'published',
  actorEmail: string,
) => Promise<void>;

/**
 * publishing -> submission: `PUT /internal/submissions/:id/status { status, actorEmail }`, the status
 * command's internal form; the submission service validates it, writes the history and emits
 * submission.status_changed.v1, from which this service makes the article (DOI, page).
 */
export function submissionStatusClient(client: InternalClient): SubmissionStatusCommand {
  return async (submissionId, status, actorEmail) => {
    await client.json('PUT', `/submissions/${encodeURIComponent(submissionId)}/status`, {
      status,
      actorEmail,
    });
  };
}
