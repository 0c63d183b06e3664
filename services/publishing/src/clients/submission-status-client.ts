import { parseEvent, type EventOf } from '@journal/events';
import type { InternalClient } from '@journal/http';

export type StatusChangedEvent = EventOf<'submission.status_changed.v1'>;

/**
 * Moves a paper to a status through the submission service, the one owner of statuses (ADR 0027);
 * resolves with the `submission.status_changed.v1` it wrote, or null when the paper already had that status.
 */
export type SubmissionStatusCommand = (
  submissionId: string,
  status: 'published',
  actorEmail: string,
) => Promise<StatusChangedEvent | null>;

/**
 * publishing -> submission: `PUT /internal/submissions/:id/status { status, actorEmail }`, the status
 * command's internal form; the submission service validates it, writes the history and the event, and
 * answers with the event, which this service applies at once with its consumer's handler (ADR 0039).
 */
export function submissionStatusClient(client: InternalClient): SubmissionStatusCommand {
  return async (submissionId, status, actorEmail) => {
    const answer = await client.json<{ event?: unknown }>(
      'PUT',
      `/submissions/${encodeURIComponent(submissionId)}/status`,
      { status, actorEmail },
    );
    if (answer.event === null || answer.event === undefined) return null;
    const event = parseEvent(answer.event);
    if (event.type !== 'submission.status_changed.v1')
      throw new Error(`the status command answered a ${event.type} event`);
    return event;
  };
}
