import {
  defineConsumer,
  handleBatchOnce,
  READ_LINGER_MS,
  type ConsumedEvent,
  type ConsumingService,
  type EventPayload,
} from '@journal/events';
import {
  applyAuthorState,
  applySubmissionState,
  lockSubmissions,
} from '../repositories/submission-view.repository';
import { applyHandlingEditor, applyRevision } from '../repositories/editorial-progress.repository';
import { recordActivity } from '../domain/activity/record-activity';
import { fileExtension } from '../domain/file-extension';

type ReadModelEvent = ConsumedEvent<typeof readModelConsumer>;

/**
 * Feeds the read model, a batch of events (one is a batch of one) in one transaction: each event id is
 * applied once (handleBatchOnce records them in it), the batch's submissions are locked together, then the
 * events are applied in stream order. Versions decide what an event may still change (see
 * applySubmissionState), so duplicates and out-of-order deliveries end in the same state as in-order ones.
 */
export const readModelConsumer = defineConsumer({
  group: 'admin.read-model',
  types: [
    'submission.created.v1',
    'submission.status_changed.v1',
    'submission.author_updated.v1',
    'submission.metadata_updated.v1',
    'submission.handling_editor_assigned.v1',
    'submission.revision_submitted.v1',
  ],
  // A transaction per batch: at 100 changes/s a short wait lets a few share it (docs/performance.md).
  lingerMs: READ_LINGER_MS,
  handleBatch:
    ({ pool }: ConsumingService, recordedAs) =>
    async (events) => {
      await handleBatchOnce(pool, recordedAs, events, async (client, fresh) => {
        await lockSubmissions(
          client,
          fresh.map((event) => event.payload.submissionId),
        );
        for (const event of fresh) {
          await applyEvent(client, event);
          await recordActivity(client, event);
        }
      });
    },
});

type SubmissionPayload = EventPayload<
  'submission.created.v1' | 'submission.status_changed.v1' | 'submission.metadata_updated.v1'
>;

/** The fields every full submission event carries, as a read-model state (status and times apart). */
function stateOf(p: SubmissionPayload, version: number) {
  return {
    id: p.submissionId,
    authorId: p.authorId,
    email: p.authorEmail,
    givenNames: p.givenNames,
    familyName: p.familyName,
    paperTitle: p.paperTitle,
    journalId: p.journalId,
    journalName: p.journalName,
    journalIcon: p.journalIcon,
    metadata: { abstract: p.abstract, keywords: p.keywords, coAuthors: p.coAuthors },
    version,
  };
}

async function applyEvent(
  client: Parameters<typeof applySubmissionState>[0],
  event: ReadModelEvent,
): Promise<void> {
  switch (event.type) {
    case 'submission.created.v1': {
      const p = event.payload;
      return applySubmissionState(client, {
        ...stateOf(p, event.version),
        status: p.status,
        updatedAt: p.updatedAt,
        origin: {
          submittedAt: p.submittedAt,
          file: p.file ? { extension: fileExtension(p.file.originalName) } : null,
        },
      });
    }
    case 'submission.status_changed.v1':
    case 'submission.metadata_updated.v1': {
      // A later full state: the status it leaves and when (the submission's origin is the created event's).
      const [status, at] =
        event.type === 'submission.status_changed.v1'
          ? [event.payload.newStatus, event.payload.changedAt]
          : [event.payload.status, event.payload.updatedAt];
      return applySubmissionState(client, {
        ...stateOf(event.payload, event.version),
        status,
        updatedAt: at,
        origin: null,
        provisionalSubmittedAt: at,
      });
    }
    case 'submission.author_updated.v1': {
      const p = event.payload;
      return applyAuthorState(client, {
        submissionId: p.submissionId,
        email: p.authorEmail,
        givenNames: p.givenNames,
        familyName: p.familyName,
        version: event.version,
      });
    }
    case 'submission.handling_editor_assigned.v1': {
      const p = event.payload;
      return applyHandlingEditor(client, p.submissionId, p.handlingEditor, event.version);
    }
    case 'submission.revision_submitted.v1': {
      const p = event.payload;
      return applyRevision(client, p.submissionId, p.fileVersion, p.submittedAt);
    }
  }
}

/** The group's name and types under the names deploy-tests/k8s-observability.test.ts reads them by. */
export const READ_MODEL_CONSUMER_GROUP = readModelConsumer.group;
export const READ_MODEL_EVENT_TYPES = readModelConsumer.types;
