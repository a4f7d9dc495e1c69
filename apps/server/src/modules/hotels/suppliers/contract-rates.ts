import {
  fromCents,
  type HotelPenalty,
  type HotelRate,
  type HotelRoom,
  multiplyCents,
  roomsToParam,
  stayDays,
  sumCents,
} from "@safar/domain";
import { addDays, localToUtc } from "@safar/domain/time-zones";
import type { InventoryRow, RatePlanRow, RoomTypeRow } from "../hotels.repository";

/** Cancellation deadlines fall at 18:00 at the hotel, as most contracts write them. */
const DEADLINE_MINUTE = 18 * 60;
/** Below this many rooms left, a rate says how many. */
const FEW_ROOMS = 5;

export type ContractStay = {
  checkIn: string;
  checkOut: string;
  rooms: readonly HotelRoom[];
  timeZone: string;
  now: Date;
};

/** What a contracted rate's key holds (opaque to clients: base64url JSON). */
export type ContractRateKey = {
  s: "contracts";
  h: string;
  r: string;
  p: string;
  i: string;
  o: string;
  q: string;
};

export function contractRateKey(key: Omit<ContractRateKey, "s">): string {
  return Buffer.from(JSON.stringify({ s: "contracts", ...key })).toString("base64url");
}

export function readContractRateKey(rateKey: string): ContractRateKey | null {
  try {
    const key = JSON.parse(Buffer.from(rateKey, "base64url").toString("utf8")) as Partial<ContractRateKey>;
    return key.s === "contracts" &&
      [key.h, key.r, key.p, key.i, key.o, key.q].every((v) => typeof v === "string")
      ? (key as ContractRateKey)
      : null;
  } catch {
    return null;
  }
}

/** Rooms of a night not held by an order being paid nor sold. */
export function roomsFree(night: InventoryRow): number {
  return night.allotment - night.held - night.sold;
}

/** Whether every room of the search fits the room type. */
export function roomsFit(roomType: RoomTypeRow, rooms: readonly HotelRoom[]): boolean {
  return rooms.every(
    (room) =>
      room.adults <= roomType.maxAdults &&
      room.childAges.length <= roomType.maxChildren &&
      room.adults + room.childAges.length <= roomType.maxOccupancy,
  );
}

/** The nights of the stay if each is on sale for `roomCount` rooms, with the arrival rules kept; else null. */
export function sellableNights(
  nights: readonly InventoryRow[],
  stay: Pick<ContractStay, "checkIn" | "checkOut">,
  roomCount: number,
): InventoryRow[] | null {
  const days = stayDays(stay.checkIn, stay.checkOut);
  const byDay = new Map(nights.map((night) => [night.day, night]));
  const rows = days.map((day) => byDay.get(day));
  if (rows.some((row) => !row || row.stopSell || roomsFree(row) < roomCount)) return null;
  const first = rows[0];
  if (!first || first.closedToArrival || first.minStay > days.length) return null;
  return rows as InventoryRow[];
}

/** One room's price on one night under the plan: the adults' price adjusted, plus each child's band. */
function roomNightCents(night: InventoryRow, plan: RatePlanRow, room: HotelRoom): number | null {
  const adults = night.centsByAdults[String(room.adults)];
  if (adults === undefined) return null;
  const adjusted = multiplyCents(adults, 1 + Number(plan.adjustPercent) / 100);
  const children = room.childAges.map(
    (age) => plan.childBands.find((band) => age >= band.minAge && age <= band.maxAge)?.centsPerNight ?? 0,
  );
  return sumCents([adjusted, ...children]);
}

/**
 * The penalty timeline of a plan for this stay: each rule's deadline at 18:00 at the hotel, the
 * nights it charges counted from the first. A deadline already passed applies from now; a rate whose
 * free period is over is no longer refundable.
 */
function penaltiesOf(plan: RatePlanRow, nightCents: readonly number[], stay: ContractStay) {
  const total = sumCents(nightCents);
  const now = stay.now.getTime();
  if (!plan.refundable || plan.cancellationRules.length === 0)
    return {
      refundable: false,
      freeUntil: null,
      penalties: [{ from: stay.now.toISOString(), amount: total }],
    };
  const timeline = [...plan.cancellationRules]
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .map((rule) => ({
      from: localToUtc(addDays(stay.checkIn, -rule.daysBefore), DEADLINE_MINUTE, stay.timeZone).getTime(),
      amount: sumCents(nightCents.slice(0, rule.nights)),
    }));
  const first = timeline[0];
  if (first && first.from > now)
    return {
      refundable: true,
      freeUntil: new Date(first.from).toISOString(),
      penalties: timeline.map(asPenalty),
    };
  const current = timeline.filter((step) => step.from <= now).at(-1);
  const later = timeline.filter((step) => step.from > now);
  return {
    refundable: false,
    freeUntil: null,
    penalties: [...(current ? [{ from: now, amount: current.amount }] : []), ...later].map(asPenalty),
  };
}

function asPenalty(step: { from: number; amount: number }): { from: string; amount: number } {
  return { from: new Date(step.from).toISOString(), amount: step.amount };
}

/** The rate of one plan for the stay, or null when the room type cannot take the rooms on those nights. */
export function contractRate(
  propertyId: string,
  roomType: RoomTypeRow & { nights: InventoryRow[] },
  plan: RatePlanRow,
  stay: ContractStay,
): HotelRate | null {
  if (!roomsFit(roomType, stay.rooms)) return null;
  const nights = sellableNights(roomType.nights, stay, stay.rooms.length);
  if (!nights) return null;
  const nightCents: number[] = [];
  for (const night of nights) {
    const rooms = stay.rooms.map((room) => roomNightCents(night, plan, room));
    if (rooms.some((cents) => cents === null)) return null;
    nightCents.push(sumCents(rooms as number[]));
  }
  const total = sumCents(nightCents);
  const taxPercent = Number(plan.taxPercent);
  const taxes = taxPercent > 0 ? Math.round((total * taxPercent) / (100 + taxPercent)) : 0;
  const { refundable, freeUntil, penalties } = penaltiesOf(plan, nightCents, stay);
  const left = Math.min(...nights.map(roomsFree));
  return {
    rateKey: contractRateKey({
      h: propertyId,
      r: roomType.id,
      p: plan.id,
      i: stay.checkIn,
      o: stay.checkOut,
      q: roomsToParam(stay.rooms),
    }),
    supplier: "contracts",
    roomTypeId: roomType.id,
    roomName: roomType.name,
    board: plan.board,
    refundable,
    freeCancellationUntil: freeUntil,
    penalties: penalties.map((p: HotelPenalty) => ({ from: p.from, amount: fromCents(p.amount) })),
    payAtHotel: plan.payAtHotel,
    dueAtHotel: fromCents(plan.cityTaxCents * stay.rooms.length * nights.length),
    taxes: fromCents(taxes),
    totalPrice: fromCents(total),
    perNight: fromCents(Math.round(total / nights.length)),
    roomsLeft: left <= FEW_ROOMS ? left : null,
  };
}
