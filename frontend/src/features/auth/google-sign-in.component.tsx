import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { renderGoogleButton } from './google-identity';

interface Props {
  /** Only set when the server's runtime configuration has a Google client id. */
  clientId: string | null | undefined;
  onCredential: (credential: string) => void;
}

/** The third-party button; the GSI script is fetched only when a client id exists. */
export function GoogleSignIn({ clientId, onCredential }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const deliver = useEffectEvent((credential: string) => onCredential(credential));
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    if (!clientId || !container.current) return;
    let cancelled = false;
    renderGoogleButton(container.current, clientId, (credential) => {
      if (!cancelled) deliver(credential);
    }).catch(() => {
      if (!cancelled) setUnavailable(true);
    });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (!clientId) return null;
  return (
    <div className="auth-google">
      <div ref={container} className="auth-google__button" data-testid="google-button" />
      {unavailable && <p className="auth-note">Google sign-in is unavailable right now.</p>}
    </div>
  );
}
