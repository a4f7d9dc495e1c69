/**
 * Spec §2: an open overlay adds a history entry whose URL carries a random `rqs` query parameter, so
 * that the browser's Back closes the overlay instead of leaving the page. One registry for the whole
 * page (a stack: overlays may open on top of each other); the dialog component (ui/dialog.tsx) and
 * `useOverlayHistory` are its only users.
 *
 * Entries are pushed with `history.pushState` (not React Router's navigate) so that opening and
 * closing an overlay never re-runs route loaders. Our popstate listener runs in the capture phase
 * and stops the events that are ours, so React Router never sees these entries come and go.
 */

export const OVERLAY_PARAM = "rqs";

/** What the registry needs of the browser (a fake one in the unit tests). */
export type HistoryHost = {
  readonly location: { readonly href: string };
  readonly history: {
    readonly state: unknown;
    pushState(state: unknown, unused: string, url: string): void;
    back(): void;
  };
  addEventListener(
    type: "popstate",
    listener: (event: PopStateEvent) => void,
    options: { capture: true },
  ): void;
};

export type OverlayHistory = {
  /** Adds the overlay's entry; `onBack` runs when Back leaves it. The returned function releases
   *  the entry (closing by other means): it goes back one entry when the entry is still current. */
  push(onBack: () => void): () => void;
  /** Runs `callback` once the history is still (no Back of ours in flight); returns a cancel. */
  whenSettled(callback: () => void): () => void;
};

type Entry = { token: string; under: string; onBack: () => void };
/** Where a Back we asked for should land: the entry under the one released. */
type Landing = { token: string | null; under: string };

/** After this long a Back of ours that never landed (a navigation superseded it) counts as done. */
const LANDING_TIMEOUT_MS = 1000;

function randomToken(): string {
  return Math.random().toString(36).slice(2, 10);
}

function tokenOf(href: string): string | null {
  return new URL(href).searchParams.get(OVERLAY_PARAM);
}

function withoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(OVERLAY_PARAM);
  return url.pathname + url.search;
}

export function createOverlayHistory(host: HistoryHost): OverlayHistory {
  const stack: Entry[] = [];
  /** Backs we asked for (on release) whose popstate is still to come, to be swallowed. */
  let landings: Landing[] = [];
  let waiters: Array<() => void> = [];
  let listening = false;

  const settle = () => {
    if (landings.length > 0) return;
    const ready = waiters;
    waiters = [];
    for (const run of ready) run();
  };

  const onPopState = (event: PopStateEvent) => {
    const href = host.location.href;
    const current = tokenOf(href);
    const landing = landings[0];
    if (landing) {
      if (landing.token === current && landing.under === withoutToken(href)) {
        // The Back we asked for when an overlay closed by other means: nobody else's business.
        landings.shift();
        event.stopImmediatePropagation();
        settle();
        return;
      }
      // Somewhere else: our Back was superseded (a navigation); this one is the customer's.
      landings = [];
      settle();
    }
    if (stack.length === 0) return;
    const at = stack.findIndex((entry) => entry.token === current);
    const closing = stack.splice(at + 1);
    const bottom = closing[0];
    if (!bottom) return; // Forward onto an entry of an overlay still open: not ours.
    // Back onto the entry under the overlay(s) is ours to handle; a jump further back (two quick
    // Backs) is a real navigation that the router must see, after the overlays have closed.
    if (at >= 0 || withoutToken(href) === bottom.under) event.stopImmediatePropagation();
    for (const entry of closing.reverse()) entry.onBack();
  };

  const release = (entry: Entry) => {
    const index = stack.indexOf(entry);
    if (index < 0) return; // Back closed it already
    stack.splice(index, 1);
    // Otherwise the app navigated away while the overlay was open: nothing to pop.
    if (tokenOf(host.location.href) !== entry.token) return;
    const landing: Landing = { token: stack[index - 1]?.token ?? null, under: entry.under };
    landings.push(landing);
    host.history.back();
    setTimeout(() => {
      if (!landings.includes(landing)) return;
      landings = landings.filter((l) => l !== landing);
      settle();
    }, LANDING_TIMEOUT_MS);
  };

  const whenSettled = (callback: () => void): (() => void) => {
    if (landings.length === 0) {
      callback();
      return () => {};
    }
    let cancelled = false;
    waiters.push(() => {
      if (!cancelled) callback();
    });
    return () => {
      cancelled = true;
    };
  };

  const add = (onBack: () => void): Entry => {
    if (!listening) {
      host.addEventListener("popstate", onPopState, { capture: true });
      listening = true;
    }
    const url = new URL(host.location.href);
    const entry: Entry = { token: randomToken(), under: withoutToken(url.href), onBack };
    url.searchParams.set(OVERLAY_PARAM, entry.token);
    // Keep React Router's entry state so a later reload or Back lands on a valid entry.
    host.history.pushState(host.history.state, "", url.href);
    stack.push(entry);
    return entry;
  };

  return {
    push(onBack) {
      // An overlay opened while a Back of ours is in flight (one closed and another opened in the
      // same render: a component mounted again) adds its entry once that Back has landed. Pushed
      // at once, its entry was left forward of where Chromium landed that Back (so Back no longer
      // closed it); a browser resolving the Back when it lands would land on the closed overlay's
      // entry instead, and close this one.
      let entry: Entry | null = null;
      const cancel = whenSettled(() => {
        entry = add(onBack);
      });
      return () => {
        cancel();
        if (entry) release(entry);
      };
    },
    whenSettled,
  };
}

let browserRegistry: OverlayHistory | null = null;

/** The page's registry (browser only: overlays open after hydration). */
export function overlayHistory(): OverlayHistory {
  browserRegistry ??= createOverlayHistory(window);
  return browserRegistry;
}
