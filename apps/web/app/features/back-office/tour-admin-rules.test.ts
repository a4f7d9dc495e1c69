import type { TourAdmin } from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { describe, expect, it } from "vitest";
import { movePhoto } from "./hotel-admin-rules";
import {
  checkDeparture,
  checkTour,
  departureValues,
  filterTours,
  newRow,
  paramsFromToursFilter,
  type TourRow,
  type TourValues,
  tourFields,
  tourInputWithPhotos,
  toursFilterFromParams,
  tourValues,
} from "./tour-admin-rules";

const text = (en: string) => ({ ar: `${en} ar`, fa: `${en} fa`, en });
const planDay = (title: string) =>
  newRow({ "title.ar": `${title} ar`, "title.fa": `${title} fa`, "title.en": title });

/** A two-day tour as the form holds it, every required text filled. */
function twoDays(): TourValues {
  const values = tourValues(undefined, "KRB");
  return {
    ...values,
    text: {
      ...values.text,
      "title.ar": "زيارة",
      "title.fa": "زیارت",
      "title.en": "Visit",
      "description.ar": "وصف",
      "description.fa": "توضیح",
      "description.en": "About",
      days: "٢",
      nights: "1",
    },
    plan: [planDay("Arrival"), planDay("Karbala")],
  };
}

const TOUR: TourAdmin = {
  id: "0b6c7a9e-8f51-4bd5-9d0a-3c1c2f0e1a11",
  kind: "Leisure",
  destination: "IST",
  title: text("Istanbul"),
  description: text("The Bosphorus"),
  days: 2,
  nights: 2,
  plan: [
    { day: 2, title: text("Old city"), description: text("") },
    { day: 1, title: text("Arrival"), description: text("Hotel") },
  ],
  included: [text("Flights")],
  excluded: [],
  hotelStars: 4,
  currency: "USD",
  photos: ["tours/a.jpg", "tours/b.jpg"],
  sortOrder: 3,
  onSale: false,
  isDemo: false,
  departures: [],
};

describe("the list's filters in the URL", () => {
  it("reads a destination, a kind, sales and a title, and writes them back without defaults", () => {
    const filter = toursFilterFromParams(
      new URLSearchParams("destination=krb&kind=Leisure&sales=off&q=%20Mash%20"),
    );
    expect(filter).toEqual({ destination: "KRB", kind: "Leisure", sales: "off", q: "Mash" });
    expect(paramsFromToursFilter(filter).toString()).toBe("destination=KRB&kind=Leisure&sales=off&q=Mash");
    expect(toursFilterFromParams(new URLSearchParams("destination=Karbala&kind=x&sales=maybe"))).toEqual({
      destination: "",
      kind: "",
      sales: "",
      q: "",
    });
  });

  it("keeps the tours that match, a title found in any language", () => {
    const row = (id: string, over: Partial<TourRow>): TourRow => ({
      id,
      kind: "Pilgrimage",
      title: text(id),
      destination: "KRB",
      days: 3,
      nights: 2,
      currency: "USD",
      onSale: true,
      isDemo: true,
      sortOrder: 0,
      departuresAhead: 1,
      seatsLeftAhead: 10,
      nextDeparture: null,
      ...over,
    });
    const tours = [
      row("Arbaeen", {}),
      row("Istanbul", { kind: "Leisure", destination: "IST", onSale: false }),
      row("Mashhad", { destination: "MHD", title: { ar: "مشهد", fa: "مشهد مقدس", en: "Mashhad" } }),
    ];
    const ids = (filter: Partial<ReturnType<typeof toursFilterFromParams>>) =>
      filterTours(tours, { destination: "", kind: "", sales: "", q: "", ...filter }).map((t) => t.id);
    expect(ids({})).toEqual(["Arbaeen", "Istanbul", "Mashhad"]);
    expect(ids({ kind: "Leisure" })).toEqual(["Istanbul"]);
    expect(ids({ sales: "on" })).toEqual(["Arbaeen", "Mashhad"]);
    expect(ids({ destination: "MHD" })).toEqual(["Mashhad"]);
    expect(ids({ q: "مقدس" })).toEqual(["Mashhad"]);
    expect(ids({ q: "istan" })).toEqual(["Istanbul"]);
  });
});

describe("a tour's form", () => {
  it("sends a tour of two plan days, digits in any script", () => {
    const result = checkTour(twoDays());
    expect(result).toMatchObject({
      ok: true,
      data: {
        kind: "Pilgrimage",
        destination: "KRB",
        days: 2,
        nights: 1,
        plan: [{ title: { en: "Arrival" } }, { title: { en: "Karbala" } }],
        currency: "USD",
        onSale: true,
        photos: [],
      },
    });
  });

  it("names each refusal by the server's field: a day without its title, nights that do not fit, a plan of the wrong length", () => {
    const values = twoDays();
    const missing = {
      ...values,
      plan: [values.plan[0]!, newRow({ "title.ar": "كربلاء", "title.en": "Karbala" })],
    };
    expect(checkTour(missing)).toEqual({ ok: false, errors: { "plan[1].title.fa": "TOUR_PLAN_IS_INVALID" } });
    expect(checkTour({ ...values, text: { ...values.text, nights: "3" } })).toEqual({
      ok: false,
      errors: { nights: "TOUR_NIGHTS_IS_INVALID" },
    });
    expect(checkTour({ ...values, plan: [values.plan[0]!] })).toEqual({
      ok: false,
      errors: { plan: "TOUR_PLAN_IS_INVALID" },
    });
    const line = newRow({ "text.ar": "طيران", "text.en": "Flights" });
    expect(checkTour({ ...values, included: [line] })).toEqual({
      ok: false,
      errors: { "included[0].fa": "TOUR_INCLUSIONS_ARE_INVALID" },
    });
    expect(checkTour({ ...values, text: { ...values.text, destination: "" } })).toEqual({
      ok: false,
      errors: { destination: "TOUR_DESTINATION_IS_INVALID" },
    });
  });

  it("lists the rows' fields so the first in error takes the focus", () => {
    const fields = tourFields(twoDays());
    expect(fields).toContain("plan[1].title.fa");
    expect(fields.indexOf("title.ar")).toBeLessThan(fields.indexOf("plan[0].title.ar"));
    expect(fields.indexOf("plan[1].description.en")).toBeLessThan(fields.indexOf("plan"));
  });

  it("reads a tour back in its days' order and sends it again with other photos", () => {
    const values = tourValues(TOUR);
    expect(values.plan.map((row) => row.text["title.en"])).toEqual(["Arrival", "Old city"]);
    expect(values.included.map((row) => row.text["text.en"])).toEqual(["Flights"]);
    expect(values.text).toMatchObject({ days: "2", nights: "2", hotelStars: "4", sortOrder: "3" });
    const again = tourInputWithPhotos(TOUR, ["tours/b.jpg"]);
    expect(again).toMatchObject({
      ok: true,
      data: { photos: ["tours/b.jpg"], onSale: false, plan: [{ title: { en: "Arrival" } }, {}] },
    });
  });

  it("moves a plan day earlier or later, never past either end", () => {
    const plan = twoDays().plan;
    expect(movePhoto(plan, 1, -1).map((r) => r.text["title.en"])).toEqual(["Karbala", "Arrival"]);
    expect(movePhoto(plan, 1, 1)).toEqual(plan);
  });
});

describe("a departure's form", () => {
  const today = "2026-03-10";
  const values = { ...departureValues(), date: addDays(today, 30), adultPrice: "٨٥٠", childPrice: "600.5" };

  it("sends a departure after today with its prices", () => {
    expect(checkDeparture(values, today)).toEqual({
      ok: true,
      data: { date: "2026-04-09", capacity: 40, adultPrice: 850, childPrice: 600.5, infantPrice: 0 },
    });
  });

  it("refuses a day not after today (unless the departure keeps its day) and prices out of order", () => {
    expect(checkDeparture({ ...values, date: today }, today)).toEqual({
      ok: false,
      errors: { date: "TOUR_DEPARTURE_DATE_IS_INVALID" },
    });
    expect(checkDeparture({ ...values, date: "2026-03-01" }, today, "2026-03-01")).toMatchObject({
      ok: true,
    });
    expect(checkDeparture({ ...values, childPrice: "900", infantPrice: "1000" }, today)).toEqual({
      ok: false,
      errors: { childPrice: "TOUR_CHILD_PRICE_IS_INVALID", infantPrice: "TOUR_INFANT_PRICE_IS_INVALID" },
    });
    expect(checkDeparture({ ...values, capacity: "0" }, today)).toEqual({
      ok: false,
      errors: { capacity: "TOUR_CAPACITY_IS_INVALID" },
    });
  });

  it("reads a departure back as typed values", () => {
    expect(
      departureValues({
        id: TOUR.id,
        date: "2026-05-01",
        returnDate: "2026-05-03",
        capacity: 30,
        seatsSold: 7,
        seatsHeld: 2,
        seatsLeft: 21,
        prices: { adult: 500, child: 400, infant: 50 },
      }),
    ).toEqual({
      date: "2026-05-01",
      capacity: "30",
      adultPrice: "500",
      childPrice: "400",
      infantPrice: "50",
    });
  });
});
