import {
  METADATA_LIMITS,
  METADATA_MESSAGES,
  checkAbstract,
  checkCoAuthor,
  checkCoAuthors,
  checkKeywords,
  checkPaperTitle,
  type CoAuthor,
  type CoAuthorKey,
} from '@journal/metadata';
import type { PaperDetails } from '../../api/submission.api';
import type { AuthorSubmission } from '../../api/profile.api';

/** One co-author row as typed; `key` keeps React rows stable while they are reordered. */
export interface CoAuthorDraft {
  key: string;
  givenNames: string;
  familyName: string;
  email: string;
  affiliation: string;
  orcid: string;
  /** The affiliation's ROR id (issue 42 item 8): asked where the journal's form is the complete one. */
  rorId: string;
}

/** The 'Paper details' form: the same rules and messages as the server (@journal/metadata). */
export interface PaperDetailsDraft {
  paperTitle: string;
  abstract: string;
  keywords: string[];
  /** Text typed in the keyword box, not yet a chip (it counts when the form is sent). */
  keywordInput: string;
  coAuthors: CoAuthorDraft[];
}

export interface PaperDetailsErrors {
  paperTitle?: string;
  abstract?: string;
  keywords?: string;
  coAuthors?: string;
  coAuthorFields?: Record<number, Partial<Record<CoAuthorKey, string>>>;
}

let nextKey = 0;
export const emptyCoAuthor = (): CoAuthorDraft => ({
  key: `co-author-${(nextKey += 1)}`,
  givenNames: '',
  familyName: '',
  email: '',
  affiliation: '',
  orcid: '',
  rorId: '',
});

export function newDraft(paperTitle: string): PaperDetailsDraft {
  return { paperTitle, abstract: '', keywords: [], keywordInput: '', coAuthors: [] };
}

/** The draft of a stored submission (profile: Edit details). */
export function draftFromSubmission(submission: AuthorSubmission): PaperDetailsDraft {
  return {
    paperTitle: submission.paper_title,
    abstract: submission.abstract ?? '',
    keywords: submission.keywords ?? [],
    keywordInput: '',
    coAuthors: (submission.co_authors ?? []).map((c) => ({
      ...emptyCoAuthor(),
      givenNames: c.given_names,
      familyName: c.family_name,
      email: c.email,
      affiliation: c.affiliation ?? '',
      orcid: c.orcid ?? '',
      rorId: c.ror_id ?? '',
    })),
  };
}

/** Adds the typed keyword(s) as chips, or says which rule they break. */
export function addKeywords(draft: PaperDetailsDraft): { draft: PaperDetailsDraft } | { error: string } {
  const checked = checkKeywords([...draft.keywords, draft.keywordInput]);
  if (!checked.ok) return { error: checked.problem.message };
  return { draft: { ...draft, keywords: checked.value, keywordInput: '' } };
}

export function canAddCoAuthor(draft: PaperDetailsDraft): boolean {
  return draft.coAuthors.length < METADATA_LIMITS.coAuthors;
}

export const TOO_MANY_CO_AUTHORS = METADATA_MESSAGES.tooManyCoAuthors;

/** Every broken rule, by field, or the details to send when there is none. */
export function validateDraft(
  draft: PaperDetailsDraft,
  authorEmail: string,
): { errors: PaperDetailsErrors; details?: PaperDetails } {
  const errors: PaperDetailsErrors = {};
  const title = checkPaperTitle(draft.paperTitle);
  if (!title.ok) errors.paperTitle = title.problem.message;
  const abstract = checkAbstract(draft.abstract);
  if (!abstract.ok) errors.abstract = abstract.problem.message;
  const keywords = checkKeywords([...draft.keywords, draft.keywordInput]);
  if (!keywords.ok) errors.keywords = keywords.problem.message;

  const fieldErrors: NonNullable<PaperDetailsErrors['coAuthorFields']> = {};
  const setFieldError = (index: number, key: CoAuthorKey, message: string) => {
    fieldErrors[index] = { ...fieldErrors[index], [key]: message };
  };
  draft.coAuthors.forEach((row, index) => {
    const checked = checkCoAuthor({ ...row }, index);
    if (!checked.ok && checked.problem.key)
      setFieldError(index, checked.problem.key, checked.problem.message);
  });
  let coAuthors: CoAuthor[] = [];
  if (Object.keys(fieldErrors).length === 0) {
    const checked = checkCoAuthors(
      draft.coAuthors.map(({ key: _key, ...row }) => row),
      authorEmail,
    );
    if (checked.ok) coAuthors = checked.value;
    else if (checked.problem.index !== undefined && checked.problem.key)
      setFieldError(checked.problem.index, checked.problem.key, checked.problem.message);
    else errors.coAuthors = checked.problem.message;
  }
  if (Object.keys(fieldErrors).length > 0) errors.coAuthorFields = fieldErrors;

  if (!title.ok || !abstract.ok || !keywords.ok || errors.coAuthors || errors.coAuthorFields)
    return { errors };
  return {
    errors,
    details: { paperTitle: title.value, abstract: abstract.value, keywords: keywords.value, coAuthors },
  };
}

/** The first message of a failed validation (for the page's alert). */
export function firstError(errors: PaperDetailsErrors): string | undefined {
  const rows = Object.values(errors.coAuthorFields ?? {}).flatMap((row) => Object.values(row));
  return errors.paperTitle ?? errors.abstract ?? errors.keywords ?? errors.coAuthors ?? rows[0];
}
