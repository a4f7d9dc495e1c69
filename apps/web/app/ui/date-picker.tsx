/**
 * The calendar grid of the date fields, loaded on first use (it carries date-fns and
 * date-fns-jalali). Gregorian months, or Jalali months when the page is Persian; the value is
 * always a Gregorian `YYYY-MM-DD`. Keyboard: arrows move a day or a week (mirrored in RTL),
 * PageUp/PageDown a month, Enter picks. It sits in a popover dialog beside the date field's button
 * (ui/dialog: focus in and back, Tab kept inside, Escape and a click outside close).
 */
import { intlLocaleFor } from "@safar/domain/dates";
import { dateTimeFormat, numberFormat } from "@safar/domain/intl";
import type { Locale } from "@safar/domain/site-config";
import * as gregorian from "date-fns";
import * as jalali from "date-fns-jalali";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "../lib/use-translation";
import { Dialog } from "./dialog";

type CalendarOps = {
  addDays: (date: Date, amount: number) => Date;
  addMonths: (date: Date, amount: number) => Date;
  startOfMonth: (date: Date) => Date;
  getDaysInMonth: (date: Date) => number;
  getDate: (date: Date) => number;
  getDay: (date: Date) => number;
};

const gregorianOps: CalendarOps = {
  addDays: gregorian.addDays,
  addMonths: gregorian.addMonths,
  startOfMonth: gregorian.startOfMonth,
  getDaysInMonth: gregorian.getDaysInMonth,
  getDate: gregorian.getDate,
  getDay: gregorian.getDay,
};

const jalaliOps: CalendarOps = {
  addDays: jalali.addDays,
  addMonths: jalali.addMonths,
  startOfMonth: jalali.startOfMonth,
  getDaysInMonth: jalali.getDaysInMonth,
  getDate: jalali.getDate,
  getDay: jalali.getDay,
};

/** Iraq and Iran start the week on Saturday; English (en-GB) on Monday. */
const weekStart: Record<Locale, number> = { ar: 6, fa: 6, en: 1 };

export function toIso(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromIso(iso: string): Date {
  const [y = 1970, m = 1, d = 1] = iso.split("-").map(Number);
  return new Date(y, m - 1, d);
}

/** Noon UTC of a calendar day: the same day in every time zone Intl may be given. */
const noonUtc = (date: Date) => new Date(`${toIso(date)}T12:00:00Z`);

export type MonthCell = { iso: string; day: number } | null;

/** The cells of the month holding `cursor`: leading blanks, then every day (calendar of `ops`). */
export function monthCells(cursor: Date, ops: CalendarOps, firstDay: number): MonthCell[] {
  const start = ops.startOfMonth(cursor);
  const blanks = (ops.getDay(start) - firstDay + 7) % 7;
  const cells: MonthCell[] = Array.from({ length: blanks }, () => null);
  const days = ops.getDaysInMonth(start);
  for (let i = 0; i < days; i++) {
    const date = ops.addDays(start, i);
    cells.push({ iso: toIso(date), day: ops.getDate(date) });
  }
  return cells;
}

export function calendarOpsFor(locale: Locale): CalendarOps {
  return locale === "fa" ? jalaliOps : gregorianOps;
}

/** The calendar in its popover dialog (the date field's lazily loaded part). */
export default function DatePickerDialog({
  anchor,
  label,
  onClose,
  ...picker
}: Parameters<typeof DatePicker>[0] & {
  anchor: RefObject<HTMLElement | null>;
  label: string;
  onClose: () => void;
}) {
  return (
    <Dialog variant="popover" anchor={anchor} label={label} closeOnBack={false} onClose={onClose}>
      <DatePicker {...picker} />
    </Dialog>
  );
}

export function DatePicker({
  value,
  min,
  max,
  locale,
  onSelect,
}: {
  value: string;
  min: string;
  max: string;
  locale: Locale;
  onSelect: (iso: string) => void;
}) {
  const { t } = useTranslation();
  const ops = calendarOpsFor(locale);
  const intl = intlLocaleFor(locale);
  const [focused, setFocused] = useState(value || min);
  const cursor = fromIso(focused);
  const monthKey = toIso(ops.startOfMonth(cursor));
  const cells = useMemo(() => monthCells(fromIso(monthKey), ops, weekStart[locale]), [monthKey, ops, locale]);
  const grid = useRef<HTMLTableElement>(null);
  const rtl = locale !== "en";

  const monthTitle = dateTimeFormat(intl, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(noonUtc(ops.addDays(fromIso(monthKey), 10)));
  const dayNumber = numberFormat(intl);
  const fullDate = dateTimeFormat(intl, { dateStyle: "full", timeZone: "UTC" });
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    // 2024-01-06 is a Saturday (getDay 6).
    const day = (weekStart[locale] + i) % 7;
    const date = new Date(Date.UTC(2024, 0, 7 + day, 12));
    return {
      short: dateTimeFormat(intl, { weekday: "narrow", timeZone: "UTC" }).format(date),
      long: dateTimeFormat(intl, { weekday: "long", timeZone: "UTC" }).format(date),
    };
  });

  // Keep keyboard focus on the focused day as it moves.
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`[data-iso="${focused}"]`)?.focus();
  }, [focused]);

  const clamp = (iso: string) => (iso < min ? min : iso > max ? max : iso);
  const move = (days: number, months = 0) => {
    const next = months ? ops.addMonths(cursor, months) : ops.addDays(cursor, days);
    setFocused(clamp(toIso(next)));
  };
  const canPrev = toIso(ops.addDays(fromIso(monthKey), -1)) >= min;
  const canNext = toIso(ops.addMonths(fromIso(monthKey), 1)) <= max;

  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = rtl ? -1 : 1;
    switch (event.key) {
      case "ArrowRight":
        move(step);
        break;
      case "ArrowLeft":
        move(-step);
        break;
      case "ArrowDown":
        move(7);
        break;
      case "ArrowUp":
        move(-7);
        break;
      case "PageDown":
        move(0, 1);
        break;
      case "PageUp":
        move(0, -1);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const rows: MonthCell[][] = [];
  for (let i = 0; i < cells.length; i += 7) rows.push(cells.slice(i, i + 7));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move the focused day in the grid below
    <div className="date-picker" onKeyDown={onKeyDown}>
      <div className="date-picker__head">
        <button
          type="button"
          className="icon-button"
          aria-label={t("common.previousMonth")}
          disabled={!canPrev}
          onClick={() => setFocused(clamp(toIso(ops.addMonths(cursor, -1))))}
        >
          <span aria-hidden="true">{rtl ? "›" : "‹"}</span>
        </button>
        <h3 className="date-picker__title" aria-live="polite">
          {monthTitle}
        </h3>
        <button
          type="button"
          className="icon-button"
          aria-label={t("common.nextMonth")}
          disabled={!canNext}
          onClick={() => setFocused(clamp(toIso(ops.addMonths(cursor, 1))))}
        >
          <span aria-hidden="true">{rtl ? "‹" : "›"}</span>
        </button>
      </div>
      <table ref={grid} aria-label={monthTitle} className="date-picker__grid">
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" className="date-picker__weekday">
                <abbr title={w.long}>{w.short}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.find(Boolean)?.iso}>
              {row.map((cell, i) =>
                cell ? (
                  <td key={cell.iso}>
                    <button
                      type="button"
                      data-iso={cell.iso}
                      className="date-picker__day"
                      tabIndex={cell.iso === focused ? 0 : -1}
                      disabled={cell.iso < min || cell.iso > max}
                      aria-pressed={cell.iso === value}
                      aria-label={fullDate.format(new Date(`${cell.iso}T12:00:00Z`))}
                      onClick={() => onSelect(cell.iso)}
                    >
                      {dayNumber.format(cell.day)}
                    </button>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank cells have nothing else to key on
                  <td key={`blank-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
