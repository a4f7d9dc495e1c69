import { Suspense, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { lazyComponent } from "../../lib/lazy-component";
import { browserSession } from "../../lib/session-store";
import { LOGIN_PARAM, redirectTargetOf } from "./access";
import {
  closeLoginModal,
  getLoginState,
  isLoginModalOpen,
  openLoginModal,
  useLoginState,
} from "./login-modal-store";

// The modal's code (steps, country picker, Google) loads on first open, never with the page.
const LoginModal = lazyComponent("login-modal", () => import("./login-modal"));

/**
 * Mounts the login modal while its state is open (the dialog ties it to browser history: Back
 * closes it, spec §2) and opens it from a login URL (`?login=1&redirect=...`).
 */
export function LoginModalHost() {
  const { authLoginModal } = useLoginState();
  const open = isLoginModalOpen(authLoginModal);
  const location = useLocation();

  // A login URL opens the modal (once per history entry) for an anonymous visitor.
  const handledKey = useRef<string | null>(null);
  useEffect(() => {
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;
    const params = new URLSearchParams(location.search);
    if (params.get(LOGIN_PARAM) !== "1" || browserSession().isSignedIn()) return;
    // Already open (this host mounted again): keep the step the customer is on.
    if (isLoginModalOpen(getLoginState().authLoginModal)) return;
    openLoginModal({ redirectTo: redirectTargetOf(location.search) });
  }, [location.key, location.search]);

  // A navigation (e.g. to the page asked for, after sign-in) closes it.
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    closeLoginModal();
  }, [location.pathname]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal />
    </Suspense>
  );
}
