import { type RefCallback, useCallback, useState } from "react";

/** What a section waiting to come near the screen spreads on its element. */
export type NearScreenProps<T extends Element> = {
  ref: RefCallback<T>;
  /** Set while the section waits: its skeletons stay still (no animation) until then (app.css). */
  "data-idle": "" | undefined;
};

/**
 * Whether an element has come near the screen (within `margin` of it), once: a section below the
 * first screen reads its data, and loads the code that reads it, when the customer scrolls towards
 * it, not while the page is still starting (decision 025). True at once where the browser has no
 * IntersectionObserver. Give the element its place meanwhile (skeletons of the cards' size).
 *
 * The element is observed from its ref callback (React 19 runs the callback's cleanup), so that
 * attaching it changes no state: a state set from a ref callback made React render the section
 * again inside the hydration's commit, lengthening the page's longest task (decision 027).
 */
export function useNearScreen<T extends Element>(margin = "600px"): [NearScreenProps<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback<RefCallback<T>>(
    (node) => {
      if (!node || near) return;
      if (typeof IntersectionObserver === "undefined") {
        queueMicrotask(() => setNear(true));
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [{ ref, "data-idle": near ? undefined : "" }, near];
}
