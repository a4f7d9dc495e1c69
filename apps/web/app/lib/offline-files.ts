/**
 * The customer's files the installed app keeps for offline viewing (docs/installable-app.md): the
 * issued e-tickets and hotel vouchers as PDFs (spec §7 "Downloads", at the API base and at the
 * site-relative path). The service worker (sw/service-worker.ts) keeps each one it sees downloaded,
 * the offline page lists them, and signing out forgets them. Nothing else personal is kept: no
 * page HTML, no JSON answer.
 */

/** The Cache Storage cache that holds them (a new name when the kept entries change shape). */
export const OFFLINE_FILES_CACHE = "rahhal-tickets-v1";

/** How many files are kept (the least recently kept go first) and for how long. */
export const OFFLINE_FILES_MAX = 60;
export const OFFLINE_FILES_MAX_AGE_SECONDS = 400 * 24 * 3600;

const PDF_PATH =
  /^(?:\/api)?\/(?:flight-reservation\/Tickets\/FlightTicketPdf|hotel-reservation\/Vouchers\/HotelVoucherPdf)\/[0-9a-fA-F-]{36}$/;

/** Whether a GET of this URL path is an e-ticket or voucher PDF kept for offline viewing. */
export function isOfflineFilePath(pathname: string): boolean {
  return PDF_PATH.test(pathname);
}

/** Which kind of file a kept URL path is. */
export function offlineFileKind(pathname: string): "ticket" | "voucher" {
  return pathname.includes("HotelVoucherPdf") ? "voucher" : "ticket";
}

/** Forgets every kept file (on sign-out: the next person on this device sees none of them). */
export async function forgetOfflineFiles(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(OFFLINE_FILES_CACHE);
}
