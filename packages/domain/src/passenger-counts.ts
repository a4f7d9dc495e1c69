/**
 * Passenger counts and age bands (spec §5, §9).
 *
 * Counts: at most 9 passengers in total (adults + children + infants); at least one adult; each
 * adult may travel with up to 3 children, or 2 children plus 1 infant; infants must not outnumber
 * adults (an infant sits on an adult's lap).
 *
 * Those per-adult rules are checked in aggregate. With A adults, C children and I infants a seating
 * exists exactly when I <= A (one lap infant per adult at most) and C + I <= 3 * A (each adult
 * accompanies at most 3 minors, an infant taking one of the 3 places). The first condition gives
 * INFANTS_MORE_THAN_ADULTS, the second TOO_MANY_CHILDREN_PER_ADULT.
 *
 * Age bands on the travel date: infant under 2, child from 2 to under 12, adult from 12 ("adult over
 * 12" in spec §5; §9 prices children "under 12", infants "under 2"). Age is counted in completed
 * years, so the boundary day belongs to the older band: on the 2nd birthday a passenger is a child,
 * on the 12th birthday an adult. Someone born on 29 February turns a year older on 1 March in
 * non-leap years (date-fns `differenceInYears`).
 */
import { differenceInYears } from "date-fns";
import { parseIsoDate } from "./dates";
import { AgeCategory } from "./enum-values";
import { ExtraMessageKey } from "./messages";

export const MAX_PASSENGERS = 9;
/** Minors (children and infants together) one adult may accompany. */
export const MAX_MINORS_PER_ADULT = 3;
/** Infants one adult may hold. */
export const MAX_INFANTS_PER_ADULT = 1;
export const CHILD_MIN_AGE_YEARS = 2;
export const ADULT_MIN_AGE_YEARS = 12;

export type PassengerCounts = { adults: number; children: number; infants: number };

export type PassengerCountViolation =
  | typeof ExtraMessageKey.PASSENGER_COUNT_IS_INVALID
  | typeof ExtraMessageKey.AT_LEAST_ONE_ADULT_REQUIRED
  | typeof ExtraMessageKey.MAX_PASSENGERS_EXCEEDED
  | typeof ExtraMessageKey.TOO_MANY_CHILDREN_PER_ADULT
  | typeof ExtraMessageKey.INFANTS_MORE_THAN_ADULTS;

const isCount = (n: unknown): n is number => typeof n === "number" && Number.isSafeInteger(n) && n >= 0;

/** Every rule the counts break, in a fixed order; an empty list means the counts are allowed. */
export function passengerCountViolations(counts: PassengerCounts): PassengerCountViolation[] {
  const { adults, children, infants } = counts;
  if (!isCount(adults) || !isCount(children) || !isCount(infants)) {
    return [ExtraMessageKey.PASSENGER_COUNT_IS_INVALID];
  }
  const violations: PassengerCountViolation[] = [];
  if (adults < 1) violations.push(ExtraMessageKey.AT_LEAST_ONE_ADULT_REQUIRED);
  if (adults + children + infants > MAX_PASSENGERS) violations.push(ExtraMessageKey.MAX_PASSENGERS_EXCEEDED);
  if (infants > adults * MAX_INFANTS_PER_ADULT) violations.push(ExtraMessageKey.INFANTS_MORE_THAN_ADULTS);
  if (children + infants > adults * MAX_MINORS_PER_ADULT) {
    violations.push(ExtraMessageKey.TOO_MANY_CHILDREN_PER_ADULT);
  }
  return violations;
}

export function isValidPassengerCounts(counts: PassengerCounts): boolean {
  return passengerCountViolations(counts).length === 0;
}

export type PassengerKind = keyof PassengerCounts;

/** Whether one more passenger of `kind` keeps the counts valid (drives the search box's + buttons). */
export function canAddPassenger(counts: PassengerCounts, kind: PassengerKind): boolean {
  return isValidPassengerCounts({ ...counts, [kind]: counts[kind] + 1 });
}

/**
 * Whether one passenger of `kind` can be removed. Removing an adult may leave too many minors, so the
 * result must still be valid; the last adult can never be removed.
 */
export function canRemovePassenger(counts: PassengerCounts, kind: PassengerKind): boolean {
  if (counts[kind] <= 0) return false;
  return isValidPassengerCounts({ ...counts, [kind]: counts[kind] - 1 });
}

/**
 * The age category of a passenger born on `birthDate` travelling on `travelDate` (both `YYYY-MM-DD`
 * or Date). Returns AgeCategory.Unknown when either date is missing or invalid, or the birth date is
 * after the travel date.
 */
export function ageCategoryOn(birthDate: string | Date, travelDate: string | Date): AgeCategory {
  const birth = parseIsoDate(birthDate);
  const travel = parseIsoDate(travelDate);
  if (!birth || !travel || birth.getTime() > travel.getTime()) return AgeCategory.Unknown;
  const years = differenceInYears(travel, birth);
  if (years >= ADULT_MIN_AGE_YEARS) return AgeCategory.Adult;
  if (years >= CHILD_MIN_AGE_YEARS) return AgeCategory.Child;
  return AgeCategory.Infant;
}
