import type { Locale } from "@safar/domain/site-config";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
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
 * Airport autocomplete, the WAI-ARIA combobox pattern: a text input with a listbox popup,
 * ArrowUp/ArrowDown move the active option (aria-activedescendant), Enter picks it, Escape closes.
 * Typing asks the airport endpoints after a short pause (names in any language and IATA codes).
 */
export function AirportCombobox({
  label,
  value,
  onChange,
  international,
  locale,
  error,
  name,
}: {
  label: string;
  value: Place | null;
  onChange: (place: Place | null) => void;
  international: boolean;
  locale: Locale;
  error?: string | undefined;
  name: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [text, setText] = useState(value?.label ?? "");
  const [open, setOpen] = useState(false);
  const [options, setOptions] = useState<Airport[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  /** What to ask the endpoints for; null while the list is closed by a choice. */
  const [search, setSearch] = useState<string | null>(null);

  useEffect(() => setText(value?.label ?? ""), [value]);

  useEffect(() => {
    if (!open || search === null) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setStatus("loading");
      airportSuggestions(international, search, controller.signal).then(
        (list) => {
          setOptions(list);
          setActive(list.length > 0 ? 0 : -1);
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
  }, [open, search, international]);

  const choose = (airport: Airport) => {
    const place = airportPlace(airport, locale);
    onChange(place);
    setText(place.label);
    setOpen(false);
    setSearch(null);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) {
        setSearch(text === value?.label ? "" : text);
        setOpen(true);
      } else setActive((i) => Math.min(options.length - 1, i + 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === "Enter") {
      const option = options[active];
      if (open && option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setText(value?.label ?? "");
    }
  };

  const activeId = open && active >= 0 && options[active] ? `${id}-opt-${active}` : undefined;
  return (
    <div className={`field airport-field${error ? " field--invalid" : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        placeholder={t("flights.search.airportPlaceholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setSearch(event.target.value);
          setOpen(true);
          if (value) onChange(null);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={() => {
          setOpen(false);
          if (!value) setText("");
        }}
        onKeyDown={onKeyDown}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern's popup is a listbox */}
      <ul id={listId} role="listbox" aria-label={label} className="airport-options" hidden={!open}>
        {status === "loading" && options.length === 0 ? (
          <li className="airport-options__note">{t("flights.search.loadingAirports")}</li>
        ) : null}
        {status === "error" ? <li className="airport-options__note">{t("GENERIC_ERROR")}</li> : null}
        {status === "idle" && options.length === 0 && open && search ? (
          <li className="airport-options__note">{t("flights.search.noAirports")}</li>
        ) : null}
        {options.map((airport, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus
          <li
            key={airport.iataCode}
            id={`${id}-opt-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox pattern's options
            role="option"
            aria-selected={index === active}
            className="airport-option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(airport)}
            onMouseEnter={() => setActive(index)}
          >
            <span className="airport-option__city">
              {localizedName(airport.cityName, locale)} <bdi className="iata">{airport.iataCode}</bdi>
            </span>
            <span className="airport-option__name">{airportDetail(airport, locale)}</span>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
