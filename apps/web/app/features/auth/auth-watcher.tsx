import { useEffect } from "react";
import { useNavigate } from "react-router";
import { ClientMessageKey } from "../../lib/api";
import { browserSession } from "../../lib/session-store";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { isProtectedPath, loginUrl } from "./access";

/**
 * Reacts to the end of the session (spec §4: a login state change redirects home or to the login):
 * sign-out goes home; a session ended by a 401 or by expired tokens says so and, on a protected
 * page, sends the customer to the login and back to that page.
 */
export function AuthWatcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(
    () =>
      browserSession().subscribe((reason) => {
        if (!reason) return;
        if (reason === "logout") {
          void navigate("/");
          return;
        }
        void showToast(
          "warning",
          t(reason === "expired" ? ClientMessageKey.TOKENS_EXPIRED : "SESSION_EXPIRED"),
        );
        const { pathname, search } = window.location;
        if (isProtectedPath(pathname)) void navigate(loginUrl(pathname + search), { replace: true });
      }),
    [navigate, t],
  );
  return null;
}
