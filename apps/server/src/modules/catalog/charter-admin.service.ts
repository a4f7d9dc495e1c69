/**
 * The operator's charter flights (issue 13, operations): create one, direct or with stops (checked
 * against the airports,
 * the aircraft's seats and the cancellation rule sets; its departure day is the origin's local
 * calendar day, what a search asks for), list them with seats sold and held, open or close sales.
 * Searches see a change at once (the charter supplier's cache is dropped).
 */

import { randomUUID } from "node:crypto";
import {
  AgeCategory,
  type CharterFlightAdmin,
  type CharterFlightsQuery,
  type CharterReferences,
  type CreateCharterFlight,
  calendarDateIn,
  charterLegsOf,
  fromCents,
  toCents,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { CharterAdminRepository } from "./charter-admin.repository";
import type { ReferenceData } from "./reference";

const invalid = (key: string, message: string) => AppError.single("validation", key, message);

export function createCharterAdmin(deps: {
  repository: CharterAdminRepository;
  reference: () => Promise<ReferenceData>;
  /** Drops the charter supplier's cached searches (a change shows at once). */
  forget: () => void;
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  function toAdmin(
    row: Awaited<ReturnType<CharterAdminRepository["list"]>>["rows"][number],
  ): CharterFlightAdmin {
    const f = row.flight;
    return {
      id: f.id,
      flightNumber: f.flightNumber,
      origin: f.origin,
      destination: f.destination,
      stops: row.stops,
      departureDate: f.departureDate,
      departureAt: f.departureAt.toISOString(),
      arrivalAt: f.arrivalAt.toISOString(),
      aircraftCode: f.aircraftCode,
      fareClass: f.fareClass,
      seatsTotal: f.seatsTotal,
      seatsSold: f.seatsSold,
      seatsHeld: f.seatsHeld,
      adultFare: fromCents(Number(row.adultFareCents ?? 0)),
      isActive: f.isActive,
    };
  }

  return {
    async references(): Promise<CharterReferences> {
      const [aircraft, ruleSets] = await Promise.all([repository.aircraft(), repository.ruleSets()]);
      return {
        aircraft: aircraft.map((a) => ({ code: a.code, name: a.name, seatCount: a.seatCount })),
        ruleSets,
      };
    },

    async create(input: CreateCharterFlight): Promise<CharterFlightAdmin> {
      const reference = await deps.reference();
      const origin = reference.airport(input.origin);
      if (!origin) throw invalid("origin", K.CHARTER_AIRPORT_UNKNOWN);
      if (!reference.airport(input.destination)) throw invalid("destination", K.CHARTER_AIRPORT_UNKNOWN);
      input.stops.forEach((stop, i) => {
        if (!reference.airport(stop.airport)) throw invalid(`stops[${i}].airport`, K.CHARTER_STOP_IS_INVALID);
      });
      const departureAt = new Date(input.departureAt);
      if (departureAt.getTime() <= now().getTime()) throw invalid("departureAt", K.CHARTER_TIMES_ARE_INVALID);
      const { aircraft, ruleSets } = await this.references();
      const plane = aircraft.find((a) => a.code === input.aircraftCode);
      if (!plane) throw invalid("aircraftCode", K.CHARTER_AIRCRAFT_UNKNOWN);
      if (input.seats > plane.seatCount) throw invalid("seats", K.CHARTER_SEATS_ARE_INVALID);
      if (!ruleSets.includes(input.cancellationRuleSet))
        throw invalid("cancellationRuleSet", K.CHARTER_RULE_SET_UNKNOWN);
      const departureDate = calendarDateIn(departureAt, origin.timeZone);
      if (!departureDate) throw invalid("departureAt", K.CHARTER_TIMES_ARE_INVALID);
      const id = randomUUID();
      const flight = {
        id,
        airlineCode: input.airlineCode,
        flightNumber: `${input.airlineCode} ${input.flightNumber}`,
        origin: input.origin,
        destination: input.destination,
        departureDate,
        departureAt,
        arrivalAt: new Date(input.arrivalAt),
        aircraftCode: plane.code,
        cabinClass: input.cabinClass,
        fareClass: input.fareClass,
        baggageAmount: input.baggageAmount,
        baggageUnit: input.baggageUnit,
        seatsTotal: input.seats,
        cancellationRuleSet: input.cancellationRuleSet,
      };
      const legs = charterLegsOf(input).map((leg, sequence) => ({
        sequence,
        origin: leg.origin,
        destination: leg.destination,
        departureAt: new Date(leg.departureAt),
        arrivalAt: new Date(leg.arrivalAt),
      }));
      const inserted = await repository.insert(flight, legs, [
        { ageCategory: AgeCategory.Adult, amountCents: toCents(input.fares.adult) },
        { ageCategory: AgeCategory.Child, amountCents: toCents(input.fares.child) },
        { ageCategory: AgeCategory.Infant, amountCents: toCents(input.fares.infant) },
      ]);
      if (!inserted) throw AppError.single("conflict", "flightNumber", K.CHARTER_FLIGHT_EXISTS);
      deps.forget();
      return toAdmin({
        flight: { ...flight, seatsHeld: 0, seatsSold: 0, isActive: true, createdAt: now() },
        adultFareCents: toCents(input.fares.adult),
        stops: input.stops.map((stop) => stop.airport),
      });
    },

    async list(query: CharterFlightsQuery) {
      const { rows, total } = await repository.list(query);
      return { items: rows.map(toAdmin), total, page: query.page, pageSize: query.pageSize };
    },

    /** Opens or closes the flight's sales (a closed flight is left out of searches; holds made stay). */
    async setSales(id: string, open: boolean): Promise<{ before: boolean; after: boolean }> {
      const row = await repository.setActive(id, open);
      if (!row) throw AppError.single("not_found", "id", K.CHARTER_FLIGHT_NOT_FOUND);
      deps.forget();
      return { before: !open, after: row.isActive };
    },
  };
}
export type CharterAdmin = ReturnType<typeof createCharterAdmin>;
