import { z } from "zod";

/**
 * For the browser, whose content security policy allows no eval (decision 009): zod then parses
 * without generated code and never probes for `Function` (each probe would be a CSP violation).
 * Call once before the first parse; the server keeps zod's faster generated parsers.
 */
export function parseSchemasWithoutEval(): void {
  z.config({ jitless: true });
}
