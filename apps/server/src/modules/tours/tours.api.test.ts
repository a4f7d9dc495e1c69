/**
 * Tours on the storefront (issue 16): the demo tours (pilgrimages to Karbala, Najaf and Mashhad,
 * holidays in Istanbul, Dubai and Baku) on the list with their filters (destination, month, budget
 * per adult in USD), a tour's page with only the departures ahead that have seats, the prices in the
 * tour's currency and in USD at the display rate, the demo pictures, and the seed that keeps the
 * departures 120 days ahead. Nothing here depends on the day it runs: tests that need a departure
 * of a kind add their own tour.
 */
import { calendarDateIn, type TourDetail, type TourList, tourUsdCents } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourDepartures, tours } from "../../db/schema";
import { nextArbaeen, seedTours, TOUR_DAYS_AHEAD } from "../../db/seed-tours";
import { DEMO_TOURS } from "../../db/seed-tours-data";
import { createTestApp, type TestApp } from "../../test/test-app";
import { addTestTour } from "../../test/tours";

let t: TestApp;
const today = () => calendarDateIn(new Date()) as string;

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Errors = { key: string; messages: string[] }[];
async function get<T>(url: string) {
  const r = await t.app.inject({ method: "GET", url });
  return {
    status: r.statusCode,
    headers: r.headers,
    body: r.json() as { data: T; meta: { errors: Errors } },
  };
}
const list = async (query = "") => {
  const r = await get<TourList>(`/api/tour/Tour/GetTours${query}`);
  expect(r.status).toBe(200);
  return r.body.data;
};
const errorsOf = (errors: Errors) => Object.fromEntries(errors.map((e) => [e.key, e.messages]));

const addTour = (
  departures: Parameters<typeof addTestTour>[1],
  options?: Parameters<typeof addTestTour>[2],
) => addTestTour(t, departures, options);

describe("the tours list", () => {
  it("shows the demo pilgrimages and holidays with their next departure ahead and lowest price", async () => {
    const data = await list();
    expect(data.destinations.map((d) => d.cityCode).sort()).toEqual([
      "DXB",
      "GYD",
      "IST",
      "KRB",
      "MHD",
      "NJF",
    ]);
    expect(data.destinations.find((d) => d.cityCode === "KRB")).toMatchObject({
      name: { ar: "كربلاء" },
      tourCount: 2,
    });
    const titles = data.tours.map((tour) => tour.title.en);
    expect(titles).toEqual(expect.arrayContaining(DEMO_TOURS.map((tour) => tour.title.en)));
    // The operator's order: pilgrimages first, as the seed sets it.
    expect(titles[0]).toBe("Arbaeen: the walk from Najaf to Karbala");
    expect(data.months).toEqual([...data.months].sort());
    for (const tour of data.tours) {
      expect(tour.nextDeparture > today()).toBe(true);
      expect(tour.nextDepartureSeatsLeft).toBeGreaterThan(0);
      expect(tour.photo).toBe(`tours/${tour.id}/demo-1.jpg`);
      expect(tour.description.en).toContain("This is a demo tour.");
    }
  });

  it("prices a tour in its own currency and in USD at the display rate, rounded up", async () => {
    const najaf = (await list("?destination=NJF")).tours[0];
    expect(najaf).toMatchObject({ currency: "IQD", destination: { cityCode: "NJF" } });
    if (!najaf) throw new Error("no Najaf tour");
    // The demo rate: 1,310 dinars for a dollar.
    expect(najaf.fromPriceUsd).toBe(tourUsdCents(Math.round(najaf.fromPrice * 100), 1310) / 100);
    expect(najaf.fromPriceUsd).toBeLessThan(najaf.fromPrice / 1000);
  });

  it("filters by destination, month and budget per adult, keeping every choice of the filters", async () => {
    const all = await list();
    const istanbul = await list("?destination=ist");
    expect(istanbul.tours.map((tour) => tour.destination.cityCode)).toEqual(["IST"]);
    expect(istanbul.destinations).toEqual(all.destinations);
    expect(istanbul.months).toEqual(all.months);

    const month = all.months[1] ?? all.months[0];
    const inMonth = await list(`?month=${month}`);
    expect(inMonth.tours.length).toBeGreaterThan(0);
    for (const tour of inMonth.tours) expect(tour.nextDeparture.slice(0, 7)).toBe(month);

    const budget = 600;
    const cheap = await list(`?maxBudget=${budget}`);
    expect(cheap.tours.length).toBeGreaterThan(0);
    expect(cheap.tours.length).toBeLessThan(all.tours.length);
    for (const tour of cheap.tours) expect(tour.fromPriceUsd).toBeLessThanOrEqual(budget);
    expect(cheap.tours.some((tour) => tour.title.en.startsWith("Dubai"))).toBe(false);

    const none = await list("?maxBudget=1&destination=KRB");
    expect(none.tours).toEqual([]);
    expect(none.destinations).toEqual(all.destinations);
  });

  it("refuses each bad filter by its key", async () => {
    const r = await get("/api/tour/Tour/GetTours?destination=Karbala&month=2027-13&maxBudget=-1");
    expect(r.status).toBe(400);
    expect(errorsOf(r.body.meta.errors)).toEqual({
      destination: ["TOUR_DESTINATION_IS_INVALID"],
      month: ["TOUR_MONTH_IS_INVALID"],
      maxBudget: ["TOUR_BUDGET_IS_INVALID"],
    });
    expect((await get("/api/tour/Tour/GetTours?destination=&month=&maxBudget=")).status).toBe(200);
  });

  it("leaves out a tour off sale and one whose departures are gone or full", async () => {
    const offSale = await addTour([{ in: 10 }], { onSale: false });
    const full = await addTour([{ in: 10, capacity: 10, sold: 8, held: 2 }, { in: -3 }, { in: 0 }]);
    const open = await addTour([{ in: 12, capacity: 10, sold: 3, held: 4 }]);
    const ids = (await list()).tours.map((tour) => tour.id);
    expect(ids).not.toContain(offSale);
    expect(ids).not.toContain(full);
    expect(ids).toContain(open);
    const card = (await list("?destination=TBS")).tours.find((tour) => tour.id === open);
    expect(card).toMatchObject({ nextDeparture: addDays(today(), 12), nextDepartureSeatsLeft: 3 });
  });
});

describe("a tour's page", () => {
  it("has the plan, what is and is not included, the photos and the departures ahead", async () => {
    const mashhad = (await list("?destination=MHD")).tours[0];
    if (!mashhad) throw new Error("no Mashhad tour");
    const r = await get<TourDetail>(`/api/tour/Tour/GetTour/${mashhad.id}`);
    expect(r.status).toBe(200);
    expect(r.headers["cache-control"]).toBe("public, max-age=60");
    const tour = r.body.data;
    expect(tour).toMatchObject({
      kind: "Pilgrimage",
      days: 5,
      nights: 4,
      hotelStars: 4,
      currency: "USD",
      childMinAge: 2,
      adultMinAge: 12,
      destination: { cityCode: "MHD", name: { en: "Mashhad", fa: "مشهد" } },
    });
    expect(tour.plan.map((d) => d.day)).toEqual([1, 2, 3, 4, 5]);
    expect(tour.plan[2]?.title.en).toBe("Nishapur");
    expect(tour.included.length).toBeGreaterThan(3);
    expect(tour.excluded.map((line) => line.en)).toContain("Iran visa fee");
    expect(tour.photos).toEqual([1, 2, 3].map((n) => `tours/${tour.id}/demo-${n}.jpg`));
    expect(tour.departures.map((d) => d.date)).toEqual([...tour.departures.map((d) => d.date)].sort());
    for (const d of tour.departures) {
      expect(d.date > today()).toBe(true);
      expect(d.date <= addDays(today(), TOUR_DAYS_AHEAD)).toBe(true);
      expect(d.returnDate).toBe(addDays(d.date, 4));
      expect(d.seatsLeft).toBeGreaterThan(0);
      expect(d.prices.child).toBeLessThanOrEqual(d.prices.adult);
      expect(d.prices.infant).toBeLessThanOrEqual(d.prices.child);
      expect(d.pricesUsd).toEqual(d.prices);
    }
    expect(tour.fromPrice).toBe(Math.min(...tour.departures.map((d) => d.prices.adult)));
  });

  it("shows only the departures after today with seats left, held seats counted as taken", async () => {
    const id = await addTour([
      { in: -1 },
      { in: 0 },
      { in: 1, capacity: 10, sold: 10 },
      { in: 2, capacity: 10, sold: 5, held: 5 },
      { in: 3, capacity: 10, sold: 2, held: 3, adult: 30_000 },
      { in: 9, adult: 27_500 },
    ]);
    const tour = (await get<TourDetail>(`/api/tour/Tour/GetTour/${id}`)).body.data;
    expect(tour.departures.map((d) => [d.date, d.seatsLeft, d.prices.adult])).toEqual([
      [addDays(today(), 3), 5, 300],
      [addDays(today(), 9), 20, 275],
    ]);
    expect(tour).toMatchObject({ fromPrice: 275, fromPriceUsd: 275 });
  });

  it("is still shown when every departure is gone (sold out), with none to choose", async () => {
    const id = await addTour([{ in: 4, capacity: 5, sold: 5 }]);
    const tour = (await get<TourDetail>(`/api/tour/Tour/GetTour/${id}`)).body.data;
    expect(tour.departures).toEqual([]);
    expect(tour.fromPrice).toBeNull();
  });

  it("answers 404 TOUR_NOT_FOUND for a tour off sale, an unknown one and a malformed id", async () => {
    const offSale = await addTour([{ in: 10 }], { onSale: false });
    for (const id of [offSale, "0b7f4a52-6a1c-4b8e-9d3f-2c1e0a9b8c7d", "karbala"]) {
      const r = await get(`/api/tour/Tour/GetTour/${id}`);
      expect(r.status).toBe(404);
      expect(errorsOf(r.body.meta.errors)).toEqual({ id: ["TOUR_NOT_FOUND"] });
    }
  });
});

describe("the demo pictures", () => {
  it("draws a demo tour's photos when first read, and nothing for a path not on its list", async () => {
    const dubai = (await list("?destination=DXB")).tours[0];
    if (!dubai) throw new Error("no Dubai tour");
    for (const n of [1, 2]) {
      const r = await t.app.inject({
        method: "GET",
        url: `/images/tours/${dubai.id}/demo-${n}.jpg?width=480`,
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers["content-type"]).toBe("image/jpeg");
      expect(r.headers["cache-control"]).toContain("public");
      expect(r.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    for (const url of [
      `/images/tours/${dubai.id}/demo-4.jpg`,
      `/images/hotels/${dubai.id}/demo-1.jpg`,
      `/images/tours/${dubai.id}/../demo-1.jpg`,
    ])
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
  });
});

describe("the demo seed", () => {
  it("sends the Arbaeen walk a few days before the next Arbaeen (20 Safar)", async () => {
    expect(nextArbaeen("2026-11-27")).toBe("2027-07-24");
    expect(nextArbaeen("2027-07-24")).toBe("2028-07-13");
    const arbaeen = (await list("?destination=KRB")).tours.find((tour) =>
      tour.title.en.startsWith("Arbaeen"),
    );
    if (!arbaeen) throw new Error("no Arbaeen tour");
    const tour = (await get<TourDetail>(`/api/tour/Tour/GetTour/${arbaeen.id}`)).body.data;
    const day = nextArbaeen(addDays(today(), 6));
    expect(tour.departures.map((d) => d.date)).toEqual([addDays(day, -6), addDays(day, -4)]);
  });

  it("adds the days a later start is missing, never twice, and never one the operator removed", async () => {
    const { db } = t.infrastructure.database;
    const [mashhad] = await db.select().from(tours).where(eq(tours.seedKey, "mashhad-imam-reza"));
    if (!mashhad) throw new Error("no Mashhad tour");
    const before = await db.select().from(tourDepartures).where(eq(tourDepartures.tourId, mashhad.id));
    const first = before[0];
    if (!first) throw new Error("no departure");
    await db.delete(tourDepartures).where(eq(tourDepartures.id, first.id));
    // The same day again adds nothing.
    expect(await seedTours(db, { demo: true })).toBe(0);
    // Four weeks later: the Mondays of four more weeks.
    const later = new Date(Date.now() + 28 * 86_400_000);
    await seedTours(db, { demo: true, now: later });
    const after = await db.select().from(tourDepartures).where(eq(tourDepartures.tourId, mashhad.id));
    expect(after.length).toBe(before.length - 1 + 4);
    expect(after.map((d) => d.date)).not.toContain(first.date);
    expect(new Set(after.map((d) => d.date)).size).toBe(after.length);
    for (const d of after) expect(new Date(`${d.date}T00:00:00Z`).getUTCDay()).toBe(1);
  });
});
