/**
 * The tour list's filters as the URL keeps them (`/tour-home?destination=KRB&month=2027-01&budget=500`):
 * a link shares them, Back returns to the previous choice. A value the list cannot use (a malformed
 * month, a budget of zero) is left out, never sent: the page shows every tour instead of an error.
 */
import { type TourListQuery, tourListQuerySchema } from "@safar/domain/tour";

export type TourFilters = {
  /** A destination's city code. */
  destination: string | null;
  /** `YYYY-MM`. */
  month: string | null;
  /** The most an adult's place may cost, USD. */
  budget: number | null;
};

export const NO_TOUR_FILTERS: TourFilters = { destination: null, month: null, budget: null };

const field = <K extends keyof TourListQuery>(key: K, value: string | null): TourListQuery[K] | undefined => {
  if (value === null || value === "") return undefined;
  const parsed = tourListQuerySchema.shape[key].safeParse(value);
  return parsed.success ? (parsed.data as TourListQuery[K]) : undefined;
};

export function filtersFromUrl(params: URLSearchParams): TourFilters {
  return {
    destination: field("destination", params.get("destination")) ?? null,
    month: field("month", params.get("month")) ?? null,
    budget: field("maxBudget", params.get("budget")) ?? null,
  };
}

/** The list call's query for the filters. */
export function listQueryOf(filters: TourFilters): TourListQuery {
  return {
    ...(filters.destination ? { destination: filters.destination } : {}),
    ...(filters.month ? { month: filters.month } : {}),
    ...(filters.budget !== null ? { maxBudget: filters.budget } : {}),
  };
}

/** `current` with the filters written (the ones not set removed; other parameters kept). */
export function withFilters(current: URLSearchParams, filters: TourFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  set("destination", filters.destination);
  set("month", filters.month);
  set("budget", filters.budget === null ? null : String(filters.budget));
  return next;
}

export function activeFilterCount(filters: TourFilters): number {
  return [filters.destination, filters.month, filters.budget].filter((value) => value !== null).length;
}
