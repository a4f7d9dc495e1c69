import { type AvailableResponse, calendarDateIn, type FlightProposal } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import type { TestApp } from "./test-app";

/**
 * Inventory a test can count on whatever the calendar day. The demo seed sells out about one
 * charter day in nine and the network supplier's seat counts change with the date, so a test never
 * takes "the first proposal": it adds the charter flight it books (`addCharterFlight`) or picks a
 * proposal by what it needs (`proposalFor`, `searchFor`).
 */

/** Today in Baghdad, and `days` after it (the storefront's calendar). */
export function baghdadDay(days = 0): string {
  return addDays(calendarDateIn(new Date()) as string, days);
}

/** What a test needs of a proposal. */
export interface ProposalNeed {
  /** true: a charter; false: a scheduled (network) flight; undefined: either. */
  charter?: boolean;
  /** Seats the test's travellers take (adults and children); 1 unless told. */
  seats?: number;
  /** true: from the returning half of a round trip; false: the outbound half. */
  returning?: boolean;
  /** A charter flight the test added (`addCharterFlight`). */
  flightNumber?: string;
}

function matches(p: FlightProposal, need: ProposalNeed): boolean {
  return (
    p.seat >= (need.seats ?? 1) &&
    (need.charter === undefined || p.isCharter === need.charter) &&
    (need.returning === undefined || p.isReturning === need.returning) &&
    (need.flightNumber === undefined || p.flightGroups.some((g) => g.flightNumber === need.flightNumber))
  );
}

/** The first proposal of a search that meets `need`, if any. */
export function findProposal(search: AvailableResponse, need: ProposalNeed): FlightProposal | undefined {
  return search.proposals.find((p) => matches(p, need));
}

/** The first proposal of a search that meets `need`; fails the test with what was there otherwise. */
export function proposalFor(search: AvailableResponse, need: ProposalNeed): FlightProposal {
  const found = findProposal(search, need);
  if (found) return found;
  const seen = search.proposals
    .map((p) => `${p.flightGroups[0]?.flightNumber}${p.isCharter ? " (charter)" : ""}: ${p.seat} seats`)
    .join(", ");
  throw new Error(`no proposal meets ${JSON.stringify(need)}; the search had ${seen || "none"}`);
}

export async function search(t: TestApp, payload: Record<string, unknown>): Promise<AvailableResponse> {
  const r = await t.app.inject({
    method: "POST",
    url: "/api/flight-catalog/FlightCatalog/Available",
    payload,
  });
  if (r.statusCode !== 200) throw new Error(`Available ${r.statusCode}: ${r.body}`);
  return r.json().data;
}

/**
 * Searches one way from `fromDay` days ahead, a day later each time, until a proposal meets
 * `need` (at most `tries` days): for scheduled flights, whose seats the test cannot add.
 */
export async function searchFor(
  t: TestApp,
  query: { origin: string; destination: string; adults?: number; children?: number; infants?: number },
  need: ProposalNeed,
  fromDay = 10,
  tries = 21,
): Promise<{ search: AvailableResponse; proposal: FlightProposal; date: string }> {
  for (let i = 0; i < tries; i++) {
    const date = baghdadDay(fromDay + i);
    const found = await search(t, { adults: 1, ...query, departureDates: [date] });
    const proposal = findProposal(found, need);
    if (proposal) return { search: found, proposal, date };
  }
  throw new Error(`no proposal meets ${JSON.stringify(need)} on ${tries} days from day ${fromDay}`);
}

/**
 * Adds a charter flight with `seats` free seats on a demo charter route (through the development
 * endpoint the end-to-end tests use too); answers its flight number.
 */
export async function addCharterFlight(
  t: TestApp,
  flight: { origin: string; destination: string; date: string; seats: number },
): Promise<string> {
  const r = await t.app.inject({ method: "POST", url: "/api/dev/catalog/charter-flights", payload: flight });
  if (r.statusCode !== 200) throw new Error(`charter-flights ${r.statusCode}: ${r.body}`);
  return r.json().data.flightNumber;
}

/**
 * A one-way search on a charter route that has a flight of the test's own with `seats` free seats,
 * and that flight's proposal.
 */
export async function searchOwnCharter(
  t: TestApp,
  query: {
    origin: string;
    destination: string;
    date: string;
    adults?: number;
    children?: number;
    infants?: number;
  },
  seats = 9,
): Promise<{ search: AvailableResponse; proposal: FlightProposal; flightNumber: string }> {
  const { date, ...travellers } = query;
  const flightNumber = await addCharterFlight(t, {
    origin: query.origin,
    destination: query.destination,
    date,
    seats,
  });
  // Behind a balancer the search may land on an instance whose charter searches are still kept
  // (2 s, charter-supplier.ts): the new flight shows there once that runs out.
  const deadline = Date.now() + 3_000;
  for (;;) {
    const found = await search(t, { adults: 1, ...travellers, departureDates: [date] });
    if (findProposal(found, { flightNumber }) || Date.now() > deadline)
      return { search: found, proposal: proposalFor(found, { flightNumber }), flightNumber };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
