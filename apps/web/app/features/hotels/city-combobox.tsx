import type { HotelCity } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import { cityName, citySuggestions } from "./city-search";
import type { CityChoice } from "./hotel-search-form";
import { hotelCities } from "./hotels-api";

/**
 * The destination field, the WAI-ARIA combobox pattern: a text input with a listbox popup,
 * ArrowUp/ArrowDown move the active option (aria-activedescendant), Enter picks it, Escape closes.
 * The cities are asked once, when the field is first used, and filtered here as the customer types.
 */
export function CityCombobox({
  label,
  value,
  onChange,
  locale,
  error,
  name,
}: {
  label: string;
  value: CityChoice | null;
  onChange: (city: CityChoice | null) => void;
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
  const [cities, setCities] = useState<HotelCity[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState("");
  const [active, setActive] = useState(0);

  useEffect(() => setText(value?.label ?? ""), [value]);

  const load = () => {
    if (cities) return;
    setFailed(false);
    hotelCities().then(setCities, () => setFailed(true));
  };

  const options = useMemo(() => (cities ? citySuggestions(cities, search) : []), [cities, search]);

  const openList = (typed: string) => {
    load();
    setSearch(typed);
    setActive(0);
    setOpen(true);
  };
  const choose = (city: HotelCity) => {
    const choice = { code: city.cityCode, label: cityName(city, locale) };
    onChange(choice);
    setText(choice.label);
    setOpen(false);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) openList(text === value?.label ? "" : text);
      else setActive((i) => Math.min(options.length - 1, i + 1));
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

  const activeId = open && options[active] ? `${id}-opt-${active}` : undefined;
  return (
    <div className={`field hotel-city${error ? " field--invalid" : ""}`}>
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
        placeholder={t("hotels.search.cityPlaceholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          openList(event.target.value);
          if (value) onChange(null);
        }}
        onFocus={(event) => {
          event.currentTarget.select();
          load();
        }}
        onClick={() => {
          if (!open) openList(text === value?.label ? "" : text);
        }}
        onBlur={() => {
          setOpen(false);
          if (!value) setText("");
        }}
        onKeyDown={onKeyDown}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox pattern's popup is a listbox */}
      <ul id={listId} role="listbox" aria-label={label} className="hotel-city__options" hidden={!open}>
        {failed ? <li className="hotel-city__note">{t("GENERIC_ERROR")}</li> : null}
        {!failed && !cities ? <li className="hotel-city__note">{t("common.loading")}</li> : null}
        {cities && options.length === 0 ? (
          <li className="hotel-city__note">{t("hotels.search.noCity")}</li>
        ) : null}
        {options.map((city, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
          // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant, not focus
          <li
            key={city.cityCode}
            id={`${id}-opt-${index}`}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the listbox pattern's options
            role="option"
            aria-selected={index === active}
            data-code={city.cityCode}
            className="hotel-city__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(city)}
            onMouseEnter={() => setActive(index)}
          >
            <span className="hotel-city__name">{cityName(city, locale)}</span>
            <span className="hotel-city__country">
              {city.country[locale] || city.country.en}
              {city.pilgrimage ? ` · ${t("hotels.search.pilgrimage")}` : ""}
            </span>
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
