import { INVALID_EMAIL_MESSAGE, isEmailAddress } from './email-address';
import { INVALID_ORCID_MESSAGE, normalizeOrcid } from './orcid';
import { checkRorId, ROR_MESSAGES } from './ror-id';

/** Limits of a submission's metadata (issue 11); the server and the SPA check the same ones. */
export const METADATA_LIMITS = {
  paperTitle: 300,
  abstract: 5000,
  keywords: 10,
  keyword: 60,
  coAuthors: 20,
  name: 100,
  affiliation: 300,
} as const;

export const METADATA_MESSAGES = {
  titleRequired: 'Please enter the paper title',
  titleTooLong: `The paper title must be at most ${METADATA_LIMITS.paperTitle} characters`,
  abstractTooLong: `The abstract must be at most 5,000 characters`,
  tooManyKeywords: `Please enter at most ${METADATA_LIMITS.keywords} keywords`,
  keywordTooLong: `Each keyword must be at most ${METADATA_LIMITS.keyword} characters`,
  keywordsNotText: 'Keywords must be text separated by commas',
  coAuthorsNotList: 'Co-authors must be a JSON array of objects',
  tooManyCoAuthors: `Please list at most ${METADATA_LIMITS.coAuthors} co-authors`,
  givenNamesRequired: "Please enter the co-author's given names",
  givenNamesTooLong: `Given names must be at most ${METADATA_LIMITS.name} characters`,
  familyNameRequired: "Please enter the co-author's family name",
  familyNameTooLong: `Family name must be at most ${METADATA_LIMITS.name} characters`,
  invalidEmail: INVALID_EMAIL_MESSAGE,
  affiliationTooLong: `The affiliation must be at most ${METADATA_LIMITS.affiliation} characters`,
  invalidOrcid: INVALID_ORCID_MESSAGE,
  duplicateEmail: (email: string) => `${email} is listed more than once as a co-author`,
  ownEmail: (email: string) => `${email} is your own email address; list only your co-authors`,
} as const;

export interface CoAuthor {
  givenNames: string;
  familyName: string;
  email: string;
  affiliation: string | null;
  /** Bare form, e.g. 0000-0002-1825-0097. */
  orcid: string | null;
  /** The affiliation's ROR id (`https://ror.org/...`, issue 42 item 8); absent when none was given. */
  rorId?: string | null;
}

export type MetadataField = 'paperTitle' | 'abstract' | 'keywords' | 'coAuthors';
export type CoAuthorKey = keyof CoAuthor;

/** The first broken rule: the message, and where it is (a co-author's position and field). */
export interface MetadataProblem {
  field: MetadataField;
  message: string;
  index?: number;
  key?: CoAuthorKey;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: MetadataProblem };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const refuse = <T>(problem: MetadataProblem): Checked<T> => ({ ok: false, problem });

/** A title of 1-300 characters after trimming. */
export function checkPaperTitle(raw: string): Checked<string> {
  const title = raw.trim();
  if (!title) return refuse({ field: 'paperTitle', message: METADATA_MESSAGES.titleRequired });
  if (title.length > METADATA_LIMITS.paperTitle)
    return refuse({ field: 'paperTitle', message: METADATA_MESSAGES.titleTooLong });
  return ok(title);
}

/**
 * An abstract of up to 5,000 characters after trimming ('' = none). Line breaks count as one
 * character: multipart forms send a textarea's \n as \r\n, so they are stored as \n.
 */
export function checkAbstract(raw: string): Checked<string> {
  const abstract = raw.replace(/\r\n?/g, '\n').trim();
  if (abstract.length > METADATA_LIMITS.abstract)
    return refuse({ field: 'abstract', message: METADATA_MESSAGES.abstractTooLong });
  return ok(abstract);
}

/**
 * Keywords from a comma-separated text or a list (whose items may hold commas too): trimmed, empty
 * ones dropped, duplicates dropped ignoring case (the first spelling stays), each 1-60 characters,
 * at most 10.
 */
export function checkKeywords(raw: string | readonly unknown[]): Checked<string[]> {
  const items = typeof raw === 'string' ? [raw] : raw;
  if (items.some((item) => typeof item !== 'string'))
    return refuse({ field: 'keywords', message: METADATA_MESSAGES.keywordsNotText });
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const item of items as string[]) {
    for (const part of item.split(',')) {
      const keyword = part.trim();
      if (!keyword || seen.has(keyword.toLowerCase())) continue;
      if (keyword.length > METADATA_LIMITS.keyword)
        return refuse({ field: 'keywords', message: METADATA_MESSAGES.keywordTooLong });
      seen.add(keyword.toLowerCase());
      keywords.push(keyword);
    }
  }
  if (keywords.length > METADATA_LIMITS.keywords)
    return refuse({ field: 'keywords', message: METADATA_MESSAGES.tooManyKeywords });
  return ok(keywords);
}

/** The co-authors field of a multipart form: a JSON text ('' = none). */
export function parseCoAuthorsJson(text: string): Checked<unknown> {
  if (!text.trim()) return ok([]);
  try {
    return ok(JSON.parse(text) as unknown);
  } catch {
    return refuse({ field: 'coAuthors', message: METADATA_MESSAGES.coAuthorsNotList });
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | undefined =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : undefined;

/**
 * Co-authors in the order given: a list of at most 20 objects { givenNames, familyName, email,
 * affiliation?, orcid? }. Emails are unique (ignoring case) and never the submitting author's own.
 */
export function checkCoAuthors(raw: unknown, authorEmail?: string): Checked<CoAuthor[]> {
  if (!Array.isArray(raw) || !raw.every(isPlainObject))
    return refuse({ field: 'coAuthors', message: METADATA_MESSAGES.coAuthorsNotList });
  if (raw.length > METADATA_LIMITS.coAuthors)
    return refuse({ field: 'coAuthors', message: METADATA_MESSAGES.tooManyCoAuthors });
  const emails = new Set<string>();
  const own = authorEmail?.trim().toLowerCase();
  const coAuthors: CoAuthor[] = [];
  for (const [index, entry] of raw.entries()) {
    const checked = checkCoAuthor(entry, index);
    if (!checked.ok) return checked;
    const email = checked.value.email.toLowerCase();
    const at = { field: 'coAuthors', index, key: 'email' } as const;
    if (email === own) return refuse({ ...at, message: METADATA_MESSAGES.ownEmail(checked.value.email) });
    if (emails.has(email))
      return refuse({ ...at, message: METADATA_MESSAGES.duplicateEmail(checked.value.email) });
    emails.add(email);
    coAuthors.push(checked.value);
  }
  return ok(coAuthors);
}

/** One co-author's own fields (no cross-checks). */
export function checkCoAuthor(entry: Record<string, unknown>, index = 0): Checked<CoAuthor> {
  const at = (key: CoAuthorKey, message: string) =>
    refuse<CoAuthor>({ field: 'coAuthors', index, key, message });
  const fields = {
    givenNames: textOf(entry.givenNames),
    familyName: textOf(entry.familyName),
    email: textOf(entry.email),
    affiliation: textOf(entry.affiliation),
    orcid: textOf(entry.orcid),
    rorId: textOf(entry.rorId),
  };
  const givenNames = fields.givenNames?.trim() ?? '';
  if (!givenNames) return at('givenNames', METADATA_MESSAGES.givenNamesRequired);
  if (givenNames.length > METADATA_LIMITS.name) return at('givenNames', METADATA_MESSAGES.givenNamesTooLong);
  const familyName = fields.familyName?.trim() ?? '';
  if (!familyName) return at('familyName', METADATA_MESSAGES.familyNameRequired);
  if (familyName.length > METADATA_LIMITS.name) return at('familyName', METADATA_MESSAGES.familyNameTooLong);
  const email = fields.email?.trim() ?? '';
  if (!isEmailAddress(email)) return at('email', METADATA_MESSAGES.invalidEmail);
  if (fields.affiliation === undefined) return at('affiliation', METADATA_MESSAGES.affiliationTooLong);
  const affiliation = fields.affiliation.trim();
  if (affiliation.length > METADATA_LIMITS.affiliation)
    return at('affiliation', METADATA_MESSAGES.affiliationTooLong);
  if (fields.orcid === undefined) return at('orcid', METADATA_MESSAGES.invalidOrcid);
  const orcid = fields.orcid.trim() ? normalizeOrcid(fields.orcid) : null;
  if (fields.orcid.trim() && !orcid) return at('orcid', METADATA_MESSAGES.invalidOrcid);
  if (fields.rorId === undefined) return at('rorId', ROR_MESSAGES.malformed);
  const rorId = fields.rorId.trim() ? checkRorId(fields.rorId) : undefined;
  if (rorId && !rorId.ok) return at('rorId', rorId.message);
  return ok({
    givenNames,
    familyName,
    email,
    affiliation: affiliation || null,
    orcid,
    // Only when given, so co-authors stored before ROR ids read the same.
    ...(rorId?.ok ? { rorId: rorId.value } : {}),
  });
}
