import { useCallback, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useLiveChannel } from '../../api/live-channel.hook';
import type { DecisionRecordedEvent, StatusUpdatedEvent } from '../../api/realtime';
import type { AuthorSubmission } from '../../api/profile.api';
import { getRole, getToken, useSession } from '../../api/session';
import { endSession } from '../../api/session-refresh';
import { AdminAccountNotice } from '../../components/ui/admin-account-notice.component';
import { EditDetailsDialog } from './edit-details-dialog.component';
import { EditProfileModal } from './edit-profile-modal.component';
import { InstitutionEditor } from './institution-editor.component';
import { ReviewerInterestsEditor } from './reviewer-interests-editor.component';
import { ReviewerPoolPreferences } from './reviewer-pool-preferences.component';
import { OrcidPanel } from './orcid-panel.component';
import { PersonalInfo } from './personal-info.component';
import { ProfileSidebar } from './profile-sidebar.component';
import { PROFILE_MESSAGES } from './profile.messages';
import { ResearchStats } from './research-stats.component';
import { RevisionDialog } from './revision-dialog.component';
import { StatusNotice } from './status-notice.component';
import { HIGHLIGHT_MS, NOTICE_MS, noticeFor, noticeForDecision, type Notice } from './status-notice';
import { SubmissionList } from './submission-list.component';
import { useProfile } from './use-profile.hook';
import { useTimedSet, useTimedValue } from './use-timed.hook';
import { WithdrawDialog } from './withdraw-dialog.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import './profile.css';
import { LoadingNotice } from '../../components/ui/spinner.component';
import { TitledSection } from '../../components/ui/titled-section.component';

export default function ProfilePage() {
  // Without a stored token there is nothing to show (SPEC section 2).
  if (!getToken()) return <Navigate to="/login" replace />;
  if (getRole()) return <AdminAccountNotice what="My Profile" />;
  return <AccountOverview />;
}

function AccountOverview() {
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const { state, reload, reloadUntil } = useProfile();
  const [notice, setNotice] = useTimedValue<Notice>(NOTICE_MS);
  const [highlighted, highlight] = useTimedSet(HIGHLIGHT_MS);
  const [editing, setEditing] = useState(false);
  const [institution, setInstitution] = useState<string | null>(null);
  const [interests, setInterests] = useState<string[] | null>(null);
  /** The reviewer pool settings as last saved here (issue 44 item 2); null: as the profile loaded them. */
  const [pool, setPool] = useState<{ optIn: boolean; unavailableUntil: string | null } | null>(null);
  const [editingDetails, setEditingDetails] = useState<AuthorSubmission | null>(null);
  const [withdrawing, setWithdrawing] = useState<AuthorSubmission | null>(null);
  const [revising, setRevising] = useState<AuthorSubmission | null>(null);

  const onStatusUpdated = useCallback(
    (event: StatusUpdatedEvent) => {
      setNotice(noticeFor(event));
      highlight(String(event.id));
      void reload();
    },
    [setNotice, highlight, reload],
  );
  const onDecisionRecorded = useCallback(
    (event: DecisionRecordedEvent) => {
      const decisionNotice = noticeForDecision(event);
      if (decisionNotice) setNotice(decisionNotice);
      highlight(String(event.id));
      const decidedAt = event.decidedAt ? Date.parse(event.decidedAt) : NaN;
      // Until the answer shows what the decision implies: the decision itself and, for a revisions
      // decision, the open revision (an answer can list the decision before the revision window it opens).
      void reloadUntil((user) =>
        Number.isNaN(decidedAt)
          ? true
          : (user.individual_submissions ?? []).some(
              (s) =>
                String(s.id) === String(event.id) &&
                (s.decisions ?? []).some((d) => Date.parse(d.date) === decidedAt) &&
                (event.decision !== 'revisions' || s.revision_open !== false),
            ),
      );
    },
    [setNotice, highlight, reloadUntil],
  );
  const poll = useCallback(() => void reload(), [reload]);
  const liveMode = useLiveChannel({
    room: 'user',
    email: session.email,
    token: getToken(),
    onStatusUpdated,
    onDecisionRecorded,
    poll,
  });

  const closeEditor = useCallback(() => setEditing(false), []);
  const onProfileSaved = useCallback(
    (message: string) => {
      setEditing(false);
      setNotice({ type: 'success', message });
      void reload();
    },
    [reload, setNotice],
  );

  const closeSubmissionDialogs = useCallback(() => {
    setEditingDetails(null);
    setWithdrawing(null);
    setRevising(null);
  }, []);
  const onSubmissionChanged = useCallback(
    (message: string) => {
      closeSubmissionDialogs();
      setNotice({ type: 'success', message });
      void reload();
    },
    [closeSubmissionDialogs, reload, setNotice],
  );

  function onLogout() {
    void endSession();
    navigate('/login');
  }

  if (state.status === 'loading') {
    return <LoadingNotice className="profile-page centered-state" message={PROFILE_MESSAGES.loading} />;
  }

  if (state.status === 'error') {
    return (
      <div className="profile-page centered-state">
        <div className="profile-error" role="alert">
          <p>{state.message}</p>
          <SolidButton look="profile" onClick={() => void reload()}>
            Try Again
          </SolidButton>
        </div>
      </div>
    );
  }

  const { user } = state;
  const shownInstitution = institution ?? user.institution ?? null;

  return (
    <div className="profile-page">
      <header className="profile-header">
        <h1>My Account</h1>
        <p className="profile-greeting">Welcome back, {user.given_names}!</p>
      </header>

      {(liveMode === 'polling' || liveMode === 'unavailable') && (
        <p className="profile-banner" role="status" data-testid="realtime-banner">
          {liveMode === 'polling' ? PROFILE_MESSAGES.pollingBanner : PROFILE_MESSAGES.unavailableBanner}
        </p>
      )}

      {notice && <StatusNotice notice={notice} onClose={() => setNotice(null)} />}

      <div className="profile-layout">
        <ProfileSidebar user={user} onEdit={() => setEditing(true)} onLogout={onLogout} />
        <div className="profile-main">
          <PersonalInfo user={user} />

          <OrcidPanel user={user} returned={searchParams} onChanged={() => void reload()} />

          <TitledSection
            className="profile-card"
            titleId="institution-title"
            title="Institution & Submission"
          >
            <div className="profile-institution">
              <InstitutionEditor institution={shownInstitution} onSaved={setInstitution} />
              <ReviewerInterestsEditor
                interests={interests ?? user.reviewer_interests ?? []}
                onSaved={setInterests}
              />
              <ReviewerPoolPreferences
                optIn={pool?.optIn ?? user.reviewer_pool_opt_in ?? true}
                unavailableUntil={pool ? pool.unavailableUntil : (user.unavailable_until ?? null)}
                onSaved={setPool}
              />
              <SolidButton look="profile" variant="accent" onClick={() => navigate('/submit')}>
                Submit Your Paper
              </SolidButton>
            </div>
          </TitledSection>

          <ResearchStats user={user} />

          <TitledSection className="profile-card" titleId="papers-title" title="My Submissions">
            <SubmissionList
              submissions={user.individual_submissions ?? []}
              highlighted={highlighted}
              onEditDetails={setEditingDetails}
              onWithdraw={setWithdrawing}
              onUploadRevision={setRevising}
            />
          </TitledSection>
        </div>
      </div>

      {editing && <EditProfileModal user={user} onClose={closeEditor} onSaved={onProfileSaved} />}
      {editingDetails && (
        <EditDetailsDialog
          submission={editingDetails}
          authorEmail={user.email}
          onClose={closeSubmissionDialogs}
          onSaved={onSubmissionChanged}
        />
      )}
      {revising && (
        <RevisionDialog
          submission={revising}
          onClose={closeSubmissionDialogs}
          onUploaded={onSubmissionChanged}
        />
      )}
      {withdrawing && (
        <WithdrawDialog
          submission={withdrawing}
          onClose={closeSubmissionDialogs}
          onWithdrawn={onSubmissionChanged}
        />
      )}
    </div>
  );
}
