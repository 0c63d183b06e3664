import { z } from 'zod';
import { emailField, idField, isoDateTimeField, nameField, userIdField } from './contract-fields';
import { submissionStatusSchema } from './submission-status.contract';

export const submissionFileSchema = z.object({
  key: z.string().min(1),
  size: z.number().int().nonnegative(),
  contentType: z.string().min(1),
  originalName: z.string().min(1),
});

/** One supplementary file of a paper (issue 42 item 8): what its article page lists; bytes stay in submission. */
export const supplementaryFileSchema = z.object({
  id: idField,
  name: z.string().min(1),
  size: z.number().int().positive(),
  mediaType: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  description: z.string(),
});
export type SupplementaryFilePayload = z.infer<typeof supplementaryFileSchema>;

export const coAuthorSchema = z.object({
  givenNames: z.string().min(1),
  familyName: z.string().min(1),
  email: emailField,
  affiliation: z.string().nullable(),
  orcid: z.string().nullable(),
  /** The affiliation's ROR id (issue 42 item 8); absent in events written before, or when none was given. */
  rorId: z.string().nullable().optional(),
});

/** One funder of the work (issue 42 item 8): JATS `<award-group>`, Crossref FundRef. */
export const fundingSchema = z.object({
  funderName: z.string().min(1),
  funderRorId: z.string().nullable(),
  awardIds: z.array(z.string()),
});

/**
 * The manuscript's metadata (issue 11). Defaults let events written before it existed still parse.
 */
const submissionMetadata = {
  abstract: z.string().default(''),
  keywords: z.array(z.string()).default([]),
  coAuthors: z.array(coAuthorSchema).default([]),
  /** Issue 42 item 8; absent in events written before (no funding, no statement). */
  funding: z.array(fundingSchema).optional(),
  dataAvailability: z.string().optional(),
};

export type CoAuthorPayload = z.infer<typeof coAuthorSchema>;
export type FundingPayload = z.infer<typeof fundingSchema>;

/** No abstract, keywords or co-authors (what events written before issue 11 mean). */
export function emptySubmissionMetadata(): {
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthorPayload[];
} {
  return { abstract: '', keywords: [], coAuthors: [] };
}

/** Author and journal fields repeated in the events so consumers can project without calling back. */
const submissionContext = {
  submissionId: idField,
  authorId: userIdField,
  authorEmail: emailField,
  givenNames: nameField,
  familyName: nameField,
  paperTitle: z.string().min(1),
  journalId: idField,
  journalName: z.string().min(1),
  journalIcon: z.string(),
  /**
   * The submitting author's affiliation and bare ORCID iD (issue 30): the profile's institution and iD at
   * submission, editable with the metadata; absent in events written before they were carried.
   */
  authorAffiliation: z.string().nullable().optional(),
  authorOrcid: z.string().nullable().optional(),
  /** The submitting author's affiliation's ROR id (issue 42 item 8); absent in events written before. */
  authorRorId: z.string().nullable().optional(),
  /**
   * The journal section the paper is filed under (issue 42, item 2). Absent in events written before
   * sections: such a paper is in its journal's default section (libs/journals DEFAULT_SECTION).
   */
  sectionId: z.guid().optional(),
};

export const submissionCreatedV1 = z.object({
  ...submissionContext,
  ...submissionMetadata,
  status: submissionStatusSchema,
  file: submissionFileSchema.nullable(),
  submittedAt: isoDateTimeField,
  updatedAt: isoDateTimeField,
  /**
   * Issue 44 item 1: the paper came to this journal by a transfer the author accepted (the sister journal's
   * paper and its journal), so figures count it as transferred in, not as a submission received. Absent
   * for every paper submitted directly.
   */
  transferredFrom: z.object({ submissionId: idField, journalId: idField }).optional(),
});

export const submissionStatusChangedV1 = z.object({
  ...submissionContext,
  ...submissionMetadata,
  oldStatus: submissionStatusSchema,
  newStatus: submissionStatusSchema,
  actorEmail: emailField,
  changedAt: isoDateTimeField,
  /** Issue 29: the administrator moved the paper to accepted or published with no accept decision. */
  withoutReview: z.boolean().optional(),
  /** Issue 29: an unpublish (`POST .../retraction`): the article page stays as a notice with this reason. */
  retraction: z
    .object({ kind: z.enum(['retraction', 'withdrawal']), reason: z.string().min(1).max(2000) })
    .optional(),
  /**
   * The editor's decision that moved the paper (issue 29, item 8): its letter is the authors' mail, so no
   * status mail goes out for this change. Absent for every other change.
   */
  decisionId: idField.optional(),
  /**
   * Issue 42 item 8: on a change to `published` only, the paper's supplementary files, which its article
   * lists (absent on every other change and in events written before).
   */
  supplementaryFiles: z.array(supplementaryFileSchema).optional(),
});

/** Issue 29 item 1: a paper's handling editor was assigned (or unassigned: `handlingEditor` null). */
export const submissionHandlingEditorAssignedV1 = z.object({
  submissionId: idField,
  journalId: idField,
  handlingEditor: z.object({ userId: userIdField, name: z.string().min(1), email: emailField }).nullable(),
  assignedBy: emailField,
  assignedAt: isoDateTimeField,
  /** The paper and its journal by name, for the assigned editor's mail; absent in events written before. */
  paperTitle: z.string().min(1).optional(),
  journalName: z.string().min(1).optional(),
});

/** Projection refresh after the author's profile changed. */
export const submissionAuthorUpdatedV1 = z.object({
  submissionId: idField,
  givenNames: nameField,
  familyName: nameField,
  authorEmail: emailField,
});

/** The author edited title, abstract, keywords or co-authors (full metadata after the change). */
export const submissionMetadataUpdatedV1 = z.object({
  ...submissionContext,
  ...submissionMetadata,
  status: submissionStatusSchema,
  updatedAt: isoDateTimeField,
  /**
   * Issue 42 item 3: an editor's correction names who made it (absent: the author edited, as before) and
   * the fields that changed (the body's names: `paperTitle`, `abstract`, ...). Optional so old events parse.
   */
  changedBy: z
    .object({
      name: z.string().min(1),
      email: emailField,
      role: z.enum(['administrator', 'manager', 'editor', 'handling-editor']),
    })
    .optional(),
  changedFields: z.array(z.string().min(1)).optional(),
});

/** The author uploaded a revised version (issue 12) while a revisions decision was open. */
export const submissionRevisionSubmittedV1 = z.object({
  ...submissionContext,
  ...submissionMetadata,
  fileVersion: z.number().int().min(2),
  file: submissionFileSchema,
  responseToReviewers: z.string(),
  /** The editors who asked for the revision (the open decision's author), told by mail. */
  editorEmails: z.array(emailField),
  submittedAt: isoDateTimeField,
});

/** Issue 44 item 1: an editor offered to transfer the paper to a sister journal (the author's mail). */
export const submissionTransferOfferedV1 = z.object({
  transferId: idField,
  submissionId: idField,
  authorId: userIdField,
  authorEmail: emailField,
  givenNames: nameField,
  familyName: nameField,
  paperTitle: z.string().min(1),
  journalId: idField,
  journalName: z.string().min(1),
  toJournalId: idField,
  toJournalName: z.string().min(1),
  message: z.string().min(1),
  offeredAt: isoDateTimeField,
});

/**
 * Issue 44 item 1: the author accepted a transfer; `toSubmissionId` is the paper's new submission in the
 * sister journal. The review service copies the consenting reviewers' reports to it from this event.
 */
export const submissionTransferredV1 = z.object({
  transferId: idField,
  fromSubmissionId: idField,
  fromJournalId: idField,
  fromJournalName: z.string().min(1),
  toSubmissionId: idField,
  toJournalId: idField,
  toJournalName: z.string().min(1),
  transferredAt: isoDateTimeField,
});
