import { useQuery } from '@tanstack/react-query';
import { fetchActivity, type ActivityEntry } from '../../api/activity.api';
import type { Admin } from '../../api/review-admin.api';
import { statusLabel } from '../../api/submission-status';
import { formatDateTime } from '../profile/format-date';
import { metadataFieldList } from './metadata-field-labels';

const ACTIONS: Record<string, string> = {
  submitted: 'Submitted',
  metadata_edited: 'Details edited',
  metadata_corrected: 'Metadata corrected',
  editor_assigned: 'Handling editor assigned',
  reviewer_invited: 'Reviewer invited',
  review_accepted: 'Invitation accepted',
  review_declined: 'Invitation declined',
  invitation_cancelled: 'Invitation cancelled',
  report_submitted: 'Report submitted',
  decision_recorded: 'Decision recorded',
  revision_submitted: 'Revision submitted',
  status_changed: 'Status changed',
  published: 'Published',
  conflict_overridden: 'Conflict of interest overridden',
  findings_confirmed: "Invited though the reviewers' copy names the authors",
  proof_sent: 'Proof sent to the authors',
  proof_answered: 'Proof answered',
  conversion_failed: 'Production file conversion failed',
  mail_sent: 'Mail sent',
};

/** The entry's one-line detail: what the action concerned, in words. */
function detailText(entry: ActivityEntry): string {
  const d = entry.details as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  switch (entry.action) {
    case 'metadata_corrected':
      return metadataFieldList(d.changedFields ?? []);
    case 'editor_assigned':
      return d.handlingEditor ? d.handlingEditor.name : 'Unassigned';
    case 'reviewer_invited':
    case 'invitation_cancelled':
    case 'conflict_overridden':
      return [d.reviewer?.name, d.conflicts?.length ? `(${d.conflicts.join(', ')})` : '']
        .filter(Boolean)
        .join(' ');
    case 'findings_confirmed':
      return [
        d.reviewer?.name,
        d.findings?.length
          ? `(${d.findings.map((f: { kind: string; where: string }) => `${f.kind} in the ${f.where}`).join(', ')})`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    case 'review_declined':
      return d.reason ? `Reason: ${d.reason}` : '';
    case 'report_submitted':
      return `Reviewer ${d.reviewerNumber}: ${String(d.recommendation).replace(/_/g, ' ')}`;
    case 'decision_recorded':
      return `${d.decision} (round ${d.round})`;
    case 'revision_submitted':
      return `Version ${d.version}`;
    case 'status_changed':
    case 'published':
      return [
        `${statusLabel(d.from)} → ${statusLabel(d.to)}`,
        d.withoutReview ? 'without peer review' : '',
        d.retraction ? `${d.retraction.kind}: ${d.retraction.reason}` : '',
        d.proofApproved === true ? 'with an approved proof' : '',
        d.proofApproved === false ? 'without an approved proof' : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'proof_sent':
      return `Proof ${d.generation}`;
    case 'proof_answered':
      return d.decision === 'approve'
        ? `Proof ${d.generation} approved`
        : `Proof ${d.generation}: corrections asked: ${d.corrections}`;
    case 'conversion_failed':
      return `File ${d.generation}: ${d.reason}`;
    case 'mail_sent':
      return `${String(d.kind).replace(/_/g, ' ')} to ${d.recipient}`;
    default:
      return '';
  }
}

const actorText = (entry: ActivityEntry) =>
  entry.actor.name ?? entry.actor.email ?? (entry.actor.role === 'system' ? 'Platform' : 'Editorial office');

/** A paper's activity log, oldest first (issue 29 item 7). */
export function ActivityLog({ submissionId, admin }: { submissionId: string; admin: Admin }) {
  const activity = useQuery({
    queryKey: ['admin', 'submission', submissionId, 'activity'],
    queryFn: async () => {
      const answer = await fetchActivity(submissionId, admin);
      if (!answer.success || !answer.data)
        throw new Error(answer.message || 'The activity could not be loaded');
      return answer.data.entries;
    },
  });
  if (activity.isPending) return <p className="detail-empty">Loading activity...</p>;
  // A secondary section: its failure is said in place, without taking the page's alert.
  if (activity.isError)
    return <p className="detail-empty">The activity could not be loaded. Please reload the page.</p>;
  if (activity.data.length === 0) return <p className="detail-empty">No activity yet</p>;
  return (
    <ol className="detail-history detail-activity">
      {activity.data.map((entry, index) => (
        <li key={`${entry.at}-${index}`}>
          <span>
            <strong>{ACTIONS[entry.action] ?? entry.action}</strong>
            {detailText(entry) ? ` · ${detailText(entry)}` : ''}
            <span className="detail-activity__actor">
              {' '}
              ({actorText(entry)}, {entry.actor.role})
            </span>
          </span>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </li>
      ))}
    </ol>
  );
}
