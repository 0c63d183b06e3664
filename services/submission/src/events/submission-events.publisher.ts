import type { PoolClient } from '@journal/db';
import { createEvent, writeOutbox, type EventEnvelope, type SubmissionStatus } from '@journal/events';
import type { HandlingEditor, StatusChangeNote, SubmissionRecord } from '../repositories/submission.types';
import { SCHEMA } from '../repositories/schema';
import type { SupplementaryFile } from '../repositories/supplementary-files.repository';

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
    authorRorId: record.authorRorId,
    paperTitle: record.paperTitle,
    journalId: journal.id,
    journalName: journal.name,
    journalIcon: journal.icon,
    sectionId: record.sectionId,
    abstract: record.abstract,
    keywords: record.keywords,
    coAuthors: record.coAuthors,
    funding: record.funding,
    dataAvailability: record.dataAvailability,
    // The cover letter and the author's agreements stay in this service: reviewers' services read these events.
  };
}

export function submissionCreated(
  record: SubmissionRecord,
  /** Issue 44 item 1: the sister journal's paper this one was transferred from. */
  transferredFrom?: { submissionId: string; journalId: string },
): EventEnvelope {
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
    ...(transferredFrom ? { transferredFrom } : {}),
  });
}

/** `record` is the state after the change. */
export function submissionStatusChanged(
  record: SubmissionRecord,
  oldStatus: SubmissionStatus,
  actorEmail: string,
  note: StatusChangeNote = {},
  decisionId?: string,
  /** Set on a change to published: the files its article lists. */
  supplementary?: SupplementaryFile[],
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
    ...(supplementary
      ? {
          supplementaryFiles: supplementary.map((file) => ({
            id: file.id,
            name: file.originalName,
            size: file.size,
            mediaType: file.mediaType,
            sha256: file.sha256,
            description: file.description,
          })),
        }
      : {}),
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

/** An editor's correction (issue 42 item 3): who made it and the names of the fields it changed. */
export interface MetadataCorrection {
  changedBy: {
    name: string;
    email: string;
    role: 'administrator' | 'manager' | 'editor' | 'handling-editor';
  };
  changedFields: string[];
}

/** `record` is the state after the author (or, with `correction`, an editor) edited its metadata. */
export function submissionMetadataUpdated(
  record: SubmissionRecord,
  correction?: MetadataCorrection,
): EventEnvelope {
  return createEvent('submission.metadata_updated.v1', record.id, record.version, {
    ...context(record),
    status: record.status,
    updatedAt: record.updatedAt.toISOString(),
    ...(correction ? { changedBy: correction.changedBy, changedFields: correction.changedFields } : {}),
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

/** Issue 44 item 1: the author's mail about an editor's transfer offer (`record` is the paper at A). */
export function submissionTransferOffered(
  record: SubmissionRecord,
  transfer: { id: string; message: string; offeredAt: Date },
  toJournal: { id: string; name: string },
): EventEnvelope {
  return createEvent('submission.transfer_offered.v1', record.id, record.version, {
    transferId: transfer.id,
    submissionId: record.id,
    authorId: record.authorId,
    authorEmail: record.authorEmail,
    givenNames: record.givenNames,
    familyName: record.familyName,
    paperTitle: record.paperTitle,
    journalId: record.journal.id,
    journalName: record.journal.name,
    toJournalId: toJournal.id,
    toJournalName: toJournal.name,
    message: transfer.message,
    offeredAt: transfer.offeredAt.toISOString(),
  });
}

/** Issue 44 item 1: the paper `from` became `to` (its new submission in the sister journal). */
export function submissionTransferred(
  transferId: string,
  from: SubmissionRecord,
  to: SubmissionRecord,
): EventEnvelope {
  return createEvent('submission.transferred.v1', to.id, to.version, {
    transferId,
    fromSubmissionId: from.id,
    fromJournalId: from.journal.id,
    fromJournalName: from.journal.name,
    toSubmissionId: to.id,
    toJournalId: to.journal.id,
    toJournalName: to.journal.name,
    transferredAt: to.submittedAt.toISOString(),
  });
}
