/**
 * Countries with a dialing code for the phone field's picker (spec §7: the all-countries call,
 * only countries with a dialing code kept; §8: a failed load is swallowed, the default stays).
 */
import { normalizeDigits } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { api } from "../../lib/api";

/** A country of `GetAllCountries` (the domain's `countrySchema`), as the phone picker uses it. */
export type DialingCountry = Pick<
  import("@safar/domain/reference").Country,
  "id" | "isoCode" | "name" | "dialingCode"
>;

/** Spec §3, §9: Iraq (id 3415) and +964 are the default. */
export const IRAQ: DialingCountry = {
  id: 3415,
  isoCode: "IQ",
  name: { ar: "العراق", fa: "عراق", en: "Iraq" },
  dialingCode: "+964",
};

function isDialingCountry(value: unknown): value is DialingCountry {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  const name = v.name as Record<string, unknown> | null | undefined;
  return (
    typeof v.id === "number" &&
    typeof v.isoCode === "string" &&
    typeof v.dialingCode === "string" &&
    /^\+\d{1,4}$/.test(v.dialingCode) &&
    typeof name === "object" &&
    name !== null &&
    typeof name.ar === "string" &&
    typeof name.fa === "string" &&
    typeof name.en === "string"
  );
}

const countriesParser = {
  parse: (data: unknown): DialingCountry[] => (Array.isArray(data) ? data.filter(isDialingCountry) : []),
};

let cached: Promise<DialingCountry[]> | undefined;

export function loadDialingCountries(): Promise<DialingCountry[]> {
  cached ??= api()
    .request("flight-configuration/Country/GetAllCountries", { schema: countriesParser, auth: false })
    .then((list) => (list.length > 0 ? list : [IRAQ]))
    .catch(() => {
      cached = undefined; // swallowed (spec §8); asked again next time
      return [IRAQ];
    });
  return cached;
}

/** Search by name in the current language (or English) or by dialing code ("964", "+964", "٩٦٤"). */
export function filterCountries(list: DialingCountry[], query: string, locale: Locale): DialingCountry[] {
  const q = normalizeDigits(query).trim().toLowerCase();
  if (!q) return list;
  const digits = q.replace(/^\+/, "");
  return list.filter(
    (country) =>
      country.name[locale].toLowerCase().includes(q) ||
      country.name.en.toLowerCase().includes(q) ||
      country.isoCode.toLowerCase() === q ||
      (/^\d+$/.test(digits) && country.dialingCode.slice(1).startsWith(digits)),
  );
}
