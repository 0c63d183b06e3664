// Texts of the profile's ORCID panel (issue 43 item 6).
export const ORCID_MESSAGES = {
  signIn: 'Sign in with ORCID',
  addWorks: 'Add my published works to my ORCID record',
  authenticated: 'authenticated',
  notAuthenticated: 'typed in, not authenticated',
  worksGranted: 'Your published works will be added to your ORCID record.',
  disconnect: 'Disconnect',
  disconnected: 'Your ORCID iD is no longer connected.',
  startFailed: 'Sign in with ORCID could not be started. Please try again.',
  disconnectFailed: 'Your ORCID iD could not be disconnected. Please try again.',
  connected: 'Your ORCID iD is connected and authenticated.',
  denied: 'You did not grant access on ORCID, so your ORCID iD was not connected.',
  failed: 'Connecting your ORCID iD failed. Please try again.',
  expired: 'That sign-in with ORCID had expired or was already used. Please start it again.',
  inUse: 'This ORCID iD is already connected to another account.',
  hint: 'Signing in with ORCID proves the iD is yours; journals then send it to indexers as authenticated.',
} as const;

/** The status line after ORCID sent the browser back (`/profile?orcid=…&reason=…`); null otherwise. */
export function orcidReturnNotice(
  params: URLSearchParams,
): { type: 'success' | 'error'; message: string } | null {
  const outcome = params.get('orcid');
  if (outcome === 'connected') return { type: 'success', message: ORCID_MESSAGES.connected };
  if (outcome === 'denied') return { type: 'error', message: ORCID_MESSAGES.denied };
  if (outcome !== 'failed') return null;
  const reason = params.get('reason');
  const message =
    reason === 'in-use'
      ? ORCID_MESSAGES.inUse
      : reason === 'state'
        ? ORCID_MESSAGES.expired
        : ORCID_MESSAGES.failed;
  return { type: 'error', message };
}
