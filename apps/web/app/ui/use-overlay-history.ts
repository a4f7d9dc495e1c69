import { useCallback, useEffect, useRef, useState } from "react";
import { overlayHistory } from "./overlay-history";

/**
 * Open state of an overlay tied to browser history (spec §2, `rqs`), for a page that owns the
 * history entry itself. A `<Dialog>` does this on its own (its `closeOnBack`); prefer that. Opening
 * pushes the entry; Back closes; `closeOverlay` goes back one entry and reports closed once that
 * Back has landed (so that the page's own history writes come after it).
 */
export function useOverlayHistory(): { open: boolean; openOverlay: () => void; closeOverlay: () => void } {
  const [open, setOpen] = useState(false);
  const release = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      release.current?.();
      release.current = null;
    },
    [],
  );

  const openOverlay = useCallback(() => {
    if (release.current) return;
    release.current = overlayHistory().push(() => {
      release.current = null;
      setOpen(false);
    });
    setOpen(true);
  }, []);

  const closeOverlay = useCallback(() => {
    const releaseEntry = release.current;
    release.current = null;
    releaseEntry?.();
    overlayHistory().whenSettled(() => setOpen(false));
  }, []);

  return { open, openOverlay, closeOverlay };
}
