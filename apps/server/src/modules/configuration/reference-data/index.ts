export { buildAirlines } from "./airlines.js";
export { buildAirports, DOMESTIC_MARKET, INTERNATIONAL_MARKETS } from "./airports.js";
export { buildCountries, IRAN_COUNTRY_ID, IRAQ_COUNTRY_ID } from "./countries.js";
export { TOP_DESTINATIONS } from "./top-destinations.js";
export type {
  AirlineRecord,
  AirportRecord,
  CountryRecord,
  LocalizedName,
  PartialLocalizedName,
  PlaceNameSource,
} from "./types.js";
