import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type AvailableResponse, calendarDateIn } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { createDuffelSupplier } from "./suppliers/duffel-supplier";

/**
 * A local mock of Duffel's Flights API (v2): offer requests, offers, orders, payments and order
 * cancellations, with the documented envelopes (`{ data }`) and headers.
 */
const TOKEN = "duffel_test_mock_token";
const date = addDays(calendarDateIn(new Date()) as string, 15);
const seen: { method: string; url: string; headers: IncomingMessage["headers"]; body: unknown }[] = [];
let mode: "ok" | "slow" | "price-up" = "ok";
let mock: Server;
let t: TestApp;

function offer(id: string, amount: string, currency = "USD") {
  return {
    id,
    total_amount: amount,
    total_currency: currency,
    owner: { iata_code: "TK" },
    conditions: { refund_before_departure: { allowed: true }, change_before_departure: { allowed: true } },
    slices: [
      {
        segments: [
          {
            origin: { iata_code: "BGW" },
            destination: { iata_code: "IST" },
            departing_at: `${date}T04:10:00`,
            arriving_at: `${date}T07:35:00`,
            marketing_carrier: { iata_code: "TK" },
            marketing_carrier_flight_number: "789",
            operating_carrier: { iata_code: "TK" },
            aircraft: { name: "Airbus A321" },
            passengers: [
              {
                cabin_class: "economy",
                fare_basis_code: "VLOWTK",
                baggages: [{ type: "checked", quantity: 1 }],
              },
            ],
          },
        ],
      },
    ],
  };
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  mock = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status < 300 ? { data } : { errors: [{ message: "nope" }] }));
    };
    if (req.headers.authorization !== `Bearer ${TOKEN}` || req.headers["duffel-version"] !== "v2")
      return send(401, null);
    const url = new URL(req.url ?? "/", "http://mock");
    if (req.method === "POST" && url.pathname === "/air/offer_requests") {
      if (mode === "slow") await new Promise((r) => setTimeout(r, 5000));
      return send(201, {
        id: "orq_0001",
        offers: [offer("off_0001", "210.50"), offer("off_0002", "199.00", "EUR")],
      });
    }
    if (req.method === "GET" && url.pathname === "/air/offers/off_0001") {
      return send(200, offer("off_0001", mode === "price-up" ? "231.50" : "210.50"));
    }
    if (req.method === "GET" && url.pathname.startsWith("/air/offers/")) return send(404, null);
    if (req.method === "POST" && url.pathname === "/air/orders") {
      return send(201, { id: "ord_0001", payment_status: { payment_required_by: "2030-01-01T00:00:00Z" } });
    }
    if (req.method === "GET" && url.pathname === "/air/orders/ord_0001") {
      return send(200, {
        id: "ord_0001",
        total_amount: "210.50",
        total_currency: "USD",
        booking_reference: "RZPNX8",
      });
    }
    if (req.method === "POST" && url.pathname === "/air/payments") return send(201, { id: "pay_0001" });
    if (req.method === "POST" && url.pathname === "/air/order_cancellations")
      return send(201, { id: "ore_0001" });
    if (req.method === "POST" && url.pathname === "/air/order_cancellations/ore_0001/actions/confirm") {
      return send(200, { id: "ore_0001", confirmed_at: new Date().toISOString() });
    }
    return send(404, null);
  });
  await new Promise<void>((resolve) => mock.listen(0, "127.0.0.1", resolve));
  const port = (mock.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      CATALOG_SUPPLIERS: "charter",
      DUFFEL_ACCESS_TOKEN: TOKEN,
      DUFFEL_API_URL: `http://127.0.0.1:${port}`,
      // Wide enough for a loaded CI machine (an 800 ms budget dropped the prompt mock there once).
      CATALOG_SEARCH_BUDGET_MS: "2500",
    },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => mock?.close(resolve));
});

async function search() {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/flight-catalog/FlightCatalog/Available",
    payload: { origin: "BGW", destination: "IST", departureDates: [date], adults: 2, children: 1 },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as AvailableResponse;
}

describe("duffel supplier against a local mock of its API", () => {
  it("sends a documented offer request and maps USD offers to proposals", async () => {
    seen.length = 0;
    mode = "ok";
    const data = await search();
    const request = seen.find((r) => r.url.startsWith("/air/offer_requests"));
    expect(request?.url).toContain("return_offers=true");
    expect(request?.headers["content-type"]).toContain("application/json");
    expect(request?.body).toEqual({
      data: {
        slices: [{ origin: "BGW", destination: "IST", departure_date: date }],
        passengers: [{ type: "adult" }, { type: "adult" }, { age: 8 }],
        cabin_class: "economy",
        max_connections: 1,
      },
    });
    expect(data.suppliers.map((s) => [s.provider, s.status])).toEqual([
      ["charter", "ok"],
      ["duffel", "ok"],
    ]);
    const duffel = data.proposals.filter((p) => p.provider === "duffel");
    expect(duffel).toHaveLength(1); // the EUR offer is left out
    const [proposal] = duffel;
    expect(proposal).toMatchObject({ isCharter: false, flightKind: "system", seat: 9 });
    const group = proposal?.flightGroups[0];
    expect(group).toMatchObject({
      marketingAirlineCode: "TK",
      flightNumber: "TK 789",
      fareClass: "V",
      baggage: { amount: 1, unit: "Pc" },
      stops: 0,
    });
    // Local Baghdad 04:10 is 01:10 UTC.
    expect(group?.departureTime).toBe(`${date}T01:10:00.000Z`);
    expect(group?.flightLegs[0]?.aircraft).toBe("Airbus A321");
    // 210.50 split 2 adults + 1 child (75 %), then the 3 % international markup.
    const adult = proposal?.prices.find((p) => p.paxType === 1)?.unitPrice ?? 0;
    const child = proposal?.prices.find((p) => p.paxType === 2)?.unitPrice ?? 0;
    expect(child / adult).toBeCloseTo(0.75, 2);
    expect(proposal?.totalPrice).toBeGreaterThan(210.5);
  });

  it("re-checks the price with GET /air/offers/{id}", async () => {
    mode = "ok";
    const data = await search();
    const proposal = data.proposals.find((p) => p.provider === "duffel");
    const ref = { requestId: data.requestId, proposalId: proposal?.proposalId };
    const same = await t.app.inject({
      method: "POST",
      url: "/api/flight-catalog/FlightCatalog/FlightDetail",
      payload: ref,
    });
    expect(same.json().data.priceChanged).toBe(false);
    mode = "price-up";
    const changed = await t.app.inject({
      method: "POST",
      url: "/api/flight-catalog/FlightCatalog/FlightDetail",
      payload: ref,
    });
    expect(changed.json().data.priceChanged).toBe(true);
    expect(changed.json().data.totalPrice).toBeGreaterThan(proposal?.totalPrice ?? 0);
    mode = "ok";
  });

  it("a slow Duffel is dropped at the budget while the charter answers", async () => {
    mode = "slow";
    try {
      const started = performance.now();
      const data = await search();
      expect(performance.now() - started).toBeLessThan(4500);
      expect(data.suppliers.find((s) => s.provider === "duffel")?.status).toBe("timeout");
      expect(data.proposals.some((p) => p.provider === "charter")).toBe(true);
    } finally {
      mode = "ok";
    }
  });

  it("holds, issues and cancels through orders, payments and order cancellations", async () => {
    const supplier = createDuffelSupplier({
      apiUrl: t.config.DUFFEL_API_URL,
      accessToken: TOKEN,
      supplierTimeoutMs: 2000,
    });
    const passengers = { adults: 1, children: 0, infants: 0 };
    const current = await supplier.price(
      { provider: "duffel", ref: "off_0001" } as Parameters<typeof supplier.price>[0],
      passengers,
    );
    expect(current?.fares.adult).toBe(21050);
    const gone = await supplier.price(
      { provider: "duffel", ref: "off_gone" } as Parameters<typeof supplier.price>[0],
      passengers,
    );
    expect(gone).toBeNull();
    seen.length = 0;
    const hold = await supplier.hold(current as NonNullable<typeof current>, passengers);
    expect(hold).toEqual({ holdId: "ord_0001", expiresAt: "2030-01-01T00:00:00Z" });
    expect(seen[0]?.body).toEqual({
      data: { type: "hold", selected_offers: ["off_0001"], passengers: [{ type: "adult" }] },
    });
    expect(await supplier.issue(hold.holdId)).toEqual({ ticketRef: "RZPNX8" });
    expect(seen.find((r) => r.url === "/air/payments")?.body).toEqual({
      data: { order_id: "ord_0001", payment: { type: "balance", amount: "210.50", currency: "USD" } },
    });
    await supplier.cancel(hold.holdId);
    expect(seen.map((r) => `${r.method} ${r.url}`)).toContain(
      "POST /air/order_cancellations/ore_0001/actions/confirm",
    );
  });
});
