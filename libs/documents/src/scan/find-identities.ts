import { TEXT_PLACES, type TextByPlace, type TextPlace } from '../places';

/** Someone whose identity the reviewers' copy must not reveal (the author or a co-author). */
export interface Person {
  givenNames: string;
  familyName: string;
  email?: string | null;
  orcid?: string | null;
}

export type FindingKind = 'name' | 'email' | 'orcid';

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
 * Every place where one of `people`'s names, emails or ORCID iDs appears in the text. Longer matches
 * win: "Rosalind Franklin" is one name finding, not also "Franklin". Words must stand alone
 * ("Franklinia" is not Franklin).
 */
export function findIdentities(text: TextByPlace, people: readonly Person[]): Finding[] {
  const searches: { kind: FindingKind; pattern: string }[] = [];
  for (const person of people) {
    for (const pattern of namePatterns(person)) searches.push({ kind: 'name', pattern });
    if (person.email?.trim()) searches.push({ kind: 'email', pattern: escape(fold(person.email.trim())) });
    const orcid = person.orcid ? orcidPattern(person.orcid) : undefined;
    if (orcid) searches.push({ kind: 'orcid', pattern: orcid });
  }
  if (!searches.length) return [];
  // Longest first, so alternation prefers a full name over its family name at the same position.
  searches.sort((a, b) => b.pattern.length - a.pattern.length);
  const combined = new RegExp(searches.map((s) => `(${s.pattern})`).join('|'), 'gu');
  const boundary = /[\p{L}\p{N}_]/u;
  const found = new Map<string, Finding>();
  for (const where of TEXT_PLACES) {
    const original = text[where];
    const folded = fold(original);
    // Folding can change lengths (NFD); map back through per-character folding when it does.
    const sameLength = folded.length === original.length;
    for (const match of folded.matchAll(combined)) {
      const start = match.index;
      const end = start + match[0].length;
      const kind = searches[match.slice(1).findIndex((g) => g !== undefined)]!.kind;
      if (start > 0 && boundary.test(folded[start - 1]!)) continue;
      if (end < folded.length && boundary.test(folded[end]!)) continue;
      const value = tidy(sameLength ? original.slice(start, end) : match[0]);
      const key = `${kind}\u0000${value.toLowerCase()}\u0000${where}`;
      const seen = found.get(key);
      if (seen) seen.count += 1;
      else found.set(key, { kind, value, where, count: 1 });
    }
  }
  return [...found.values()];
}
