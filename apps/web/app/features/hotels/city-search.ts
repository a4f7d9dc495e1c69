/**
 * The destination field's suggestions: every hotel city, filtered by what the customer types in
 * Arabic, Persian or English (the domain's place-name folding: hamza and ya forms, "ال", digits,
 * case and accents) or by its code. Pilgrimage cities come first, then the API's order; a city whose
 * name starts with the text comes before one that only contains it.
 */
import type { HotelCity } from "@safar/domain/hotel-search";
import { normalizePlaceName } from "@safar/domain/place-search";
import type { Locale } from "@safar/domain/site-config";

export const MAX_CITY_SUGGESTIONS = 8;

/** "النجف": the city's name in the page's language (English when missing). */
export function cityName(city: HotelCity, locale: Locale): string {
  return city.name[locale] || city.name.en;
}

export function citySuggestions(cities: readonly HotelCity[], text: string, limit = MAX_CITY_SUGGESTIONS) {
  const typed = normalizePlaceName(text);
  const code = text.trim().toUpperCase();
  const scored: { city: HotelCity; score: number; index: number }[] = [];
  cities.forEach((city, index) => {
    let score = 0;
    if (typed === "") score = 1;
    else if (city.cityCode === code) score = 3;
    else {
      const names = [city.name.ar, city.name.fa, city.name.en].map(normalizePlaceName);
      if (names.some((name) => name.startsWith(typed))) score = 2;
      else if (names.some((name) => name.includes(typed))) score = 1;
    }
    if (score > 0) scored.push({ city, score, index });
  });
  return scored
    .sort(
      (a, b) =>
        b.score - a.score || Number(b.city.pilgrimage) - Number(a.city.pilgrimage) || a.index - b.index,
    )
    .slice(0, limit)
    .map((s) => s.city);
}
