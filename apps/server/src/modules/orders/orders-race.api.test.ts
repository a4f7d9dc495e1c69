import type { FlightOrderItem } from "@safar/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { charterFlights, orders } from "../../db/schema";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { baghdadDay, searchOwnCharter } from "../../test/inventory";
import { createTestApp, type TestApp } from "../../test/test-app";

/** PGlite runs one query at a time, so the race only means something on the real PostgreSQL. */
const onPostgres = Boolean(process.env.DATABASE_URL);
const CUSTOMERS = 200;
const SEATS = 30;

let t: TestApp;
beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

if (!onPostgres) {
  console.warn(
    "orders-race.api.test.ts: the 200-customers-for-30-charter-seats race needs PostgreSQL (PGlite runs one query at a time); set DATABASE_URL to run it.",
  );
}

describe("charter seats under concurrency", () => {
  it.skipIf(!onPostgres)(
    `${CUSTOMERS} customers race to reserve a charter with ${SEATS} seats: exactly ${SEATS} win, never oversold`,
    async () => {
      // The test's own charter with exactly SEATS free seats.
      const { search, proposal: charter } = await searchOwnCharter(
        t,
        { origin: "NJF", destination: "IKA", date: baghdadDay(12) },
        SEATS,
      );
      const customers: TestCustomer[] = [];
      for (let i = 0; i < CUSTOMERS; i += 20) {
        customers.push(...(await Promise.all(Array.from({ length: 20 }, () => signUpCustomer(t)))));
      }
      const orderIds: string[] = [];
      for (const [i, c] of customers.entries()) {
        const submitted = await t.app.inject({
          method: "POST",
          url: "/api/flight-reservation/Submit/SubmitFlightOrder",
          headers: { ...c.headers, "idempotency-key": `race-${i}-${process.pid}` },
          payload: {
            requestId: search.requestId,
            proposalId: charter.proposalId,
            contact: { phoneNumber: "07801234567", email: "race@example.com" },
            passengers: [
              {
                firstName: "Race",
                lastName: "Runner",
                genderTitle: "Female",
                birthDate: "1991-02-03",
                nationalityCountry: 3415,
                passportIssuingCountry: 3415,
                passportType: "IraqPassport",
                passportNumber: "B7654321",
                passportExpirationDate: "2036-01-01",
                type: 1,
              },
            ],
          },
        });
        expect(submitted.statusCode).toBe(200);
        orderIds.push(submitted.json().data.orderId);
      }
      const [first] = await t.infrastructure.database.db
        .select()
        .from(orders)
        .where(eq(orders.id, orderIds[0] as string));
      const flightId = ((first?.item as FlightOrderItem<{ ref: string }> | undefined)?.supplierOffers ??
        [])[0]?.offer.ref as string;

      const results = await Promise.all(
        customers.map((c, i) =>
          t.app.inject({
            method: "POST",
            url: "/api/flight-reservation/Reserve/ReserveFlightOrder",
            headers: c.headers,
            payload: { orderId: orderIds[i] },
          }),
        ),
      );
      const won = results.filter((x) => x.statusCode === 200);
      const lost = results.filter((x) => x.statusCode !== 200);
      expect(won).toHaveLength(SEATS);
      expect(lost).toHaveLength(CUSTOMERS - SEATS);
      for (const x of lost) {
        expect(x.statusCode).toBe(409);
        expect(x.json().meta.errors[0].messages).toEqual(["FLIGHT_SOLD_OUT"]);
      }
      const [flight] = await t.infrastructure.database.db
        .select()
        .from(charterFlights)
        .where(eq(charterFlights.id, flightId));
      expect(flight?.seatsHeld).toBe(SEATS);
      expect((flight?.seatsTotal ?? 0) - (flight?.seatsHeld ?? 0) - (flight?.seatsSold ?? 0)).toBe(0);
      const statuses = await t.infrastructure.database.db.select({ status: orders.status }).from(orders);
      expect(statuses.filter((s) => s.status === "Approved")).toHaveLength(SEATS);
      expect(statuses.filter((s) => s.status === "Rejected")).toHaveLength(CUSTOMERS - SEATS);
    },
    300_000,
  );
});
