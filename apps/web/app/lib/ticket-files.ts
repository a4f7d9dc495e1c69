/**
 * The e-ticket (spec §7 `flight-reservation/Tickets/FlightTicketPdf/{id}` and `FlightTicketHtml/{id}`,
 * apps/server/src/modules/tickets) and the hotel voucher (`hotel-reservation/Vouchers/HotelVoucherPdf/{id}`).
 * They take the Bearer token or the web session cookie.
 * - The PDF is fetched with the Bearer token (refreshed first when it ran out) and saved as a file.
 * - The HTML opens in a new tab at its own URL: the tab is opened inside the click (so no pop-up
 *   blocker stops it), the session is refreshed if needed (the cookie then holds a live token),
 *   and the tab is sent to the page.
 */
import type { Locale } from "@safar/domain/site-config";
import { ApiError, api, ClientMessageKey } from "./api";
import { browserSession } from "./session-store";

export const ticketPdfPath = (orderId: string) =>
  `flight-reservation/Tickets/FlightTicketPdf/${encodeURIComponent(orderId)}`;
export const voucherPdfPath = (orderId: string) =>
  `hotel-reservation/Vouchers/HotelVoucherPdf/${encodeURIComponent(orderId)}`;
export const ticketHtmlPath = (orderId: string) =>
  `flight-reservation/Tickets/FlightTicketHtml/${encodeURIComponent(orderId)}`;

/** The file name of a `Content-Disposition: attachment; filename="…"` header, if it names one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  const name = match?.[1]?.trim();
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

/** Downloads an order's PDF at `path` with the customer's token; a 401 ends the session as every call does. */
async function downloadPdf(path: string, locale: Locale, fallbackName: string): Promise<void> {
  const session = browserSession();
  const token = await session.getAccessToken();
  const response = await fetch(api().url(path, "api", { lang: locale }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    if (response.status === 401) session.handleUnauthorized();
    throw new ApiError(response.status, [{ key: "file", messages: [ClientMessageKey.GENERIC_ERROR] }]);
  }
  const blob = await response.blob();
  saveBlob(blob, fileNameOf(response.headers.get("content-disposition"), fallbackName));
}

/** Downloads the e-ticket PDF. */
export function downloadTicketPdf(orderId: string, locale: Locale): Promise<void> {
  return downloadPdf(ticketPdfPath(orderId), locale, `ticket-${orderId}.pdf`);
}

/** Downloads a confirmed hotel order's voucher PDF. */
export function downloadVoucherPdf(orderId: string, locale: Locale): Promise<void> {
  return downloadPdf(voucherPdfPath(orderId), locale, `voucher-${orderId}.pdf`);
}

/** Saves a blob under `filename` (an <a download> click), then frees it. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Opens the printable e-ticket page in a new tab (this tab when the browser refuses a new one). */
export async function openTicketHtml(orderId: string, locale: Locale): Promise<void> {
  const tab = window.open("", "_blank");
  if (tab) tab.opener = null;
  try {
    await browserSession().getAccessToken(); // a refresh rewrites the session cookie
  } catch (error) {
    tab?.close();
    throw error;
  }
  const url = api().url(ticketHtmlPath(orderId), "api", { lang: locale });
  if (tab) tab.location.href = url;
  else window.location.assign(url);
}
