/**
 * Booking a tour (issue 16): a departure booked for its travellers (each one's age on the day of
 * departure prices the place), the seats held at reserve, sold when paid, given back when the hold
 * runs out; every bad input by its key; and a departure's last seats raced by more customers than
 * it has (exactly its capacity wins; the race means most on PostgreSQL, DATABASE_URL). Every tour
 * here is the test's own, its departures counted from today.
 */
import { calendarDateIn, type OrderDetail, type OrdersPage } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, tourDepartures, tourSeatHolds } from "../../db/schema";
import { eventually, payOnSandbox } from "../../test/bookings";
import { signUpCustomer, type TestCustomer } from "../../test/customers";
import { iraqiAdult } from "../../test/passengers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { addTestTour } from "../../test/tours";
import { createTourBookings, TourSeatsGoneError } from "./tour-bookings";
import { createToursRepository } from "./tours.repository";

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
const today = () => calendarDateIn(new Date()) as string;
let keys = 0;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([signUpCustomer(t), signUpCustomer(t)]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Errors = { key: string; messages: string[] }[];
const errorsOf = (errors: Errors) => Object.fromEntries(errors.map((e) => [e.key, e.messages]));

/** A tour of the test's own leaving in 40 days ($250 an adult, $200 a child, $50 an infant). */
async function ownDeparture(capacity = 20) {
  const tourId = await addTestTour(t, [{ in: 40, capacity }]);
  const [departure] = await t.infrastructure.database.db
    .select()
    .from(tourDepartures)
    .where(eq(tourDepartures.tourId, tourId));
  if (!departure) throw new Error("no departure");
  return { tourId, departureId: departure.id, date: departure.date };
}

/** A child of `years` on the day `date` (born that many years and a month before). */
const childOn = (date: string, years: number, extra: Record<string, unknown> = {}) =>
  iraqiAdult({
    firstName: "Zahra",
    genderTitle: "Female",
    birthDate: addDays(`${Number(date.slice(0, 4)) - years}${date.slice(4)}`, -30),
    type: years < 2 ? 3 : 2,
    passportNumber: "A7654321",
    ...extra,
  });

function submit(who: TestCustomer, body: Record<string, unknown>, key = `tour-${process.pid}-${keys++}`) {
  return t.app.inject({
    method: "POST",
    url: "/api/tour/Order/SubmitTourOrder",
    headers: { ...who.headers, "idempotency-key": key },
    payload: {
      contact: { phoneNumber: "07801234567", email: "ali@example.com" },
      productChannel: 1,
      ...body,
    },
  });
}
const reserve = (who: TestCustomer, orderId: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/tour/Order/ReserveTourOrder",
    headers: who.headers,
    payload: { orderId },
  });
const seatsOf = async (departureId: string) => {
  const [row] = await t.infrastructure.database.db
    .select({ held: tourDepartures.seatsHeld, sold: tourDepartures.seatsSold })
    .from(tourDepartures)
    .where(eq(tourDepartures.id, departureId));
  return row;
};
const detailOf = async (who: TestCustomer, orderId: string) =>
  t.app.inject({ url: `/api/orders/Order/GetCurrentUserOrderDetails/${orderId}`, headers: who.headers });

describe("booking a tour's departure", () => {
  it("two adults and a child book, hold their seats, pay, and read the order back in my trips", async () => {
    const d = await ownDeparture();
    const travellers = [
      iraqiAdult(),
      iraqiAdult({ firstName: "Maryam", genderTitle: "Female" }),
      childOn(d.date, 7),
    ];
    const submitted = await submit(alice, {
      tourId: d.tourId,
      departureId: d.departureId,
      travellers,
      acceptedTotalPrice: 700,
    });
    expect(submitted.statusCode).toBe(200);
    const order = submitted.json().data as OrderDetail;
    expect(order).toMatchObject({
      status: "Submitted",
      type: "Tour",
      totalAmount: 700,
      payableAmount: 700,
      travellersCount: 3,
      flightOrder: null,
      hotelOrder: null,
      visaOrder: null,
      tour: { date: d.date, returnDate: addDays(d.date, 1), days: 2, nights: 1, title: { en: "Test tour" } },
      tourOrder: {
        tourId: d.tourId,
        departureId: d.departureId,
        places: { adult: 2, child: 1, infant: 0 },
        currency: "USD",
        prices: { adult: 250, child: 200, infant: 50 },
        totalPrice: 700,
        destination: { cityCode: "TBS", name: { en: "Tbilisi" } },
      },
    });
    expect(order.tourOrder?.travellers.map((p) => [p.firstName, p.type])).toEqual([
      ["Ali", 1],
      ["Maryam", 1],
      ["Zahra", 2],
    ]);
    expect(await seatsOf(d.departureId)).toEqual({ held: 0, sold: 0 });

    const held = await reserve(alice, order.orderId);
    expect(held.statusCode).toBe(200);
    expect(held.json().data.status).toBe("Approved");
    expect(await seatsOf(d.departureId)).toEqual({ held: 3, sold: 0 });
    // Again is the same hold, not three more seats.
    expect((await reserve(alice, order.orderId)).statusCode).toBe(200);
    expect(await seatsOf(d.departureId)).toEqual({ held: 3, sold: 0 });

    await payOnSandbox(t, alice, order.orderId);
    const paid = await eventually(
      async () => (await detailOf(alice, order.orderId)).json().data,
      (data) => data.status === "Successful",
    );
    expect(paid).toMatchObject({ status: "Successful", paidAmount: 700 });
    expect(await seatsOf(d.departureId)).toEqual({ held: 0, sold: 3 });
    // The booking is told once, by e-mail and by text, with its number and the order's page.
    const outbox = async (to: string) =>
      (
        (await t.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json().data as {
          subject: string | null;
          text: string;
        }[]
      ).filter((m) => m.text.includes(order.trackingNumber));
    const mails = await eventually(
      () => outbox("ali@example.com"),
      (list) => list.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(order.trackingNumber);
    expect(mails[0]?.text).toContain(`Test tour (ar) (${d.date} – ${addDays(d.date, 1)})`);
    const texts = await eventually(
      () => outbox("+9647801234567"),
      (list) => list.length > 0,
    );
    expect(texts[0]?.text).toContain(`TourOrderDetails?orderId=${order.orderId}`);
    // The tour's page counts the seats sold.
    const page = await t.app.inject({ url: `/api/tour/Tour/GetTour/${d.tourId}` });
    expect(page.json().data.departures[0].seatsLeft).toBe(17);

    const trips = await t.app.inject({
      method: "POST",
      url: "/api/orders/Order/GetCurrentUserOrders",
      headers: alice.headers,
      payload: { pageNumber: 1, pageSize: 50 },
    });
    const row = (trips.json().data as OrdersPage).items?.find((o) => o.orderId === order.orderId);
    expect(row).toMatchObject({
      type: "Tour",
      status: "Successful",
      tour: { date: d.date },
      trip: null,
      stay: null,
    });

    // Another customer's tour order does not exist for him.
    expect((await detailOf(bob, order.orderId)).statusCode).toBe(404);
    expect((await reserve(bob, order.orderId)).statusCode).toBe(404);
  });

  it("refuses each bad booking by its key", async () => {
    const d = await ownDeparture(2);
    const base = { tourId: d.tourId, departureId: d.departureId };
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/tour/Order/SubmitTourOrder",
      payload: { nonsense: true },
    });
    expect(anonymous.statusCode).toBe(401);

    const none = await submit(alice, { ...base, travellers: [] });
    expect(none.statusCode).toBe(400);
    expect(errorsOf(none.json().meta.errors).travellers).toEqual(["TOUR_TRAVELLERS_OUT_OF_RANGE"]);

    const noPassport = await submit(alice, {
      ...base,
      travellers: [iraqiAdult({ passportNumber: "", nationalCode: "" })],
    });
    expect(noPassport.statusCode).toBe(400);
    expect(errorsOf(noPassport.json().meta.errors)["travellers[0].passportNumber"]).toBeDefined();

    const childAlone = await submit(alice, { ...base, travellers: [childOn(d.date, 8)] });
    expect(errorsOf(childAlone.json().meta.errors).travellers).toEqual(["TOUR_ADULT_REQUIRED"]);

    const infants = await submit(alice, {
      ...base,
      travellers: [iraqiAdult(), childOn(d.date, 1), childOn(d.date, 1, { firstName: "Reza" })],
    });
    expect(errorsOf(infants.json().meta.errors).travellers).toEqual(["TOUR_INFANTS_EXCEED_ADULTS"]);

    // A child said to be an adult on the day of departure.
    const wrongAge = await submit(alice, {
      ...base,
      travellers: [iraqiAdult(), childOn(d.date, 7, { type: 1 })],
    });
    expect(errorsOf(wrongAge.json().meta.errors)["travellers[1].type"]).toEqual(["PASSENGER_AGE_IS_INVALID"]);

    const tooMany = await submit(alice, {
      ...base,
      travellers: [iraqiAdult(), iraqiAdult({ firstName: "Omar" }), iraqiAdult({ firstName: "Huda" })],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(errorsOf(tooMany.json().meta.errors).departureId).toEqual(["TOUR_NOT_ENOUGH_SEATS"]);

    const changed = await submit(alice, { ...base, travellers: [iraqiAdult()], acceptedTotalPrice: 199 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().meta.errors[0].messages).toEqual(["PRICE_CHANGED"]);

    const otherTour = await ownDeparture();
    const mixed = await submit(alice, {
      ...base,
      departureId: otherTour.departureId,
      travellers: [iraqiAdult()],
    });
    expect(mixed.statusCode).toBe(404);
    expect(errorsOf(mixed.json().meta.errors).departureId).toEqual(["TOUR_DEPARTURE_NOT_FOUND"]);

    const unknown = await submit(alice, {
      ...base,
      tourId: "00000000-0000-4000-8000-000000000000",
      travellers: [iraqiAdult()],
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorsOf(unknown.json().meta.errors).tourId).toEqual(["TOUR_NOT_FOUND"]);
  });

  it("gives the seats back when the hold runs out", async () => {
    const d = await ownDeparture(3);
    const { orderId } = (
      await submit(alice, { tourId: d.tourId, departureId: d.departureId, travellers: [iraqiAdult()] })
    ).json().data as OrderDetail;
    expect((await reserve(alice, orderId)).statusCode).toBe(200);
    expect(await seatsOf(d.departureId)).toEqual({ held: 1, sold: 0 });
    await t.infrastructure.database.db
      .update(orders)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, orderId));
    // Reading one's orders sweeps one's expired holds.
    const trips = await t.app.inject({
      method: "POST",
      url: "/api/orders/Order/GetCurrentUserOrders",
      headers: alice.headers,
      payload: { pageNumber: 1, pageSize: 50 },
    });
    expect(trips.statusCode).toBe(200);
    expect((await detailOf(alice, orderId)).json().data.status).toBe("Rejected");
    expect(await seatsOf(d.departureId)).toEqual({ held: 0, sold: 0 });
    const [hold] = await t.infrastructure.database.db
      .select()
      .from(tourSeatHolds)
      .where(eq(tourSeatHolds.orderId, orderId));
    expect(hold?.status).toBe("Released");
  });

  it("a payment that lands after its hold ran out takes the seats again while free, else fails for good", async () => {
    const d = await ownDeparture(1);
    const { db } = t.infrastructure.database;
    const bookings = createTourBookings({
      db,
      repository: createToursRepository(db),
      exchangeRate: async () => 1,
      cities: async () => [],
      now: () => new Date(),
    });
    const item = { departureId: d.departureId, places: { adult: 1, child: 0, infant: 0 } };
    const late = { id: crypto.randomUUID(), item };
    // Held, then given back by the sweep: the departure's seat is free again.
    await db.transaction(async (tx) => {
      expect(await bookings.holdSeats(tx as never, late)).toBe(true);
      await bookings.releaseSeats(tx as never, late.id);
    });
    expect(await seatsOf(d.departureId)).toEqual({ held: 0, sold: 0 });
    await bookings.sellSeats(late);
    expect(await seatsOf(d.departureId)).toEqual({ held: 0, sold: 1 });
    await bookings.sellSeats(late); // again: nothing more
    expect(await seatsOf(d.departureId)).toEqual({ held: 0, sold: 1 });
    // Another order paid late finds the departure full: final, its seats never oversold.
    const other = { id: crypto.randomUUID(), item };
    await expect(bookings.sellSeats(other)).rejects.toBeInstanceOf(TourSeatsGoneError);
    expect(await seatsOf(d.departureId)).toEqual({ held: 0, sold: 1 });
    // A failed order gives its sold seat back.
    await bookings.giveBack(late.id);
    expect(await seatsOf(d.departureId)).toEqual({ held: 0, sold: 0 });
  });
});

describe("a departure's last seats under concurrency", () => {
  const CUSTOMERS = 12;
  const SEATS = 5;
  it(`${CUSTOMERS} customers reserve one seat each of ${SEATS}: exactly ${SEATS} win, never oversold`, async () => {
    const d = await ownDeparture(SEATS);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, () => signUpCustomer(t)));
    const orderIds: string[] = [];
    for (const who of customers) {
      const r = await submit(who, {
        tourId: d.tourId,
        departureId: d.departureId,
        travellers: [iraqiAdult()],
      });
      expect(r.statusCode).toBe(200);
      orderIds.push(r.json().data.orderId);
    }
    const answers = await Promise.all(customers.map((who, i) => reserve(who, orderIds[i] as string)));
    const won = answers.filter((r) => r.statusCode === 200);
    const lost = answers.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(SEATS);
    expect(lost).toHaveLength(CUSTOMERS - SEATS);
    for (const r of lost) expect(r.json().meta.errors[0].messages).toEqual(["TOUR_NOT_ENOUGH_SEATS"]);
    expect(await seatsOf(d.departureId)).toEqual({ held: SEATS, sold: 0 });
    // The page no longer offers the departure.
    const page = await t.app.inject({ url: `/api/tour/Tour/GetTour/${d.tourId}` });
    expect(page.json().data.departures).toEqual([]);
    expect(today() < d.date).toBe(true);
  });
});
