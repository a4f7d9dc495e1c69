import { useCallback, useEffect, useRef, useState } from "react";

/** Spec §2: the query parameter an open overlay adds to the URL so that "back" closes it. */
export const OVERLAY_PARAM = "rqs";

function randomToken(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * Overlay state tied to browser history (spec §2). Opening pushes a history entry whose URL carries
 * a random `rqs` query parameter; pressing back pops it and closes the overlay instead of leaving the
 * page. Closing by other means (Escape, close button) goes back one entry so no stale entry stays.
 *
 * The entry is pushed with `history.pushState` (not React Router's navigate) so that opening and
 * closing an overlay never re-runs route loaders. Our popstate listener runs in the capture phase
 * and stops the event, so React Router never sees these two entries.
 */
export function useOverlayHistory(): { open: boolean; openOverlay: () => void; closeOverlay: () => void } {
  const [open, setOpen] = useState(false);
  const token = useRef<string | null>(null);
  const ignoreNextPop = useRef(false);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (token.current === null && !ignoreNextPop.current) return;
      const params = new URLSearchParams(window.location.search);
      if (token.current !== null && params.get(OVERLAY_PARAM) === token.current) return;
      // We are back on the entry under the overlay: it is ours to handle.
      event.stopImmediatePropagation();
      ignoreNextPop.current = false;
      token.current = null;
      setOpen(false);
    };
    window.addEventListener("popstate", onPopState, { capture: true });
    return () => window.removeEventListener("popstate", onPopState, { capture: true });
  }, []);

  const openOverlay = useCallback(() => {
    if (token.current !== null) return;
    const value = randomToken();
    const url = new URL(window.location.href);
    url.searchParams.set(OVERLAY_PARAM, value);
    // Keep React Router's entry state so a later reload or back lands on a valid entry.
    window.history.pushState(window.history.state, "", url);
    token.current = value;
    setOpen(true);
  }, []);

  const closeOverlay = useCallback(() => {
    if (token.current === null) {
      setOpen(false);
      return;
    }
    const params = new URLSearchParams(window.location.search);
    if (params.get(OVERLAY_PARAM) === token.current) {
      ignoreNextPop.current = true;
      window.history.back();
    } else {
      // The app navigated away while the overlay was open: nothing to pop.
      token.current = null;
      setOpen(false);
    }
  }, []);

  return { open, openOverlay, closeOverlay };
}
