import { type CabinClass, type PassengerCounts, toCents } from "@safar/domain";
import {
  type FlightSupplier,
  type OfferGroup,
  SupplierError,
  type SupplierOffer,
  type SupplierQuery,
} from "../supplier";

/**
 * `duffel`: Duffel's Flights API over plain fetch (v2; https://duffel.com/docs/api).
 * - search: `POST /air/offer_requests?return_offers=true` with slices, passengers and cabin_class;
 * - price re-check: `GET /air/offers/{id}`;
 * - hold: `POST /air/orders` with `type: "hold"`; issue: `POST /air/payments` (balance);
 * - cancel: `POST /air/order_cancellations`, then `.../{id}/actions/confirm`.
 * Only offers in USD are kept (the base currency). Duffel gives one total per offer, not one per
 * passenger: it is split by the spec §9 ratios (child 75 %, infant 10 % of the adult fare), the
 * rounding cents going to the adults. Duffel does not tell remaining seats: an offer counts 9.
 */
export interface DuffelOptions {
  apiUrl: string;
  accessToken: string;
  /** Duffel's own supplier timeout, ms. */
  supplierTimeoutMs: number;
}

const CABIN: Record<CabinClass, string> = { 1: "economy", 2: "business", 3: "first" };
const CABIN_BACK: Record<string, CabinClass> = { economy: 1, premium_economy: 1, business: 2, first: 3 };

interface DuffelPlace {
  iata_code: string;
}
interface DuffelSegment {
  origin: DuffelPlace;
  destination: DuffelPlace;
  departing_at: string;
  arriving_at: string;
  marketing_carrier: { iata_code: string };
  marketing_carrier_flight_number: string;
  operating_carrier?: { iata_code: string };
  aircraft?: { name?: string } | null;
  passengers?: {
    cabin_class?: string;
    fare_basis_code?: string | null;
    baggages?: { type: string; quantity: number }[];
  }[];
}
interface DuffelOffer {
  id: string;
  total_amount: string;
  total_currency: string;
  expires_at?: string;
  owner?: { iata_code: string };
  conditions?: {
    refund_before_departure?: { allowed: boolean } | null;
    change_before_departure?: { allowed: boolean } | null;
  };
  slices: { segments: DuffelSegment[] }[];
}

/** A local time of a Duffel segment ("2026-05-01T06:30:00", at the airport) to UTC. */
function segmentTime(local: string, zoneOf: (iata: string) => string | undefined, iata: string): string {
  if (/[zZ]|[+-]\d\d:\d\d$/.test(local)) return new Date(local).toISOString();
  const zone = zoneOf(iata);
  const asUtc = Date.parse(`${local}Z`);
  if (!zone) return new Date(asUtc).toISOString();
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(asUtc));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const offset = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute")) - asUtc;
  return new Date(asUtc - offset).toISOString();
}

export function splitTotal(totalCents: number, passengers: PassengerCounts) {
  // Weights in hundredths: adult 100, child 75, infant 10.
  const weight = passengers.adults * 100 + passengers.children * 75 + passengers.infants * 10;
  const adult = Math.floor((totalCents * 100) / weight);
  const child = Math.floor((adult * 75) / 100);
  const infant = Math.floor((adult * 10) / 100);
  const rest =
    totalCents - adult * passengers.adults - child * passengers.children - infant * passengers.infants;
  // Whatever rounding left goes to the adults' fare (whole cents per adult; a remainder below that
  // stays with the first adult via the total the proposal reports).
  return { adult: adult + Math.floor(rest / Math.max(1, passengers.adults)), child, infant };
}

export function createDuffelSupplier(
  options: DuffelOptions,
  zoneOf: (iata: string) => string | undefined = () => undefined,
): FlightSupplier {
  async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.apiUrl), {
        method,
        headers: {
          authorization: `Bearer ${options.accessToken}`,
          "duffel-version": "v2",
          accept: "application/json",
          "content-type": "application/json",
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw new SupplierError("duffel", `request failed: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const text = await response.text().catch(() => "");
      const kind =
        response.status === 404 ? "not_found" : response.status === 422 ? "sold_out" : "unavailable";
      throw new SupplierError(
        "duffel",
        `${method} ${path}: HTTP ${response.status} ${text.slice(0, 200)}`,
        kind,
      );
    }
    return ((await response.json()) as { data: T }).data;
  }

  function toOffer(offer: DuffelOffer, passengers: PassengerCounts): SupplierOffer | null {
    if (offer.total_currency !== "USD") return null;
    const groups: OfferGroup[] = offer.slices.map((slice) => {
      const first = slice.segments[0] as DuffelSegment;
      const pax = first.passengers?.[0];
      const checked = pax?.baggages?.find((b) => b.type === "checked")?.quantity ?? 0;
      return {
        marketingAirlineCode: first.marketing_carrier.iata_code,
        flightNumber: `${first.marketing_carrier.iata_code} ${first.marketing_carrier_flight_number}`,
        cabinClass: CABIN_BACK[pax?.cabin_class ?? "economy"] ?? 1,
        fareClass: (pax?.fare_basis_code ?? "Y").charAt(0).toUpperCase(),
        baggage: { amount: checked, unit: "Pc" },
        legs: slice.segments.map((s) => ({
          origin: s.origin.iata_code,
          destination: s.destination.iata_code,
          departureTime: segmentTime(s.departing_at, zoneOf, s.origin.iata_code),
          arrivalTime: segmentTime(s.arriving_at, zoneOf, s.destination.iata_code),
          flightNumber: `${s.marketing_carrier.iata_code} ${s.marketing_carrier_flight_number}`,
          airlineCode: s.operating_carrier?.iata_code ?? s.marketing_carrier.iata_code,
          aircraft: s.aircraft?.name ?? "",
        })),
      };
    });
    const refundable = offer.conditions?.refund_before_departure?.allowed ?? false;
    return {
      provider: "duffel",
      ref: offer.id,
      isCharter: false,
      seat: 9,
      fares: splitTotal(toCents(offer.total_amount), passengers),
      groups,
      refundable,
      changeable: offer.conditions?.change_before_departure?.allowed ?? false,
      cancellationPenalties: refundable
        ? [{ fromHoursBeforeDeparture: 0, penaltyPercent: 0 }]
        : [{ fromHoursBeforeDeparture: 0, penaltyPercent: 100 }],
    };
  }

  const passengerList = (p: PassengerCounts) => [
    ...Array.from({ length: p.adults }, () => ({ type: "adult" })),
    ...Array.from({ length: p.children }, () => ({ age: 8 })),
    ...Array.from({ length: p.infants }, () => ({ type: "infant_without_seat" })),
  ];

  return {
    name: "duffel",
    async search(query: SupplierQuery, signal: AbortSignal) {
      const data = await call<{ id: string; offers: DuffelOffer[] }>(
        "POST",
        `/air/offer_requests?return_offers=true&supplier_timeout=${options.supplierTimeoutMs}`,
        {
          data: {
            slices: query.slices.map((s) => ({
              origin: s.origin,
              destination: s.destination,
              departure_date: s.departureDate,
            })),
            passengers: passengerList(query.passengers),
            cabin_class: CABIN[query.cabinClass],
            max_connections: 1,
          },
        },
        signal,
      );
      return (data.offers ?? [])
        .map((o) => toOffer(o, query.passengers))
        .filter((o): o is SupplierOffer => o !== null);
    },
    async price(offer: SupplierOffer, passengers: PassengerCounts) {
      try {
        const data = await call<DuffelOffer>("GET", `/air/offers/${encodeURIComponent(offer.ref)}`);
        return toOffer(data, passengers);
      } catch (error) {
        if (error instanceof SupplierError && error.kind === "not_found") return null;
        throw error;
      }
    },
    async hold(offer: SupplierOffer, passengers: PassengerCounts) {
      const data = await call<{ id: string; payment_status?: { payment_required_by?: string } }>(
        "POST",
        "/air/orders",
        {
          data: { type: "hold", selected_offers: [offer.ref], passengers: passengerList(passengers) },
        },
      );
      return {
        holdId: data.id,
        expiresAt:
          data.payment_status?.payment_required_by ?? new Date(Date.now() + 20 * 60_000).toISOString(),
      };
    },
    async issue(holdId: string) {
      const order = await call<{
        id: string;
        total_amount: string;
        total_currency: string;
        booking_reference?: string;
      }>("GET", `/air/orders/${encodeURIComponent(holdId)}`);
      await call("POST", "/air/payments", {
        data: {
          order_id: holdId,
          payment: { type: "balance", amount: order.total_amount, currency: order.total_currency },
        },
      });
      return { ticketRef: order.booking_reference ?? order.id };
    },
    async cancel(holdId: string) {
      const cancellation = await call<{ id: string }>("POST", "/air/order_cancellations", {
        data: { order_id: holdId },
      });
      await call("POST", `/air/order_cancellations/${encodeURIComponent(cancellation.id)}/actions/confirm`);
    },
  };
}
