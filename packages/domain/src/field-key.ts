/**
 * The name of a field in the envelope's `meta.errors` (and on a form), from a zod issue's path:
 * `["passengers", 0, "passportNumber"]` → `passengers[0].passportNumber`. The server names its
 * refusals this way and the forms put their own checks' errors under the same names, so either lands
 * on the same field.
 */
export function pathToKey(path: ReadonlyArray<PropertyKey>): string {
  let key = "";
  for (const part of path) {
    if (typeof part === "number") key += `[${part}]`;
    else key += key ? `.${String(part)}` : String(part);
  }
  return key;
}
