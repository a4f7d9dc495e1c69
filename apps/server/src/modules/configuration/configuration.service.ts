import { type PlaceSearchKeys, placeMatchRank, placeSearchKeys } from "@safar/domain/place-search";
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

/** An airport with its search keys (names in every language, alternate spellings, codes). */
interface SearchableAirport {
  airport: Airport;
  keys: PlaceSearchKeys;
}

function searchKeysOf(airport: Airport, alternateNames: readonly string[]): PlaceSearchKeys {
  return placeSearchKeys({
    iataCode: airport.iataCode,
    cityCode: airport.cityCode,
    names: [
      airport.cityName.en,
      airport.cityName.ar,
      airport.cityName.fa,
      airport.name.en,
      airport.name.ar,
      airport.name.fa,
      airport.countryName.en,
      airport.countryName.ar,
      airport.countryName.fa,
      ...alternateNames,
    ],
  });
}

/**
 * The airports that answer a search, best first: code matches, then names that start with the
 * text, then names that contain it; the list's own order within each (country, city, code).
 */
export function searchAirports(list: readonly SearchableAirport[], search: string): Airport[] {
  const ranked: { airport: Airport; rank: number; index: number }[] = [];
  list.forEach(({ airport, keys }, index) => {
    const rank = placeMatchRank(keys, search);
    if (rank !== null) ranked.push({ airport, rank, index });
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((r) => r.airport);
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

  /** An airport list with each airport's other names (kept with the reference data), for search. */
  const airportList = (domestic: boolean) =>
    memo(async (): Promise<{ airports: Airport[]; alternateNames: Map<string, readonly string[]> }> => {
      const rows = await repository.listAirports(domestic);
      const alternateNames = new Map<string, readonly string[]>();
      const list = rows.map(({ airport, countryNameAr, countryNameFa, countryNameEn }): Airport => {
        alternateNames.set(airport.iataCode, airport.alternateNames);
        return {
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
        };
      });
      return { airports: list, alternateNames };
    });
  const airlineList = memo(async (): Promise<Airline[]> => {
    const rows = await repository.listAirlines();
    return rows.map((row) => ({
      iataCode: row.iataCode,
      name: { ar: row.nameAr, fa: row.nameFa, en: row.nameEn },
      countryCode: row.countryCode,
    }));
  });
  const domesticList = airportList(true);
  const internationalList = airportList(false);
  const domesticAirports = async () => (await domesticList()).airports;
  const internationalAirports = async () => (await internationalList()).airports;
  /** Search keys are built on the first search of each list. */
  const searchable = (list: typeof domesticList) => {
    let built: { from: Airport[]; keyed: SearchableAirport[] } | undefined;
    return async (): Promise<SearchableAirport[]> => {
      const { airports, alternateNames } = await list();
      if (built?.from !== airports) {
        built = {
          from: airports,
          keyed: airports.map((airport) => ({
            airport,
            keys: searchKeysOf(airport, alternateNames.get(airport.iataCode) ?? []),
          })),
        };
      }
      return built.keyed;
    };
  };
  const searchableDomestic = searchable(domesticList);
  const searchableInternational = searchable(internationalList);

  return {
    getAllCountries: countries,
    async getAirports(scope: "domestic" | "international", query?: { search?: string; take?: number }) {
      const search = query?.search?.trim();
      const found = search
        ? searchAirports(
            await (scope === "domestic" ? searchableDomestic() : searchableInternational()),
            search,
          )
        : await (scope === "domestic" ? domesticAirports() : internationalAirports());
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
