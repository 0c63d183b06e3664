// Loads Google Identity Services once and renders its button (popup mode, pill 'continue_with').
export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface CredentialResponse {
  credential?: string;
}

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: CredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  loading = new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not initialise'));
    };
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function renderGoogleButton(
  container: HTMLElement,
  clientId: string,
  onCredential: (credential: string) => void,
): Promise<void> {
  const api = await loadGoogleIdentity();
  api.initialize({
    client_id: clientId,
    ux_mode: 'popup',
    callback: (response) => {
      if (response.credential) onCredential(response.credential);
    },
  });
  api.renderButton(container, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    shape: 'pill',
    text: 'continue_with',
    logo_alignment: 'left',
    width: Math.max(200, Math.min(400, Math.floor(container.clientWidth || 320))),
  });
}

/** Email claim of a Google ID token, used when the exchange answer leaves it out. */
export function emailFromCredential(credential: string): string | null {
  const payload = credential.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string;
    const claims = JSON.parse(json) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}
