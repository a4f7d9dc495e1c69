/**
 * A date as three selects (day, month, year) in the customer's calendar: quick for birth dates and
 * passport expiry dates on a phone, keyboard friendly, and Jalali in Persian. The value is the
 * Gregorian `YYYY-MM-DD`, or "" while the date is incomplete.
 */
import { intlLocaleFor } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";
import { type Ref, useEffect, useMemo, useState } from "react";
import { useTranslation } from "../../lib/use-translation";
import {
  calendarOf,
  type DateParts,
  daysInMonth,
  isoToParts,
  monthNames,
  partsToIso,
  yearIn,
} from "./calendar-date";

type Partial3 = { year: number | null; month: number | null; day: number | null };

export function DatePartsField({
  id,
  label,
  value,
  onChange,
  onBlur,
  locale,
  fromYear,
  toYear,
  error,
  required,
  hint,
  inputRef,
  newestFirst = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (iso: string) => void;
  onBlur?: () => void;
  locale: Locale;
  /** Gregorian years of the range offered (inclusive). */
  fromYear: number;
  toYear: number;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
  inputRef?: Ref<HTMLSelectElement>;
  newestFirst?: boolean;
}) {
  const { t } = useTranslation();
  const calendar = calendarOf(locale);
  const [parts, setParts] = useState<Partial3>(() => isoToParts(value, calendar) ?? empty);

  // A value set from outside (a saved traveller, a reset) replaces what the selects hold.
  useEffect(() => {
    setParts((current) => {
      const currentIso = isComplete(current) ? partsToIso(current, calendar) : null;
      if (value === (currentIso ?? "")) return current;
      return isoToParts(value, calendar) ?? (value === "" && currentIso ? empty : current);
    });
  }, [value, calendar]);

  const number = useMemo(
    () => new Intl.NumberFormat(intlLocaleFor(locale), { useGrouping: false }),
    [locale],
  );
  const years = useMemo(() => {
    const first = yearIn(fromYear, calendar);
    const last = yearIn(toYear, calendar);
    const list = Array.from({ length: last - first + 1 }, (_, i) => first + i);
    return newestFirst ? list.reverse() : list;
  }, [fromYear, toYear, calendar, newestFirst]);
  const months = useMemo(
    () => monthNames(locale, parts.year ?? years[0] ?? 2000, calendar),
    [locale, parts.year, years, calendar],
  );
  const dayCount = parts.year && parts.month ? daysInMonth(parts.year, parts.month, calendar) : 31;

  const update = (next: Partial3) => {
    const clamped =
      next.day && next.year && next.month && next.day > daysInMonth(next.year, next.month, calendar)
        ? { ...next, day: null }
        : next;
    setParts(clamped);
    onChange(isComplete(clamped) ? (partsToIso(clamped, calendar) ?? "") : "");
  };
  const pick = (raw: string) => (raw === "" ? null : Number(raw));
  const errorId = `${id}-error`;
  const describedBy =
    [error ? errorId : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") || undefined;
  const common = {
    className: "input date-parts__select",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
    onBlur,
  } as const;

  return (
    <fieldset className={`field date-parts${error ? " field--invalid" : ""}`} id={id}>
      <legend className="field__label">
        {label}
        {required ? null : <span className="booking-optional"> ({t("booking.optional")})</span>}
      </legend>
      <div className="date-parts__row">
        <select
          {...common}
          ref={inputRef}
          id={`${id}-day`}
          aria-label={`${label}: ${t("booking.date.day")}`}
          value={parts.day ?? ""}
          onChange={(e) => update({ ...parts, day: pick(e.target.value) })}
        >
          <option value="">{t("booking.date.day")}</option>
          {Array.from({ length: dayCount }, (_, i) => i + 1).map((d) => (
            <option key={d} value={d}>
              {number.format(d)}
            </option>
          ))}
        </select>
        <select
          {...common}
          id={`${id}-month`}
          aria-label={`${label}: ${t("booking.date.month")}`}
          value={parts.month ?? ""}
          onChange={(e) => update({ ...parts, month: pick(e.target.value) })}
        >
          <option value="">{t("booking.date.month")}</option>
          {months.map((name, i) => (
            <option key={name} value={i + 1}>
              {name}
            </option>
          ))}
        </select>
        <select
          {...common}
          id={`${id}-year`}
          aria-label={`${label}: ${t("booking.date.year")}`}
          value={parts.year ?? ""}
          onChange={(e) => update({ ...parts, year: pick(e.target.value) })}
        >
          <option value="">{t("booking.date.year")}</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {number.format(y)}
            </option>
          ))}
        </select>
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const empty: Partial3 = { year: null, month: null, day: null };

function isComplete(parts: Partial3): parts is DateParts {
  return parts.year !== null && parts.month !== null && parts.day !== null;
}
