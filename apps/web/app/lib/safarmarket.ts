/**
 * SafarMarket in the browser (docs/safarmarket.md): whether the customer came from it (the
 * first-party `safarmarketId` cookie the landing set, 7 days; not HttpOnly because this code reads
 * it), and its pixel steps asked of our server (CallStep), which builds each step's data from its own
 * records and sends it once. A step never fails or holds up the customer: errors are only logged,
 * and a caller waits at most `waitMs`.
 */
import type { SafarMarketByProposalRequest } from "@safar/domain/safarmarket";
import {
  SAFARMARKET_COOKIE,
  SAFARMARKET_COOKIE_DAYS,
  type SafarMarketStep,
  safarMarketIdOf,
  withoutEmptyStrings,
} from "@safar/domain/safarmarket-rules";
import { api } from "./api";
import { parsedWhenUsed } from "./lazy-parser";
import { readCookie } from "./session";

/** The customer's SafarMarket id from a Cookie header or `document.cookie`; null without a valid one. */
export function safarMarketIdIn(cookieHeader: string | null | undefined): string | null {
  return safarMarketIdOf(readCookie(cookieHeader, SAFARMARKET_COOKIE) ?? "");
}

/** True in the browser when the customer came from SafarMarket (spec §5: the e-mail is then optional). */
export function cameFromSafarMarket(): boolean {
  return typeof document !== "undefined" && safarMarketIdIn(document.cookie) !== null;
}

/** The landing's Set-Cookie: first-party, 7 days, path /, SameSite=Lax; Secure over https. */
export function safarMarketCookie(id: string, https: boolean): string {
  const maxAge = SAFARMARKET_COOKIE_DAYS * 24 * 60 * 60;
  return `${SAFARMARKET_COOKIE}=${encodeURIComponent(id)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${https ? "; Secure" : ""}`;
}

const asked = new Set<string>();

/**
 * Asks the server to send `step` about a selected fare (2) or an order (3 to 5), once per page
 * life for the same subject; nothing without the cookie. Resolves when the server answered or after
 * `waitMs`, whichever is first, and never rejects.
 */
export function sendSafarMarketStep(
  step: SafarMarketStep,
  data: { orderId: string } | SafarMarketByProposalRequest,
  waitMs = 1500,
): Promise<void> {
  if (!cameFromSafarMarket()) return Promise.resolve();
  const subject = `${step}:${JSON.stringify(data)}`;
  if (asked.has(subject)) return Promise.resolve();
  asked.add(subject);
  const call = api()
    .request("resellers/SafarMarket/SafarMarket/CallStep", {
      method: "POST",
      body: { pixelUrl: `${step}/`, data: withoutEmptyStrings(data) },
      // Its schema loads with the answer: the booking page's first code holds no zod (decision 031).
      schema: parsedWhenUsed(() =>
        import("@safar/domain/safarmarket").then((domain) => domain.callStepResponseSchema),
      ),
    })
    .then(
      () => undefined,
      (error: unknown) => {
        console.warn("SafarMarket step not sent", step, error);
      },
    );
  return Promise.race([call, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}
