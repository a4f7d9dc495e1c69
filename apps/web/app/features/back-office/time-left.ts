/**
 * The time left to a refund request's 24-hour promise (`decisionDueAt`, spec §9), or how long it is
 * overdue, as the queue and the dashboard show it: "3 h 12 min left", "40 min overdue", in the
 * page's digits.
 */
import { intlLocaleFor } from "@safar/domain/dates";
import { numberFormat } from "@safar/domain/intl";
import type { Locale } from "@safar/domain/site-config";

export type TimeLeft = {
  overdue: boolean;
  /** Whole minutes left (or past the promise), never negative. */
  minutes: number;
  /** "overdue", "soon" (under SOON_MINUTES left) or "ok": how the cell is coloured. */
  urgency: "overdue" | "soon" | "ok";
};

export const SOON_MINUTES = 4 * 60;

/** The time between `now` and `dueAt` (an ISO instant); null when `dueAt` is not one. */
export function timeLeft(dueAt: string, now: number): TimeLeft | null {
  const due = Date.parse(dueAt);
  if (Number.isNaN(due)) return null;
  const diff = due - now;
  const overdue = diff < 0;
  const minutes = Math.floor(Math.abs(diff) / 60_000);
  return { overdue, minutes, urgency: overdue ? "overdue" : minutes < SOON_MINUTES ? "soon" : "ok" };
}

type Translate = (key: string, vars?: Record<string, string>) => string;

/** Minutes as "2 d 3 h", "3 h 12 min", "3 h", "12 min" or "under a minute" (zero parts left out). */
export function formatSpan(totalMinutes: number, locale: Locale, t: Translate): string {
  const n = (value: number) => numberFormat(intlLocaleFor(locale)).format(value);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0)
    return hours > 0
      ? t("back-office.span.daysHours", { d: n(days), h: n(hours) })
      : t("back-office.span.days", { d: n(days) });
  if (hours > 0)
    return minutes > 0
      ? t("back-office.span.hoursMinutes", { h: n(hours), m: n(minutes) })
      : t("back-office.span.hours", { h: n(hours) });
  return minutes > 0 ? t("back-office.span.minutes", { m: n(minutes) }) : t("back-office.span.underMinute");
}

/** "3 h 12 min left" or "40 min overdue". */
export function formatTimeLeft(left: TimeLeft, locale: Locale, t: Translate): string {
  const time = formatSpan(left.minutes, locale, t);
  return t(left.overdue ? "back-office.timeLeft.overdue" : "back-office.timeLeft.left", { time });
}
