/**
 * The operator's contracted hotels (issue 14, the back office): properties, their room types and
 * rate plans, and the calendar of a room type (allotment, restrictions, price by adults) changed over
 * a range of days in one transaction, never below the rooms held and sold. The contracts supplier
 * reads the same tables: a re-check sees a change at once, and so does the next search (the module
 * renews the cached searches after every write here: create-hotels-module.ts).
 */
import {
  calendarChangeDays,
  calendarChangeIssues,
  calendarDateIn,
  fromCents,
  type HotelCalendar,
  type HotelCalendarChange,
  type HotelCalendarChangeResult,
  type HotelCalendarQuery,
  type HotelPropertiesQuery,
  type HotelPropertyAdmin,
  type HotelPropertyInput,
  type HotelPropertySummary,
  type HotelRatePlanAdmin,
  type HotelRatePlanInput,
  type HotelRoomTypeAdmin,
  type HotelRoomTypeInput,
  toCents,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { PhotoStore } from "../../platform/types";
import type {
  HotelAdminRepository,
  InventoryWrite,
  NewPropertyRow,
  NewRatePlanRow,
} from "./hotel-admin.repository";
import { createHotelPhotosAdmin, propertyNotFound } from "./hotel-photos-admin";
import type { PropertyRow, RatePlanRow, RoomTypeRow } from "./hotels.repository";

const invalid = (key: string, message: string) => AppError.single("validation", key, message);
const roomTypeNotFound = () => AppError.single("not_found", "roomTypeId", K.HOTEL_ROOM_TYPE_NOT_FOUND);

const centsOf = (prices: Partial<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(
    Object.entries(prices)
      .filter((entry): entry is [string, number] => entry[1] !== undefined)
      .map(([adults, amount]) => [adults, toCents(amount)]),
  );
const pricesOf = (cents: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(cents).map(([adults, amount]) => [adults, fromCents(amount)]));

function roomTypeView(row: RoomTypeRow): HotelRoomTypeAdmin {
  return {
    id: row.id,
    name: row.name,
    beds: row.beds,
    maxAdults: row.maxAdults,
    maxChildren: row.maxChildren,
    maxOccupancy: row.maxOccupancy,
  };
}

function ratePlanView(row: RatePlanRow): HotelRatePlanAdmin {
  return {
    id: row.id,
    roomTypeId: row.roomTypeId,
    board: row.board,
    refundable: row.refundable,
    cancellationRules: row.cancellationRules,
    adjustPercent: Number(row.adjustPercent),
    payAtHotel: row.payAtHotel,
    cityTax: fromCents(row.cityTaxCents),
    taxPercent: Number(row.taxPercent),
    childBands: row.childBands.map((band) => ({
      minAge: band.minAge,
      maxAge: band.maxAge,
      pricePerNight: fromCents(band.centsPerNight),
    })),
    isActive: row.isActive,
  };
}

function propertyRow(input: HotelPropertyInput): NewPropertyRow {
  return {
    cityCode: input.cityCode,
    name: input.name,
    stars: input.stars,
    propertyType: input.propertyType,
    area: input.area,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    checkInTime: input.checkInTime,
    checkOutTime: input.checkOutTime,
    amenities: [...new Set(input.amenities)],
    importantInfo: input.importantInfo,
    isActive: input.isActive,
  };
}

function ratePlanRow(input: HotelRatePlanInput): NewRatePlanRow {
  return {
    board: input.board,
    refundable: input.refundable,
    // A non-refundable plan charges the whole stay from booking: it has no rules.
    cancellationRules: input.refundable ? input.cancellationRules : [],
    adjustPercent: input.adjustPercent.toFixed(2),
    payAtHotel: input.payAtHotel,
    cityTaxCents: toCents(input.cityTax),
    taxPercent: input.taxPercent.toFixed(2),
    childBands: input.childBands.map((band) => ({
      minAge: band.minAge,
      maxAge: band.maxAge,
      centsPerNight: toCents(band.pricePerNight),
    })),
    isActive: input.isActive,
  };
}

/** What a property's audit entry keeps (its own content, not its rooms). */
function propertyContent(row: PropertyRow) {
  const { createdAt: _createdAt, photos: _photos, photoCaptions: _captions, ...content } = row;
  return content;
}

export function createHotelAdmin(deps: {
  repository: HotelAdminRepository;
  /** Without it (a module test), photos cannot be added. */
  photos?: () => PhotoStore;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function loaded(id: string) {
    const found = await repository.propertyForAdmin(id);
    if (!found) throw propertyNotFound();
    return found;
  }

  function view(
    found: NonNullable<Awaited<ReturnType<HotelAdminRepository["propertyForAdmin"]>>>,
  ): HotelPropertyAdmin {
    const p = found.property;
    return {
      id: p.id,
      cityCode: p.cityCode,
      name: p.name,
      stars: p.stars,
      propertyType: p.propertyType,
      area: p.area,
      address: p.address,
      latitude: p.latitude,
      longitude: p.longitude,
      checkInTime: p.checkInTime,
      checkOutTime: p.checkOutTime,
      amenities: p.amenities,
      importantInfo: p.importantInfo,
      isDemo: p.isDemo,
      isActive: p.isActive,
      timeZone: found.timeZone,
      roomTypes: found.roomTypes.map(roomTypeView),
      ratePlans: found.ratePlans.map(ratePlanView),
      photos: p.photos,
      photoCaptions: p.photoCaptions,
    };
  }

  async function checkedCity(cityCode: string) {
    const city = (await repository.cities()).find((c) => c.code === cityCode);
    if (!city) throw invalid("cityCode", K.HOTEL_CITY_UNKNOWN);
    return city;
  }

  return {
    ...createHotelPhotosAdmin({ repository, ...(deps.photos ? { photos: deps.photos } : {}) }),

    /** The destinations a property may be in. */
    async cities() {
      return repository.cities();
    },

    async list(query: HotelPropertiesQuery) {
      const { rows, total } = await repository.listProperties(query);
      const items: HotelPropertySummary[] = rows.map(({ property: p, roomTypes }) => ({
        id: p.id,
        cityCode: p.cityCode,
        name: p.name,
        stars: p.stars,
        propertyType: p.propertyType,
        area: p.area,
        roomTypes: Number(roomTypes),
        isDemo: p.isDemo,
        isActive: p.isActive,
      }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    async get(id: string): Promise<HotelPropertyAdmin> {
      return view(await loaded(id));
    },

    async createProperty(input: HotelPropertyInput) {
      await checkedCity(input.cityCode);
      const id = await repository.insertProperty(propertyRow(input));
      const found = await loaded(id);
      return { property: view(found), after: propertyContent(found.property) };
    },

    async updateProperty(id: string, input: HotelPropertyInput) {
      const before = await loaded(id);
      await checkedCity(input.cityCode);
      if (!(await repository.updateProperty(id, propertyRow(input)))) throw propertyNotFound();
      const after = await loaded(id);
      return {
        property: view(after),
        before: propertyContent(before.property),
        after: propertyContent(after.property),
      };
    },

    async addRoomType(propertyId: string, input: HotelRoomTypeInput) {
      const id = await repository.insertRoomType(propertyId, input);
      if (!id) throw propertyNotFound();
      const roomType = view(await loaded(propertyId)).roomTypes.find((room) => room.id === id);
      if (!roomType) throw roomTypeNotFound();
      return roomType;
    },

    async updateRoomType(propertyId: string, roomTypeId: string, input: HotelRoomTypeInput) {
      const found = await loaded(propertyId);
      const before = found.roomTypes.find((room) => room.id === roomTypeId);
      if (!before) throw roomTypeNotFound();
      if (!(await repository.updateRoomType(propertyId, roomTypeId, input))) throw roomTypeNotFound();
      return { before: roomTypeView(before), after: { id: roomTypeId, ...input } };
    },

    async addRatePlan(propertyId: string, input: HotelRatePlanInput) {
      const found = await loaded(propertyId);
      if (!found.roomTypes.some((room) => room.id === input.roomTypeId)) throw roomTypeNotFound();
      const id = await repository.insertRatePlan(input.roomTypeId, ratePlanRow(input));
      return ratePlanView({ ...ratePlanRow(input), id, roomTypeId: input.roomTypeId } as RatePlanRow);
    },

    async updateRatePlan(propertyId: string, ratePlanId: string, input: HotelRatePlanInput) {
      const found = await loaded(propertyId);
      const before = found.ratePlans.find((plan) => plan.id === ratePlanId);
      if (!before) throw AppError.single("not_found", "id", K.HOTEL_RATE_PLAN_NOT_FOUND);
      if (!found.roomTypes.some((room) => room.id === input.roomTypeId)) throw roomTypeNotFound();
      await repository.updateRatePlan(ratePlanId, input.roomTypeId, ratePlanRow(input));
      const after = ratePlanView({
        ...ratePlanRow(input),
        id: ratePlanId,
        roomTypeId: input.roomTypeId,
      } as RatePlanRow);
      return { before: ratePlanView(before), after };
    },

    /** A room type's days from `from` to `to`: each open one with its figures, the others closed. */
    async calendar(propertyId: string, query: HotelCalendarQuery): Promise<HotelCalendar> {
      const found = await loaded(propertyId);
      if (!found.roomTypes.some((room) => room.id === query.roomTypeId)) throw roomTypeNotFound();
      const rows = new Map(
        (await repository.calendar(query.roomTypeId, query.from, query.to)).map((row) => [row.day, row]),
      );
      return {
        roomTypeId: query.roomTypeId,
        from: query.from,
        to: query.to,
        days: calendarChangeDays(query).map((day) => {
          const row = rows.get(day);
          return row
            ? {
                day,
                open: true,
                allotment: row.allotment,
                held: row.held,
                sold: row.sold,
                stopSell: row.stopSell,
                minStay: row.minStay,
                closedToArrival: row.closedToArrival,
                prices: pricesOf(row.centsByAdults),
              }
            : {
                day,
                open: false,
                allotment: 0,
                held: 0,
                sold: 0,
                stopSell: false,
                minStay: 1,
                closedToArrival: false,
                prices: {},
              };
        }),
      };
    },

    /**
     * Applies one change to every day of the range in one transaction, the days' rows locked: what is
     * given is set, the rest kept. A day not open yet is opened when the change gives an allotment
     * or prices (then every number of adults the room takes needs its price); a change of
     * restrictions alone leaves it closed. An allotment below the rooms held and sold on a day is
     * refused (409, the key names the day) and nothing changes.
     */
    async changeCalendar(
      propertyId: string,
      change: HotelCalendarChange,
    ): Promise<HotelCalendarChangeResult> {
      const found = await loaded(propertyId);
      const room = found.roomTypes.find((r) => r.id === change.roomTypeId);
      if (!room) throw roomTypeNotFound();
      const today = calendarDateIn(now(), found.timeZone) ?? now().toISOString().slice(0, 10);
      const issues = calendarChangeIssues(change, today);
      if (issues.length > 0)
        throw new AppError(
          "validation",
          issues.map((issue) => ({ key: issue.path.join("."), messages: [issue.message] })),
        );
      const prices = change.prices ? centsOf(change.prices) : undefined;
      for (const adults of Object.keys(prices ?? {}))
        if (Number(adults) > room.maxAdults) throw invalid(`prices[${adults}]`, K.HOTEL_PRICE_IS_INVALID);
      const opens = change.allotment !== undefined || prices !== undefined;
      const complete =
        prices !== undefined &&
        Array.from({ length: room.maxAdults }, (_, i) => String(i + 1)).every((adults) => adults in prices);
      let opened = 0;
      const changed = await repository.changeCalendar(room.id, calendarChangeDays(change), (locked) => {
        const byDay = new Map(locked.map((row) => [row.day, row]));
        const writes: InventoryWrite[] = [];
        for (const day of calendarChangeDays(change)) {
          const row = byDay.get(day);
          if (row) {
            if (change.allotment !== undefined && change.allotment < row.held + row.sold)
              throw new AppError(
                "conflict",
                [{ key: `allotment.${day}`, messages: [K.HOTEL_ALLOTMENT_BELOW_BOOKED] }],
                `allotment ${change.allotment} below ${row.held} held and ${row.sold} sold on ${day}`,
                { day, held: row.held, sold: row.sold },
              );
            writes.push({
              roomTypeId: room.id,
              day,
              allotment: change.allotment ?? row.allotment,
              stopSell: change.stopSell ?? row.stopSell,
              minStay: change.minStay ?? row.minStay,
              closedToArrival: change.closedToArrival ?? row.closedToArrival,
              centsByAdults: prices ? { ...row.centsByAdults, ...prices } : row.centsByAdults,
            });
          } else if (opens) {
            if (!complete || !prices) throw invalid("prices", K.HOTEL_CALENDAR_PRICES_ARE_REQUIRED);
            opened += 1;
            writes.push({
              roomTypeId: room.id,
              day,
              allotment: change.allotment ?? 0,
              stopSell: change.stopSell ?? false,
              minStay: change.minStay ?? 1,
              closedToArrival: change.closedToArrival ?? false,
              centsByAdults: prices,
            });
          }
        }
        return writes;
      });
      return { changed, opened };
    },
  };
}
export type HotelAdmin = ReturnType<typeof createHotelAdmin>;
