// /orcid-invitation/:token (issue 43 item 6): a co-author opens the link of their invitation mail, without an
// account, and signs in at ORCID to confirm their iD for the paper. ORCID sends the browser back to
// /orcid-invitation?orcid=<outcome>, which says how it went.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { serverMessageOr } from '../../api/client';
import { LoadingNotice } from '../../components/ui/spinner.component';
import { SolidButton } from '../../components/ui/solid-button.component';
import { OrcidIdIcon } from '../profile/orcid-id-icon.component';
import { ORCID_MESSAGES, orcidReturnNotice } from '../profile/orcid.messages';
import { fetchOrcidInvitation, startInvitationSignIn } from './orcid-invitation.api';
import './orcid-invitation.css';

export const INVITATION_MESSAGES = {
  title: 'Connect your ORCID iD',
  connectedAlready: 'Your ORCID iD is connected for this paper. Thank you.',
  notFound: 'This ORCID invitation could not be loaded.',
  startFailed: ORCID_MESSAGES.startFailed,
  explain:
    'Signing in at ORCID proves the iD is yours: the published metadata then carries it as authenticated.',
} as const;

function InvitationView({ token }: { token: string }) {
  const [addWorks, setAddWorks] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const invitation = useQuery({
    queryKey: ['orcid-invitation', token],
    queryFn: () => fetchOrcidInvitation(token),
    retry: false,
  });
  if (invitation.isPending)
    return <LoadingNotice className="orcid-invitation__loading" message="Loading invitation…" />;
  if (invitation.isError)
    return (
      <p role="alert" className="orcid-invitation__error">
        {serverMessageOr(invitation.error, INVITATION_MESSAGES.notFound)}
      </p>
    );
  const { name, paperTitle, connected, orcid } = invitation.data;
  if (connected)
    return (
      <p role="status" className="orcid-invitation__done">
        <OrcidIdIcon /> {INVITATION_MESSAGES.connectedAlready} {orcid && <span>({orcid})</span>}
      </p>
    );

  async function start() {
    setBusy(true);
    setError(null);
    try {
      window.location.assign(await startInvitationSignIn(token, addWorks));
    } catch (failure) {
      setError(serverMessageOr(failure, INVITATION_MESSAGES.startFailed));
      setBusy(false);
    }
  }

  return (
    <>
      <p>
        Dear {name}, please confirm your ORCID iD as a co-author of <strong>{paperTitle}</strong>.
      </p>
      <p className="orcid-invitation__hint">{INVITATION_MESSAGES.explain}</p>
      <label className="orcid-invitation__works">
        <input type="checkbox" checked={addWorks} onChange={(e) => setAddWorks(e.target.checked)} />
        {ORCID_MESSAGES.addWorks}
      </label>
      {error && (
        <p role="alert" className="orcid-invitation__error">
          {error}
        </p>
      )}
      <SolidButton look="auth" onClick={() => void start()} disabled={busy}>
        <OrcidIdIcon /> {ORCID_MESSAGES.signIn}
      </SolidButton>
    </>
  );
}

export default function OrcidInvitationPage() {
  const token = useParams().token;
  const [params] = useSearchParams();
  const returned = orcidReturnNotice(params);
  return (
    <section className="orcid-invitation" aria-labelledby="orcid-invitation-title">
      <h1 id="orcid-invitation-title">{INVITATION_MESSAGES.title}</h1>
      {returned && (
        <p
          role={returned.type === 'error' ? 'alert' : 'status'}
          className={returned.type === 'error' ? 'orcid-invitation__error' : 'orcid-invitation__done'}
        >
          {returned.message}
        </p>
      )}
      {token && <InvitationView token={token} />}
    </section>
  );
}
