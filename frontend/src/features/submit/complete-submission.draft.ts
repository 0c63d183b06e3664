// The complete submission's parts (issue 42, item 8): the same rules and messages as the server.
import { checkDataAvailability, checkFunding, checkRorId, type Funding } from '@journal/metadata';
import type { ChecklistItem } from '../../api/checklist.api';
import type { CompleteSubmissionFields } from '../../api/submission.api';

export const COMPLETE_MESSAGES = {
  checklist: 'Please confirm every item of the checklist',
  licence: "Please agree to publish under the journal's licence",
  coverLetterTooLong: 'The cover letter must be at most 5,000 characters',
} as const;

export interface FundingRow {
  key: string;
  funderName: string;
  funderRorId: string;
  /** Award numbers as typed, separated by commas. */
  awardIds: string;
}

export interface CompleteDraft {
  ticked: string[];
  licenceAgreed: boolean;
  coverLetter: string;
  dataAvailability: string;
  authorRorId: string;
  funding: FundingRow[];
}

let nextKey = 0;
export const emptyFundingRow = (): FundingRow => ({
  key: `funder-${(nextKey += 1)}`,
  funderName: '',
  funderRorId: '',
  awardIds: '',
});

export const newCompleteDraft = (): CompleteDraft => ({
  ticked: [],
  licenceAgreed: false,
  coverLetter: '',
  dataAvailability: '',
  authorRorId: '',
  funding: [],
});

/** Field name (as the server's `field`) to message. */
export type CompleteErrors = Record<string, string>;

const fundingOf = (rows: FundingRow[]) =>
  rows.map((row) => ({
    funderName: row.funderName,
    funderRorId: row.funderRorId.trim() || null,
    awardIds: row.awardIds
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  }));

/** Every broken rule by field, or the fields to send when there is none. */
export function validateComplete(
  draft: CompleteDraft,
  items: readonly ChecklistItem[],
): { errors: CompleteErrors; fields?: CompleteSubmissionFields } {
  const errors: CompleteErrors = {};
  if (items.some((item) => !draft.ticked.includes(item.id))) errors.checklist = COMPLETE_MESSAGES.checklist;
  if (!draft.licenceAgreed) errors.licenceAgreed = COMPLETE_MESSAGES.licence;
  if (draft.coverLetter.trim().length > 5000) errors.coverLetter = COMPLETE_MESSAGES.coverLetterTooLong;
  const statement = checkDataAvailability(draft.dataAvailability);
  if (!statement.ok) errors.dataAvailability = statement.message;
  const ror = draft.authorRorId.trim() ? checkRorId(draft.authorRorId) : null;
  if (ror && !ror.ok) errors.authorRorId = ror.message;
  const funding = checkFunding(fundingOf(draft.funding));
  if (!funding.ok) {
    const { index, key, message } = funding.problem;
    errors[index === undefined ? 'funding' : `funding[${index}].${key ?? 'funderName'}`] = message;
  }
  if (Object.keys(errors).length) return { errors };
  const fields: CompleteSubmissionFields = {
    checklist: items.map((item) => item.id),
    licenceAgreed: true,
  };
  if (draft.coverLetter.trim()) fields.coverLetter = draft.coverLetter.trim();
  if (statement.ok && statement.value) fields.dataAvailability = statement.value;
  if (ror?.ok) fields.authorRorId = ror.value;
  if (funding.ok && funding.value.length) fields.funding = funding.value as Funding[];
  return { errors, fields };
}
