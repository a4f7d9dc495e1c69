/**
 * The new-version dialog (spec §2, §8; docs/installable-app.md), mounted by the root on every page.
 * It asks `front-api/App/CheckUpdate` on load and when the tab comes back into view (at most once a
 * minute), never on a navigation. When the deployed build is newer it loads its strings (namespace
 * `app`, only then) and opens: "Update" lets the new service worker take over and reloads; "Skip"
 * hides it for that version. Below the minimum supported version it cannot be skipped nor closed.
 */
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useRef, useState } from "react";
import { loadCatalogs } from "../../lib/i18n";
import type { Namespace } from "../../lib/i18n-namespaces";
import { applyUpdate } from "../../lib/service-worker";
import { useTranslation } from "../../lib/use-translation";
import { Dialog } from "../../ui/dialog";
import "./app-update.css";
import {
  checkIsDue,
  runningAppVersion,
  skippedVersion,
  skipVersion,
  type UpdatePrompt,
  updatePromptFor,
} from "./app-update";

export function AppUpdatePrompt({
  locale,
  catalogs,
}: {
  locale: Locale;
  catalogs: Partial<Record<Namespace, string>>;
}) {
  const [prompt, setPrompt] = useState<UpdatePrompt>({ kind: "none" });
  const [updating, setUpdating] = useState(false);
  const lastCheck = useRef<number | undefined>(undefined);
  const strings = useRef({ locale, catalogs });
  strings.current = { locale, catalogs };

  useEffect(() => {
    let stopped = false;
    const check = async () => {
      // Offline, nothing is asked (and nothing counted): the return to the tab asks again.
      if (!checkIsDue(lastCheck.current, Date.now()) || !navigator.onLine) return;
      lastCheck.current = Date.now();
      try {
        // The call and its shape (with zod) load after the page, not with every page's first script.
        const { checkUpdate } = await import("./app-update-api");
        if (!navigator.onLine) {
          lastCheck.current = undefined;
          return;
        }
        const answer = await checkUpdate(runningAppVersion);
        const next = updatePromptFor(answer, runningAppVersion, skippedVersion());
        if (next.kind !== "none")
          await loadCatalogs(strings.current.locale, strings.current.catalogs, ["app"]);
        if (!stopped) setPrompt(next);
      } catch (error) {
        // Offline or a failed check: the next visit or return to the tab asks again.
        console.warn("app update check failed", error);
      }
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);

  if (prompt.kind === "none") return null;
  return (
    <AppUpdateDialog
      required={prompt.kind === "required"}
      updating={updating}
      onUpdate={() => {
        setUpdating(true);
        void applyUpdate();
      }}
      onSkip={() => {
        skipVersion(prompt.version);
        setPrompt({ kind: "none" });
      }}
      onDismiss={() => setPrompt({ kind: "none" })}
    />
  );
}

function AppUpdateDialog({
  required,
  updating,
  onUpdate,
  onSkip,
  onDismiss,
}: {
  required: boolean;
  updating: boolean;
  onUpdate: () => void;
  onSkip: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t("app.update.title")}
      role="alertdialog"
      description={`${t("NEW_APP_VERSION")} ${t(required ? "app.update.required" : "app.update.available")}`}
      // A forced update stays open: Escape, the backdrop and Back do nothing.
      onClose={() => {
        if (!required) onDismiss();
      }}
      closeOnBack={!required}
      closeOnBackdrop={!required}
      className="app-update"
    >
      <div className="app-update__actions">
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          disabled={updating}
          aria-busy={updating}
          onClick={onUpdate}
        >
          {t("app.update.update")}
        </button>
        {required ? null : (
          <button type="button" className="button" onClick={onSkip}>
            {t("app.update.skip")}
          </button>
        )}
      </div>
    </Dialog>
  );
}
