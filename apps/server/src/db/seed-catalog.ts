import { randomUUID } from "node:crypto";
import { AgeCategory, calendarDateIn, multiplyCents } from "@safar/domain";
import { addDays, daysBetween, localToUtc } from "@safar/domain/time-zones";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../platform/db";
import {
  appMeta,
  charterAircraft,
  charterCancellationRules,
  charterFares,
  charterFlightLegs,
  charterFlights,
  markupRules,
} from "./schema";

/**
 * Demo charter allotments on the busy routes of the market, kept `CHARTER_DAYS_AHEAD` days ahead
 * of today (Baghdad): every start adds the days that are missing. Aircraft, cancellation rule sets
 * and the operator's demo markup rules are inserted once.
 */
export const CHARTER_DAYS_AHEAD = 60;
const CATALOG_BASE_VERSION = "1";
/** Flights per insert (17 parameters each: well under PostgreSQL's 65,535). */
const CHUNK = 1000;

const ZONES: Record<string, string> = {
  NJF: "Asia/Baghdad",
  BGW: "Asia/Baghdad",
  BSR: "Asia/Baghdad",
  EBL: "Asia/Baghdad",
  IKA: "Asia/Tehran",
  MHD: "Asia/Tehran",
  IST: "Europe/Istanbul",
  DXB: "Asia/Dubai",
};

interface CharterRoute {
  origin: string;
  destination: string;
  airline: string;
  /** Outbound flight number; the return flight is the next number. */
  number: number;
  /** Local departure minutes of the outbound and of the return flight. */
  outboundMinute: number;
  returnMinute: number;
  blockMinutes: number;
  aircraft: string;
  /** Adult fare, cents; the child pays `childShare`, the infant 10 %. */
  adultCents: number;
  childShare: string;
  baggage: [number, "Kg" | "Pc"];
  fareClass: string;
  ruleSet: string;
  seats: number;
}

export const CHARTER_ROUTES: readonly CharterRoute[] = [
  {
    origin: "NJF",
    destination: "IKA",
    airline: "IF",
    number: 701,
    outboundMinute: 9 * 60 + 30,
    returnMinute: 14 * 60 + 15,
    blockMinutes: 115,
    aircraft: "320",
    adultCents: 12900,
    childShare: "0.75",
    baggage: [30, "Kg"],
    fareClass: "Y",
    ruleSet: "charter-standard",
    seats: 60,
  },
  {
    origin: "NJF",
    destination: "IKA",
    airline: "W5",
    number: 1151,
    outboundMinute: 18 * 60,
    returnMinute: 7 * 60 + 40,
    blockMinutes: 115,
    aircraft: "A310",
    adultCents: 11900,
    childShare: "0.5",
    baggage: [30, "Kg"],
    fareClass: "V",
    ruleSet: "charter-strict",
    seats: 80,
  },
  {
    origin: "NJF",
    destination: "MHD",
    airline: "IA",
    number: 2401,
    outboundMinute: 11 * 60,
    returnMinute: 16 * 60 + 30,
    blockMinutes: 150,
    aircraft: "737",
    adultCents: 15900,
    childShare: "0.75",
    baggage: [30, "Kg"],
    fareClass: "Y",
    ruleSet: "charter-standard",
    seats: 50,
  },
  {
    origin: "BGW",
    destination: "IST",
    airline: "IA",
    number: 2201,
    outboundMinute: 7 * 60 + 15,
    returnMinute: 13 * 60,
    blockMinutes: 200,
    aircraft: "737",
    adultCents: 18900,
    childShare: "0.75",
    baggage: [30, "Kg"],
    fareClass: "Y",
    ruleSet: "charter-standard",
    seats: 50,
  },
  {
    origin: "BSR",
    destination: "DXB",
    airline: "IF",
    number: 611,
    outboundMinute: 8 * 60 + 45,
    returnMinute: 13 * 60 + 30,
    blockMinutes: 110,
    aircraft: "320",
    adultCents: 13900,
    childShare: "0.75",
    baggage: [23, "Kg"],
    fareClass: "Y",
    ruleSet: "charter-standard",
    seats: 40,
  },
  {
    origin: "EBL",
    destination: "IST",
    airline: "IA",
    number: 2231,
    outboundMinute: 6 * 60 + 50,
    returnMinute: 12 * 60 + 20,
    blockMinutes: 175,
    aircraft: "737",
    adultCents: 17900,
    childShare: "0.75",
    baggage: [30, "Kg"],
    fareClass: "Y",
    ruleSet: "charter-standard",
    seats: 50,
  },
  {
    origin: "BGW",
    destination: "BSR",
    airline: "IF",
    number: 301,
    outboundMinute: 8 * 60,
    returnMinute: 17 * 60 + 30,
    blockMinutes: 65,
    aircraft: "320",
    adultCents: 6900,
    childShare: "0.75",
    baggage: [23, "Kg"],
    fareClass: "Y",
    ruleSet: "charter-domestic",
    seats: 40,
  },
];

const AIRCRAFT = [
  { code: "320", name: "Airbus A320", seatCount: 180 },
  { code: "737", name: "Boeing 737-800", seatCount: 189 },
  { code: "A310", name: "Airbus A310", seatCount: 220 },
];

const CANCELLATION_RULES = [
  ["charter-standard", 72, 20],
  ["charter-standard", 24, 40],
  ["charter-standard", 3, 60],
  ["charter-standard", 0, 100],
  ["charter-strict", 72, 50],
  ["charter-strict", 0, 100],
  ["charter-domestic", 24, 10],
  ["charter-domestic", 2, 30],
  ["charter-domestic", 0, 50],
] as const;

/** Thursday and Friday cost more. */
const WEEKDAY_FACTOR = ["1", "0.95", "0.95", "1", "1.1", "1.1", "1"];

async function meta(db: Database, key: string) {
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return row?.value;
}

async function setMeta(db: Database, key: string, value: string) {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/** A small deterministic number from a text (which days sell out, fare noise). */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function flightsFor(route: CharterRoute, date: string, today: string) {
  const legs = [
    {
      origin: route.origin,
      destination: route.destination,
      number: route.number,
      minute: route.outboundMinute,
    },
    {
      origin: route.destination,
      destination: route.origin,
      number: route.number + 1,
      minute: route.returnMinute,
    },
  ];
  return legs.map((leg) => {
    const zone = ZONES[leg.origin] ?? "UTC";
    const departureAt = localToUtc(date, leg.minute, zone);
    const arrivalAt = new Date(departureAt.getTime() + route.blockMinutes * 60_000);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const h = hash32(`${route.airline}${leg.number}${date}`);
    const adult =
      Math.round(multiplyCents(route.adultCents, WEEKDAY_FACTOR[weekday] ?? "1") / 100) * 100 + (h % 4) * 500;
    // About one day in nine sells out; seats sell as the day comes closer.
    const lead = daysBetween(today, date);
    const soldOut = h % 9 === 0;
    const sold = soldOut
      ? route.seats
      : Math.min(route.seats - 1, Math.max(0, route.seats - 4 - lead) + (h % 5));
    const flightNumber = `${route.airline} ${leg.number}`;
    const id = randomUUID();
    return {
      flight: {
        id,
        airlineCode: route.airline,
        flightNumber,
        origin: leg.origin,
        destination: leg.destination,
        departureDate: date,
        departureAt,
        arrivalAt,
        aircraftCode: route.aircraft,
        cabinClass: 1,
        fareClass: route.fareClass,
        baggageAmount: route.baggage[0],
        baggageUnit: route.baggage[1],
        seatsTotal: route.seats,
        seatsSold: sold,
        cancellationRuleSet: route.ruleSet,
      },
      fares: [
        { flightId: id, ageCategory: AgeCategory.Adult, amountCents: adult },
        { flightId: id, ageCategory: AgeCategory.Child, amountCents: multiplyCents(adult, route.childShare) },
        { flightId: id, ageCategory: AgeCategory.Infant, amountCents: multiplyCents(adult, "0.1") },
      ],
      leg: {
        flightId: id,
        sequence: 0,
        origin: leg.origin,
        destination: leg.destination,
        departureAt,
        arrivalAt,
        flightNumber,
        aircraftCode: route.aircraft,
      },
    };
  });
}

/** Seeds the catalog's base data once and the charter days that are missing. */
export async function seedCatalog(db: Database, options: { demo: boolean; now?: Date }): Promise<number> {
  const now = options.now ?? new Date();
  if ((await meta(db, "seed:catalog")) !== CATALOG_BASE_VERSION) {
    await db.transaction(async (tx) => {
      await tx.insert(charterAircraft).values(AIRCRAFT).onConflictDoNothing();
      await tx
        .insert(charterCancellationRules)
        .values(
          CANCELLATION_RULES.map(([ruleSet, fromHoursBeforeDeparture, penaltyPercent]) => ({
            ruleSet,
            fromHoursBeforeDeparture,
            penaltyPercent,
          })),
        )
        .onConflictDoNothing();
      if (options.demo) {
        await tx.insert(markupRules).values([
          { flightScope: 1, percent: "3", note: "international: 3 %" },
          { flightScope: 2, fixedCents: 200, note: "domestic: 2 USD per ticket" },
          {
            origin: "NJF",
            destination: "IKA",
            percent: "2",
            fixedCents: 100,
            note: "Najaf–Tehran pilgrims route",
          },
          { airlineCode: "IA", percent: "1.5", note: "Iraqi Airways agreement" },
        ]);
      }
      await setMeta(tx as unknown as Database, "seed:catalog", CATALOG_BASE_VERSION);
    });
  }
  if (!options.demo) return 0;

  const today = calendarDateIn(now) ?? now.toISOString().slice(0, 10);
  const through = addDays(today, CHARTER_DAYS_AHEAD);
  const seededThrough = await meta(db, "seed:charter-through");
  if (seededThrough && seededThrough >= through) return 0;
  const from = seededThrough && seededThrough >= today ? addDays(seededThrough, 1) : today;

  const rows: ReturnType<typeof flightsFor> = [];
  for (let date = from; date <= through; date = addDays(date, 1)) {
    for (const route of CHARTER_ROUTES) rows.push(...flightsFor(route, date, today));
  }
  return db.transaction(async (tx) => {
    const inserted = await insertCharterRows(tx as unknown as Database, rows);
    await setMeta(tx as unknown as Database, "seed:charter-through", through);
    return inserted;
  });
}

type CharterRows = ReturnType<typeof flightsFor>;

/** Inserts charter flights with their fares and legs; a flight number already flying that day is skipped. */
async function insertCharterRows(db: Database, rows: CharterRows): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const ids = await db
      .insert(charterFlights)
      .values(chunk.map((r) => r.flight))
      .onConflictDoNothing()
      .returning({ id: charterFlights.id });
    const kept = new Set(ids.map((r) => r.id));
    const fresh = chunk.filter((r) => kept.has(r.flight.id));
    inserted += fresh.length;
    if (fresh.length === 0) continue;
    await db.insert(charterFares).values(fresh.flatMap((r) => r.fares));
    await db.insert(charterFlightLegs).values(fresh.map((r) => r.leg));
  }
  return inserted;
}

export interface ExtraCharterFlight {
  origin: string;
  destination: string;
  /** Departure day (local calendar date at the origin). */
  date: string;
  /** Seats on sale, none sold yet. */
  seats: number;
}

/**
 * Adds one charter flight on a demo route (either direction) with `seats` free seats and a flight
 * number of its own (`<airline> 9xxx`): inventory that a test or a demo creates for itself instead
 * of relying on what the demo seed left on sale that day. Undefined when no demo route flies there.
 */
export async function addCharterFlight(
  db: Database,
  input: ExtraCharterFlight,
): Promise<{ flightNumber: string; departureTime: string } | undefined> {
  const route = CHARTER_ROUTES.find(
    (r) =>
      (r.origin === input.origin && r.destination === input.destination) ||
      (r.origin === input.destination && r.destination === input.origin),
  );
  if (!route) return undefined;
  const template = flightsFor(route, input.date, input.date).find((r) => r.flight.origin === input.origin);
  if (!template) return undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const flightNumber = `${route.airline} ${9000 + Math.floor(Math.random() * 1000)}`;
    const row = {
      flight: { ...template.flight, flightNumber, seatsTotal: input.seats, seatsSold: 0 },
      fares: template.fares,
      leg: { ...template.leg, flightNumber },
    };
    if ((await insertCharterRows(db, [row])) === 1)
      return { flightNumber, departureTime: row.flight.departureAt.toISOString() };
  }
  throw new Error("no free charter flight number left for that day");
}
