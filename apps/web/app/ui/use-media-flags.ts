import { useSyncExternalStore } from "react";

/**
 * Spec §2 responsive flags. The same numbers are the custom properties `--bp-*` in app.css (which
 * also holds the media queries); keep the two in step.
 */
export const mediaQueries = {
  mobile: "(max-width: 576px)",
  tablet: "(min-width: 576px) and (max-width: 992px)",
  plp: "(min-width: 768px) and (max-width: 1440px)",
  desktop: "(min-width: 992px)",
  landscape: "(orientation: landscape)",
} as const;

export type MediaFlags = Record<keyof typeof mediaQueries, boolean>;

const names = Object.keys(mediaQueries) as (keyof typeof mediaQueries)[];

/** Server render and first client render: mobile-first, so markup matches and CSS does the rest. */
const serverFlags: MediaFlags = { mobile: true, tablet: false, plp: false, desktop: false, landscape: false };

let cached: MediaFlags = serverFlags;
let cachedKey = "";

function snapshot(): MediaFlags {
  const values = names.map((name) => window.matchMedia(mediaQueries[name]).matches);
  const key = values.join(",");
  if (key !== cachedKey) {
    cachedKey = key;
    cached = Object.fromEntries(names.map((name, i) => [name, values[i] ?? false])) as MediaFlags;
  }
  return cached;
}

function subscribe(onChange: () => void): () => void {
  const lists = names.map((name) => window.matchMedia(mediaQueries[name]));
  for (const list of lists) list.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
  };
}

/** Live responsive flags for code that must branch in JS; prefer CSS media queries for layout. */
export function useMediaFlags(): MediaFlags {
  return useSyncExternalStore(subscribe, snapshot, () => serverFlags);
}
