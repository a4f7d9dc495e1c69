/**
 * City landing pages (issue 16): the demo cities on `/landing`'s list, a city's words in the three
 * languages, the cheapest upcoming flights to its airport (Karbala's is Najaf) with days ahead only,
 * a bad city code by its key, an unknown or unpublished city by its 404 key; the operator's edit and
 * unpublishing show on the public calls (through the audit log), and roles without
 * `landing-pages:manage` are refused. Nothing depends on the day it runs: the flights are checked
 * against the catalog's own fare calendar of the same day.
 */
import {
  type CalendarDay,
  calendarDateIn,
  type LandingFlight,
  type LandingPageAdmin,
  type LandingPageContent,
  type LandingPageSummary,
} from "@safar/domain";
import { addDays } from "@safar/domain/time-zones";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedLandingPages } from "../../db/seed-landing";
import { DEMO_LANDING_PAGES } from "../../db/seed-landing-data";
import { newOperator, operatorCookie, siteCall } from "../../test/operators";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let content: string;
let support: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { OPERATOR_SIGN_INS_PER_IP: "1000" } });
  content = await operatorCookie(t, await newOperator(t, "content"));
  support = await operatorCookie(t, await newOperator(t, "support"));
  admin = await operatorCookie(t, await newOperator(t, "admin"));
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Errors = { key: string; messages: string[] }[];
async function post<T>(path: string, payload?: object) {
  const r = await t.app.inject({
    method: "POST",
    url: `/api/front-api/LandingPages/${path}`,
    payload: payload ?? {},
  });
  return {
    status: r.statusCode,
    headers: r.headers,
    body: r.json() as { data: T; meta: { errors: Errors } },
  };
}
const errorsOf = (errors: Errors) => Object.fromEntries(errors.map((e) => [e.key, e.messages[0]]));
const today = () => calendarDateIn(new Date()) as string;
const three = (en: string) => ({ ar: `${en} (ar)`, fa: `${en} (fa)`, en });

describe("the storefront's calls", () => {
  it("GetLandingPages lists the published demo cities with their names, shared-cacheable", async () => {
    const r = await post<LandingPageSummary[]>("GetLandingPages");
    expect(r.status).toBe(200);
    expect(r.headers["cache-control"]).toBe("public, max-age=300");
    const codes = r.body.data.map((page) => page.cityCode);
    for (const page of DEMO_LANDING_PAGES) expect(codes).toContain(page.cityCode);
    const karbala = r.body.data.find((page) => page.cityCode === "KRB");
    expect(karbala?.name.en).toMatch(/Karbala/);
    expect(karbala?.name.ar).toMatch(/كربلاء/);
    expect(karbala?.country?.en).toBe("Iraq");
  });

  it("GetLandingPageContent answers a city's words in the three languages (any case of its code)", async () => {
    const r = await post<LandingPageContent>("GetLandingPageContent", { cityCode: "krb" });
    expect(r.status).toBe(200);
    const page = r.body.data;
    expect(page.cityCode).toBe("KRB");
    expect(page.airportCode).toBe("NJF");
    expect(page.title.ar).toContain("كربلاء");
    expect(page.title.fa).toContain("کربلا");
    expect(page.title.en).toContain("Karbala");
    expect(page.description.en.length).toBeGreaterThan(20);
    expect(page.sections.length).toBeGreaterThan(0);
  });

  it("refuses a bad city code by its key, and an unknown city by the not-found key", async () => {
    for (const payload of [
      {},
      { cityCode: "" },
      { cityCode: "NAJAF" },
      { cityCode: 12 },
      { cityCode: "N1F" },
    ]) {
      for (const call of ["GetLandingPageContent", "GetLandingPageFlights"]) {
        const r = await post(call, payload);
        expect(r.status, `${call} ${JSON.stringify(payload)}`).toBe(400);
        expect(errorsOf(r.body.meta.errors).cityCode).toBe("LANDING_CITY_CODE_IS_INVALID");
      }
    }
    for (const call of ["GetLandingPageContent", "GetLandingPageFlights"]) {
      const r = await post(call, { cityCode: "XYZ" });
      expect(r.status).toBe(404);
      expect(errorsOf(r.body.meta.errors).cityCode).toBe("LANDING_PAGE_NOT_FOUND");
    }
  });

  it("GetLandingPageFlights answers the cheapest day ahead from each market airport, cheapest first, as the fare calendar says", async () => {
    const r = await post<LandingFlight[]>("GetLandingPageFlights", { cityCode: "KRB" });
    expect(r.status).toBe(200);
    const flights = r.body.data;
    expect(flights.length).toBeGreaterThan(0);
    expect(flights.map((f) => f.lowestPrice)).toEqual(
      [...flights.map((f) => f.lowestPrice)].sort((a, b) => a - b),
    );
    for (const flight of flights) {
      expect(flight.destination).toBe("NJF");
      expect(flight.origin).not.toBe("NJF");
      expect(["BGW", "BSR", "EBL"]).toContain(flight.origin);
      expect(flight.departureDate > today()).toBe(true);
      expect(flight.departureDate <= addDays(today(), 31)).toBe(true);
      expect(flight.flightScope).toBe(2); // domestic: both ends in Iraq
      const calendar = await t.app.inject({
        method: "POST",
        url: "/api/flight-catalog/FlightCalendar/HomePageCalendar",
        payload: { origin: flight.origin, destination: "NJF", fromDate: addDays(today(), 1), days: 30 },
      });
      const days = (calendar.json() as { data: CalendarDay[] }).data.filter((d) => d.lowestPrice !== null);
      const lowest = Math.min(...days.map((d) => d.lowestPrice as number));
      expect(flight.lowestPrice).toBe(lowest);
      expect(days.find((d) => d.date === flight.departureDate)?.lowestPrice).toBe(lowest);
    }
    const mashhad = await post<LandingFlight[]>("GetLandingPageFlights", { cityCode: "MHD" });
    expect(mashhad.body.data.every((f) => f.flightScope === 1 && f.destination === "MHD")).toBe(true);
  });

  it("the demo seed is idempotent and never overwrites a page", async () => {
    expect(await seedLandingPages(t.infrastructure.database.db, { demo: true })).toBe(0);
    expect(await seedLandingPages(t.infrastructure.database.db, { demo: false })).toBe(0);
  });
});

describe("the back office", () => {
  const call = (method: "GET" | "POST", url: string, payload?: object, cookie = content) =>
    siteCall(t, method, url, { cookie }, payload);

  it("content edits a city's words and they show on the public call; unpublished, the city is hidden", async () => {
    const list = await call("GET", "/api/back-office/landing-pages");
    expect(list.status).toBe(200);
    const pages = (list.body as { data: LandingPageAdmin[] }).data;
    expect(pages.find((p) => p.cityCode === "DXB")).toMatchObject({ published: true, isDemo: true });

    const input = {
      title: three("Dubai for the holidays"),
      description: three("Winter sun in Dubai"),
      sections: [{ heading: three("Beaches"), body: three("Jumeirah and Kite Beach") }],
      heroPhoto: null,
      published: true,
    };
    const saved = await call("POST", "/api/back-office/landing-pages/dxb", input);
    expect(saved.status).toBe(200);
    const shown = await post<LandingPageContent>("GetLandingPageContent", { cityCode: "DXB" });
    expect(shown.body.data.title).toEqual(input.title);
    expect(shown.body.data.sections).toEqual(input.sections);

    const hidden = await call("POST", "/api/back-office/landing-pages/DXB", { ...input, published: false });
    expect(hidden.status).toBe(200);
    for (const path of ["GetLandingPageContent", "GetLandingPageFlights"]) {
      const r = await post(path, { cityCode: "DXB" });
      expect(r.status).toBe(404);
      expect(errorsOf(r.body.meta.errors).cityCode).toBe("LANDING_PAGE_NOT_FOUND");
    }
    const listed = await post<LandingPageSummary[]>("GetLandingPages");
    expect(listed.body.data.map((p) => p.cityCode)).not.toContain("DXB");
    // The back office still sees it, unpublished.
    const one = await call("GET", "/api/back-office/landing-pages/DXB");
    expect((one.body as { data: LandingPageAdmin }).data.published).toBe(false);

    const audit = await call("GET", "/api/back-office/audit?objectType=landing-page", undefined, admin);
    expect(audit.status).toBe(200);
    expect(JSON.stringify(audit.body)).toContain("landing-page.update");
  });

  it("refuses each bad field by its key and an unknown city by the not-found key", async () => {
    const r = await call("POST", "/api/back-office/landing-pages/NJF", {
      title: { ar: "", fa: "x", en: "x" },
      description: three("x".repeat(301)),
      sections: [{ heading: three("h") }],
      heroPhoto: "../etc/passwd",
      published: "yes",
    });
    expect(r.status).toBe(400);
    const errors = errorsOf((r.body as { meta: { errors: Errors } }).meta.errors);
    expect([...new Set(Object.values(errors))].sort()).toEqual(
      [
        "LANDING_DESCRIPTION_IS_INVALID",
        "LANDING_HERO_PHOTO_IS_INVALID",
        "LANDING_PUBLISHED_IS_INVALID",
        "LANDING_SECTIONS_ARE_INVALID",
        "LANDING_TITLE_IS_INVALID",
      ].sort(),
    );
    const unknown = await call("GET", "/api/back-office/landing-pages/XYZ");
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain("LANDING_PAGE_NOT_FOUND");
  });

  it("refuses operators without landing-pages:manage (403) and anonymous callers (401)", async () => {
    expect((await call("GET", "/api/back-office/landing-pages", undefined, support)).status).toBe(403);
    expect((await call("POST", "/api/back-office/landing-pages/NJF", {}, support)).status).toBe(403);
    expect((await call("GET", "/api/back-office/landing-pages", undefined, "")).status).toBe(401);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("the sitemap lists the public pages, the published cities and the tours on sale, with the site's address", async () => {
    const r = await t.app.inject({ method: "GET", url: "/sitemap.xml", headers: { host: "shop.test" } });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^application\/xml/);
    const body = r.body;
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    for (const path of ["/", "/landing", "/tour-home", "/hotel-home", "/visa-home"])
      expect(body).toContain(`<loc>http://shop.test${path}</loc>`);
    expect(body).toContain("<loc>http://shop.test/landing/NJF</loc>");
    expect(body).not.toContain("/landing/DXB</loc>"); // unpublished above
    const tours = await t.app.inject({ method: "GET", url: "/api/tour/Tour/GetTours" });
    const first = (tours.json() as { data: { tours: { id: string }[] } }).data.tours[0];
    expect(first).toBeDefined();
    expect(body).toContain(`<loc>http://shop.test/tour/${first?.id}</loc>`);
    expect(body).not.toMatch(/back-office|profile/);
  });

  it("robots keep crawlers out of the back office, the profile and checkout, and point to the sitemap", async () => {
    const r = await t.app.inject({ method: "GET", url: "/robots.txt", headers: { host: "shop.test" } });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toMatch(/^text\/plain/);
    for (const line of [
      "Disallow: /back-office",
      "Disallow: /profile",
      "Disallow: /add-passenger",
      "Disallow: /api/",
    ])
      expect(r.body).toContain(line);
    expect(r.body).toContain("Sitemap: http://shop.test/sitemap.xml");
  });
});
