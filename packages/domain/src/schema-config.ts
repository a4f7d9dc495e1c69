/**
 * For the browser, whose content security policy allows no eval (decision 009): zod then parses
 * without generated code and never probes for `Function` (each probe would be a CSP violation).
 * Call before the first schema is built; the server keeps zod's faster generated parsers.
 *
 * Without importing zod: zod 4 keeps its settings in one object on `globalThis`
 * (`__zod_globalConfig`, made on its first load unless it is there already), so setting `jitless` on
 * it works whether zod has loaded yet or not, and every page's first script stays free of zod
 * (schema-config.test.ts fails if zod stops reading that object).
 */
type ZodSettings = { jitless?: boolean };

export function parseSchemasWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: ZodSettings };
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}
