import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadDocumentCatalogs } from "./lib/i18n";
import { preloadRenderedLazyComponents } from "./lib/lazy-component";
import { isLocale } from "./lib/locale";
import { warmIntl } from "./lib/warm-intl";

/** Spec §8: a failed script chunk load reloads the page, at most once per 60 seconds. */
const RELOAD_KEY = "chunk-reload-at";
window.addEventListener("vite:preloadError", (event) => {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < 60_000) return;
  event.preventDefault();
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
});

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's translation files (preloaded by the HTML in parallel with the scripts) are in before
// hydrating, so the first client render matches the server's HTML (decision 007); so is the code of
// the split components the server rendered, so hydration never waits on it (decision 027). ICU's
// data for the page's language loads meanwhile, in tasks of its own, not inside hydration's
// (decision 028).
const lang = document.documentElement.lang;
Promise.all([
  loadDocumentCatalogs(document),
  preloadRenderedLazyComponents(document),
  isLocale(lang) ? warmIntl(lang) : undefined,
]).then(hydrate, hydrate);
