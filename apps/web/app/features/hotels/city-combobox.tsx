import type { HotelCity } from "@safar/domain/hotel-search";
import type { Locale } from "@safar/domain/site-config";
import { useMemo, useState } from "react";
import { hotelCities } from "../../lib/hotels-api";
import { useTranslation } from "../../lib/use-translation";
import { Combobox, type ComboboxFieldProps } from "../../ui/combobox";
import { cityName, citySuggestions } from "./city-search";
import type { CityChoice } from "./hotel-search-form";

/**
 * The destination field (ui/combobox.tsx). The cities are asked once, when the field is first used,
 * and filtered here as the customer types; a click on the field shows the list before any typing.
 */
export function CityCombobox({ locale, ...field }: ComboboxFieldProps<CityChoice> & { locale: Locale }) {
  const { t } = useTranslation();
  const [cities, setCities] = useState<HotelCity[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [search, setSearch] = useState("");

  const load = () => {
    if (cities) return;
    setFailed(false);
    hotelCities().then(setCities, () => setFailed(true));
  };

  const options = useMemo(() => (cities ? citySuggestions(cities, search) : []), [cities, search]);
  const note = failed
    ? t("GENERIC_ERROR")
    : !cities
      ? t("common.loading")
      : options.length === 0
        ? t("hotels.search.noCity")
        : undefined;

  return (
    <Combobox
      {...field}
      placeholder={t("hotels.search.cityPlaceholder")}
      className="hotel-city"
      classNames={{ list: "hotel-city__options", option: "hotel-city__option", note: "hotel-city__note" }}
      options={options}
      optionKey={(city) => city.cityCode}
      optionCode={(city) => city.cityCode}
      toValue={(city): CityChoice => ({ code: city.cityCode, label: cityName(city, locale) })}
      renderOption={(city) => (
        <>
          <span className="hotel-city__name">{cityName(city, locale)}</span>
          <span className="hotel-city__country">
            {city.country[locale] || city.country.en}
            {city.pilgrimage ? ` · ${t("hotels.search.pilgrimage")}` : ""}
          </span>
        </>
      )}
      note={note}
      onSearch={(text) => {
        load();
        setSearch(text);
      }}
      onFocus={load}
      openOnClick
    />
  );
}
