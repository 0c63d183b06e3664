import type { PoolClient } from '@journal/db';
import { createEvent, writeOutbox, type EventEnvelope, type SubmissionStatus } from '@journal/events';
import type { HandlingEditor, StatusChangeNote, SubmissionRecord } from '../repositories/submission.types';
import { SCHEMA } from '../repositories/schema';

function context(record: SubmissionRecord) {
  const journal = record.journal;
  return {
    submissionId: record.id,
    authorId: record.authorId,
    authorEmail: record.authorEmail,
    givenNames: record.givenNames,
    familyName: record.familyName,
    authorAffiliation: record.authorAffiliation,
    authorOrcid: record.authorOrcid,
    paperTitle: record.paperTitle,
    journalId: journal.id,
    journalName: journal.name,
    journalIcon: journal.icon,
    abstract: record.abstract,
    keywords: record.keywords,
    coAuthors: record.coAuthors,
  };
}

export function submissionCreated(record: SubmissionRecord): EventEnvelope {
  return createEvent('submission.created.v1', record.id, record.version, {
    ...context(record),
    status: record.status,
    file: record.file
      ? {
          key: record.file.key,
          size: record.file.size,
          contentType: record.file.contentType,
          originalName: record.file.originalName,
        }
      : null,
    submittedAt: record.submittedAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  });
}

/** `record` is the state after the change. */
export function submissionStatusChanged(
  record: SubmissionRecord,
  oldStatus: SubmissionStatus,
  actorEmail: string,
  note: StatusChangeNote = {},
  decisionId?: string,
): EventEnvelope {
  return createEvent('submission.status_changed.v1', record.id, record.version, {
    ...context(record),
    oldStatus,
    newStatus: record.status,
    actorEmail,
    changedAt: record.updatedAt.toISOString(),
    ...(note.withoutReview ? { withoutReview: true } : {}),
    ...(note.retraction ? { retraction: note.retraction } : {}),
    ...(decisionId ? { decisionId } : {}),
  });
}

/** `record` is the state after the assignment (issue 29 item 1). */
export function submissionHandlingEditorAssigned(
  record: SubmissionRecord,
  assignedBy: string,
  assignedAt: Date,
): EventEnvelope {
  const editor: HandlingEditor | null = record.handlingEditor;
  return createEvent('submission.handling_editor_assigned.v1', record.id, record.version, {
    submissionId: record.id,
    journalId: record.journalId,
    handlingEditor: editor,
    assignedBy,
    assignedAt: assignedAt.toISOString(),
    paperTitle: record.paperTitle,
    journalName: record.journal.name,
  });
}

/** `record` is the state after the author edited its metadata. */
export function submissionMetadataUpdated(record: SubmissionRecord): EventEnvelope {
  return createEvent('submission.metadata_updated.v1', record.id, record.version, {
    ...context(record),
    status: record.status,
    updatedAt: record.updatedAt.toISOString(),
  });
}

export function submissionAuthorUpdated(record: SubmissionRecord): EventEnvelope {
  return createEvent('submission.author_updated.v1', record.id, record.version, {
    submissionId: record.id,
    givenNames: record.givenNames,
    familyName: record.familyName,
    authorEmail: record.authorEmail,
  });
}

/** `record` is the state after the revision; `file` the new current version. */
export function submissionRevisionSubmitted(
  record: SubmissionRecord,
  revision: { responseToReviewers: string; editorEmails: string[]; submittedAt: Date },
): EventEnvelope {
  const file = record.file!;
  return createEvent('submission.revision_submitted.v1', record.id, record.version, {
    ...context(record),
    fileVersion: record.fileVersion,
    file: { key: file.key, size: file.size, contentType: file.contentType, originalName: file.originalName },
    responseToReviewers: revision.responseToReviewers,
    editorEmails: revision.editorEmails,
    submittedAt: revision.submittedAt.toISOString(),
  });
}

/** Writes the events in the caller's transaction (they publish only if it commits). */
export function recordEvents(client: PoolClient, events: EventEnvelope[]): Promise<void> {
  return writeOutbox(client, SCHEMA, events);
}
