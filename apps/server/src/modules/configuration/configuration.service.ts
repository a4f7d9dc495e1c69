import type { ConfigurationRepository } from "./configuration.repository";
import type { Agency, Airport, Country } from "./configuration.schema";

export interface Airline {
  iataCode: string;
  name: { ar: string | null; fa: string | null; en: string };
  countryCode: string | null;
}

/** Reference data changes only with a new seed; a short in-process memo spares the database. */
const MEMO_MS = 60_000;

function memo<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let at = 0;
  return () => {
    const now = Date.now();
    if (!value || now - at > MEMO_MS) {
      at = now;
      value = load().catch((error) => {
        value = undefined;
        throw error;
      });
    }
    return value;
  };
}

function normalize(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u064B-\u065F\u0670]/g, "") // Arabic diacritics
    .replace(/[إأآ]/g, "ا")
    .replace(/ي/g, "ی")
    .replace(/ك/g, "ک")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

export function matchesAirport(airport: Airport, search: string): boolean {
  const needle = normalize(search.trim());
  if (!needle) return true;
  if (airport.iataCode.toLowerCase() === needle || airport.cityCode.toLowerCase() === needle) return true;
  const haystack = [
    airport.iataCode,
    airport.name.en,
    airport.name.ar,
    airport.name.fa,
    airport.cityName.en,
    airport.cityName.ar,
    airport.cityName.fa,
    airport.countryName.en,
    airport.countryName.ar,
    airport.countryName.fa,
  ];
  return haystack.some((value) => value && normalize(value).includes(needle));
}

export function createConfigurationService(repository: ConfigurationRepository) {
  const countries = memo(async (): Promise<Country[]> => {
    const rows = await repository.listCountries();
    return rows
      .filter((row) => row.dialingCode)
      .map((row) => ({
        id: row.id,
        isoCode: row.isoCode,
        iso3: row.iso3,
        name: { ar: row.nameAr, fa: row.nameFa, en: row.nameEn },
        dialingCode: row.dialingCode,
      }));
  });

  const airportList = (domestic: boolean) =>
    memo(async (): Promise<Airport[]> => {
      const rows = await repository.listAirports(domestic);
      return rows.map(({ airport, countryNameAr, countryNameFa, countryNameEn }) => ({
        iataCode: airport.iataCode,
        cityCode: airport.cityCode,
        name: { ar: airport.nameAr, fa: airport.nameFa, en: airport.nameEn },
        cityName: { ar: airport.cityAr, fa: airport.cityFa, en: airport.cityEn },
        countryCode: airport.countryCode,
        countryName: { ar: countryNameAr, fa: countryNameFa, en: countryNameEn ?? airport.countryCode },
        latitude: airport.latitude,
        longitude: airport.longitude,
        timeZone: airport.timeZone,
        isDomestic: airport.isDomestic,
      }));
    });
  const airlineList = memo(async (): Promise<Airline[]> => {
    const rows = await repository.listAirlines();
    return rows.map((row) => ({
      iataCode: row.iataCode,
      name: { ar: row.nameAr, fa: row.nameFa, en: row.nameEn },
      countryCode: row.countryCode,
    }));
  });
  const domesticAirports = airportList(true);
  const internationalAirports = airportList(false);

  return {
    getAllCountries: countries,
    async getAirports(scope: "domestic" | "international", query?: { search?: string; take?: number }) {
      const all = await (scope === "domestic" ? domesticAirports() : internationalAirports());
      const search = query?.search;
      const found = search ? all.filter((airport) => matchesAirport(airport, search)) : all;
      return query?.take ? found.slice(0, query.take) : found;
    },
    /** Every airline with a two-character IATA code (English names; Arabic and Persian where known). */
    getAirlines: airlineList,
    async getAgencies(): Promise<Agency[]> {
      const rows = await repository.listActiveAgencies();
      return rows.map((row) => ({
        id: row.id,
        name: { ar: row.nameAr, fa: row.nameFa, en: row.nameEn },
        cityCode: row.cityCode,
        phone: row.phone,
        email: row.email,
        address: { ar: row.addressAr, fa: row.addressFa, en: row.addressEn },
      }));
    },
  };
}

export type ConfigurationService = ReturnType<typeof createConfigurationService>;
