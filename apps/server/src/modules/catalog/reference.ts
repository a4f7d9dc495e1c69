import type { Airport, LocalizedText } from "@safar/domain";
import type { ConfigurationService } from "../configuration/configuration.service";

export interface PlaceInfo {
  iataCode: string;
  cityCode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  isDomestic: boolean;
  /** City name (airport name where the city has none) in ar, fa, en. */
  name: LocalizedText;
}

export interface CarrierInfo {
  iataCode: string;
  countryCode: string | null;
  name: LocalizedText;
}

/** Airports and airlines by code, read through the configuration module's service. */
export interface ReferenceData {
  airport(code: string): PlaceInfo | undefined;
  airline(code: string): CarrierInfo | undefined;
  airports(): PlaceInfo[];
}

const fill = (name: { ar: string | null; fa: string | null; en: string }): LocalizedText => ({
  ar: name.ar ?? name.en,
  fa: name.fa ?? name.en,
  en: name.en,
});

function toPlace(a: Airport): PlaceInfo {
  return {
    iataCode: a.iataCode,
    cityCode: a.cityCode,
    countryCode: a.countryCode,
    latitude: a.latitude,
    longitude: a.longitude,
    timeZone: a.timeZone ?? "UTC",
    isDomestic: a.isDomestic,
    name: {
      ar: a.cityName.ar ?? a.name.ar ?? a.cityName.en,
      fa: a.cityName.fa ?? a.name.fa ?? a.cityName.en,
      en: a.cityName.en,
    },
  };
}

/** Loads once per process (the configuration service memoizes the lists for a minute). */
export async function loadReferenceData(configuration: ConfigurationService): Promise<ReferenceData> {
  const [domestic, international, airlines] = await Promise.all([
    configuration.getAirports("domestic"),
    configuration.getAirports("international"),
    configuration.getAirlines(),
  ]);
  const airportMap = new Map<string, PlaceInfo>();
  for (const a of [...domestic, ...international]) airportMap.set(a.iataCode, toPlace(a));
  const airlineMap = new Map<string, CarrierInfo>();
  for (const a of airlines) {
    airlineMap.set(a.iataCode, { iataCode: a.iataCode, countryCode: a.countryCode, name: fill(a.name) });
  }
  const list = [...airportMap.values()];
  return {
    airport: (code) => airportMap.get(code),
    airline: (code) => airlineMap.get(code),
    airports: () => list,
  };
}

/** Great-circle distance in km (haversine). */
export function distanceKm(
  a: Pick<PlaceInfo, "latitude" | "longitude">,
  b: Pick<PlaceInfo, "latitude" | "longitude">,
) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Block time from distance: taxi and climb allowance plus cruise at about 780 km/h, to 5 minutes. */
export function blockMinutes(km: number): number {
  return Math.max(40, Math.round((35 + (km / 780) * 60) / 5) * 5);
}
