/**
 * Marks the document once React has hydrated it: `<html data-hydrated>`. Until then a click or a
 * typed value can be lost (hydration waits for the page's translations, split code and ICU data,
 * decisions 027 and 028). The end-to-end fixture waits for it after every `page.goto`, and a
 * monitoring script can read it.
 */
export function markHydrated(): void {
  document.documentElement.dataset.hydrated = "";
}
