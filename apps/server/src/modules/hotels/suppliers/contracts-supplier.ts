import { type HotelRate, hotelRoomsSchema, penaltyAt, roomsFromParam, stayDays } from "@safar/domain";
import { normalizePlaceName } from "@safar/domain/place-search";
import {
  type HotelHoldOptions,
  type HotelSupplier,
  HotelSupplierError,
  type SupplierBooking,
  type SupplierBookingState,
  type SupplierContent,
  type SupplierHotel,
  type SupplierQuery,
} from "../hotel-supplier";
import type { HotelsRepository } from "../hotels.repository";
import { contractRate, readContractRateKey } from "./contract-rates";

/** The same building at two suppliers: its English name's search form and coordinates to ~100 m. */
export function hotelMatchKey(nameEn: string, latitude: number, longitude: number): string {
  return `${normalizePlaceName(nameEn)}@${latitude.toFixed(3)},${longitude.toFixed(3)}`;
}

/**
 * The built-in supplier: the operator's own contracted hotels (the hotel tables). A property is
 * offered when at least one of its room types takes every room of the search on every night.
 */
export function createContractsSupplier(repository: HotelsRepository): HotelSupplier {
  return {
    name: "contracts",
    booksPayAtHotelWithoutCard: true,
    async search(query: SupplierQuery): Promise<SupplierHotel[]> {
      const properties = await repository.contractedStay(query.cityCode, query.checkIn, query.checkOut);
      const hotels: SupplierHotel[] = [];
      for (const property of properties) {
        const rates = property.roomTypes
          .flatMap((roomType) =>
            roomType.ratePlans.map((plan) => contractRate(property.id, roomType, plan, query)),
          )
          .filter((rate) => rate !== null)
          .sort((a, b) => a.totalPrice - b.totalPrice);
        if (rates.length === 0) continue;
        hotels.push({
          supplier: "contracts",
          supplierHotelId: property.id,
          matchKey: hotelMatchKey(property.name.en, property.latitude, property.longitude),
          name: property.name,
          stars: property.stars,
          propertyType: property.propertyType,
          cityCode: property.cityCode,
          area: property.area,
          photo: property.photos[0] ?? null,
          latitude: property.latitude,
          longitude: property.longitude,
          rank: property.popularity,
          rates,
        });
      }
      return hotels;
    },

    async content(supplierHotelId: string): Promise<SupplierContent | null> {
      const property = UUID.test(supplierHotelId) ? await repository.property(supplierHotelId) : undefined;
      if (!property) return null;
      return {
        address: property.address,
        checkInTime: property.checkInTime,
        checkOutTime: property.checkOutTime,
        amenities: property.amenities,
        photos: property.photos.map((path) => {
          const caption = property.photoCaptions[path];
          return caption ? { path, caption } : { path };
        }),
        importantInfo: property.importantInfo,
      };
    },

    async recheck(rateKey: string, now: Date): Promise<HotelRate | null> {
      const key = readContractRateKey(rateKey);
      const rooms = key ? hotelRoomsSchema.safeParse(roomsFromParam(key.q)) : null;
      if (!key || !rooms?.success || ![key.h, key.r, key.p].every((id) => UUID.test(id))) return null;
      const found = await repository.contractedRate(
        { propertyId: key.h, roomTypeId: key.r, ratePlanId: key.p },
        key.i,
        key.o,
      );
      const city = found ? await repository.city(found.property.cityCode) : undefined;
      if (!found || !city) return null;
      return contractRate(found.property.id, found.roomType, found.plan, {
        checkIn: key.i,
        checkOut: key.o,
        rooms: rooms.data,
        timeZone: city.timeZone,
        now,
      });
    },

    async hold(rateKey: string, expiresAt: Date, options?: HotelHoldOptions): Promise<string | null> {
      const key = readContractRateKey(rateKey);
      const rooms = key ? roomsFromParam(key.q).length : 0;
      if (!key || rooms < 1 || !UUID.test(key.r)) return null;
      return repository.hold({
        roomTypeId: key.r,
        days: stayDays(key.i, key.o),
        rooms,
        expiresAt,
        db: options?.db,
      });
    },

    endHold(holdId: string, outcome: "sold" | "released", options?: HotelHoldOptions): Promise<boolean> {
      return UUID.test(holdId) ? repository.endHold(holdId, outcome, options?.db) : Promise.resolve(false);
    },

    /** The contracted booking is the order's hold, sold: its reference is the hold's id. */
    async book(booking: SupplierBooking) {
      const holdId = booking.holdId ?? "";
      if (!UUID.test(holdId) || !(await repository.endHold(holdId, "sold"))) {
        const status = UUID.test(holdId) ? await repository.holdStatus(holdId) : undefined;
        if (status !== "sold") throw new HotelSupplierError("sold_out", "contracted hold is not held");
      }
      // The hold kept the rooms at the price they were held at.
      return { reference: holdId, status: "Confirmed" as const, totalPrice: booking.totalPrice };
    },

    async readBooking(reference: string): Promise<SupplierBookingState | null> {
      const status = UUID.test(reference) ? await repository.holdStatus(reference) : undefined;
      if (status === "sold") return { reference, status: "Confirmed" };
      if (status === "cancelled") return { reference, status: "Cancelled" };
      return null;
    },

    async quoteCancellation(booking: { reference: string; rate: HotelRate }, now: Date) {
      return { penalty: penaltyAt(booking.rate.penalties, now) };
    },

    async cancel(booking: { reference: string; rate: HotelRate }, now: Date, options?: HotelHoldOptions) {
      const penalty = penaltyAt(booking.rate.penalties, now);
      const db = options?.db;
      if (!UUID.test(booking.reference) || !(await repository.cancelSold(booking.reference, db))) {
        const status = UUID.test(booking.reference)
          ? await repository.holdStatus(booking.reference, db)
          : undefined;
        if (status !== "cancelled") throw new HotelSupplierError("not_found", "no such contracted booking");
      }
      return { reference: booking.reference, status: "Cancelled" as const, penalty };
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
