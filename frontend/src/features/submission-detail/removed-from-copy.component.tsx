import type { AnonymityFinding } from '../../api/review-admin.api';
import { describeRemovedPlace } from './submission-detail.messages';

/**
 * What the author's own file named and the reviewers' copy no longer has, place by place. Information
 * for the editor (an info banner, not an alert): the warnings are only about what reviewers get.
 */
export function RemovedFromCopy({ findings }: { findings: readonly AnonymityFinding[] }) {
  if (findings.length === 0) return null;
  const byPlace = new Map<string, AnonymityFinding[]>();
  for (const finding of findings)
    byPlace.set(finding.where, [...(byPlace.get(finding.where) ?? []), finding]);
  return (
    <div className="admin-banner" data-testid="anonymity-removed">
      <ul className="detail-findings">
        {[...byPlace].map(([where, found]) => (
          <li key={where}>{describeRemovedPlace(where, found)}</li>
        ))}
      </ul>
    </div>
  );
}
