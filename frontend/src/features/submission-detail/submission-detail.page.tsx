import { useCallback, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useLiveChannel } from '../../api/live-channel.hook';
import type { StatusUpdatedEvent } from '../../api/realtime';
import type { Admin } from '../../api/review-admin.api';
import { LoadingNotice } from '../../components/ui/spinner.component';
import { AdminGate } from '../admin/admin-gate.component';
import { ADMIN_MESSAGES } from '../admin/admin.messages';
import { StatusBadge } from '../profile/status-badge.component';
import { AnonymityPanel } from './anonymity-panel.component';
import { DecisionForm } from './decision-form.component';
import { DecisionList } from './decision-list.component';
import { FileVersions } from './file-versions.component';
import { SupplementaryFiles } from './supplementary-files.component';
import { InviteReviewerForm } from './invite-reviewer-form.component';
import { ArticlePublishingPanel } from '../publishing/article-publishing-panel.component';
import { hasArticle } from '../publishing/has-article';
import { ReviewReports } from './review-reports.component';
import { ReviewerAssignments } from './reviewer-assignments.component';
import { StatusHistory } from './status-history.component';
import { ActivityLog } from './activity-log.component';
import { HandlingEditorPanel } from './handling-editor.component';
import { ProductionPanel } from './production-panel.component';
import { SubmissionMails } from './submission-mails.component';
import { SubmissionMetadata } from './submission-metadata.component';
import { SectionPanel } from './section-panel.component';
import { PaperDetailsPanel } from './paper-details-panel.component';
import { IntegrityPanel } from './integrity-panel.component';
import { DETAIL_MESSAGES, manuscriptId } from './submission-detail.messages';
import { useSubmissionDetail } from './use-submission-detail.hook';
import { HelpLink } from '../editorial/help-link.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import '../admin/admin.css';
import '../profile/profile.css';
import './submission-detail.css';
import { TitledSection } from '../../components/ui/titled-section.component';
import { EditorDiscussions } from '../discussions/editor-discussions.component';
import { EditorNotes } from '../transfers/editor-notes.component';
import { TransferPanel } from '../transfers/transfer-panel.component';

const REVIEW_OPEN_STATUSES = new Set(['submitted', 'under_review']);

/** /admin/submissions/:id: everything about one submission for editors, and the review actions. */
export default function SubmissionDetailPage() {
  const { id = '' } = useParams();
  return <AdminGate>{(admin) => <Detail id={id} admin={admin} />}</AdminGate>;
}

function Section({ title, children, id }: { title: string; id: string; children: ReactNode }) {
  return (
    <TitledSection className="detail-card panel" titleId={id} title={title}>
      {children}
    </TitledSection>
  );
}

function Detail({ id, admin }: { id: string; admin: Admin }) {
  const { detail, mails, refresh } = useSubmissionDetail(id, admin);

  // Review events reach the admins' room as status updates; any about this paper refreshes the page.
  const onStatusUpdated = useCallback(
    (event: { id: StatusUpdatedEvent['id'] }) => {
      if (String(event.id) === id) refresh();
    },
    [id, refresh],
  );
  const liveMode = useLiveChannel({
    room: 'admin',
    email: admin.email,
    token: admin.token,
    onStatusUpdated,
    onRevisionSubmitted: onStatusUpdated,
    poll: refresh,
  });

  if (detail.isPending) {
    return <LoadingNotice className="admin-page centered-state" message={DETAIL_MESSAGES.loading} />;
  }
  if (detail.isError) {
    return (
      <div className="admin-page">
        <p className="admin-error" role="alert">
          {detail.error.message}
        </p>
        <p className="detail-actions">
          <SolidButton look="admin" onClick={() => void detail.refetch()}>
            Try Again
          </SolidButton>
          <Link to="/admin" className="detail-back">
            Back to the dashboard
          </Link>
        </p>
      </div>
    );
  }

  const { submission, review } = detail.data;
  const round = review?.current_round ?? submission.current_version ?? 1;
  // Reviewers are invited and decisions recorded only while the paper is in review (the server agrees).
  const open = REVIEW_OPEN_STATUSES.has(submission.status);
  return (
    <div className="admin-page detail-page">
      <p className="detail-nav">
        <Link to="/admin" className="detail-back">
          ← Back to the dashboard
        </Link>
        <HelpLink page="editor" className="detail-back" />
      </p>
      <header className="detail-header">
        <div>
          <p className="detail-manuscript">
            Manuscript <span data-testid="manuscript-id">{manuscriptId(submission)}</span>
          </p>
          <h1>{submission.paper_title}</h1>
          <p className="detail-muted">
            {submission.journal_name} · round {round}
          </p>
        </div>
        <StatusBadge status={submission.status} />
      </header>
      {(liveMode === 'polling' || liveMode === 'unavailable') && (
        <p className="admin-banner admin-banner--warning" role="status">
          {ADMIN_MESSAGES.pollingBanner}
        </p>
      )}

      <div className="detail-layout">
        <div className="detail-column">
          <Section title="Handling editor" id="detail-handling-editor">
            <HandlingEditorPanel
              submissionId={id}
              journalId={submission.journal_id ?? ''}
              editor={submission.handling_editor ?? null}
              admin={admin}
              onChanged={refresh}
            />
          </Section>
          <Section title="Section" id="detail-section">
            <SectionPanel
              submissionId={id}
              journalSlug={submission.journal_id ?? ''}
              sectionId={submission.sectionId}
              admin={admin}
              onMoved={refresh}
            />
          </Section>
          <Section title="Submission" id="detail-metadata">
            <SubmissionMetadata submission={submission} />
          </Section>
          <Section title="Paper details" id="detail-paper-details">
            <PaperDetailsPanel
              submissionId={id}
              authorEmail={submission.author.email}
              admin={admin}
              onSaved={refresh}
            />
          </Section>
          <Section title="Integrity" id="detail-integrity">
            <IntegrityPanel submissionId={id} admin={admin} />
          </Section>
          {detail.data.anonymity && (
            <Section title="Anonymity for reviewers" id="detail-anonymity">
              <AnonymityPanel
                submissionId={id}
                admin={admin}
                anonymity={detail.data.anonymity}
                onUploaded={refresh}
              />
            </Section>
          )}
          <Section title="Reviewers" id="detail-reviewers">
            <ReviewerAssignments
              submissionId={id}
              admin={admin}
              assignments={detail.data.assignments}
              onChanged={refresh}
            />
            {open && (
              <InviteReviewerForm
                submissionId={id}
                journalSlug={detail.data.submission.journal_id ?? ''}
                admin={admin}
                earlierReviewers={review?.earlier_reviewers ?? []}
                currentRound={round}
                assignments={detail.data.assignments}
                bodyFindings={(detail.data.anonymity?.findings ?? []).filter((f) => f.where === 'body')}
                onInvited={refresh}
              />
            )}
          </Section>
          <Section title="Review reports" id="detail-reports">
            <ReviewReports
              reports={detail.data.reports}
              assignments={detail.data.assignments}
              submissionId={id}
              admin={admin}
              onChanged={refresh}
            />
          </Section>
          <Section title="Discussions" id="detail-discussions">
            <EditorDiscussions submissionId={id} admin={admin} assignments={detail.data.assignments} />
          </Section>
          <Section title="Decision" id="detail-decision">
            <DecisionList decisions={detail.data.decisions} />
            {review?.revision_open && (
              <p className="detail-empty">Waiting for the author's revised version.</p>
            )}
            {open && <DecisionForm submissionId={id} admin={admin} onDecided={refresh} />}
          </Section>
        </div>
        <div className="detail-column">
          <Section title="Transfer" id="detail-transfer">
            <TransferPanel
              submissionId={id}
              journalId={submission.journal_id ?? ''}
              status={submission.status}
              record={detail.data.transfers ?? { offers: [], from: null }}
              reports={detail.data.transferred_reports ?? []}
              admin={admin}
              onOffered={refresh}
            />
          </Section>
          <Section title="Notes" id="detail-notes">
            <EditorNotes submissionId={id} admin={admin} />
          </Section>
          <Section title="File versions" id="detail-versions">
            <FileVersions
              submissionId={id}
              paperTitle={submission.paper_title}
              admin={admin}
              versions={detail.data.versions}
            />
          </Section>
          <Section title="Supplementary files" id="detail-supplementary">
            <SupplementaryFiles
              submissionId={id}
              admin={admin}
              files={submission.supplementary_files ?? []}
            />
          </Section>
          {(submission.status === 'accepted' || submission.status === 'published') && (
            <Section title="Production file" id="detail-production">
              <ProductionPanel submissionId={id} admin={admin} versions={detail.data.versions} />
            </Section>
          )}
          <Section title="Status history" id="detail-history">
            <StatusHistory history={detail.data.history} />
          </Section>
          <Section title="Activity" id="detail-activity">
            <ActivityLog submissionId={id} admin={admin} />
          </Section>
          <Section title="Mails not delivered" id="detail-mails">
            <SubmissionMails admin={admin} mails={mails} onResent={() => void mails.refetch()} />
          </Section>
          {/* The publishing feature's own section, headed 'Publication' (issue 13). */}
          <ArticlePublishingPanel
            submissionId={detail.data.submission.id}
            hasArticle={hasArticle(submission.status, detail.data.history)}
          />
        </div>
      </div>
    </div>
  );
}
