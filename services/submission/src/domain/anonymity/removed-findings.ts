import type { Finding } from '@journal/documents';

const keyOf = (f: Finding) => `${f.kind}\u0000${f.value.toLowerCase()}\u0000${f.where}`;

/**
 * What making the reviewers' copy took away: each finding of the author's original that the copy no
 * longer has as often (same kind, value ignoring case, and place), with the occurrences that went. A
 * place the copy keeps (the body) has as many in both and gives nothing; a place it cleans only in part
 * (the properties: the creator goes, a title stays) gives the difference, and the rest stays a warning.
 */
export function removedFindings(original: readonly Finding[], copy: readonly Finding[]): Finding[] {
  const left = new Map<string, number>();
  for (const finding of copy) left.set(keyOf(finding), (left.get(keyOf(finding)) ?? 0) + finding.count);
  const removed: Finding[] = [];
  for (const finding of original) {
    const key = keyOf(finding);
    const kept = Math.min(left.get(key) ?? 0, finding.count);
    left.set(key, (left.get(key) ?? 0) - kept);
    if (finding.count > kept) removed.push({ ...finding, count: finding.count - kept });
  }
  return removed;
}
