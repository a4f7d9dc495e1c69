/**
 * Tours in the back office (issue 16): operations adds a tour and its departures and the storefront
 * shows them; a change, a photo, taking it off sale show too; a departure's capacity never goes
 * below the seats sold and held, its day moves and it goes away only while nothing is sold; every
 * bad field by its key; every change audited; roles without `tours:manage` refused.
 */
import {
  calendarDateIn,
  type TourAdmin,
  type TourDetail,
  type TourList,
  type ToursAdmin,
} from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourDepartures } from "../../db/schema";
import { newOperator, operatorCookie, SITE, siteCall } from "../../test/operators";
import { multipartBody } from "../../test/passport-images";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let operations: string;
let admin: string;
let visaOfficer: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  operations = await operatorCookie(t, await newOperator(t, "operations"));
  admin = await operatorCookie(t, await newOperator(t, "admin"));
  visaOfficer = await operatorCookie(t, await newOperator(t, "visa"));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const TOURS = "/api/back-office/tours";
const today = () => calendarDateIn(new Date()) as string;
const three = (en: string) => ({ ar: `${en} (ar)`, fa: `${en} (fa)`, en });
const call = (method: "GET" | "POST", url: string, payload?: object, cookie = operations) =>
  siteCall(t, method, url, { cookie }, payload);
const errorsOf = (body: { meta: { errors: { key: string; messages: string[] }[] } }) =>
  Object.fromEntries(body.meta.errors.map((e) => [e.key, e.messages[0]]));

const tourInput = (overrides: Record<string, unknown> = {}) => ({
  kind: "Leisure",
  destination: "TBS",
  title: three("Tbilisi and Kazbegi"),
  description: three("Four days in Georgia"),
  days: 4,
  nights: 3,
  plan: [
    { title: three("Arrival"), description: three("The old town at night") },
    { title: three("Tbilisi") },
    { title: three("Kazbegi"), description: three("Gergeti Trinity Church") },
    { title: three("Departure") },
  ],
  included: [three("Flights from Baghdad"), three("Breakfast")],
  excluded: [three("Lunch")],
  hotelStars: 4,
  currency: "USD",
  sortOrder: 50,
  onSale: true,
  ...overrides,
});
const departureInput = (overrides: Record<string, unknown> = {}) => ({
  date: addDays(today(), 20),
  capacity: 12,
  adultPrice: 640,
  childPrice: 480.5,
  infantPrice: 90,
  ...overrides,
});
const publicTour = (id: string) => t.app.inject({ url: `/api/tour/Tour/GetTour/${id}` });
const publicList = async (query = "") =>
  (await t.app.inject({ url: `/api/tour/Tour/GetTours${query}` })).json().data as TourList;

describe("tours in the back office", () => {
  let tour: TourAdmin;
  let departureId: string;

  it("adds a tour, and the storefront shows it once it has a departure", async () => {
    const r = await call("POST", TOURS, tourInput());
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    tour = r.body.data;
    expect(tour).toMatchObject({
      destination: "TBS",
      days: 4,
      nights: 3,
      photos: [],
      onSale: true,
      isDemo: false,
      departures: [],
    });
    expect(tour.plan.map((d) => [d.day, d.title.en, d.description.en])).toEqual([
      [1, "Arrival", "The old town at night"],
      [2, "Tbilisi", ""],
      [3, "Kazbegi", "Gergeti Trinity Church"],
      [4, "Departure", ""],
    ]);
    // No departure yet: on sale, but not on the list; its page says it has none.
    expect((await publicList()).tours.map((c) => c.id)).not.toContain(tour.id);
    expect((await publicTour(tour.id)).json().data.departures).toEqual([]);

    const added = await call("POST", `${TOURS}/${tour.id}/departures`, departureInput());
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    departureId = added.body.data.id;
    expect(added.body.data).toMatchObject({
      date: addDays(today(), 20),
      returnDate: addDays(today(), 23),
      capacity: 12,
      seatsSold: 0,
      seatsHeld: 0,
      seatsLeft: 12,
      prices: { adult: 640, child: 480.5, infant: 90 },
    });
    const list = await publicList("?destination=TBS");
    expect(list.tours.find((c) => c.id === tour.id)).toMatchObject({
      fromPrice: 640,
      nextDeparture: addDays(today(), 20),
      nextDepartureSeatsLeft: 12,
    });
    expect(list.destinations.map((d) => d.cityCode)).toContain("TBS");
    const page = (await publicTour(tour.id)).json().data as TourDetail;
    expect(page.departures.map((d) => d.prices)).toEqual([{ adult: 640, child: 480.5, infant: 90 }]);
  });

  it("lists every tour with its departures ahead, the destinations and the currencies", async () => {
    const r = await call("GET", TOURS);
    expect(r.status).toBe(200);
    const data = r.body.data as ToursAdmin;
    expect(data.tours.find((row) => row.id === tour.id)).toMatchObject({
      departuresAhead: 1,
      seatsLeftAhead: 12,
      nextDeparture: addDays(today(), 20),
      isDemo: false,
    });
    expect(data.tours.filter((row) => row.isDemo)).toHaveLength(7);
    expect(data.destinations.map((d) => d.cityCode)).toEqual(
      expect.arrayContaining(["KRB", "NJF", "MHD", "TBS"]),
    );
    expect(data.currencies).toEqual(expect.arrayContaining(["USD", "IQD"]));
  });

  it("refuses a second departure on the same day, and each bad departure field by its key", async () => {
    const twice = await call("POST", `${TOURS}/${tour.id}/departures`, departureInput());
    expect(twice.status).toBe(409);
    expect(errorsOf(twice.body)).toEqual({ date: "TOUR_DEPARTURE_EXISTS" });

    const past = await call("POST", `${TOURS}/${tour.id}/departures`, departureInput({ date: today() }));
    expect(past.status).toBe(400);
    expect(errorsOf(past.body)).toEqual({ date: "TOUR_DEPARTURE_DATE_IS_INVALID" });

    const bad = await call(
      "POST",
      `${TOURS}/${tour.id}/departures`,
      departureInput({
        date: addDays(today(), 21),
        capacity: 0,
        adultPrice: 100,
        childPrice: 120,
        infantPrice: 1.005,
      }),
    );
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual({
      capacity: "TOUR_CAPACITY_IS_INVALID",
      childPrice: "TOUR_CHILD_PRICE_IS_INVALID",
      infantPrice: "TOUR_INFANT_PRICE_IS_INVALID",
    });
  });

  it("never lets the capacity go below the seats taken; moves or removes a departure only while none is sold", async () => {
    const { db } = t.infrastructure.database;
    await db
      .update(tourDepartures)
      .set({ seatsSold: 7, seatsHeld: 2 })
      .where(eq(tourDepartures.id, departureId));
    const url = `${TOURS}/${tour.id}/departures/${departureId}`;

    const tooFew = await call("POST", url, departureInput({ capacity: 8 }));
    expect(tooFew.status).toBe(400);
    expect(errorsOf(tooFew.body)).toEqual({ capacity: "TOUR_CAPACITY_IS_INVALID" });

    const moved = await call("POST", url, departureInput({ date: addDays(today(), 25) }));
    expect(moved.status).toBe(409);
    expect(errorsOf(moved.body)).toEqual({ date: "TOUR_DEPARTURE_HAS_SEATS_SOLD" });

    const removed = await call("POST", `${url}/remove`);
    expect(removed.status).toBe(409);
    expect(errorsOf(removed.body)).toEqual({ date: "TOUR_DEPARTURE_HAS_SEATS_SOLD" });

    const changed = await call("POST", url, departureInput({ capacity: 9, adultPrice: 600 }));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ capacity: 9, seatsLeft: 0, prices: { adult: 600 } });
    // Full: the storefront no longer offers it.
    expect((await publicList()).tours.map((c) => c.id)).not.toContain(tour.id);

    await db
      .update(tourDepartures)
      .set({ seatsSold: 0, seatsHeld: 0 })
      .where(eq(tourDepartures.id, departureId));
    const movedNow = await call("POST", url, departureInput({ date: addDays(today(), 25) }));
    expect(movedNow.status, JSON.stringify(movedNow.body)).toBe(200);
    expect(movedNow.body.data).toMatchObject({
      date: addDays(today(), 25),
      returnDate: addDays(today(), 28),
    });

    const second = await call(
      "POST",
      `${TOURS}/${tour.id}/departures`,
      departureInput({ date: addDays(today(), 40) }),
    );
    expect(second.status).toBe(200);
    const clash = await call("POST", url, departureInput({ date: addDays(today(), 40) }));
    expect(clash.status).toBe(409);
    expect(errorsOf(clash.body)).toEqual({ date: "TOUR_DEPARTURE_EXISTS" });

    const gone = await call("POST", `${TOURS}/${tour.id}/departures/${second.body.data.id}/remove`);
    expect(gone.status).toBe(200);
    const unknown = await call("POST", `${TOURS}/${tour.id}/departures/${second.body.data.id}/remove`);
    expect(unknown.status).toBe(404);
    expect(errorsOf(unknown.body)).toEqual({ departureId: "TOUR_DEPARTURE_NOT_FOUND" });
  });

  it("uploads photos (the card's is the first), refuses another tour's, and deletes one taken off", async () => {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3366aa" } })
      .jpeg()
      .toBuffer();
    const upload = async () => {
      const body = multipartBody([
        { name: "photo", fileName: "a.jpg", contentType: "image/jpeg", content: jpeg },
      ]);
      const r = await t.app.inject({
        method: "POST",
        url: `${TOURS}/${tour.id}/photos`,
        headers: { ...SITE, cookie: operations, ...body.headers },
        payload: body.payload,
      });
      return { status: r.statusCode, body: r.json() };
    };
    const first = await upload();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [photo] = first.body.data.photos as string[];
    expect(photo).toMatch(new RegExp(`^tours/${tour.id}/[0-9a-f]{32}\\.jpg$`));
    const served = await t.app.inject({ url: `/images/${photo}?width=480` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const second = (await upload()).body.data.photos as string[];
    expect(second).toHaveLength(2);
    expect((await publicList("?destination=TBS")).tours.find((c) => c.id === tour.id)?.photo ?? photo).toBe(
      photo,
    );

    const demo = (await call("GET", TOURS)).body.data.tours.find((row: { isDemo: boolean }) => row.isDemo);
    const foreign = await call(
      "POST",
      `${TOURS}/${tour.id}`,
      tourInput({ photos: [`tours/${demo.id}/demo-1.jpg`] }),
    );
    expect(foreign.status).toBe(400);
    expect(errorsOf(foreign.body)).toEqual({ photos: "TOUR_PHOTOS_ARE_INVALID" });

    const kept = await call("POST", `${TOURS}/${tour.id}`, tourInput({ photos: [second[1]] }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.photos).toEqual([second[1]]);
    expect((await t.app.inject({ url: `/images/${photo}` })).statusCode).toBe(404);
  });

  it("changes a tour and takes it off sale: gone from the storefront at once", async () => {
    const changed = await call(
      "POST",
      `${TOURS}/${tour.id}`,
      tourInput({ title: three("Georgia in autumn"), hotelStars: 5, photos: [], onSale: false }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({
      title: { en: "Georgia in autumn" },
      hotelStars: 5,
      onSale: false,
    });
    expect((await publicList()).tours.map((c) => c.id)).not.toContain(tour.id);
    expect((await publicTour(tour.id)).statusCode).toBe(404);

    const back = await call("POST", `${TOURS}/${tour.id}`, tourInput({ title: three("Georgia in autumn") }));
    expect(back.status).toBe(200);
    expect((await publicTour(tour.id)).json().data.title.en).toBe("Georgia in autumn");
  });

  it("refuses each bad tour field by its key", async () => {
    const bad = await call(
      "POST",
      TOURS,
      tourInput({
        destination: "PAR",
        currency: "EUR",
        nights: 1,
        hotelStars: 0,
        title: { ar: "", fa: "x", en: "x" },
        photos: ["tours/x/demo-1.jpg"],
      }),
    );
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual({
      nights: "TOUR_NIGHTS_IS_INVALID",
      hotelStars: "TOUR_HOTEL_STARS_ARE_INVALID",
      "title.ar": "TOUR_TITLE_IS_INVALID",
    });
    const unknownPlace = await call(
      "POST",
      TOURS,
      tourInput({ destination: "PAR", currency: "EUR", photos: ["a"] }),
    );
    expect(unknownPlace.status).toBe(400);
    expect(errorsOf(unknownPlace.body)).toEqual({
      destination: "TOUR_DESTINATION_IS_INVALID",
      currency: "TOUR_CURRENCY_IS_INVALID",
      photos: "TOUR_PHOTOS_ARE_INVALID",
    });
    for (const id of ["0b7f4a52-6a1c-4b8e-9d3f-2c1e0a9b8c7d", "nope"]) {
      const missing = await call("GET", `${TOURS}/${id}`);
      expect(missing.status).toBe(404);
      expect(errorsOf(missing.body)).toEqual({ id: "TOUR_NOT_FOUND" });
    }
  });

  it("audits each change with what it was before and after", async () => {
    const audit = await siteCall(t, "GET", "/api/back-office/audit?pageSize=100", { cookie: admin });
    expect(audit.status).toBe(200);
    const entries = audit.body.data.items as {
      action: string;
      objectId: string;
      before: unknown;
      after: unknown;
    }[];
    const actions = entries.filter((e) => e.action.startsWith("tour")).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        "tour.create",
        "tour.update",
        "tour-departure.create",
        "tour-departure.update",
        "tour-departure.remove",
        "tour-photo.add",
      ]),
    );
    const offSale = entries.find(
      (e) => e.action === "tour.update" && (e.after as { onSale?: boolean }).onSale === false,
    );
    expect(offSale?.before).toMatchObject({ onSale: true });
  });

  it("is for admins and operations only", async () => {
    expect((await call("GET", TOURS, undefined, admin)).status).toBe(200);
    expect((await call("GET", TOURS, undefined, visaOfficer)).status).toBe(403);
    expect((await call("POST", TOURS, tourInput(), visaOfficer)).status).toBe(403);
    expect((await siteCall(t, "GET", TOURS)).status).toBe(401);
  });
});
