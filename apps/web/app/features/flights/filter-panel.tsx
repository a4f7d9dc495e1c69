/**
 * Every results filter of spec §4 over the domain's `FlightFilters`: ticket options, charter or
 * system, stops outbound and returning, departure time, airlines, adult price range, duration
 * range and airports. The panel only edits the filters; filtering is the domain's.
 */
import type { FilterOptions } from "@safar/domain/flight-filter-options";
import {
  clearFlightFilters,
  FlightTypeFilter,
  StopsFilter,
  TicketOption,
} from "@safar/domain/flight-filters";
import type { FlightFilters } from "@safar/domain/flight-filters-schema";
import type { Locale } from "@safar/domain/site-config";
import { memo, useEffect, useId, useRef, useState } from "react";
import { minuteOfDay, nameIn } from "../../lib/format";
import { duration } from "../../lib/format-duration";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";

/** Departure time windows (Baghdad minutes, inclusive). */
export const TIME_WINDOWS = [
  { from: 0, to: 359 },
  { from: 360, to: 719 },
  { from: 720, to: 1079 },
  { from: 1080, to: 1439 },
] as const;

const stopsOptions = [StopsFilter.All, StopsFilter.Direct, StopsFilter.OneStop, StopsFilter.TwoOrMore];
const typeOptions = [FlightTypeFilter.All, FlightTypeFilter.Charter, FlightTypeFilter.System] as const;

function toggle<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
}

function Radios<T extends string | number>({
  legend,
  name,
  value,
  options,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  value: T;
  options: readonly T[];
  label: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{legend}</legend>
      <div className="chips">
        {options.map((option) => (
          <label key={String(option)} className="chip">
            <input type="radio" name={name} checked={value === option} onChange={() => onChange(option)} />
            <span>{label(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A min–max pair of sliders; the filter changes when the customer stops moving them. */
function RangeFilter({
  legend,
  bounds,
  value,
  format,
  onChange,
  step = 1,
}: {
  legend: string;
  bounds: { min: number; max: number };
  value: { min: number; max: number } | null;
  format: (n: number) => string;
  onChange: (value: { min: number; max: number } | null) => void;
  step?: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const low = Math.floor(bounds.min);
  const high = Math.ceil(bounds.max);
  const [draft, setDraft] = useState({ min: value?.min ?? low, max: value?.max ?? high });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => setDraft({ min: value?.min ?? low, max: value?.max ?? high }), [value, low, high]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const commit = (next: { min: number; max: number }) => {
    setDraft(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => onChange(next.min <= low && next.max >= high ? null : next), 200);
  };
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{legend}</legend>
      <p className="range-values" aria-live="polite">
        {t("flights.filters.between", { min: format(draft.min), max: format(draft.max) })}
      </p>
      <label className="range-input" htmlFor={`${id}-min`}>
        <span>{t("flights.filters.from")}</span>
        <input
          id={`${id}-min`}
          type="range"
          min={low}
          max={high}
          step={step}
          value={draft.min}
          aria-valuetext={format(draft.min)}
          onChange={(e) => commit({ min: Math.min(Number(e.target.value), draft.max), max: draft.max })}
        />
      </label>
      <label className="range-input" htmlFor={`${id}-max`}>
        <span>{t("flights.filters.to")}</span>
        <input
          id={`${id}-max`}
          type="range"
          min={low}
          max={high}
          step={step}
          value={draft.max}
          aria-valuetext={format(draft.max)}
          onChange={(e) => commit({ min: draft.min, max: Math.max(Number(e.target.value), draft.min) })}
        />
      </label>
    </fieldset>
  );
}

export const FilterPanel = memo(function FilterPanel({
  filters,
  options,
  roundTrip,
  locale,
  onChange,
}: {
  filters: FlightFilters;
  options: FilterOptions;
  roundTrip: boolean;
  locale: Locale;
  onChange: (filters: FlightFilters) => void;
}) {
  const money = useMoney();
  const { t } = useTranslation();
  const set = (patch: Partial<FlightFilters>) => onChange({ ...filters, ...patch });
  const timeIndex = filters.timeRange
    ? TIME_WINDOWS.findIndex((w) => w.from === filters.timeRange?.from && w.to === filters.timeRange?.to)
    : -1;
  const allAirports = options.airports.map((a) => a.code);
  const kept = new Set(filters.airports.length ? filters.airports : allAirports);

  return (
    <div className="filter-panel">
      <div className="filter-panel__head">
        <h2 className="filter-panel__title">{t("flights.filters.title")}</h2>
        <button type="button" className="link-button" onClick={() => onChange(clearFlightFilters())}>
          {t("flights.filters.clear")}
        </button>
      </div>

      <fieldset className="filter-group">
        <legend className="filter-group__title">{t("flights.filters.tickets")}</legend>
        <label className="check">
          <input
            type="checkbox"
            name="existsTickets"
            checked={filters.ticketOptions.includes(TicketOption.existsTickets)}
            onChange={(e) =>
              set({
                ticketOptions: toggle(filters.ticketOptions, TicketOption.existsTickets, e.target.checked),
              })
            }
          />
          <span>{t("flights.filters.existsTickets")}</span>
        </label>
        <label className="check">
          <input
            type="checkbox"
            name="duplicateTickets"
            checked={filters.ticketOptions.includes(TicketOption.duplicateTickets)}
            onChange={(e) =>
              set({
                ticketOptions: toggle(filters.ticketOptions, TicketOption.duplicateTickets, e.target.checked),
              })
            }
          />
          <span>{t("flights.filters.duplicateTickets")}</span>
        </label>
      </fieldset>

      <Radios
        legend={t("flights.filters.type")}
        name="type"
        value={filters.type}
        options={typeOptions}
        label={(o) => t(`flights.filters.typeOption.${o}`)}
        onChange={(type) => set({ type })}
      />

      <Radios
        legend={roundTrip ? t("flights.filters.stopsOutbound") : t("flights.filters.stops")}
        name="stopsOutbound"
        value={filters.stopsOutbound}
        options={stopsOptions}
        label={(o) => t(`flights.filters.stopsOption.${o}`)}
        onChange={(stopsOutbound) => set({ stopsOutbound })}
      />
      {roundTrip ? (
        <Radios
          legend={t("flights.filters.stopsReturning")}
          name="stopsReturning"
          value={filters.stopsReturning}
          options={stopsOptions}
          label={(o) => t(`flights.filters.stopsOption.${o}`)}
          onChange={(stopsReturning) => set({ stopsReturning })}
        />
      ) : null}

      <Radios
        legend={t("flights.filters.departureTime")}
        name="timeRange"
        value={timeIndex}
        options={[-1, 0, 1, 2, 3]}
        label={(i) => {
          const w = TIME_WINDOWS[i];
          return w
            ? `${minuteOfDay(w.from, locale)}–${minuteOfDay(w.to + 1, locale)}`
            : t("flights.filters.any");
        }}
        onChange={(i) => {
          const w = TIME_WINDOWS[i];
          set({ timeRange: w ? { from: w.from, to: w.to } : null });
        }}
      />

      {options.airlines.length > 0 ? (
        <fieldset className="filter-group">
          <legend className="filter-group__title">{t("flights.filters.airlines")}</legend>
          {options.airlines.map((airline) => (
            <label key={airline.code} className="check check--spread">
              <input
                type="checkbox"
                name="airline"
                value={airline.code}
                checked={filters.airlines.includes(airline.code)}
                onChange={(e) => set({ airlines: toggle(filters.airlines, airline.code, e.target.checked) })}
              />
              <span>
                {nameIn(airline.name, locale)} <bdi className="iata">{airline.code}</bdi>
              </span>
              <span className="check__meta">{money(airline.minAdultPrice)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {options.adultPrice && options.adultPrice.max > options.adultPrice.min ? (
        <RangeFilter
          legend={t("flights.filters.price")}
          bounds={options.adultPrice}
          value={filters.priceRange}
          format={(n) => money(n)}
          onChange={(priceRange) => set({ priceRange })}
        />
      ) : null}

      {options.duration && options.duration.max > options.duration.min ? (
        <RangeFilter
          legend={t("flights.filters.duration")}
          bounds={options.duration}
          value={filters.durationRange}
          step={5}
          format={(n) => duration(n, locale, t)}
          onChange={(durationRange) => set({ durationRange })}
        />
      ) : null}

      {options.airports.length > 2 ? (
        <fieldset className="filter-group">
          <legend className="filter-group__title">{t("flights.filters.airports")}</legend>
          {options.airports.map((airport) => (
            <label key={airport.code} className="check">
              <input
                type="checkbox"
                name="airport"
                value={airport.code}
                checked={kept.has(airport.code)}
                onChange={(e) => {
                  const next = toggle([...kept], airport.code, e.target.checked);
                  set({ airports: next.length === allAirports.length ? [] : next });
                }}
              />
              <span>
                {nameIn(airport.name, locale)} <bdi className="iata">{airport.code}</bdi>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
});
