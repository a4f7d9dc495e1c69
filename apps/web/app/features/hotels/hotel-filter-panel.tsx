/** The results' filters (issue 14): the stay's price, stars, board, free cancellation, pay at the hotel, type. */
import type { Locale } from "@safar/domain/site-config";
import { memo, useEffect, useId, useRef, useState } from "react";
import { counted } from "../../lib/counted";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { type HotelFilterOptions, type HotelFilters, noHotelFilters } from "./hotel-results-view";

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

/** A min–max pair of sliders over the stay's price; the filter changes when the customer stops. */
function PriceRange({
  bounds,
  value,
  onChange,
}: {
  bounds: { min: number; max: number };
  value: { min: number | null; max: number | null };
  onChange: (value: { min: number | null; max: number | null }) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const id = useId();
  const low = Math.floor(bounds.min);
  const high = Math.ceil(bounds.max);
  const [draft, setDraft] = useState({ min: value.min ?? low, max: value.max ?? high });
  const timer = useRef<number | undefined>(undefined);
  useEffect(
    () => setDraft({ min: value.min ?? low, max: value.max ?? high }),
    [value.min, value.max, low, high],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: { min: number; max: number }) => {
    setDraft(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => onChange({ min: next.min <= low ? null : next.min, max: next.max >= high ? null : next.max }),
      200,
    );
  };
  return (
    <fieldset className="hotel-filter">
      <legend className="hotel-filter__title">{t("hotels.filters.price")}</legend>
      <p className="hotel-filter__range" aria-live="polite">
        {t("hotels.filters.between", { min: money(draft.min), max: money(draft.max) })}
      </p>
      <label className="hotel-filter__slider" htmlFor={`${id}-min`}>
        <span>{t("hotels.filters.from")}</span>
        <input
          id={`${id}-min`}
          type="range"
          name="priceMin"
          min={low}
          max={high}
          value={draft.min}
          aria-valuetext={money(draft.min)}
          onChange={(e) => commit({ min: Math.min(Number(e.target.value), draft.max), max: draft.max })}
        />
      </label>
      <label className="hotel-filter__slider" htmlFor={`${id}-max`}>
        <span>{t("hotels.filters.to")}</span>
        <input
          id={`${id}-max`}
          type="range"
          name="priceMax"
          min={low}
          max={high}
          value={draft.max}
          aria-valuetext={money(draft.max)}
          onChange={(e) => commit({ min: draft.min, max: Math.max(Number(e.target.value), draft.min) })}
        />
      </label>
    </fieldset>
  );
}

function Check({
  name,
  value,
  checked,
  label,
  onChange,
}: {
  name: string;
  value?: string;
  checked: boolean;
  label: React.ReactNode;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="hotel-check">
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

export const HotelFilterPanel = memo(function HotelFilterPanel({
  filters,
  options,
  locale,
  onChange,
}: {
  filters: HotelFilters;
  options: HotelFilterOptions;
  locale: Locale;
  onChange: (filters: HotelFilters) => void;
}) {
  const { t } = useTranslation();
  const set = (patch: Partial<HotelFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="hotel-filters__panel">
      <div className="hotel-filters__head">
        <h2 className="hotel-filters__title">{t("hotels.filters.title")}</h2>
        <button type="button" className="link-button" onClick={() => onChange(noHotelFilters)}>
          {t("hotels.filters.clear")}
        </button>
      </div>

      {options.anyRefundable || options.anyPayAtHotel || filters.refundable || filters.payAtHotel ? (
        <fieldset className="hotel-filter">
          <legend className="hotel-filter__title">{t("hotels.filters.conditions")}</legend>
          <Check
            name="refundable"
            checked={filters.refundable}
            label={t("hotels.filters.refundable")}
            onChange={(refundable) => set({ refundable })}
          />
          <Check
            name="payAtHotel"
            checked={filters.payAtHotel}
            label={t("hotels.filters.payAtHotel")}
            onChange={(payAtHotel) => set({ payAtHotel })}
          />
        </fieldset>
      ) : null}

      {options.price ? (
        <PriceRange
          bounds={options.price}
          value={{ min: filters.priceMin, max: filters.priceMax }}
          onChange={({ min, max }) => set({ priceMin: min, priceMax: max })}
        />
      ) : null}

      {options.stars.length > 1 || filters.stars.length ? (
        <fieldset className="hotel-filter">
          <legend className="hotel-filter__title">{t("hotels.filters.stars")}</legend>
          {options.stars.map((stars) => (
            <Check
              key={stars}
              name="stars"
              value={String(stars)}
              checked={filters.stars.includes(stars)}
              label={
                stars === 0 ? t("hotels.filters.unrated") : counted(t, "hotels.count.stars", stars, locale)
              }
              onChange={(on) => set({ stars: toggle(filters.stars, stars, on) })}
            />
          ))}
        </fieldset>
      ) : null}

      {options.boards.length > 1 || filters.boards.length ? (
        <fieldset className="hotel-filter">
          <legend className="hotel-filter__title">{t("hotels.filters.board")}</legend>
          {options.boards.map((board) => (
            <Check
              key={board}
              name="board"
              value={board}
              checked={filters.boards.includes(board)}
              label={t(`hotels.board.${board}`)}
              onChange={(on) => set({ boards: toggle(filters.boards, board, on) })}
            />
          ))}
        </fieldset>
      ) : null}

      {options.types.length > 1 || filters.types.length ? (
        <fieldset className="hotel-filter">
          <legend className="hotel-filter__title">{t("hotels.filters.type")}</legend>
          {options.types.map((type) => (
            <Check
              key={type}
              name="type"
              value={type}
              checked={filters.types.includes(type)}
              label={t(`hotels.propertyType.${type}`)}
              onChange={(on) => set({ types: toggle(filters.types, type, on) })}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
});
