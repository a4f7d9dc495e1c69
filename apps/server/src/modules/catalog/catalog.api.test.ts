import {
  type AvailableResponse,
  applyFlightFilters,
  calendarDateIn,
  type FlightDetail,
  type FlightProposal,
} from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually, payOnSandbox, reservedOrder } from "../../test/bookings";
import { signUpCustomer } from "../../test/customers";
import { addCharterFlight, proposalFor, searchFor, searchOwnCharter } from "../../test/inventory";
import { createTestApp, PRODUCTION_ENV, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JWT_SECRET: "test-secret-0123456789abcdef0123456789" } });
});
afterAll(async () => {
  await t?.close();
});

const today = calendarDateIn(new Date()) as string;
const day = (n: number) => addDays(today, n);
const AVAILABLE = "/api/flight-catalog/FlightCatalog/Available";

async function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: "POST",
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function search(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await post(AVAILABLE, payload, headers);
  expect(response.status, JSON.stringify(response.body.meta)).toBe(200);
  return response.body.data as AvailableResponse;
}

const oneWay = (origin = "NJF", destination = "IKA", date = day(5)) => ({
  tripType: 1,
  origin,
  destination,
  departureDates: [date],
});

describe("Available: one way", () => {
  it("answers NJF→IKA from both built-in suppliers, in the domain's default order", async () => {
    const data = await search(oneWay());
    expect(data.flightScope).toBe(1);
    expect(data.productType).toBe("InternationalFlight");
    expect(data.returningRequestId).toBeNull();
    expect(data.suppliers.map((s) => [s.provider, s.status])).toEqual([
      ["charter", "ok"],
      ["network", "ok"],
    ]);
    const providers = new Set(data.proposals.map((p) => p.provider));
    expect(providers).toEqual(new Set(["charter", "network"]));
    const charter = data.proposals.find((p) => p.isCharter) as FlightProposal;
    expect(charter).toMatchObject({ flightKind: "charter", currencyCode: "USD" });
    for (const p of data.proposals) {
      expect(p.requestId).toBe(data.requestId);
      expect(p.isReturning).toBe(false);
      expect(p.flightGroups[0]?.origin).toBe("NJF");
      expect(p.flightGroups.at(-1)?.destination).toBe("IKA");
      expect(p.flightGroups[0]?.departureTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
      expect(Number.isInteger(Math.round(p.totalPrice * 100))).toBe(true);
      expect(p.totalPrice).toBe(p.adultPrice);
    }
    // Order: fewest legs then price, sold-out last: exactly what the domain gives.
    const ordered = applyFlightFilters(data.proposals).outbound.map((p) => p.proposalId);
    expect(data.proposals.map((p) => p.proposalId)).toEqual(ordered);
    expect(data.proposals[0]?.flightGroups[0]?.destinationName).toMatchObject({ ar: "طهران", en: "Tehran" });
    expect(data.proposals.some((p) => p.flightGroups[0]?.marketingAirlineName.en === "Iran Air")).toBe(true);
  });

  it("is deterministic: the same query gives the same flights", async () => {
    const a = await search(oneWay("BGW", "IST", day(9)));
    const b = await search(oneWay("BGW", "IST", day(9)));
    expect(b.requestId).not.toBe(a.requestId);
    expect(b.proposals.map((p) => [p.hash, p.totalPrice])).toEqual(
      a.proposals.map((p) => [p.hash, p.totalPrice]),
    );
  });

  it("prices children 50–75 % and infants about 10 % of the adult fare", async () => {
    const data = await search({ ...oneWay("BGW", "IST", day(12)), adults: 2, children: 2, infants: 1 });
    for (const p of data.proposals) {
      const [adult, child, infant] = p.prices;
      expect(adult).toMatchObject({ paxType: 1, count: 2 });
      expect(child).toMatchObject({ paxType: 2, count: 2 });
      expect(infant).toMatchObject({ paxType: 3, count: 1 });
      const base = (adult?.unitPrice ?? 0) - 10; // markup's fixed part is at most a few dollars
      expect(child?.unitPrice).toBeGreaterThanOrEqual(base * 0.5 - 5);
      expect(child?.unitPrice).toBeLessThanOrEqual((adult?.unitPrice ?? 0) * 0.75 + 5);
      expect(infant?.unitPrice).toBeLessThanOrEqual((adult?.unitPrice ?? 0) * 0.11);
      const sum = Math.round(
        (adult?.totalPrice ?? 0) * 100 + (child?.totalPrice ?? 0) * 100 + (infant?.totalPrice ?? 0) * 100,
      );
      expect(Math.round(p.totalPrice * 100)).toBe(sum);
    }
  });

  it("derives the domestic scope and offers one-stop itineraries on long routes", async () => {
    const domestic = await search(oneWay("BGW", "BSR", day(4)));
    expect(domestic).toMatchObject({ flightScope: 2, productType: "DomesticFlight", isDomesticFlight: true });
    expect(domestic.proposals.length).toBeGreaterThan(0);
    const long = await search(oneWay("BSR", "IST", day(6)));
    expect(long.proposals.some((p) => (p.flightGroups[0]?.stops ?? 0) === 1)).toBe(true);
    const connecting = long.proposals.find((p) => p.flightGroups[0]?.stops === 1) as FlightProposal;
    const [first, second] = connecting.flightGroups[0]?.flightLegs ?? [];
    expect(first?.destination).toBe(second?.origin);
    expect(Date.parse(second?.departureTime ?? "")).toBeGreaterThan(Date.parse(first?.arrivalTime ?? ""));
  });

  it("marks duplicates by hash: the same flights sold under two fares share one hash", async () => {
    const data = await search(oneWay("BGW", "DXB", day(8)));
    const counts = new Map<string, number>();
    for (const p of data.proposals) counts.set(p.hash, (counts.get(p.hash) ?? 0) + 1);
    expect([...counts.values()].some((n) => n > 1)).toBe(true);
  });
});

describe("Available: round trip and multi-destination", () => {
  it("round trip: outbound and returning proposals apart, each under its own request id", async () => {
    const data = await search({
      tripType: 2,
      origin: "EBL",
      destination: "IST",
      departureDates: [day(5), day(12)],
    });
    expect(data.returningRequestId).toMatch(/^[0-9a-f-]{36}$/);
    const outbound = data.proposals.filter((p) => !p.isReturning);
    const returning = data.proposals.filter((p) => p.isReturning);
    expect(outbound.length).toBeGreaterThan(0);
    expect(returning.length).toBeGreaterThan(0);
    expect(outbound.every((p) => p.requestId === data.requestId && p.flightGroups[0]?.origin === "EBL")).toBe(
      true,
    );
    expect(
      returning.every((p) => p.requestId === data.returningRequestId && p.flightGroups[0]?.origin === "IST"),
    ).toBe(true);
    expect(data.proposals.indexOf(returning[0] as FlightProposal)).toBe(outbound.length);
    expect(data.suppliers.filter((s) => s.isReturning)).toHaveLength(2);
  });

  it("multi-destination: every proposal covers the routes in order", async () => {
    const routes = [
      { origin: "BGW", destination: "IST", departureDate: day(5) },
      { origin: "IST", destination: "DXB", departureDate: day(9) },
      { origin: "DXB", destination: "BSR", departureDate: day(14) },
    ];
    const data = await search({ tripType: 3, routes });
    expect(data.proposals.length).toBeGreaterThan(0);
    for (const p of data.proposals) {
      expect(p.flightGroups.map((g) => [g.origin, g.destination])).toEqual(
        routes.map((r) => [r.origin, r.destination]),
      );
      for (let i = 1; i < p.flightGroups.length; i++) {
        expect(Date.parse(p.flightGroups[i]?.departureTime ?? "")).toBeGreaterThan(
          Date.parse(p.flightGroups[i - 1]?.arrivalTime ?? ""),
        );
      }
    }
  });
});

describe("Available: multi-destination across suppliers (issue 10)", () => {
  it("joins a route only a charter flies with a scheduled route: separate tickets, reserved and issued together", async () => {
    // BGW→BSR is flown only by the operator's charter and BSR→EBL only by scheduled airlines: the
    // test adds its own charter, three days before a day the scheduled route has seats.
    const network = await searchFor(t, { origin: "BSR", destination: "EBL" }, { charter: false }, 10);
    const charterDay = addDays(network.date, -3);
    const flightNumber = await addCharterFlight(t, {
      origin: "BGW",
      destination: "BSR",
      date: charterDay,
      seats: 9,
    });
    const routes = [
      { origin: "BGW", destination: "BSR", departureDate: charterDay },
      { origin: "BSR", destination: "EBL", departureDate: network.date },
    ];
    const data = await search({ tripType: 3, routes });
    expect(data.proposals.length).toBeGreaterThan(0);
    for (const p of data.proposals) {
      expect(p.flightGroups.map((g) => [g.origin, g.destination])).toEqual([
        ["BGW", "BSR"],
        ["BSR", "EBL"],
      ]);
      expect(p.flightGroups.map((g) => calendarDateIn(g.departureTime))).toEqual([charterDay, network.date]);
    }
    const mixed = data.proposals.find(
      (p) => p.flightGroups[0]?.flightNumber === flightNumber && p.seat > 0,
    ) as FlightProposal;
    expect(
      mixed,
      JSON.stringify(data.proposals.map((p) => p.flightGroups.map((g) => g.flightNumber))),
    ).toBeDefined();
    expect(mixed).toMatchObject({ provider: "combined", isCharter: false });

    // Each ticket keeps its own seller's fare rules.
    const rules = await post("/api/flight-reservation/FareRules/GetFareRules", {
      requestId: data.requestId,
      proposalId: mixed.proposalId,
    });
    expect(rules.status).toBe(200);
    expect(rules.body.data.map((r: { provider: string; origin: string }) => [r.origin, r.provider])).toEqual([
      ["BGW", "charter"],
      ["BSR", "network"],
    ]);

    // Reserved: the charter seat is held with the scheduled booking, in one order.
    const customer = await signUpCustomer(t);
    const order = await reservedOrder(t, customer, { search: data, proposal: mixed });
    expect(order.status).toBe("Approved");
    expect(order.flightOrder?.proposal.flightGroups.map((g) => g.flightNumber)).toEqual(
      mixed.flightGroups.map((g) => g.flightNumber),
    );
    const again = await search(oneWay("BGW", "BSR", charterDay));
    expect(proposalFor(again, { flightNumber }).seat).toBe(8);

    // Paid: both tickets are issued, one booking reference per supplier.
    await payOnSandbox(t, customer, order.orderId);
    const issued = await eventually(
      async () =>
        (
          await t.app.inject({
            url: `/api/flight-reservation/Issue/VerifyIssueFlightTicket/${order.orderId}`,
            headers: customer.headers,
          })
        ).json().data as { state: string; bookingReference: string | null },
      (v) => v.state === "Issued" || v.state === "Failed",
    );
    expect(issued.state).toBe("Issued");
    expect(issued.bookingReference?.split("/")).toHaveLength(2);
  });

  it("a trip one supplier flies whole is still that supplier's own itinerary", async () => {
    const first = day(12);
    const second = day(15);
    const out = await addCharterFlight(t, { origin: "BGW", destination: "BSR", date: first, seats: 5 });
    const back = await addCharterFlight(t, { origin: "BSR", destination: "BGW", date: second, seats: 5 });
    const data = await search({
      tripType: 3,
      routes: [
        { origin: "BGW", destination: "BSR", departureDate: first },
        { origin: "BSR", destination: "BGW", departureDate: second },
      ],
    });
    const own = data.proposals.find(
      (p) => p.flightGroups[0]?.flightNumber === out && p.flightGroups[1]?.flightNumber === back,
    );
    expect(own).toMatchObject({ provider: "charter", isCharter: true, seat: 5 });
  });
});

describe("Available: bad input → 400 with message keys", () => {
  const base = oneWay();
  it.each<[string, unknown, string, string]>([
    ["no origin", { ...base, origin: undefined }, "origin", "PL_SELECT_ORIGIN"],
    ["bad IATA code", { ...base, destination: "I1" }, "destination", "IATA_CODE_IS_INVALID"],
    ["unknown airport", { ...base, destination: "XQZ" }, "destination", "AIRPORT_NOT_FOUND"],
    ["same airports", { ...base, destination: "NJF" }, "destination", "ORIGIN_AND_DESTINATION_ARE_SAME"],
    ["no date", { ...base, departureDates: [] }, "departureDates[0]", "PL_SELECT_DEPARTURE_DATE"],
    ["not a date", { ...base, departureDates: ["2026-13-01"] }, "departureDates[0]", "DATE_IS_INVALID"],
    [
      "date in the past",
      { ...base, departureDates: [day(-1)] },
      "departureDates[0]",
      "DEPARTURE_DATE_IN_PAST",
    ],
    ["date too far", { ...base, departureDates: [day(400)] }, "departureDates[0]", "DEPARTURE_DATE_TOO_FAR"],
    ["round trip without return", { ...base, tripType: 2 }, "departureDates[1]", "PL_SELECT_RETURN_DATE"],
    [
      "return before departure",
      { ...base, tripType: 2, departureDates: [day(5), day(2)] },
      "departureDates[1]",
      "RETURN_DATE_BEFORE_DEPARTURE",
    ],
    [
      "multi with one route",
      { tripType: 3, routes: [{ origin: "BGW", destination: "IST", departureDate: day(3) }] },
      "routes",
      "ROUTES_ARE_REQUIRED",
    ],
    [
      "multi with five routes",
      {
        tripType: 3,
        routes: Array.from({ length: 5 }, (_, i) => ({
          origin: "BGW",
          destination: "IST",
          departureDate: day(3 + i),
        })),
      },
      "routes",
      "TOO_MANY_ROUTES",
    ],
    ["trip type 7", { ...base, tripType: 7 }, "tripType", "TRIP_TYPE_IS_INVALID"],
    ["cabin 4", { ...base, cabinClass: 4 }, "cabinClass", "CABIN_CLASS_IS_INVALID"],
    ["scope mismatch", { ...base, flightScope: 2 }, "flightScope", "FLIGHT_SCOPE_MISMATCH"],
    ["no adult", { ...base, adults: 0 }, "passengers", "AT_LEAST_ONE_ADULT_REQUIRED"],
    ["ten passengers", { ...base, adults: 6, children: 4 }, "passengers", "MAX_PASSENGERS_EXCEEDED"],
    ["more infants than adults", { ...base, infants: 2 }, "passengers", "INFANTS_MORE_THAN_ADULTS"],
    ["four children for one adult", { ...base, children: 4 }, "passengers", "TOO_MANY_CHILDREN_PER_ADULT"],
    ["negative count", { ...base, children: -1 }, "children", "PASSENGER_COUNT_IS_INVALID"],
    ["bad request id", { ...base, requestId: "nope" }, "requestId", "FIELD_IS_INVALID"],
  ])("%s", async (_title, payload, key, message) => {
    const response = await post(AVAILABLE, payload);
    expect(response.status).toBe(400);
    expect(response.body.data).toBeNull();
    expect(response.body.meta.errors).toContainEqual({ key, messages: expect.arrayContaining([message]) });
  });

  it("malformed JSON", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: AVAILABLE,
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.errors[0].messages).toEqual(["REQUEST_BODY_IS_INVALID"]);
  });
});

describe("the search cache", () => {
  it("answers the same query with its requestId from the cache (sliding expiry)", async () => {
    const first = await search(oneWay("BSR", "DXB", day(7)));
    const again = await search({ ...oneWay("BSR", "DXB", day(7)), requestId: first.requestId });
    expect(again.fromCache).toBe(true);
    expect(again.requestId).toBe(first.requestId);
    expect(again.proposals).toEqual(first.proposals);
    const other = await search({ ...oneWay("BSR", "DXB", day(8)), requestId: first.requestId });
    expect(other.fromCache).toBe(false);
    expect(other.requestId).not.toBe(first.requestId);
  });

  it("GetProductTypeByAvailableRequest gives back the search of a requestId (and of its returning half)", async () => {
    const data = await search({
      tripType: 2,
      origin: "BGW",
      destination: "BSR",
      departureDates: [day(3), day(6)],
      adults: 2,
    });
    const response = await post("/api/flight-catalog/FlightCatalog/GetProductTypeByAvailableRequest", {
      requestId: data.requestId,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      requestId: data.requestId,
      returningRequestId: data.returningRequestId,
      productType: "DomesticFlight",
      isDomesticFlight: true,
      tripType: 2,
      isReturning: false,
      availableRequest: {
        origin: "BGW",
        destination: "BSR",
        departureDates: [day(3), day(6)],
        adults: 2,
        cabinClass: 1,
      },
    });
    const back = await post("/api/flight-catalog/FlightCatalog/GetProductTypeByAvailableRequest", {
      requestId: data.returningRequestId,
    });
    expect(back.body.data).toMatchObject({ requestId: data.requestId, isReturning: true });
  });

  it.each([
    [
      "/api/flight-catalog/FlightCatalog/GetProductTypeByAvailableRequest",
      { requestId: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d" },
      "requestId",
      "FLIGHT_SEARCH_EXPIRED",
      404,
    ],
    [
      "/api/flight-catalog/FlightCatalog/GetProductTypeByAvailableRequest",
      { requestId: "x" },
      "requestId",
      "FIELD_IS_INVALID",
      400,
    ],
    [
      "/api/flight-catalog/FlightCatalog/GetPlpProposalDetails",
      {
        requestId: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d",
        proposalId: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d",
      },
      "requestId",
      "FLIGHT_SEARCH_EXPIRED",
      404,
    ],
    [
      "/api/flight-catalog/FlightCatalog/FlightDetail",
      { requestId: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d" },
      "proposalId",
      "FIELD_IS_INVALID",
      400,
    ],
    ["/api/flight-reservation/FareRules/GetFareRules", {}, "requestId", "FIELD_IS_INVALID", 400],
    [
      "/api/flight-reservation/FareRules/GetRouteRules",
      {
        requestId: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d",
        proposalId: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d",
      },
      "requestId",
      "FLIGHT_SEARCH_EXPIRED",
      404,
    ],
  ])("%s refuses %j", async (url, payload, key, message, status) => {
    const response = await post(url, payload);
    expect(response.status).toBe(status);
    expect(response.body.meta.errors).toContainEqual({ key, messages: [message] });
  });
});

describe("proposal details, fare rules, route rules, flight detail", () => {
  let data: AvailableResponse;
  let charter: FlightProposal;
  let network: FlightProposal;
  beforeAll(async () => {
    // Three travellers: a scheduled flight with three seats (found by day), a charter of the test's own.
    const travellers = { origin: "NJF", destination: "IKA", adults: 2, children: 1 };
    const scheduled = await searchFor(t, travellers, { charter: false, seats: 3 });
    const own = await searchOwnCharter(t, { ...travellers, date: scheduled.date });
    data = own.search;
    charter = own.proposal;
    network = proposalFor(data, { charter: false, seats: 3 });
  });

  it("GetPlpProposalDetails: the proposal with fare and route rules", async () => {
    const response = await post("/api/flight-catalog/FlightCatalog/GetPlpProposalDetails", {
      requestId: data.requestId,
      proposalId: charter.proposalId,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.proposal).toEqual(charter);
    expect(response.body.data.fareRules[0]).toMatchObject({
      provider: "charter",
      origin: "NJF",
      destination: "IKA",
    });
    expect(response.body.data.fareRules[0].cancellationPenalties.length).toBeGreaterThan(0);
    expect(response.body.data.routeRules[0]).toMatchObject({
      isInternational: true,
      documents: ["Passport"],
    });
  });

  it("GetFareRules and GetRouteRules", async () => {
    const ref = { requestId: data.requestId, proposalId: network.proposalId };
    const fare = await post("/api/flight-reservation/FareRules/GetFareRules", ref);
    expect(fare.status).toBe(200);
    expect(fare.body.data[0]).toMatchObject({
      airlineCode: network.flightGroups[0]?.marketingAirlineCode,
      provider: "network",
    });
    const route = await post("/api/flight-reservation/FareRules/GetRouteRules", ref);
    expect(route.body.data[0]).toMatchObject({
      origin: "NJF",
      destination: "IKA",
      checkInClosesMinutesBeforeDeparture: 60,
    });
    const unknown = await post("/api/flight-reservation/FareRules/GetFareRules", {
      ...ref,
      proposalId: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.meta.errors).toEqual([{ key: "proposalId", messages: ["FLIGHT_NOT_FOUND"] }]);
  });

  it("FlightDetail re-checks with the supplier: unchanged price", async () => {
    for (const proposal of [charter, network]) {
      const response = await post("/api/flight-catalog/FlightCatalog/FlightDetail", {
        requestId: data.requestId,
        proposalId: proposal.proposalId,
      });
      expect(response.status).toBe(200);
      const detail = response.body.data as FlightDetail;
      expect(detail).toMatchObject({
        priceChanged: false,
        totalPrice: proposal.totalPrice,
        isAvailable: true,
        returningProposal: null,
      });
    }
  });

  it("FlightDetail tells a price change (network fault) and keeps the new price", async () => {
    await post("/api/dev/catalog/faults", { faults: ["price-change"] });
    try {
      const ref = { requestId: data.requestId, proposalId: network.proposalId };
      const response = await post("/api/flight-catalog/FlightCatalog/FlightDetail", ref);
      const detail = response.body.data as FlightDetail;
      expect(detail.priceChanged).toBe(true);
      expect(detail.previousTotalPrice).toBe(network.totalPrice);
      expect(detail.totalPrice).toBeGreaterThan(network.totalPrice);
      const details = await post("/api/flight-catalog/FlightCatalog/GetPlpProposalDetails", ref);
      expect(details.body.data.proposal.totalPrice).toBe(detail.totalPrice);
    } finally {
      await post("/api/dev/catalog/faults", { faults: [] });
    }
  });

  it("FlightDetail of a round trip prices both halves", async () => {
    const rt = await search({
      tripType: 2,
      origin: "BGW",
      destination: "IST",
      departureDates: [day(6), day(13)],
    });
    const out = proposalFor(rt, { returning: false });
    const back = proposalFor(rt, { returning: true });
    const response = await post("/api/flight-catalog/FlightCatalog/FlightDetail", {
      requestId: rt.requestId,
      proposalId: out.proposalId,
      returningRequestId: rt.returningRequestId,
      returningProposalId: back.proposalId,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.returningProposal.proposalId).toBe(back.proposalId);
    expect(response.body.data.totalPrice).toBeCloseTo(out.totalPrice + back.totalPrice, 2);
  });

  it("sold-out fault: network proposals come with seat 0, after every proposal with seats", async () => {
    await post("/api/dev/catalog/faults", { faults: ["sold-out"] });
    try {
      const soldOut = await search(oneWay("NJF", "IKA", day(11)));
      const network = soldOut.proposals.filter((p) => p.provider === "network");
      expect(network.length).toBeGreaterThan(0);
      expect(network.every((p) => p.seat === 0)).toBe(true);
      const firstSoldOut = soldOut.proposals.findIndex((p) => p.seat === 0);
      expect(soldOut.proposals.slice(firstSoldOut).every((p) => p.seat === 0)).toBe(true);
    } finally {
      await post("/api/dev/catalog/faults", { faults: [] });
    }
  });
});

describe("calendars and quick search", () => {
  it("HomePageCalendar: the cheapest fare per day for 30 days from today", async () => {
    const response = await post("/api/flight-catalog/FlightCalendar/HomePageCalendar", {
      origin: "NJF",
      destination: "IKA",
    });
    expect(response.status).toBe(200);
    const days = response.body.data as { date: string; lowestPrice: number | null }[];
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe(today);
    expect(days.filter((d) => d.lowestPrice !== null).length).toBeGreaterThan(20);
  });

  it("PlpCalendar: range days either side; past days have no fare; the lowest matches a search", async () => {
    const response = await post("/api/flight-catalog/FlightCalendar/PlpCalendar", {
      origin: "BGW",
      destination: "IST",
      departureDate: day(1),
      range: 3,
    });
    expect(response.status).toBe(200);
    const days = response.body.data as { date: string; lowestPrice: number | null; isSelected: boolean }[];
    expect(days.map((d) => d.date)).toEqual([day(-2), day(-1), day(0), day(1), day(2), day(3), day(4)]);
    expect(days[0]?.lowestPrice).toBeNull();
    expect(days.filter((d) => d.isSelected).map((d) => d.date)).toEqual([day(1)]);
    const target = days[6] as { date: string; lowestPrice: number };
    const found = await search(oneWay("BGW", "IST", target.date));
    const cheapest = Math.min(...found.proposals.filter((p) => p.seat > 0).map((p) => p.adultPrice));
    expect(target.lowestPrice).toBe(cheapest);
  });

  it.each([
    [
      "/api/flight-catalog/FlightCalendar/HomePageCalendar",
      { origin: "NJF", destination: "IKA", days: 100 },
      "days",
    ],
    ["/api/flight-catalog/FlightCalendar/HomePageCalendar", { origin: "NJF" }, "destination"],
    [
      "/api/flight-catalog/FlightCalendar/PlpCalendar",
      { origin: "NJF", destination: "IKA", departureDate: "soon" },
      "departureDate",
    ],
    [
      "/api/flight-catalog/FlightCalendar/PlpCalendar",
      { origin: "NJF", destination: "QQQ", departureDate: day(3) },
      "destination",
    ],
  ])("%s refuses %j", async (url, payload, key) => {
    const response = await post(url, payload);
    expect(response.status).toBe(400);
    expect(response.body.meta.errors.map((e: { key: string }) => e.key)).toContain(key);
  });

  it("GetQuickSearchInfos: popular routes with their lowest fare, by scope", async () => {
    const all = await post("/api/flight-catalog/HomePage/GetQuickSearchInfos", {});
    expect(all.status).toBe(200);
    const routes = all.body.data as {
      origin: string;
      destination: string;
      lowestPrice: number | null;
      flightScope: number;
    }[];
    expect(routes.map((r) => `${r.origin}-${r.destination}`)).toEqual(
      expect.arrayContaining(["NJF-IKA", "BGW-IST", "BGW-BSR"]),
    );
    expect(routes.every((r) => r.lowestPrice === null || r.lowestPrice > 0)).toBe(true);
    const domestic = await post("/api/flight-catalog/HomePage/GetQuickSearchInfos", { flightScope: 2 });
    expect((domestic.body.data as { flightScope: number }[]).every((r) => r.flightScope === 2)).toBe(true);
    const noBody = await post("/api/flight-catalog/HomePage/GetQuickSearchInfos");
    expect(noBody.status).toBe(200);
  });
});

describe("search history (signed-in customers)", () => {
  let phone = 500;
  async function signIn() {
    const phoneNumber = `781${String(phone++).padStart(7, "0")}`;
    await t.app.inject({
      method: "POST",
      url: "/account/otp/create",
      payload: { phoneNumber, dialingCode: "+964", channel: 1 },
      remoteAddress: `10.9.0.${phone % 250}`,
    });
    const outbox = await t.app.inject({
      url: `/api/dev/outbox?to=${encodeURIComponent(`+964${phoneNumber}`)}`,
    });
    const code = /\b(\d{4})\b/.exec(outbox.json().data[0].text)?.[1] ?? "";
    const token = await t.app.inject({
      method: "POST",
      url: "/account/connect/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        grant_type: "otp",
        phone_number: phoneNumber,
        dialing_code: "+964",
        code,
      }).toString(),
    });
    return { authorization: `Bearer ${token.json().data.access_token as string}` };
  }
  const HISTORY = "/api/user-interactions/FlightUserInteractions/GetFlightSearchHistories";
  const DEACTIVE = "/api/user-interactions/FlightUserInteractions/DeActive";

  it("records a signed-in customer's searches (once per query), per user; DeActive checks ownership", async () => {
    const alice = await signIn();
    const bob = await signIn();
    await search(oneWay("NJF", "MHD", day(20)), alice);
    await search(oneWay("NJF", "MHD", day(20)), alice);
    await search(
      { tripType: 2, origin: "BGW", destination: "IST", departureDates: [day(21), day(25)] },
      alice,
    );
    await search(oneWay("BSR", "DXB", day(20))); // anonymous: not recorded
    await search(oneWay("BSR", "DXB", day(20)), { authorization: "Bearer stale.token.here" }); // still answers

    const list = await post(HISTORY, {}, alice);
    expect(list.status).toBe(200);
    const items = list.body.data as {
      id: string;
      origin: string;
      destination: string;
      tripType: number;
      departureDates: string[];
    }[];
    expect(items.map((i) => [i.origin, i.destination, i.tripType])).toEqual([
      ["BGW", "IST", 2],
      ["NJF", "MHD", 1],
    ]);
    expect(items[0]?.departureDates).toEqual([day(21), day(25)]);
    expect((await post(HISTORY, {}, bob)).body.data).toEqual([]);

    const target = items[1]?.id as string;
    const foreign = await post(DEACTIVE, { id: target }, bob);
    expect(foreign.status).toBe(404);
    expect(foreign.body.meta.errors).toEqual([{ key: "id", messages: ["SEARCH_HISTORY_NOT_FOUND"] }]);
    const missing = await post(DEACTIVE, { id: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d" }, alice);
    expect(missing.status).toBe(404);
    expect(missing.body.meta.errors).toEqual([{ key: "id", messages: ["SEARCH_HISTORY_NOT_FOUND"] }]);
    expect((await post(DEACTIVE, { id: "nope" }, alice)).status).toBe(400);

    const done = await post(DEACTIVE, { id: target }, alice);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ id: target, isActive: false });
    const after = (await post(HISTORY, {}, alice)).body.data as { id: string }[];
    expect(after.map((i) => i.id)).not.toContain(target);
  });

  it("answers 401 without a token", async () => {
    expect((await post(HISTORY, {})).status).toBe(401);
    expect((await post(DEACTIVE, { id: "6f1c3a52-8d7e-4b1a-9c2d-3e4f5a6b7c8d" })).status).toBe(401);
  });
});

describe("a test's own charter inventory (development only)", () => {
  it("adds a charter flight with the given free seats, found by a search; refuses a route without charters", async () => {
    const date = day(20);
    const added = await post("/api/dev/catalog/charter-flights", {
      origin: "BSR",
      destination: "BGW",
      date,
      seats: 7,
    });
    expect(added.status).toBe(200);
    const { flightNumber } = added.body.data as { flightNumber: string };
    expect(flightNumber).toMatch(/^[A-Z0-9]{2} 9\d{3}$/);
    const found = await search({ ...oneWay("BSR", "BGW", date), adults: 2 });
    const own = proposalFor(found, { flightNumber });
    expect(own).toMatchObject({ isCharter: true, seat: 7 });
    expect(own.flightGroups[0]?.flightLegs[0]).toMatchObject({ origin: "BSR", destination: "BGW" });

    const nowhere = await post("/api/dev/catalog/charter-flights", {
      origin: "BGW",
      destination: "MHD",
      date,
      seats: 7,
    });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.meta.errors).toEqual([{ key: "destination", messages: ["FIELD_IS_INVALID"] }]);
  });

  it("does not exist in production", async () => {
    const production = await createTestApp({
      env: PRODUCTION_ENV,
    });
    try {
      const response = await production.app.inject({
        method: "POST",
        url: "/api/dev/catalog/charter-flights",
        payload: { origin: "BSR", destination: "BGW", date: day(20), seats: 7 },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
