import type { AvailableResponse } from "@safar/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCharterFlight, baghdadDay as day } from "../../test/inventory";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createCatalogRepository } from "./catalog.repository";
import { createCharterSupplier } from "./suppliers/charter-supplier";

/** A small budget: a slow supplier is abandoned after 400 ms, the others' answers come back. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOG_SEARCH_BUDGET_MS: "400", NETWORK_SUPPLIER_SLOW_MS: "5000" } });
});
afterAll(async () => {
  await t?.close();
});

const faults = (list: string[]) =>
  t.app.inject({ method: "POST", url: "/api/dev/catalog/faults", payload: { faults: list } });

async function searchTimed(payload: object) {
  const started = performance.now();
  const response = await t.app.inject({
    method: "POST",
    url: "/api/flight-catalog/FlightCatalog/Available",
    payload,
  });
  return {
    ms: performance.now() - started,
    status: response.statusCode,
    data: response.json().data as AvailableResponse,
  };
}

describe("supplier faults", () => {
  it("a slow supplier is dropped at the budget; the charter answer comes back", async () => {
    // The seed's charter calendar has sold-out days: the test flies a charter of its own.
    await addCharterFlight(t, { origin: "NJF", destination: "IKA", date: day(6), seats: 9 });
    await faults(["slow"]);
    try {
      const result = await searchTimed({ origin: "NJF", destination: "IKA", departureDates: [day(6)] });
      expect(result.status).toBe(200);
      expect(result.ms).toBeLessThan(2000);
      expect(result.data.suppliers.map((s) => [s.provider, s.status])).toEqual([
        ["charter", "ok"],
        ["network", "timeout"],
      ]);
      expect(result.data.proposals.length).toBeGreaterThan(0);
      expect(result.data.proposals.every((p) => p.provider === "charter")).toBe(true);
    } finally {
      await faults([]);
    }
  });

  it("a failing supplier is reported and the others answer", async () => {
    await addCharterFlight(t, { origin: "BGW", destination: "IST", date: day(6), seats: 9 });
    await addCharterFlight(t, { origin: "IST", destination: "BGW", date: day(9), seats: 9 });
    await faults(["error"]);
    try {
      const result = await searchTimed({
        tripType: 2,
        origin: "BGW",
        destination: "IST",
        departureDates: [day(6), day(9)],
      });
      expect(result.status).toBe(200);
      expect(result.data.suppliers.filter((s) => s.provider === "network").map((s) => s.status)).toEqual([
        "error",
        "error",
      ]);
      expect(result.data.proposals.filter((p) => p.isReturning).length).toBeGreaterThan(0);
      expect(result.data.proposals.filter((p) => !p.isReturning).length).toBeGreaterThan(0);
    } finally {
      await faults([]);
    }
  });

  it("no supplier answering is an empty result, not an error", async () => {
    await faults(["error"]);
    try {
      const result = await searchTimed({ origin: "BGW", destination: "AMM", departureDates: [day(6)] });
      expect(result.status).toBe(200);
      expect(result.data.proposals).toEqual([]);
    } finally {
      await faults([]);
    }
  });

  it("refuses an unknown fault name", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/dev/catalog/faults",
      payload: { faults: ["boom"] },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("charter seats", () => {
  it("holds seats with a conditional update: never more than are left; cancel gives them back", async () => {
    const repository = createCatalogRepository(t.infrastructure.database.db);
    const charter = createCharterSupplier(repository);
    const controller = new AbortController();
    const flightNumber = await addCharterFlight(t, {
      origin: "BGW",
      destination: "BSR",
      date: day(20),
      seats: 5,
    });
    const query = {
      slices: [{ origin: "BGW", destination: "BSR", departureDate: day(20) }],
      passengers: { adults: 1, children: 0, infants: 0 },
      cabinClass: 1 as const,
      flightScope: 2 as const,
    };
    const offer = (await charter.search(query, controller.signal)).find((o) =>
      o.groups.some((g) => g.flightNumber === flightNumber),
    );
    if (!offer) throw new Error(`the charter search did not offer ${flightNumber}`);
    const seats = offer.seat;
    expect(seats).toBe(5);
    const all = { adults: seats, children: 0, infants: 0 };
    const hold = await charter.hold(offer, all);
    expect((await charter.price(offer, all))?.seat).toBe(0);
    await expect(charter.hold(offer, { adults: 1, children: 0, infants: 0 })).rejects.toThrow(
      /not enough seats/,
    );
    await charter.cancel(hold.holdId);
    expect((await charter.price(offer, all))?.seat).toBe(seats);
    const second = await charter.hold(offer, { adults: 1, children: 0, infants: 1 });
    const issued = await charter.issue(second.holdId);
    expect((await charter.price(offer, all))?.seat).toBe(seats - 1);
    // issuing again (a retry after a crash) answers the same reference and sells nothing more
    expect(await charter.issue(second.holdId)).toEqual(issued);
    expect((await charter.price(offer, all))?.seat).toBe(seats - 1);
    await charter.confirm?.(second.holdId);
    // a cancelled hold can be neither confirmed nor issued
    await expect(charter.issue(hold.holdId)).rejects.toThrow(/not open/);
    await expect(charter.confirm?.(hold.holdId)).rejects.toThrow(/not open/);
  });
});
