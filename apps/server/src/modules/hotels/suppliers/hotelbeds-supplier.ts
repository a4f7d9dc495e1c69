import { createHash } from "node:crypto";
import {
  fromCents,
  type HotelBoard,
  type HotelPenalty,
  type HotelRate,
  PropertyType,
  penaltyAt,
  stayNights,
  sumCents,
  toCents,
} from "@safar/domain";
import {
  type HotelSupplier,
  HotelSupplierError,
  type SupplierBooking,
  type SupplierBookingState,
  type SupplierContent,
  type SupplierHotel,
  type SupplierQuery,
} from "../hotel-supplier";
import { hotelMatchKey } from "./contracts-supplier";

/**
 * `hotelbeds`: Hotelbeds APItude (Booking API 1.0 and Content API 1.0) over plain fetch.
 * - every call signed: `Api-key` and `X-Signature` = SHA-256 hex of api key + secret + Unix seconds;
 * - search: `POST /hotel-api/1.0/hotels` with the stay, one occupancy per room (children with their
 *   ages as `paxes`) and the destination code (ours mapped by HOTELBEDS_DESTINATIONS);
 * - re-check: `POST /hotel-api/1.0/checkrates` with the rate key;
 * - book: `POST /hotel-api/1.0/bookings` (holder, paxes per room, client reference, tolerance 0);
 *   read: `GET /hotel-api/1.0/bookings/{reference}`;
 * - cancellation quote and cancellation: `DELETE /hotel-api/1.0/bookings/{reference}` with
 *   `cancellationFlag=SIMULATION`, then `CANCELLATION`;
 * - content: `GET /hotel-content-api/1.0/hotels/{code}/details`.
 * Only rates in USD are kept (the base currency). A search whose rooms differ in occupancy is not
 * asked (APItude prices each occupancy apart; combining them is left to the contracted supplier).
 */
export interface HotelbedsOptions {
  apiUrl: string;
  apiKey: string;
  secret: string;
  /** Our destination code → Hotelbeds' (`NJF` → `NJF`, `GYD` → `BAK`, …). */
  destinations: Record<string, string>;
  timeoutMs: number;
  now?: () => Date;
}

const BOARDS: Record<string, HotelBoard> = {
  RO: "RoomOnly",
  SA: "RoomOnly",
  BB: "Breakfast",
  HB: "HalfBoard",
  FB: "FullBoard",
  AI: "AllInclusive",
};

type HbTax = { included?: boolean; amount?: string; currency?: string };
type HbRate = {
  rateKey: string;
  rateClass?: string;
  rateType?: string;
  net: string;
  allotment?: number;
  paymentType?: "AT_WEB" | "AT_HOTEL";
  boardCode: string;
  cancellationPolicies?: { amount: string; from: string }[];
  taxes?: { taxes?: HbTax[]; allIncluded?: boolean };
  rooms?: number;
  adults?: number;
  children?: number;
};
type HbRoom = { code: string; name: string; rates: HbRate[] };
type HbHotel = {
  code: number;
  name: string;
  categoryCode?: string;
  zoneName?: string;
  latitude?: string;
  longitude?: string;
  currency?: string;
  checkIn?: string;
  checkOut?: string;
  rooms: HbRoom[];
};
type HbBooking = {
  reference: string;
  status: string;
  totalNet?: number | string;
  currency?: string;
  hotel?: { cancellationAmount?: number | string; totalNet?: number | string };
};

/** `4EST` → 4, `5LUX` → 5; unknown → 3. */
function starsOf(categoryCode: string | undefined): number {
  const stars = Number.parseInt(categoryCode ?? "", 10);
  return stars >= 1 && stars <= 5 ? stars : 3;
}

const same = (text: string) => ({ ar: text, fa: text, en: text });

export function createHotelbedsSupplier(options: HotelbedsOptions): HotelSupplier {
  const now = options.now ?? (() => new Date());

  function headers(): Record<string, string> {
    const seconds = Math.floor(now().getTime() / 1000);
    return {
      "Api-key": options.apiKey,
      "X-Signature": createHash("sha256")
        .update(`${options.apiKey}${options.secret}${seconds}`)
        .digest("hex"),
      Accept: "application/json",
      "Accept-Encoding": "gzip",
      "Content-Type": "application/json",
    };
  }

  /** Calls APItude: the JSON answer, or a HotelSupplierError naming what the error means for us. */
  async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const response = await fetch(`${options.apiUrl}${path}`, {
      method,
      headers: headers(),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    const text = await response.text();
    const json = text ? (JSON.parse(text) as { error?: { code?: string; message?: string } }) : {};
    if (response.ok) return json as T;
    const code = json.error?.code ?? "";
    const message = `hotelbeds ${method} ${path}: ${response.status} ${code} ${json.error?.message ?? ""}`;
    if (/ALLOTMENT|NO_AVAILABILITY|PRODUCT_ERROR/.test(code))
      throw new HotelSupplierError("sold_out", message);
    if (/PRICE/.test(code)) throw new HotelSupplierError("price_changed", message);
    if (response.status === 404 || /NOT_FOUND/.test(code)) throw new HotelSupplierError("not_found", message);
    throw new HotelSupplierError("unavailable", message);
  }

  /** One APItude rate as ours; null when it is not in the base currency or its board is unknown. */
  function toRate(hotel: HbHotel, room: HbRoom, rate: HbRate, nights: number, at: Date): HotelRate | null {
    const board = BOARDS[rate.boardCode];
    if ((hotel.currency ?? "USD") !== "USD" || !board || nights < 1) return null;
    const total = toCents(rate.net);
    const penalties: HotelPenalty[] = (rate.cancellationPolicies ?? [])
      .map((policy) => ({ from: new Date(policy.from).toISOString(), amount: Number(policy.amount) }))
      .sort((a, b) => Date.parse(a.from) - Date.parse(b.from));
    const first = penalties[0];
    const refundable =
      rate.rateClass !== "NRF" && first !== undefined && Date.parse(first.from) > at.getTime();
    const taxes = rate.taxes?.taxes ?? [];
    const inUsd = (tax: HbTax) => (tax.currency ?? "USD") === "USD" && tax.amount !== undefined;
    return {
      rateKey: rate.rateKey,
      supplier: "hotelbeds",
      roomTypeId: room.code,
      roomName: same(room.name),
      board,
      refundable,
      freeCancellationUntil: refundable && first ? first.from : null,
      penalties: refundable ? penalties : [{ from: at.toISOString(), amount: fromCents(total) }],
      payAtHotel: rate.paymentType === "AT_HOTEL",
      dueAtHotel: fromCents(
        sumCents(taxes.filter((t) => t.included === false && inUsd(t)).map((t) => toCents(t.amount ?? 0))),
      ),
      taxes: fromCents(
        sumCents(taxes.filter((t) => t.included === true && inUsd(t)).map((t) => toCents(t.amount ?? 0))),
      ),
      totalPrice: fromCents(total),
      perNight: fromCents(Math.round(total / nights)),
      roomsLeft: rate.allotment !== undefined && rate.allotment <= 5 ? rate.allotment : null,
    };
  }

  return {
    name: "hotelbeds",

    async search(query: SupplierQuery, signal?: AbortSignal): Promise<SupplierHotel[]> {
      const destination = options.destinations[query.cityCode];
      const occupancy = (room: (typeof query.rooms)[number]) => `${room.adults}|${room.childAges.join(".")}`;
      const first = query.rooms[0];
      if (!destination || !first || query.rooms.some((room) => occupancy(room) !== occupancy(first)))
        return [];
      const answer = await call<{ hotels?: { hotels?: HbHotel[] } }>(
        "POST",
        "/hotel-api/1.0/hotels",
        {
          stay: { checkIn: query.checkIn, checkOut: query.checkOut },
          occupancies: [
            {
              rooms: query.rooms.length,
              adults: first.adults,
              children: first.childAges.length,
              ...(first.childAges.length
                ? { paxes: first.childAges.map((age) => ({ type: "CH", age })) }
                : {}),
            },
          ],
          destination: { code: destination },
        },
        signal,
      );
      const nights = stayNights(query.checkIn, query.checkOut) ?? 0;
      return (answer.hotels?.hotels ?? []).flatMap((hotel): SupplierHotel[] => {
        const rates = hotel.rooms
          .flatMap((room) =>
            room.rates
              .filter((rate) => (rate.rooms ?? 1) === query.rooms.length)
              .map((rate) => toRate(hotel, room, rate, nights, query.now)),
          )
          .filter((rate) => rate !== null)
          .sort((a, b) => a.totalPrice - b.totalPrice);
        if (rates.length === 0) return [];
        const latitude = Number(hotel.latitude ?? 0);
        const longitude = Number(hotel.longitude ?? 0);
        return [
          {
            supplier: "hotelbeds",
            supplierHotelId: String(hotel.code),
            matchKey: hotelMatchKey(hotel.name, latitude, longitude),
            name: same(hotel.name),
            stars: starsOf(hotel.categoryCode),
            propertyType: PropertyType.Hotel,
            cityCode: query.cityCode,
            area: same(hotel.zoneName ?? ""),
            photo: null,
            latitude,
            longitude,
            rank: 0,
            rates,
          },
        ];
      });
    },

    async content(supplierHotelId: string): Promise<SupplierContent | null> {
      if (!/^\d{1,10}$/.test(supplierHotelId)) return null;
      try {
        const answer = await call<{
          hotel?: { address?: { content?: string }; facilities?: { description?: { content?: string } }[] };
        }>(
          "GET",
          `/hotel-content-api/1.0/hotels/${supplierHotelId}/details?language=ENG&useSecondaryLanguage=false`,
        );
        const address = answer.hotel?.address?.content ?? "";
        return {
          address: same(address),
          checkInTime: null,
          checkOutTime: null,
          amenities: [],
          photos: [],
          importantInfo: same(""),
        };
      } catch (error) {
        if (error instanceof HotelSupplierError && error.kind === "not_found") return null;
        throw error;
      }
    },

    async recheck(rateKey: string, at: Date): Promise<HotelRate | null> {
      try {
        const answer = await call<{ hotel?: HbHotel }>("POST", "/hotel-api/1.0/checkrates", {
          rooms: [{ rateKey }],
        });
        const hotel = answer.hotel;
        const room = hotel?.rooms[0];
        const rate = room?.rates[0];
        if (!hotel || !room || !rate) return null;
        const nights = stayNights(hotel.checkIn ?? "", hotel.checkOut ?? "") ?? 0;
        return toRate(hotel, room, rate, nights, at);
      } catch (error) {
        if (error instanceof HotelSupplierError && (error.kind === "sold_out" || error.kind === "not_found"))
          return null;
        throw error;
      }
    },

    async book(booking: SupplierBooking) {
      const rooms = [...new Set(booking.guests.map((guest) => guest.room))].sort((a, b) => a - b);
      const answer = await call<{ booking: HbBooking }>("POST", "/hotel-api/1.0/bookings", {
        holder: { name: booking.holder.firstName, surname: booking.holder.lastName },
        rooms: [
          {
            rateKey: booking.rateKey,
            paxes: booking.guests.map((guest) => ({
              roomId: rooms.indexOf(guest.room) + 1,
              type: guest.type === "Adult" ? "AD" : "CH",
              ...(guest.age !== null ? { age: guest.age } : {}),
              name: guest.firstName,
              surname: guest.lastName,
            })),
          },
        ],
        clientReference: booking.clientReference,
        remark: booking.remark,
        tolerance: 0,
      });
      return {
        reference: answer.booking.reference,
        status: statusOf(answer.booking.status),
        totalPrice: Number(answer.booking.totalNet ?? booking.totalPrice),
      };
    },

    async readBooking(reference: string): Promise<SupplierBookingState | null> {
      try {
        const answer = await call<{ booking: HbBooking }>(
          "GET",
          `/hotel-api/1.0/bookings/${encodeURIComponent(reference)}`,
        );
        return { reference: answer.booking.reference, status: statusOf(answer.booking.status) };
      } catch (error) {
        if (error instanceof HotelSupplierError && error.kind === "not_found") return null;
        throw error;
      }
    },

    async quoteCancellation(booking: { reference: string; rate: HotelRate }, at: Date) {
      const answer = await call<{ booking: HbBooking }>(
        "DELETE",
        `/hotel-api/1.0/bookings/${encodeURIComponent(booking.reference)}?cancellationFlag=SIMULATION`,
      );
      const amount = answer.booking.hotel?.cancellationAmount;
      return { penalty: amount !== undefined ? Number(amount) : penaltyAt(booking.rate.penalties, at) };
    },

    async cancel(booking: { reference: string; rate: HotelRate }, at: Date) {
      const answer = await call<{ booking: HbBooking }>(
        "DELETE",
        `/hotel-api/1.0/bookings/${encodeURIComponent(booking.reference)}?cancellationFlag=CANCELLATION`,
      );
      const amount = answer.booking.hotel?.cancellationAmount;
      return {
        reference: answer.booking.reference,
        status: statusOf(answer.booking.status),
        penalty: amount !== undefined ? Number(amount) : penaltyAt(booking.rate.penalties, at),
      };
    },
  };
}

function statusOf(status: string): SupplierBookingState["status"] {
  if (status === "CANCELLED") return "Cancelled";
  if (status === "CONFIRMED") return "Confirmed";
  return "Pending";
}
