import { createContext, useContext } from "react";

/**
 * This answer's script nonce (decision 009): the server makes one per request, names it in the
 * Content-Security-Policy header and passes it in the load context; the server render puts it on
 * every script it writes (React Router's scripts, React's own). Empty in the browser, whose scripts
 * have run by then.
 */
export const CspNonceContext = createContext("");

export function useCspNonce(): string {
  return useContext(CspNonceContext);
}

/** The nonce the server passed in the load context, or "" (no CSP nonce: e.g. a test render). */
export function cspNonceOf(loadContext: unknown): string {
  const nonce = (loadContext as { cspNonce?: unknown } | undefined)?.cspNonce;
  return typeof nonce === "string" ? nonce : "";
}
