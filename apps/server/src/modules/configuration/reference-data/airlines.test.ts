import { describe, expect, it } from "vitest";
import { buildAirlines } from "./airlines.js";

describe("buildAirlines", () => {
  const airlines = buildAirlines();
  const byCode = new Map(airlines.map((a) => [a.iataCode, a]));

  it("has unique two-character IATA codes", () => {
    expect(airlines.length).toBeGreaterThan(800);
    expect(new Set(airlines.map((a) => a.iataCode)).size).toBe(airlines.length);
    for (const a of airlines) {
      expect(a.iataCode).toMatch(/^[A-Z0-9]{2}$/);
      if (a.icaoCode !== null) expect(a.icaoCode).toMatch(/^[A-Z]{3}$/);
      if (a.countryCode !== null) expect(a.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(a.name.en.length).toBeGreaterThan(0);
    }
  });

  it.each([
    ["IA", "IAW", "Iraqi Airways", "IQ"],
    ["IR", "IRA", "Iran Air", "IR"],
    ["W5", "IRM", "Mahan Air", "IR"],
    ["QR", "QTR", "Qatar Airways", "QA"],
    ["EK", "UAE", "Emirates", "AE"],
    ["FZ", "FDB", "Fly Dubai", "AE"],
    ["TK", "THY", "Turkish Airlines", "TR"],
    ["PC", "PGT", "Pegasus Airlines", "TR"],
    ["RJ", "RJA", "Royal Jordanian", "JO"],
  ])("has %s (%s, %s)", (iata, icao, name, country) => {
    expect(byCode.get(iata)).toEqual({
      iataCode: iata,
      icaoCode: icao,
      name: { en: name },
      countryCode: country,
    });
  });

  it("has Fly Baghdad (IF) from the current IATA code list, not OpenFlights' stale Islas Airways", () => {
    expect(byCode.get("IF")).toMatchObject({ icaoCode: "FBA", name: { en: "Fly Baghdad" } });
  });

  it("keeps the passenger airline where a code has a cargo division too", () => {
    expect(byCode.get("LH")?.name.en).toBe("Lufthansa");
  });

  it("is memoized", () => {
    expect(buildAirlines()[0]).toBe(airlines[0]);
  });
});
