/**
 * Search text made safe for `websearch_to_tsquery` (issue 26, item 8). Postgres reads each `-` before a
 * term as one NOT, also across spaces and the operator characters it skips there (`! & | ( ) <`), and
 * gives up with "tsquery stack too small" after 32 of them in a row: `q=` and 33 dashes answered 500.
 * Outside quoted phrases, those skipped characters become spaces (websearch syntax gives them no
 * meaning: the query stays the same), and the dashes before each word are reduced to at most one (an odd
 * number of NOTs is one NOT, an even number none); a NOT with no word yet goes on to the next word or
 * phrase, as Postgres would apply it. Words, phrases, `or` and hyphenated words are left as they are, so
 * the query and its ranking are unchanged for anything but runs of operators.
 */

const SKIPPED_OPERATORS = /[!&|()<]/g;
const LEADING_DASHES = /^-+/;

/** One unquoted stretch: each word keeps at most one leading `-`; returns the text and a NOT left open. */
function cleanBareText(text: string, negated: boolean): { text: string; negated: boolean } {
  const words: string[] = [];
  let pending = negated;
  for (const token of text.replace(SKIPPED_OPERATORS, ' ').split(/\s+/)) {
    const lead = LEADING_DASHES.exec(token)?.[0] ?? '';
    const negate = pending !== (lead.length % 2 === 1);
    const word = token.slice(lead.length);
    if (word === '') {
      pending = negate;
      continue;
    }
    words.push(negate ? `-${word}` : word);
    pending = false;
  }
  return { text: words.join(' '), negated: pending };
}

export function searchableText(query: string): string {
  const parts = query.split('"');
  let negated = false;
  const cleaned = parts.map((part, index) => {
    if (index % 2 === 1) return part; // inside a phrase: Postgres ignores operators there
    const bare = cleanBareText(part, negated);
    negated = bare.negated;
    // A NOT still open before a phrase applies to the phrase.
    return ` ${bare.text}${negated && index < parts.length - 1 ? ' -' : ''} `;
  });
  return cleaned.join('"').trim();
}
