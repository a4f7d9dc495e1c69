/**
 * The hotel guest details form (issue 14, /add-passenger with a hotel's rate) as pure functions: the
 * rate and the stay its URL names, the form's values (one lead guest per room, the contact, special
 * requests), one zod schema whose refinement runs the domain's rules (`contactSchema`,
 * `hotelGuestSchema`, MAX_SPECIAL_REQUESTS_LENGTH) and reports each issue at the field's path with
 * the API's message key, SubmitHotelOrder's body, and the form field a server error key names.
 */
import { contactSchema } from "@safar/domain/contact";
import type { ProductChannel } from "@safar/domain/enums";
import {
  hotelGuestSchema,
  MAX_SPECIAL_REQUESTS_LENGTH,
  type SubmitHotelOrderRequest,
} from "@safar/domain/hotel-order";
import { roomsFromParam } from "@safar/domain/hotel-rules";
import { type HotelSearch, hotelSearchSchema } from "@safar/domain/hotel-search";
import { collapseWhitespace } from "@safar/domain/text";
import { HotelMessageKey } from "@safar/domain/user-messages";
import { isUuid } from "@safar/domain/uuid";
import { z } from "zod";
import type { HotelRateRef } from "../../lib/hotel-search-params";
import { addContactIssues, firstIssuePerField } from "./form-issues";

// ─── The URL ────────────────────────────────────────────────────────────────────────────────────

export { isHotelGuestsUrl } from "../../lib/hotel-guests-params";

/**
 * The rate the URL names (null when it names none the API could take), and its stay (null when the
 * URL's stay is not one: the page then cannot go back to the hotel for it, nor count its rooms).
 */
export function hotelGuestsRefsOf(
  params: URLSearchParams,
): { ref: HotelRateRef; stay: HotelSearch | null } | null {
  const requestId = params.get("requestId") ?? "";
  const hotelId = params.get("hotelId") ?? "";
  const rateKey = params.get("rateKey") ?? "";
  if (!isUuid(requestId) || hotelId.length < 1 || hotelId.length > 120) return null;
  if (rateKey.length < 1 || rateKey.length > 2000) return null;
  const stay = hotelSearchSchema.safeParse({
    cityCode: params.get("cityCode") ?? "",
    checkIn: params.get("checkIn") ?? "",
    checkOut: params.get("checkOut") ?? "",
    rooms: roomsFromParam(params.get("rooms") ?? ""),
  });
  return { ref: { requestId, hotelId, rateKey }, stay: stay.success ? stay.data : null };
}

/** One text per chosen rate: the scope of its idempotency key (and the form's React key). */
export function hotelBookingScopeOf(ref: HotelRateRef): string {
  return `hotel|${ref.requestId}|${ref.hotelId}|${ref.rateKey}`;
}

// ─── The form ───────────────────────────────────────────────────────────────────────────────────

export type HotelGuestValues = { firstName: string; lastName: string };

export type HotelGuestsFormValues = {
  contact: { phoneNumber: string; email: string };
  /** One lead guest per searched room, in the rooms' order. */
  guests: HotelGuestValues[];
  specialRequests: string;
};

export function emptyHotelGuestsForm(rooms: number): HotelGuestsFormValues {
  return {
    contact: { phoneNumber: "", email: "" },
    guests: Array.from({ length: rooms }, () => ({ firstName: "", lastName: "" })),
    specialRequests: "",
  };
}

/** Characters left for the special requests (as the server counts them: trimmed). */
export function specialRequestsLeft(text: string): number {
  return MAX_SPECIAL_REQUESTS_LENGTH - text.trim().length;
}

/** The form's values as zod sees them (plain strings): the domain's rules run in the refinement. */
const formValues = z.object({
  contact: z.object({ phoneNumber: z.string(), email: z.string() }),
  guests: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
  specialRequests: z.string(),
});

/** The whole form's schema; issues carry paths such as `guests.1.firstName` and the API's keys. */
export function hotelGuestsFormSchema() {
  const contact = contactSchema();
  return formValues.superRefine((values, ctx) => {
    const add = firstIssuePerField(ctx);
    addContactIssues(add, contact, values.contact);
    values.guests.forEach((guest, index) => {
      const result = hotelGuestSchema.safeParse(guest);
      if (!result.success)
        for (const issue of result.error.issues)
          add(["guests", index, String(issue.path[0] ?? "firstName")], issue.message);
    });
    if (specialRequestsLeft(values.specialRequests) < 0)
      add(["specialRequests"], HotelMessageKey.SPECIAL_REQUESTS_TOO_LONG);
  });
}

/** SubmitHotelOrder's body from the (valid) form: names and contact trimmed, empty requests left out. */
export function submitHotelRequestOf(
  ref: HotelRateRef,
  values: HotelGuestsFormValues,
  productChannel: ProductChannel,
): SubmitHotelOrderRequest {
  const requests = values.specialRequests.trim();
  return {
    requestId: ref.requestId,
    hotelId: ref.hotelId,
    rateKey: ref.rateKey,
    guests: values.guests.map((guest) => ({
      firstName: collapseWhitespace(guest.firstName),
      lastName: collapseWhitespace(guest.lastName),
    })),
    contact: { phoneNumber: values.contact.phoneNumber.trim(), email: values.contact.email.trim() },
    ...(requests ? { specialRequests: requests } : {}),
    productChannel,
  };
}

/**
 * A form field path from a server error key (`guests[0].firstName` → `guests.0.firstName`,
 * `contact.email` and `specialRequests` as they are); null for keys that name no field (`guests`:
 * the count of guests, `rateKey`, `totalPrice`…).
 */
export function hotelFieldPathOfErrorKey(key: string): string | null {
  const path = key.replace(/\[(\d+)\]/g, ".$1");
  if (/^guests\.\d+\.(firstName|lastName)$/.test(path)) return path;
  if (/^contact\.(phoneNumber|email)$/.test(path)) return path;
  if (path === "specialRequests") return path;
  return null;
}
