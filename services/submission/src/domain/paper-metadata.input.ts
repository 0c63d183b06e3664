import { z } from 'zod';
import { assertSafeText, ValidationError } from '@journal/errors';
import {
  checkAbstract,
  checkCoAuthors,
  checkDataAvailability,
  checkFunding,
  checkRorId,
  ROR_MESSAGES,
  checkKeywords,
  checkPaperTitle,
  METADATA_LIMITS,
  METADATA_MESSAGES,
  normalizeOrcid,
  parseCoAuthorsJson,
  type Checked,
} from '@journal/metadata';
import type { MetadataChange, PaperMetadata } from '../repositories/submission.types';

export const METADATA_BODY_MESSAGE = 'Send the paper details as a JSON object';
const ABSTRACT_TYPE_MESSAGE = 'The abstract must be text';
const TITLE_TYPE_MESSAGE = 'The paper title must be text';

/** The checked value, or a 400 with the rule's message (the same message the SPA shows). */
export function orRefuse<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new ValidationError(checked.problem.message);
  return checked.value;
}

const given = (value: unknown) => value !== undefined && value !== null;

/**
 * A field checked by a rule of @journal/metadata (the rules and messages the SPA shares) inside zod;
 * absent or null is `undefined`, a refusal is a zod issue carrying the rule's message.
 */
const field = <T>(rule: (value: unknown) => Checked<T> | string) =>
  z
    .unknown()
    .transform((value, ctx): T | undefined => {
      if (!given(value)) return undefined;
      const checked = rule(value);
      if (typeof checked === 'string') {
        ctx.addIssue({ code: 'custom', message: checked });
        return z.NEVER;
      }
      if (!checked.ok) {
        ctx.addIssue({ code: 'custom', message: checked.problem.message });
        return z.NEVER;
      }
      return checked.value;
    })
    .optional();

const titleField = field((v) => (typeof v === 'string' ? checkPaperTitle(v) : TITLE_TYPE_MESSAGE));
const abstractField = field((v) => (typeof v === 'string' ? checkAbstract(v) : ABSTRACT_TYPE_MESSAGE));
const keywordsField = field((v) => checkKeywords(Array.isArray(v) ? v : typeof v === 'string' ? v : [v]));
/** Co-authors as a list or, in a multipart form, as its JSON text. */
const coAuthorsField = (authorEmail: string) =>
  field((v) => {
    if (typeof v !== 'string') return checkCoAuthors(v, authorEmail);
    const list = parseCoAuthorsJson(v);
    return list.ok ? checkCoAuthors(list.value, authorEmail) : list;
  });

/**
 * The author's own affiliation or ORCID iD: text, '' clears it (null); an iD is stored bare, whatever
 * form was typed (the co-authors' rules and messages).
 */
const ownFact = (check: (text: string) => string | null | undefined, message: string) =>
  z
    .unknown()
    .transform((value, ctx): string | null | undefined => {
      if (!given(value)) return undefined;
      const text = typeof value === 'string' ? value.trim() : undefined;
      const checked = text === undefined ? undefined : text === '' ? null : check(text);
      if (checked === undefined) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return checked;
    })
    .optional();
const authorAffiliationField = ownFact(
  (text) => (text.length <= METADATA_LIMITS.affiliation ? text : undefined),
  METADATA_MESSAGES.affiliationTooLong,
);
const authorOrcidField = ownFact((text) => normalizeOrcid(text) ?? undefined, METADATA_MESSAGES.invalidOrcid);

/** The author's own ROR id (issue 42 item 8): '' clears it; a wrong one says whether its shape or check digits are. */
const authorRorIdField = z
  .unknown()
  .transform((value, ctx): string | null | undefined => {
    if (!given(value)) return undefined;
    if (typeof value === 'string' && !value.trim()) return null;
    const checked = checkRorId(typeof value === 'string' ? value : '');
    if (checked.ok) return checked.value;
    ctx.addIssue({
      code: 'custom',
      message: typeof value === 'string' ? checked.message : ROR_MESSAGES.malformed,
    });
    return z.NEVER;
  })
  .optional();

/** Funding as a list or, in a multipart form, as its JSON text; a problem names its funder and field. */
const fundingField = z
  .unknown()
  .transform((value, ctx) => {
    if (!given(value)) return undefined;
    const checked = checkFunding(value);
    if (checked.ok) return checked.value;
    const { message, index, key } = checked.problem;
    ctx.addIssue({
      code: 'custom',
      message,
      path: index === undefined ? [] : [index, ...(key ? [key] : [])],
    });
    return z.NEVER;
  })
  .optional();

const dataAvailabilityField = z
  .unknown()
  .transform((value, ctx) => {
    if (!given(value)) return undefined;
    const checked = checkDataAvailability(value);
    if (checked.ok) return checked.value;
    ctx.addIssue({ code: 'custom', message: checked.message });
    return z.NEVER;
  })
  .optional();

const metadataSchema = (authorEmail: string) =>
  z.object({
    abstract: abstractField,
    keywords: keywordsField,
    coAuthors: coAuthorsField(authorEmail),
    funding: fundingField,
    dataAvailability: dataAvailabilityField,
    authorRorId: authorRorIdField,
  });

const changeSchema = (authorEmail: string) =>
  z
    .object(
      { paperTitle: titleField, authorAffiliation: authorAffiliationField, authorOrcid: authorOrcidField },
      { error: METADATA_BODY_MESSAGE },
    )
    .extend(metadataSchema(authorEmail).shape);

/** The fields added with item 8 name their whole path in the 400 (`funding[0].funderName`). */
const NAMED_FIELDS = new Set<PropertyKey>(['funding', 'dataAvailability', 'authorRorId']);

/** `funding[0].funderName` for the path ['funding', 0, 'funderName']. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? String(part) : `.${String(part)}`))
    .join('');
}

/**
 * Parses with the first problem as a 400 carrying its message (as the SPA shows it) and, when the problem
 * is a field's, that field's name (`field`, which the editors' form marks; issue 42 item 3).
 */
function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.path.length === 0) throw new ValidationError(issue.message);
  const field = NAMED_FIELDS.has(issue.path[0]!) ? fieldName(issue.path) : String(issue.path[0]);
  throw new ValidationError(issue.message, [{ field, message: issue.message }]);
}

/** The platform's text rule (docs/security.md) over every metadata field: 400 naming the field. */
function assertSafeMetadata(change: MetadataChange): MetadataChange {
  assertSafeText('paperTitle', 'Paper title', change.paperTitle);
  assertSafeText('authorAffiliation', 'Your affiliation', change.authorAffiliation ?? undefined);
  assertSafeText('abstract', 'Abstract', change.abstract, 'multi-line');
  for (const keyword of change.keywords ?? []) assertSafeText('keywords', 'Keyword', keyword);
  for (const [i, c] of (change.coAuthors ?? []).entries()) {
    const at = `coAuthors[${i}]`;
    assertSafeText(`${at}.givenNames`, "Co-author's given names", c.givenNames);
    assertSafeText(`${at}.familyName`, "Co-author's family name", c.familyName);
    assertSafeText(`${at}.email`, "Co-author's email", c.email);
    assertSafeText(`${at}.affiliation`, "Co-author's affiliation", c.affiliation);
  }
  for (const [i, f] of (change.funding ?? []).entries()) {
    assertSafeText(`funding[${i}].funderName`, "Funder's name", f.funderName);
    for (const award of f.awardIds) assertSafeText(`funding[${i}].awardIds`, 'Award number', award);
  }
  assertSafeText('dataAvailability', 'Data availability statement', change.dataAvailability, 'multi-line');
  return change;
}

/** The optional metadata fields of the submission form; absent ones are empty. */
export function parseSubmissionMetadata(
  form: Record<string, unknown>,
  authorEmail: string,
): PaperMetadata & { authorRorId: string | null } {
  const fields = parseOrRefuse(metadataSchema(authorEmail), form);
  const metadata = {
    abstract: fields.abstract ?? '',
    keywords: fields.keywords ?? [],
    coAuthors: fields.coAuthors ?? [],
    funding: fields.funding ?? [],
    dataAvailability: fields.dataAvailability ?? '',
    authorRorId: fields.authorRorId ?? null,
  };
  assertSafeMetadata(metadata);
  return metadata;
}

/** `PUT .../metadata`: only the fields sent change; each follows the submission form's rules. */
export function parseMetadataChange(body: unknown, authorEmail: string): MetadataChange {
  const fields = parseOrRefuse(changeSchema(authorEmail), body);
  const change: MetadataChange = {};
  for (const key of [
    'paperTitle',
    'abstract',
    'keywords',
    'coAuthors',
    'authorAffiliation',
    'authorOrcid',
    'authorRorId',
    'funding',
    'dataAvailability',
  ] as const)
    if (fields[key] !== undefined) Object.assign(change, { [key]: fields[key] });
  return assertSafeMetadata(change);
}
