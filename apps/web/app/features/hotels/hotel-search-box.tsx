/**
 * The hotel search box (issue 14; spec §3 Hotel search): destination, check-in and check-out
 * (Gregorian or Jalali calendars), rooms and guests with every child's age. Submitting checks the
 * search with the domain's rules and opens the results page with the whole search in the URL.
 */
import { MAX_CHECK_IN_DAYS_AHEAD, MAX_STAY_NIGHTS } from "@safar/domain/hotel-rules";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { hotelResultsUrl } from "../../lib/hotel-search-params";
import { useTranslation } from "../../lib/use-translation";
import { DateField } from "../../ui/date-field";
import { CityCombobox } from "./city-combobox";
import {
  addDays,
  emptyHotelForm,
  type FormError,
  type HotelSearchForm,
  validateHotelForm,
} from "./hotel-search-form";
import { baghdadToday } from "./hotel-today";
import { RoomsPicker } from "./rooms-picker";
import "../../ui/form-field.css";
import "./hotels.css";

/** Short enough for two date fields side by side on a phone. */
const DAY_FORMAT: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" };

export function HotelSearchBox({
  locale,
  initial,
  initialErrors = [],
  onSubmitted,
  interactive = true,
}: {
  locale: Locale;
  initial?: HotelSearchForm;
  /** Errors to show at once (a results URL that does not hold a valid search). */
  initialErrors?: FormError[];
  onSubmitted?: () => void;
  /** False in the page's frame rendered before its data (HydrateFallback): never marked ready. */
  interactive?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState<HotelSearchForm>(() => initial ?? emptyHotelForm());
  const [errors, setErrors] = useState<FormError[]>(initialErrors);
  const [roomsOpen, setRoomsOpen] = useState(() => initialErrors.some((e) => e.field.startsWith("rooms.")));
  /** The field to focus once the form has rendered its errors (and opened the rooms when needed). */
  const [focusField, setFocusField] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Set once hydrated: the server's HTML is visible before the box reacts (tests wait for it). */
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(interactive), [interactive]);

  useEffect(() => {
    if (!focusField) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(focusField)}"]`)?.focus();
    setFocusField(null);
  }, [focusField]);

  const today = baghdadToday();
  const errorFor = (field: string) => {
    const key = errors.find((e) => e.field === field)?.key;
    return key ? t(key) : undefined;
  };
  const update = (next: HotelSearchForm) => {
    setForm(next);
    if (errors.length) {
      const result = validateHotelForm(next, baghdadToday());
      setErrors(result.ok ? [] : result.errors);
    }
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateHotelForm(form, baghdadToday());
    if (!result.ok) {
      setErrors(result.errors);
      const first = result.errors[0]?.field ?? null;
      if (first?.startsWith("rooms.")) setRoomsOpen(true);
      setFocusField(first);
      return;
    }
    setErrors([]);
    setRoomsOpen(false);
    onSubmitted?.();
    void navigate(hotelResultsUrl(result.query));
  };

  const checkOutMin = form.checkIn ? addDays(form.checkIn, 1) : addDays(today, 1);
  return (
    <form
      ref={formRef}
      className="hotel-search card"
      data-ready={ready ? "" : undefined}
      onSubmit={onSubmit}
      noValidate
      aria-label={t("hotels.search.title")}
    >
      <CityCombobox
        name="cityCode"
        label={t("hotels.search.destination")}
        value={form.city}
        onChange={(city) => update({ ...form, city })}
        locale={locale}
        error={errorFor("cityCode")}
      />
      <div className="hotel-search__dates">
        <DateField
          name="checkIn"
          display={DAY_FORMAT}
          label={t("hotels.search.checkIn")}
          value={form.checkIn}
          min={today}
          max={addDays(today, MAX_CHECK_IN_DAYS_AHEAD)}
          locale={locale}
          error={errorFor("checkIn")}
          onChange={(checkIn) =>
            update({
              ...form,
              checkIn,
              // A check-out not after the new check-in moves to the next day.
              checkOut: form.checkOut && form.checkOut > checkIn ? form.checkOut : addDays(checkIn, 1),
            })
          }
        />
        <DateField
          name="checkOut"
          display={DAY_FORMAT}
          label={t("hotels.search.checkOut")}
          value={form.checkOut}
          min={checkOutMin}
          max={addDays(form.checkIn || today, MAX_STAY_NIGHTS)}
          locale={locale}
          error={errorFor("checkOut")}
          onChange={(checkOut) => update({ ...form, checkOut })}
        />
      </div>
      <RoomsPicker
        form={form}
        locale={locale}
        open={roomsOpen}
        onOpenChange={setRoomsOpen}
        errorFor={errorFor}
        roomErrors={errors.some((e) => e.field.startsWith("rooms."))}
        onChange={update}
      />
      <button type="submit" className="button button--primary hotel-search__submit">
        {t("hotels.search.submit")}
      </button>
      {errors.length > 0 ? (
        <p className="visually-hidden" role="alert">
          {t(errors[0]?.key ?? "")}
        </p>
      ) : null}
    </form>
  );
}
