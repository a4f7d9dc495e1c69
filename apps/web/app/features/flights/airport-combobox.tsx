import type { Locale } from "@safar/domain/site-config";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { Combobox, type ComboboxFieldProps } from "../../ui/combobox";
import { type Airport, airportSuggestions, type PartialLocalizedText } from "./airport-api";
import type { Place } from "./search-form";

export const AIRPORT_DEBOUNCE_MS = 250;

export function localizedName(text: PartialLocalizedText, locale: Locale): string {
  return text[locale] ?? text.en;
}

/**
 * The option's second line, "Imam Khomeini International Airport · Iran": the airport's name only
 * where it exists in the page's language (an English airport name inside an Arabic or Persian
 * page is noise: the city and the code already tell the airport), then the country.
 */
export function airportDetail(airport: Airport, locale: Locale): string {
  const name = airport.name[locale];
  const country = localizedName(airport.countryName, locale);
  return name ? `${name} · ${country}` : country;
}

/** "Baghdad (BGW)": the city in the page's language (English when missing) and always the code. */
export function airportPlace(airport: Airport, locale: Locale): Place {
  return {
    code: airport.iataCode,
    label: `${localizedName(airport.cityName, locale)} (${airport.iataCode})`,
  };
}

/**
 * Airport autocomplete (ui/combobox.tsx): typing asks the airport endpoints after a short pause
 * (names in any language and IATA codes).
 */
export function AirportCombobox({
  international,
  locale,
  ...field
}: ComboboxFieldProps<Place> & { international: boolean; locale: Locale }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Airport[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  /** What to ask the endpoints for; null while the list is closed. */
  const [search, setSearch] = useState<string | null>(null);

  useEffect(() => {
    if (search === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus("loading");
      airportSuggestions(international, search, controller.signal).then(
        (list) => {
          setOptions(list);
          setStatus("idle");
        },
        () => {
          if (!controller.signal.aborted) setStatus("error");
        },
      );
    }, AIRPORT_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [search, international]);

  const note =
    status === "loading" && options.length === 0
      ? t("flights.search.loadingAirports")
      : status === "error"
        ? t("GENERIC_ERROR")
        : status === "idle" && options.length === 0 && search
          ? t("flights.search.noAirports")
          : undefined;

  return (
    <Combobox
      {...field}
      placeholder={t("flights.search.airportPlaceholder")}
      className="airport-field"
      classNames={{ list: "airport-options", option: "airport-option", note: "airport-options__note" }}
      options={options}
      optionKey={(airport) => airport.iataCode}
      toValue={(airport) => airportPlace(airport, locale)}
      renderOption={(airport) => (
        <>
          <span className="airport-option__city">
            {localizedName(airport.cityName, locale)} <bdi className="iata">{airport.iataCode}</bdi>
          </span>
          <span className="airport-option__name">{airportDetail(airport, locale)}</span>
        </>
      )}
      note={note}
      onSearch={setSearch}
      onClose={() => setSearch(null)}
    />
  );
}
