/**
 * Gives the browser its turn (paint, input) in the middle of long work: `scheduler.yield()` where
 * the browser has it (Chromium 129+, the rest of the work keeps its priority), else a macrotask.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
