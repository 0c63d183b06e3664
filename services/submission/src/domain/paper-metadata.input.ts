import { assertSafeText, ValidationError } from '@journal/errors';
import {
  checkAbstract,
  checkCoAuthors,
  checkKeywords,
  checkPaperTitle,
  parseCoAuthorsJson,
  type Checked,
  type CoAuthor,
} from '@journal/metadata';

/** What an author may say about a manuscript besides its journal and file (issue 11). */
export interface PaperMetadata {
  abstract: string;
  keywords: string[];
  coAuthors: CoAuthor[];
}

export type MetadataChange = Partial<PaperMetadata & { paperTitle: string }>;

export const METADATA_BODY_MESSAGE = 'Send the paper details as a JSON object';
const ABSTRACT_TYPE_MESSAGE = 'The abstract must be text';
const TITLE_TYPE_MESSAGE = 'The paper title must be text';

/** The checked value, or a 400 with the rule's message (the same message the SPA shows). */
export function orRefuse<T>(checked: Checked<T>): T {
  if (!checked.ok) throw new ValidationError(checked.problem.message);
  return checked.value;
}

const given = (value: unknown) => value !== undefined && value !== null;

function abstractOf(value: unknown): string {
  if (typeof value !== 'string') throw new ValidationError(ABSTRACT_TYPE_MESSAGE);
  return orRefuse(checkAbstract(value));
}

function keywordsOf(value: unknown): string[] {
  return orRefuse(checkKeywords(Array.isArray(value) ? value : typeof value === 'string' ? value : [value]));
}

/** Co-authors as a list or, in a multipart form, as its JSON text. */
function coAuthorsOf(value: unknown, authorEmail: string): CoAuthor[] {
  const list = typeof value === 'string' ? orRefuse(parseCoAuthorsJson(value)) : value;
  return orRefuse(checkCoAuthors(list, authorEmail));
}

/** The platform's text rule (docs/security.md) over every metadata field: 400 naming the field. */
function assertSafeMetadata(change: MetadataChange): MetadataChange {
  assertSafeText('paperTitle', 'Paper title', change.paperTitle);
  assertSafeText('abstract', 'Abstract', change.abstract, 'multi-line');
  for (const keyword of change.keywords ?? []) assertSafeText('keywords', 'Keyword', keyword);
  for (const [i, c] of (change.coAuthors ?? []).entries()) {
    const at = `coAuthors[${i}]`;
    assertSafeText(`${at}.givenNames`, "Co-author's given names", c.givenNames);
    assertSafeText(`${at}.familyName`, "Co-author's family name", c.familyName);
    assertSafeText(`${at}.email`, "Co-author's email", c.email);
    assertSafeText(`${at}.affiliation`, "Co-author's affiliation", c.affiliation);
  }
  return change;
}

/** The optional metadata fields of the submission form; absent ones are empty. */
export function parseSubmissionMetadata(form: Record<string, unknown>, authorEmail: string): PaperMetadata {
  const metadata = {
    abstract: given(form.abstract) ? abstractOf(form.abstract) : '',
    keywords: given(form.keywords) ? keywordsOf(form.keywords) : [],
    coAuthors: given(form.coAuthors) ? coAuthorsOf(form.coAuthors, authorEmail) : [],
  };
  assertSafeMetadata(metadata);
  return metadata;
}

/** `PUT .../metadata`: only the fields sent change; each follows the submission form's rules. */
export function parseMetadataChange(body: unknown, authorEmail: string): MetadataChange {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new ValidationError(METADATA_BODY_MESSAGE);
  const fields = body as Record<string, unknown>;
  const change: MetadataChange = {};
  if (given(fields.paperTitle)) {
    if (typeof fields.paperTitle !== 'string') throw new ValidationError(TITLE_TYPE_MESSAGE);
    change.paperTitle = orRefuse(checkPaperTitle(fields.paperTitle));
  }
  if (given(fields.abstract)) change.abstract = abstractOf(fields.abstract);
  if (given(fields.keywords)) change.keywords = keywordsOf(fields.keywords);
  if (given(fields.coAuthors)) change.coAuthors = coAuthorsOf(fields.coAuthors, authorEmail);
  return assertSafeMetadata(change);
}
