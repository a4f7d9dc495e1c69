/**
 * The home sections' data module (`home-sections-data.ts`), loaded apart from any call into it. Vite
 * wraps an `import(…).then(…)` chain whole in its chunk-preload handler, so a call that failed or was
 * aborted (the customer navigated away) would pass for a chunk that failed to load: the page reloaded
 * (entry.client.tsx) and the chain answered `undefined`. `lib/dynamic-imports.test.ts` keeps the
 * pattern out of the app.
 */
export const sectionsData = async () => import("./home-sections-data");
