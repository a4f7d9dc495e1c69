import type { HotelBoard, HotelCard, HotelRate } from "@safar/domain";
import type { SupplierHotel } from "./hotel-supplier";

/** One property over every supplier that offers it: the first supplier's content, all the rates. */
export type MergedHotel = Omit<SupplierHotel, "supplier" | "supplierHotelId" | "rates"> & {
  hotelId: string;
  /** Each supplier that offers it with its own id of the property, the preferred first. */
  sources: { supplier: string; supplierHotelId: string }[];
  /** Cheapest first. */
  rates: HotelRate[];
};

/** The card's id: a contracted property's own id, else the supplier's id under its name. */
function hotelIdOf(hotel: SupplierHotel): string {
  return hotel.supplier === "contracts"
    ? hotel.supplierHotelId
    : `${hotel.supplier}-${hotel.supplierHotelId}`;
}

/**
 * Merges the suppliers' answers (given in the suppliers' order of preference): the same building
 * (one `matchKey`) becomes one hotel with every rate, cheapest first; the order is recommended
 * (the suppliers' rank, then the cheapest price).
 */
export function mergeHotels(answers: readonly SupplierHotel[][]): MergedHotel[] {
  const byKey = new Map<string, MergedHotel>();
  for (const hotel of answers.flat()) {
    const known = byKey.get(hotel.matchKey);
    if (!known) {
      const { supplier, supplierHotelId, rates, ...content } = hotel;
      byKey.set(hotel.matchKey, {
        ...content,
        hotelId: hotelIdOf(hotel),
        sources: [{ supplier, supplierHotelId }],
        rates: [...rates],
      });
      continue;
    }
    if (!known.sources.some((source) => source.supplier === hotel.supplier))
      known.sources.push({ supplier: hotel.supplier, supplierHotelId: hotel.supplierHotelId });
    known.rates.push(...hotel.rates);
    known.rank = Math.max(known.rank, hotel.rank);
    known.photo ??= hotel.photo;
  }
  const merged = [...byKey.values()];
  for (const hotel of merged) hotel.rates.sort((a, b) => a.totalPrice - b.totalPrice);
  return merged.sort((a, b) => b.rank - a.rank || cheapest(a) - cheapest(b));
}

function cheapest(hotel: MergedHotel): number {
  return hotel.rates[0]?.totalPrice ?? Number.POSITIVE_INFINITY;
}

/** What the results show of a merged hotel. */
export function hotelCard(hotel: MergedHotel): HotelCard | null {
  const [first] = hotel.rates;
  if (!first) return null;
  const boards = [...new Set(hotel.rates.map((rate) => rate.board))] as HotelBoard[];
  return {
    hotelId: hotel.hotelId,
    name: hotel.name,
    stars: hotel.stars,
    propertyType: hotel.propertyType,
    cityCode: hotel.cityCode,
    area: hotel.area,
    photo: hotel.photo,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    cheapest: first,
    boards,
    anyRefundable: hotel.rates.some((rate) => rate.refundable),
    anyPayAtHotel: hotel.rates.some((rate) => rate.payAtHotel),
    suppliers: hotel.sources.map((source) => source.supplier),
  };
}
