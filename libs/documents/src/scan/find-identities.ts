import { TEXT_PLACES, type TextByPlace, type TextPlace } from '../places';

/** Someone whose identity the reviewers' copy must not reveal (the author or a co-author). */
export interface Person {
  givenNames: string;
  familyName: string;
  email?: string | null;
  orcid?: string | null;
  /** Their institution as the paper lists it (issue 42 item 9). */
  affiliation?: string | null;
}

export type FindingKind = 'name' | 'email' | 'orcid' | 'affiliation';

export interface Finding {
  kind: FindingKind;
  /** The text as the document has it (whitespace collapsed). */
  value: string;
  where: TextPlace;
  /** Occurrences of this value in this place. */
  count: number;
}

/** Case and accents are ignored ("FRANKLIN", "Franklín"); the folded text keeps its length per character. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name as a pattern: its words in order, any whitespace between them, whole words only. */
function namePattern(words: string[]): string {
  return words.map(escape).join('[\\s\\u00a0]+');
}

/** The names searched for one person: "Given Family", "Family, Given", and the family name alone. */
function namePatterns(person: Person): string[] {
  const given = fold(person.givenNames).split(/\s+/).filter(Boolean);
  const family = fold(person.familyName).split(/\s+/).filter(Boolean);
  if (!family.length) return [];
  const patterns = [namePattern(family)];
  if (given.length) {
    patterns.unshift(
      namePattern([...given, ...family]),
      `${namePattern(family)},?[\\s\\u00a0]+${namePattern(given)}`,
    );
  }
  return patterns;
}

/** An ORCID iD with or without its hyphens, optionally as https://orcid.org/... */
function orcidPattern(orcid: string): string | undefined {
  const digits = orcid.replace(/[^0-9xX]/g, '');
  if (digits.length !== 16) return undefined;
  const groups = [0, 4, 8, 12].map((i) => escape(digits.slice(i, i + 4).toLowerCase()));
  return groups.join('[-\\s\\u00a0]?');
}

/** Collapses document whitespace so one finding value stands for every spelling of it. */
const tidy = (s: string) => s.replace(/[\s\u00a0]+/g, ' ').trim();

/**
 * Places where a given name alone is searched for too ("Rosa: check with Jonas"): the notes around the
 * text, where a first name is a signature. In the body and the properties a given name alone is too
 * common a word to warn about (and a body finding stops an invitation).
 */
const GIVEN_NAME_PLACES: ReadonlySet<TextPlace> = new Set([
  'header',
  'footer',
  'footnotes',
  'text-boxes',
  'comments',
]);

interface Search {
  kind: FindingKind;
  pattern: string;
}

/** One match of an identity in a text: where it starts and ends (in the text as given) and its kind. */
export interface IdentityMatch {
  kind: FindingKind;
  start: number;
  end: number;
}

function searchesFor(people: readonly Person[], where: TextPlace): Search[] {
  const searches: Search[] = [];
  for (const person of people) {
    for (const pattern of namePatterns(person)) searches.push({ kind: 'name', pattern });
    if (GIVEN_NAME_PLACES.has(where)) {
      const given = fold(person.givenNames).split(/\s+/).filter(Boolean);
      if (given.join('').length > 1) searches.push({ kind: 'name', pattern: namePattern(given) });
    }
    if (person.email?.trim()) searches.push({ kind: 'email', pattern: escape(fold(person.email.trim())) });
    const orcid = person.orcid ? orcidPattern(person.orcid) : undefined;
    if (orcid) searches.push({ kind: 'orcid', pattern: orcid });
    const affiliation = fold(person.affiliation ?? '')
      .split(/\s+/)
      .filter(Boolean);
    if (affiliation.join('').length > 2)
      searches.push({ kind: 'affiliation', pattern: namePattern(affiliation) });
  }
  // Longest first, so alternation prefers a full name over its family name at the same position.
  return searches.sort((a, b) => b.pattern.length - a.pattern.length);
}

const BOUNDARY = /[\p{L}\p{N}_]/u;

/**
 * Where `people`'s names, emails, ORCID iDs and affiliations appear in one text of a place. Longer
 * matches win: "Rosalind Franklin" is one name, not also "Franklin". Words must stand alone
 * ("Franklinia" is not Franklin). Offsets are the text's own (the reviewers' copy replaces them).
 */
export function identityMatches(text: string, people: readonly Person[], where: TextPlace): IdentityMatch[] {
  const searches = searchesFor(people, where);
  if (!searches.length || !text) return [];
  const combined = new RegExp(searches.map((s) => `(${s.pattern})`).join('|'), 'gu');
  const folded = fold(text);
  // Folding can change lengths (NFD); then offsets are mapped back character by character.
  const offsets = folded.length === text.length ? undefined : foldedOffsets(text);
  const out: IdentityMatch[] = [];
  for (const match of folded.matchAll(combined)) {
    const start = match.index;
    const end = start + match[0].length;
    if (start > 0 && BOUNDARY.test(folded[start - 1]!)) continue;
    if (end < folded.length && BOUNDARY.test(folded[end]!)) continue;
    const kind = searches[match.slice(1).findIndex((g) => g !== undefined)]!.kind;
    out.push(offsets ? { kind, start: offsets[start]!, end: offsets[end]! } : { kind, start, end });
  }
  return out;
}

/** For each offset of the folded text, the offset of the original character it came from. */
function foldedOffsets(text: string): number[] {
  const offsets: number[] = [];
  let at = 0;
  for (const char of text) {
    for (let i = 0; i < fold(char).length; i += 1) offsets.push(at);
    at += char.length;
  }
  offsets.push(at);
  return offsets;
}

/** Every place where one of `people` is named in the text (identityMatches), counted per value and place. */
export function findIdentities(text: TextByPlace, people: readonly Person[]): Finding[] {
  const found = new Map<string, Finding>();
  for (const where of TEXT_PLACES) {
    const original = text[where];
    for (const { kind, start, end } of identityMatches(original, people, where)) {
      const value = tidy(original.slice(start, end));
      const key = `${kind}\u0000${value.toLowerCase()}\u0000${where}`;
      const seen = found.get(key);
      if (seen) seen.count += 1;
      else found.set(key, { kind, value, where, count: 1 });
    }
  }
  return [...found.values()];
}
