/**
 * What an order sells (decision 016): one product item, kept in the order's `item` column and told
 * apart by `kind`. Orders, payments, the ledger and refunds are the same for every product; only the
 * item and its supplier steps differ.
 *
 * - flight: the proposals as priced at submit, what each supplier needs to hold them (`offer` is the
 *   catalog's own shape, opaque here), the passenger counts searched and the passengers.
 * - hotel: the live search and property it was booked from, and the stay (hotel-order.ts).
 * - visa: the visa product as priced, the processing, the travellers and their documents
 *   (visa-order.ts).
 * - tour: the tour and departure as priced, the places by age and the travellers (tour-order.ts).
 */
import type { FlightOrderPassenger } from "./flight-order";
import type { FlightProposal } from "./flights";
import type { HotelOrder } from "./hotel-order";
import type { PassengerCounts } from "./passenger-counts";
import type { TourOrder } from "./tour-order";
import type { VisaOrder } from "./visa-order";

export type FlightOrderItem<Offer = unknown> = {
  kind: "flight";
  proposals: { proposal: FlightProposal; returningProposal: FlightProposal | null };
  /** One per direction, in the proposals' order. */
  supplierOffers: { provider: string; offer: Offer }[];
  passengerCounts: PassengerCounts;
  passengers: FlightOrderPassenger[];
};

export type HotelOrderItem = HotelOrder & {
  kind: "hotel";
  /** The search the rate was found in, and the merged property's id in it. */
  requestId: string;
  hotelId: string;
};

export type VisaOrderItem = VisaOrder & { kind: "visa" };

export type TourOrderItem = TourOrder & { kind: "tour" };

/**
 * What a supplier holds for an order, as the order keeps it (its `holds` column): the supplier and
 * its hold's id, or the booking reference once the supplier confirmed it.
 */
export type OrderHold = { provider: string; holdId: string };

export type OrderItem<Offer = unknown> =
  | FlightOrderItem<Offer>
  | HotelOrderItem
  | VisaOrderItem
  | TourOrderItem;
export type OrderItemKind = OrderItem["kind"];
