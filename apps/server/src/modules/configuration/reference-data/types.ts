/** A name in the storefront's three languages; for countries all three are required. */
export interface LocalizedName {
  ar: string;
  fa: string;
  en: string;
}

/** A name whose Arabic and Persian forms are present only where a data set has them. */
export interface PartialLocalizedName {
  ar?: string;
  fa?: string;
  en: string;
}

export interface CountryRecord {
  id: number;
  /** ISO 3166-1 alpha-2, e.g. "IQ". */
  isoCode: string;
  /** ISO 3166-1 alpha-3, e.g. "IRQ". */
  iso3: string;
  name: LocalizedName;
  /** International dialing code with a leading plus, e.g. "+964". */
  dialingCode: string;
}

/** Where a city's Arabic or Persian name came from (docs/flights.md, "Place names"). */
export type PlaceNameSource = "reviewed" | "cldr" | "geonames";

export interface AirportRecord {
  iataCode: string;
  icaoCode: string | null;
  /** IATA metropolitan/city code where the data has it (e.g. "THR" for IKA), else the airport's own code. */
  cityCode: string;
  name: PartialLocalizedName;
  cityName: PartialLocalizedName;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  latitude: number;
  longitude: number;
  /** IANA time zone, e.g. "Asia/Baghdad". */
  timeZone: string | null;
  /** True for airports in Iraq. */
  isDomestic: boolean;
  /** Source of `cityName.ar` and `cityName.fa`; null where the name is missing. */
  cityNameSource: { ar: PlaceNameSource | null; fa: PlaceNameSource | null };
  /** Other names and spellings of the city and the airport (any language), for search only. */
  alternateNames: readonly string[];
}

export interface AirlineRecord {
  iataCode: string;
  icaoCode: string | null;
  name: PartialLocalizedName;
  /** ISO 3166-1 alpha-2 of the airline's country, where the data names one we can map. */
  countryCode: string | null;
}
