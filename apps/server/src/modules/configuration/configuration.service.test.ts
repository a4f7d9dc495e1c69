import { describe, expect, it } from "vitest";
import { airportRow } from "../../db/seed";
import type { ConfigurationRepository } from "./configuration.repository";
import { createConfigurationService } from "./configuration.service";
import { buildAirports, buildCountries } from "./reference-data/index";

/** The repository's rows, built from the reference data as the seed writes them. */
function referenceRepository(): ConfigurationRepository {
  const countries = new Map(buildCountries().map((c) => [c.isoCode, c]));
  const { domestic, international } = buildAirports();
  const rows = (list: typeof domestic) =>
    list.map((a) => ({
      airport: airportRow(a),
      countryNameAr: countries.get(a.countryCode)?.name.ar ?? null,
      countryNameFa: countries.get(a.countryCode)?.name.fa ?? null,
      countryNameEn: countries.get(a.countryCode)?.name.en ?? null,
    }));
  return {
    listAirports: async (isDomestic: boolean) => rows(isDomestic ? domestic : international),
  } as unknown as ConfigurationRepository;
}

describe("airport search in the customer's language", () => {
  const service = createConfigurationService(referenceRepository());
  const codes = async (scope: "domestic" | "international", search: string) =>
    (await service.getAirports(scope, { search })).map((a) => a.iataCode);

  it.each([
    ["البصرة", "BSR"],
    ["بصره", "BSR"],
    ["بصرة", "BSR"],
    ["أربيل", "EBL"],
    ["اربيل", "EBL"],
    ["اربیل", "EBL"],
    ["إربيل", "EBL"],
    ["Erbil", "EBL"],
    ["Hewler", "EBL"],
    ["هەولێر", "EBL"],
    ["النجف", "NJF"],
    ["نجف", "NJF"],
    ["النجف الأشرف", "NJF"],
    ["السليمانية", "ISU"],
    ["سلیمانیه", "ISU"],
    ["سليمانيه", "ISU"],
    ["Slemani", "ISU"],
    ["بغداد", "BGW"],
  ])("finds %s in Iraq (%s) first", async (search, code) => {
    expect((await codes("domestic", search))[0]).toBe(code);
  });

  it.each([
    ["مشهد", "MHD"],
    ["شیراز", "SYZ"],
    ["شيراز", "SYZ"],
    ["اصفهان", "IFN"],
    ["أصفهان", "IFN"],
    ["Esfahan", "IFN"],
    ["تبریز", "TBZ"],
    ["کیش", "KIH"],
    ["كيش", "KIH"],
    ["اهواز", "AWZ"],
    ["الأهواز", "AWZ"],
    ["کرمانشاه", "KSH"],
    ["خرم آباد", "KHD"],
    ["خرم‌آباد", "KHD"],
    ["امام خمینی", "IKA"],
    ["مهرآباد", "THR"],
    ["إسطنبول", "IST"],
    ["استانبول", "IST"],
    ["دبی", "DXB"],
    ["دبي", "DXB"],
    ["الدوحة", "DOH"],
    ["دوحه", "DOH"],
    ["هیترو", "LHR"],
  ])("finds %s abroad (%s)", async (search, code) => {
    expect(await codes("international", search)).toContain(code);
  });

  it("answers a code before the names that merely contain it", async () => {
    expect((await codes("international", "ika"))[0]).toBe("IKA");
    expect((await codes("international", "THR")).slice(0, 2).sort()).toEqual(["IKA", "THR"]);
  });

  it("finds nothing for a name no airport has", async () => {
    expect(await codes("domestic", "مشهد")).toEqual([]);
  });

  it("gives every Iraqi airport its names in Arabic and Persian", async () => {
    for (const airport of await service.getAirports("domestic")) {
      expect(airport.cityName.ar, airport.iataCode).toMatch(/\p{Script=Arabic}/u);
      expect(airport.cityName.fa, airport.iataCode).toMatch(/\p{Script=Arabic}/u);
    }
  });
});
