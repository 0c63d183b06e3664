import type { SubmissionStatus } from '@journal/metadata';
import type { FoundMatch } from '../../repositories/integrity.repository';

/**
 * When a candidate counts as a match (pg_trgm similarity, 0-1). Calibrated with gateway/bench/integrity.bench.ts
 * (docs/performance.md): the same paper under a new title with a reworded abstract keeps its text (and mostly
 * its abstract); a different paper by the same authors shares names, not trigrams. Shared authors alone
 * never make a match.
 */
export const THRESHOLDS = { text: 0.6, abstract: 0.55, title: 0.8 } as const;

/**
 * pg_trgm's `%` threshold for the title candidates (below the title match threshold). Papers sharing an
 * author are candidates whatever their similarity, and their abstract and text are compared. Abstracts are
 * not searched by `%`: a 1,000-character abstract shares enough trigrams with most of the family for the
 * GIN index to pass them all to the recheck (seconds at 5,000 papers, docs/performance.md).
 */
export const CANDIDATE_THRESHOLD = 0.5;

export function isMatch(found: FoundMatch): boolean {
  return (
    found.text >= THRESHOLDS.text || found.abstract >= THRESHOLDS.abstract || found.title >= THRESHOLDS.title
  );
}

export type MatchKind = 'under_review_elsewhere' | 'similar_to_rejected' | 'similar_to_published';

/**
 * The kind, from the other paper's status now; undefined for a withdrawn paper (neither under review
 * nor rejected: left out of the answer, docs/product-decisions.md).
 */
export function kindOf(status: SubmissionStatus): MatchKind | undefined {
  switch (status) {
    case 'submitted':
    case 'under_review':
    case 'accepted':
      return 'under_review_elsewhere';
    case 'rejected':
      return 'similar_to_rejected';
    case 'published':
      return 'similar_to_published';
    default:
      return undefined;
  }
}
