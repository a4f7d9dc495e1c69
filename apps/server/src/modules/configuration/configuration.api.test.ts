import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface CountryDto {
  id: number;
  isoCode: string;
  iso3: string;
  name: { ar: string; fa: string; en: string };
  dialingCode: string;
}

describe("GET /api/flight-configuration/Country/GetAllCountries", () => {
  it("lists every country with a dialing code and three names; Iraq 3415, Iran 3414", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/flight-configuration/Country/GetAllCountries",
    });
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json() as { data: CountryDto[]; meta: { errors: unknown[] } };
    expect(meta.errors).toEqual([]);
    expect(data.length).toBeGreaterThan(200);
    for (const country of data) {
      expect(country.dialingCode).toMatch(/^\+\d{1,4}$/);
      expect(country.name.ar).not.toBe("");
      expect(country.name.fa).not.toBe("");
      expect(country.name.en).not.toBe("");
    }
    const iraq = data.find((c) => c.isoCode === "IQ");
    const iran = data.find((c) => c.isoCode === "IR");
    expect(iraq).toMatchObject({ id: 3415, iso3: "IRQ", dialingCode: "+964", name: { ar: "العراق" } });
    expect(iran).toMatchObject({ id: 3414, iso3: "IRN", dialingCode: "+98" });
    expect(new Set(data.map((c) => c.id)).size).toBe(data.length);
  });

  it("sends the same list compressed when asked", async () => {
    const plain = await t.app.inject({
      method: "GET",
      url: "/api/flight-configuration/Country/GetAllCountries",
    });
    for (const encoding of ["gzip", "br"]) {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/flight-configuration/Country/GetAllCountries",
        headers: { "accept-encoding": encoding },
      });
      expect(response.headers["content-encoding"]).toBe(encoding);
      const raw = response.rawPayload;
      const body = encoding === "gzip" ? gunzipSync(raw) : brotliDecompressSync(raw);
      expect(body.toString("utf8")).toBe(plain.body);
      expect(raw.length).toBeLessThan(plain.body.length / 3);
    }
  });

  it("answers 304 to a client that already has the list", async () => {
    const first = await t.app.inject({
      method: "GET",
      url: "/api/flight-configuration/Country/GetAllCountries",
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: "GET",
      url: "/api/flight-configuration/Country/GetAllCountries",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("airports", () => {
  it("lists Iraq's airports as domestic", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/flight-configuration/Airport/GetDomesticPlpAirports",
    });
    expect(response.statusCode).toBe(200);
    const airports = response.json().data as Array<{
      iataCode: string;
      countryCode: string;
      isDomestic: boolean;
    }>;
    const codes = airports.map((a) => a.iataCode);
    expect(codes).toEqual(expect.arrayContaining(["BGW", "BSR", "NJF", "EBL", "ISU"]));
    expect(airports.every((a) => a.countryCode === "IQ" && a.isDomestic)).toBe(true);
  });

  it("finds an airport by another spelling of its city, kept with the seeded reference data (Bassora, Busrah)", async () => {
    for (const search of ["Bassora", "Busrah", "Basora"]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/flight-configuration/Airport/GetDomesticPlpAirports",
        payload: { search, take: 5 },
      });
      const codes = (response.json().data as Array<{ iataCode: string }>).map((a) => a.iataCode);
      expect(codes[0], search).toBe("BSR");
    }
  });

  it("lists international airports with names and country names", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/flight-configuration/Airport/GetInternationalPlpAirports",
      payload: {},
    });
    const airports = response.json().data as Array<{
      iataCode: string;
      countryCode: string;
      name: { en: string };
      countryName: { ar: string | null };
    }>;
    const codes = airports.map((a) => a.iataCode);
    expect(codes).toEqual(expect.arrayContaining(["IKA", "MHD", "IST", "DXB", "DOH", "AMM"]));
    expect(airports.some((a) => a.countryCode === "IQ")).toBe(false);
    expect(airports.find((a) => a.iataCode === "IST")?.countryName.ar).toBe("تركيا");
  });

  it.each([
    ["IKA", "IKA"],
    ["mashhad", "MHD"],
    ["Istanbul", "IST"],
  ])("finds %s", async (search, code) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/flight-configuration/Airport/GetInternationalPlpAirports",
      payload: { search },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((a: { iataCode: string }) => a.iataCode)).toContain(code);
  });

  it("limits with take", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/flight-configuration/Airport/GetInternationalPlpAirports",
      payload: { take: 3 },
    });
    expect(response.json().data).toHaveLength(3);
  });

  it.each([
    [{ take: 0 }, "take"],
    [{ take: "ten" }, "take"],
    [{ search: "x".repeat(61) }, "search"],
    [{ unknownField: 1 }, "request"],
  ])("refuses %o with a 400 naming %s", async (payload, key) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/flight-configuration/Airport/GetDomesticPlpAirports",
      payload,
    });
    expect(response.statusCode).toBe(400);
    const errors = response.json().meta.errors as Array<{ key: string; messages: string[] }>;
    expect(errors.map((e) => e.key)).toContain(key === "request" ? "body" : key);
    expect(errors[0]?.messages[0]).toMatch(/^[A-Z_]+$/);
  });
});

describe("GET /api/pricing/CurrencyRate/GetUICurrencyCodes", () => {
  it("gives IRR, USD, AED and IQD with USD as default", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/pricing/CurrencyRate/GetUICurrencyCodes",
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<{
      currencyCode: string;
      currencySymbol: string;
      exchangeRate: number;
      isDefault: boolean;
    }>;
    expect(data.map((c) => c.currencyCode).sort()).toEqual(["AED", "IQD", "IRR", "USD"]);
    expect(data.filter((c) => c.isDefault).map((c) => c.currencyCode)).toEqual(["USD"]);
    expect(data.find((c) => c.currencyCode === "USD")?.exchangeRate).toBe(1);
    for (const currency of data) {
      expect(currency.currencySymbol).not.toBe("");
      expect(currency.exchangeRate).toBeGreaterThan(0);
    }
  });
});

describe("POST /api/flight-configuration/Agency/GetAgencies", () => {
  it("lists the active agencies", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/flight-configuration/Agency/GetAgencies",
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as Array<{ id: string; name: { ar: string }; cityCode: string }>;
    expect(data.length).toBeGreaterThanOrEqual(1);
    expect(data[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.some((a) => a.cityCode === "NJF")).toBe(true);
  });
});
