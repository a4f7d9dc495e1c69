/**
 * Parsers whose schemas are not in the page's first code (decisions 029, 031): building zod and a
 * page's schemas is a task of 90–200 ms on a phone's CPU, so a call's schema module is loaded in a
 * task of its own, beside the call or only when its answer comes.
 */
import type { Parser } from "./api";

/** A parser whose schema starts loading now, beside the call it parses. */
export function parsedBeside<T>(load: () => Promise<Parser<T>>): Parser<T> {
  const loading = load();
  // A call that fails first never parses; its schema's failed load is not an unhandled rejection.
  loading.catch(() => undefined);
  return { parse: async (input) => (await loading).parse(input) };
}

/** A parser whose schema loads only when an answer is parsed. */
export function parsedWhenUsed<T>(load: () => Promise<Parser<T>>): Parser<T> {
  return { parse: async (input) => (await load()).parse(input) };
}
