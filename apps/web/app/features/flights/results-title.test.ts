import { FlightScope } from "@safar/domain/enums";
import { type Locale, siteConfig } from "@safar/domain/site-config";
import { describe, expect, it } from "vitest";
import { catalogs } from "../../lib/catalogs.server";
import { parseFlightQuery } from "../../lib/flight-search-params";
import { getI18n, registerServerCatalogs } from "../../lib/i18n";
import { resultsPageMeta } from "./results-meta";
import { resultsDescription, resultsTitle, routeChains } from "./results-title";

/** City names as the results loader gives them, per page language. */
const NAMES: Record<Locale, Record<string, string>> = {
  ar: { BGW: "بغداد", BSR: "البصرة", EBL: "أربيل", IST: "إسطنبول" },
  fa: { BGW: "بغداد", BSR: "بصره", EBL: "اربیل", IST: "استانبول" },
  en: { BGW: "Baghdad", BSR: "Basra", EBL: "Erbil", IST: "Istanbul" },
};

const tFor = (locale: Locale) => {
  const t = getI18n(locale, catalogs[locale]).t;
  return (key: string, vars?: Record<string, string>) => t(key, vars);
};
const cityIn = (locale: Locale) => (code: string) => NAMES[locale][code] ?? code;

/** The query of a results URL, as the page reads it. */
const fromUrl = (search: string, path = "EBL", scope = FlightScope.DomesticFlight) =>
  parseFlightQuery(new URLSearchParams(search), path, scope);

const multiCity = fromUrl("trip=3&route=BGW-BSR-2026-12-10&route=BSR-EBL-2026-12-13&adults=1");

describe("resultsTitle: multi-destination (issue 10)", () => {
  it.each<[Locale, string]>([
    ["ar", "رحلات: بغداد ← البصرة ← أربيل"],
    ["fa", "پروازها: بغداد ← بصره ← اربیل"],
    ["en", "Flights: Baghdad → Basra → Erbil"],
  ])("%s: the cities in the order flown, never 'from Baghdad to Baghdad'", (locale, title) => {
    expect(resultsTitle(multiCity, cityIn(locale), tFor(locale), locale)).toBe(title);
    expect(resultsTitle(multiCity, cityIn(locale), tFor(locale), locale, "document")).toBe(title);
  });

  it("a trip back to where it started names the start twice, in order", () => {
    const back = fromUrl("trip=3&route=BGW-BSR-2026-12-10&route=BSR-BGW-2026-12-13", "BGW");
    expect(resultsTitle(back, cityIn("en"), tFor("en"), "en")).toBe("Flights: Baghdad → Basra → Baghdad");
  });

  it("a route starting elsewhere than the last one ended begins a new chain", () => {
    const open = fromUrl("trip=3&route=BGW-BSR-2026-12-10&route=EBL-IST-2026-12-13", "IST");
    expect(routeChains(open.routes)).toEqual([
      ["BGW", "BSR"],
      ["EBL", "IST"],
    ]);
    expect(resultsTitle(open, cityIn("en"), tFor("en"), "en")).toBe(
      "Flights: Baghdad → Basra, Erbil → Istanbul",
    );
    expect(resultsTitle(open, cityIn("ar"), tFor("ar"), "ar")).toBe("رحلات: بغداد ← البصرة، أربيل ← إسطنبول");
  });

  it("on a right-to-left page a city without a name (its code) is isolated, so the order holds", () => {
    const unnamed = (code: string) => (code === "EBL" ? "EBL" : cityIn("ar")(code));
    expect(resultsTitle(multiCity, unnamed, tFor("ar"), "ar")).toBe(
      "رحلات: بغداد ← البصرة ← \u2068EBL\u2069",
    );
  });

  it("describes the trip by its route", () => {
    expect(resultsDescription(multiCity, cityIn("en"), tFor("en"), "en")).toBe(
      "Compare the prices, times and airlines of the multi-city trip Baghdad → Basra → Erbil and book online.",
    );
  });
});

describe("resultsTitle: one way and round trip (unchanged)", () => {
  const oneWay = fromUrl("origin=BGW&date=2026-12-10&adults=1", "BSR");
  it("heading and document title from origin to destination", () => {
    expect(resultsTitle(oneWay, cityIn("ar"), tFor("ar"), "ar")).toBe("رحلات من بغداد إلى البصرة");
    expect(resultsTitle(oneWay, cityIn("fa"), tFor("fa"), "fa", "document")).toBe("پرواز از بغداد به بصره");
    expect(resultsTitle(oneWay, cityIn("en"), tFor("en"), "en")).toBe("Flights from Baghdad to Basra");
  });
  it("without an origin: flights to the destination", () => {
    const to = fromUrl("date=2026-12-10", "BSR");
    expect(resultsTitle(to, cityIn("en"), tFor("en"), "en")).toBe("Flights to Basra");
  });
});

describe("resultsPageMeta: the document title", () => {
  it("names the three cities in order in the root's language, with the brand", () => {
    registerServerCatalogs(catalogs);
    const matches = [{ id: "root", loaderData: { locale: "ar" } }];
    const meta = resultsPageMeta(matches, multiCity, NAMES.ar);
    expect(meta[0]).toEqual({ title: `رحلات: بغداد ← البصرة ← أربيل | ${siteConfig.brandName.ar}` });
    expect(meta[1]).toMatchObject({
      name: "description",
      content: expect.stringContaining("بغداد ← البصرة ← أربيل"),
    });
  });
});
