import { useEffect, useRef, useState } from 'react';
import type {} from 'altcha/types/react';
import { registrationChallengeUrl } from '../../api/registration-challenge.api';
import { loadAltchaWidget } from './altcha-widget.loader';

interface StateChange {
  state: string;
  payload?: string;
}

/**
 * The proof-of-work check of the registration form when the server asks for one: the browser solves the
 * challenge (a second or two) and `onSolved` gets the widget's payload, or null while there is none.
 */
export function RegistrationChallenge({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const widget = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let live = true;
    loadAltchaWidget().then(
      () => live && setLoaded('ready'),
      () => live && setLoaded('failed'),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (!element || loaded !== 'ready') return;
    const onChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onSolved(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onChange);
    return () => element.removeEventListener('statechange', onChange);
  }, [loaded, onSolved]);

  if (loaded === 'failed')
    return (
      <p className="auth-alert" role="alert">
        The check that you are not a robot could not be loaded. Please reload the page.
      </p>
    );
  return (
    <div className="auth-field" data-testid="registration-challenge">
      {loaded === 'ready' && (
        <altcha-widget ref={widget} challenge={registrationChallengeUrl()} name="altcha" />
      )}
    </div>
  );
}
