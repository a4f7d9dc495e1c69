/**
 * Countries for nationality and passport (GetAllCountries, read with the page's data). A failed load
 * is swallowed (spec §8): Iraq and Iran stay, so the form still works for the markets.
 */
import type { Country } from "@safar/domain";
import { CountryId } from "@safar/domain/enum-values";
import type { Locale } from "@safar/domain/site-config";

const FALLBACK_COUNTRIES: Country[] = [
  {
    id: CountryId.Iraq,
    isoCode: "IQ",
    iso3: "IRQ",
    name: { ar: "العراق", fa: "عراق", en: "Iraq" },
    dialingCode: "+964",
  },
  {
    id: CountryId.Iran,
    isoCode: "IR",
    iso3: "IRN",
    name: { ar: "إيران", fa: "ایران", en: "Iran" },
    dialingCode: "+98",
  },
];

/** Iraq and Iran first (the markets), then by name in the page's language. */
export function sortCountries(list: readonly Country[], locale: Locale): Country[] {
  const rank = (c: Country) => (c.id === CountryId.Iraq ? 0 : c.id === CountryId.Iran ? 1 : 2);
  const collator = new Intl.Collator(locale);
  return [...list].sort(
    (a, b) => rank(a) - rank(b) || collator.compare(a.name[locale] || a.name.en, b.name[locale] || b.name.en),
  );
}

/** The page's list in the customer's order; Iraq and Iran alone when the list did not come. */
export function countriesFor(list: readonly Country[], locale: Locale): Country[] {
  return sortCountries(list.length > 0 ? list : FALLBACK_COUNTRIES, locale);
}
