import { type RefCallback, useCallback, useEffect, useState } from "react";

/**
 * Whether an element has come near the screen (within `margin` of it), once: a section below the
 * first screen reads its data, and loads the code that reads it, when the customer scrolls towards
 * it, not while the page is still starting (decision 025). True at once where the browser has no
 * IntersectionObserver. Give the element its place meanwhile (skeletons of the cards' size).
 */
export function useNearScreen<T extends Element>(margin = "600px"): [RefCallback<T>, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);

  return [ref, near];
}
