/**
 * Safe post-login redirects (spec §2: "a redirect target is valid only if it is a path starting
 * with a slash"). `safeRedirect(target, fallback)` returns `target` unchanged when it is a same-site
 * path, otherwise `fallback`. A kept target comes back with its characters outside printable ASCII
 * percent-encoded (UTF-8), so that it can stand in a `Location` header: a decoded query parameter
 * such as "/حجز" would otherwise make Node refuse the header (a 500).
 *
 * A target is accepted only when all of these hold, for the raw string and for every
 * percent-decoded form of it (decoded repeatedly until stable, at most 5 rounds, so double-encoded
 * tricks are seen; a malformed escape rejects):
 * - it starts with exactly one "/" (not "//", not "/\", so no protocol-relative URL) and so has no
 *   scheme ("javascript:", "https:");
 * - it contains no backslash anywhere (browsers read "\" as "/" in URLs);
 * - it contains no control or invisible format characters (C0/C1 controls, DEL, bidi overrides,
 *   zero-width characters, line/paragraph separators): browsers drop tabs and newlines, so
 *   "/\t/evil.com" would become "//evil.com";
 * - its path has no "." or ".." segment (a router resolving "/..//evil.com" could end at "//evil.com").
 * The raw string must also hold no whitespace at all (a real path has its spaces percent-encoded).
 */

const MAX_DECODE_ROUNDS = 5;
const FORBIDDEN_CHARS = /[\\\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

function isSafePathForm(path: string): boolean {
  if (!path.startsWith("/")) return false;
  const second = path.charAt(1);
  if (second === "/" || second === "\\") return false;
  if (FORBIDDEN_CHARS.test(path)) return false;
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return !pathname.split("/").some((segment) => segment === "." || segment === "..");
}

/** Whether `target` is a same-site path that is safe to redirect to. */
export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== "string" || target.length === 0 || /\s/.test(target)) return false;
  let current = target;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (!isSafePathForm(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  return false; // still changing after many rounds: refuse
}

/** `target` when it is a safe same-site path (see module comment), otherwise `fallback`. */
export function safeRedirect(target: unknown, fallback = "/"): string {
  return isSafeRedirect(target) ? encodeNonAscii(target) : fallback;
}

/** Percent-encodes every character outside printable ASCII; escapes already there stay as they are. */
function encodeNonAscii(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char));
}
