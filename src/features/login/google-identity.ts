/**
 * Google Identity Services, loaded only when a client id is configured and the shopper has agreed
 * to the terms (the button lives in Google's frame, so consent must come first).
 */
const GSI_SRC = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential: string;
}

interface GoogleAccountsId {
  initialize: (options: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: 'popup' }) => void;
  renderButton: (
    parent: HTMLElement,
    options: { type: 'standard'; theme: 'outline'; size: 'large'; text: 'continue_with'; shape: 'pill'; width?: number; locale?: string },
  ) => void;
}

interface GoogleWindow {
  google?: { accounts?: { id?: GoogleAccountsId } };
}

let loading: Promise<GoogleAccountsId> | null = null;

export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GSI_SRC;
    script.async = true;
    script.onload = () => {
      const id = (window as GoogleWindow).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services missing after load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services failed to load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The build's VITE_GOOGLE_CLIENT_ID; '' when the build offers no Google login. Only the build's:
 * the Content-Security-Policy lets Google's script in only for builds that name a client id
 * (scripts/security-headers.ts), so a client id from the server's configuration would offer a
 * button whose script the policy refuses.
 */
export function googleClientId(): string {
  return (import.meta.env.VITE_GOOGLE_CLIENT_ID as string | undefined)?.trim() ?? '';
}
