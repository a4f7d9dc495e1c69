import { useEffect, useRef, useState } from "react";

/** Google Identity Services, loaded only when the login modal shows the button. */
const GIS_SRC = "https://accounts.google.com/gsi/client";

type GoogleId = {
  initialize(config: { client_id: string; callback: (response: { credential?: string }) => void }): void;
  renderButton(
    element: HTMLElement,
    options: { type?: string; theme?: string; size?: string; text?: string; width?: number; locale?: string },
  ): void;
};
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleId } };
  }
}

let scriptLoad: Promise<GoogleId> | undefined;

function loadGoogleIdentity(): Promise<GoogleId> {
  scriptLoad ??= new Promise<GoogleId>((resolve, reject) => {
    const ready = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error("Google Identity Services did not load"));
    };
    if (window.google?.accounts?.id) return ready();
    const script = document.createElement("script");
    script.src = GIS_SRC;
    script.async = true;
    script.defer = true;
    script.onload = ready;
    script.onerror = () => {
      scriptLoad = undefined;
      reject(new Error("Google Identity Services did not load"));
    };
    document.head.append(script);
  });
  return scriptLoad;
}

/**
 * The "Sign in with Google" button. The ID token (credential) goes to `onCredential`; nothing is
 * rendered when the script cannot load (blocked, offline).
 */
export function GoogleSignIn({
  clientId,
  locale,
  onCredential,
}: {
  clientId: string;
  locale: string;
  onCredential: (jwt: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (id) => {
        if (cancelled || !container.current) return;
        id.initialize({
          client_id: clientId,
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        id.renderButton(container.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          width: Math.min(container.current.clientWidth || 320, 400),
          locale,
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);

  if (failed) return null;
  return <div ref={container} className="google-sign-in" />;
}
