import { useId, useState } from 'react';
import { orcidUrl } from '@journal/metadata';
import { failedAnswer } from '../../api/api-error';
import type { UserProfile } from '../../api/profile.api';
import { getToken } from '../../api/session';
import { SolidButton } from '../../components/ui/solid-button.component';
import { TitledSection } from '../../components/ui/titled-section.component';
import { disconnectOrcid, startOrcidSignIn } from './orcid.api';
import { OrcidIdIcon } from './orcid-id-icon.component';
import { ORCID_MESSAGES, orcidReturnNotice } from './orcid.messages';

interface Props {
  user: UserProfile;
  /** The page's query after ORCID sent the browser back (`?orcid=connected`, …). */
  returned: URLSearchParams;
  onChanged: () => void;
  /** Where the browser goes to sign in at ORCID (tests replace it). */
  goTo?: (url: string) => void;
}

/**
 * Sign in with ORCID (issue 43 item 6): an authenticated iD with the iD icon, "authenticated" and a
 * Disconnect button; otherwise the Sign in with ORCID button (when the site has an ORCID client) with the
 * tick box for adding published works. A typed iD stays shown as not authenticated.
 */
export function OrcidPanel({
  user,
  returned,
  onChanged,
  goTo = (url) => window.location.assign(url),
}: Props) {
  const [addWorks, setAddWorks] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ type: 'success' | 'error'; message: string } | null>(() =>
    orcidReturnNotice(returned),
  );
  const tickId = useId();
  const authenticated = user.orcidAuthenticated === true && Boolean(user.orcid);
  if (!authenticated && !user.orcidSignInAvailable && !message) return null;

  async function signIn() {
    const token = getToken();
    if (!token) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await startOrcidSignIn(addWorks, token);
      if (answer.success && answer.data?.url) return goTo(answer.data.url);
      setMessage({ type: 'error', message: answer.message || ORCID_MESSAGES.startFailed });
    } catch (error) {
      setMessage({ type: 'error', message: failedAnswer(error)?.message || ORCID_MESSAGES.startFailed });
    }
    setBusy(false);
  }

  async function disconnect() {
    const token = getToken();
    if (!token) return;
    setBusy(true);
    try {
      const answer = await disconnectOrcid(token);
      setMessage(
        answer.success
          ? { type: 'success', message: answer.message || ORCID_MESSAGES.disconnected }
          : { type: 'error', message: answer.message || ORCID_MESSAGES.disconnectFailed },
      );
      if (answer.success) onChanged();
    } catch (error) {
      setMessage({ type: 'error', message: failedAnswer(error)?.message || ORCID_MESSAGES.disconnectFailed });
    }
    setBusy(false);
  }

  return (
    <TitledSection className="profile-card orcid-panel" titleId="orcid-title" title="ORCID iD">
      {message && (
        <p
          className={`orcid-panel__status orcid-panel__status--${message.type}`}
          role={message.type === 'error' ? 'alert' : 'status'}
          data-testid="orcid-status"
        >
          {message.message}
        </p>
      )}
      {authenticated ? (
        <div className="orcid-panel__connected">
          <p className="orcid-panel__id">
            <OrcidIdIcon label="ORCID iD" />
            <a href={orcidUrl(user.orcid!)} target="_blank" rel="noreferrer">
              {orcidUrl(user.orcid!)}
            </a>
            <span className="orcid-panel__badge">{ORCID_MESSAGES.authenticated}</span>
          </p>
          {user.orcidWorksGranted && <p className="orcid-panel__hint">{ORCID_MESSAGES.worksGranted}</p>}
          <SolidButton look="profile" ghost disabled={busy} onClick={() => void disconnect()}>
            {ORCID_MESSAGES.disconnect}
          </SolidButton>
        </div>
      ) : (
        user.orcidSignInAvailable && (
          <div className="orcid-panel__connect">
            {user.orcid && (
              <p className="orcid-panel__typed">
                <a href={orcidUrl(user.orcid)} target="_blank" rel="noreferrer">
                  {orcidUrl(user.orcid)}
                </a>{' '}
                ({ORCID_MESSAGES.notAuthenticated})
              </p>
            )}
            <p className="orcid-panel__hint">{ORCID_MESSAGES.hint}</p>
            <label className="orcid-panel__tick" htmlFor={tickId}>
              <input
                id={tickId}
                type="checkbox"
                checked={addWorks}
                onChange={(event) => setAddWorks(event.target.checked)}
              />{' '}
              {ORCID_MESSAGES.addWorks}
            </label>
            <button
              type="button"
              className="orcid-panel__sign-in"
              disabled={busy}
              onClick={() => void signIn()}
            >
              <OrcidIdIcon />
              {ORCID_MESSAGES.signIn}
            </button>
          </div>
        )
      )}
    </TitledSection>
  );
}
