/** A passenger field's error in words: the age rule's with its date and categories, any other by its key. */
import { formatDate } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";
import type { TFunction } from "i18next";
import { AGE_MISMATCH_KEY, ageMismatch, type PlaceCategory } from "./booking-form";

/** A message key of a field's error in the customer's language (the age rule with its details). */
export function errorText(
  t: TFunction,
  locale: Locale,
  message: string | undefined,
  details?: { birthDate: string; travelDate: string; category: PlaceCategory },
): string | undefined {
  if (!message) return undefined;
  if (message === AGE_MISMATCH_KEY && details) {
    const mismatch = ageMismatch(details.birthDate, details.travelDate, details.category);
    if (mismatch) {
      return t(AGE_MISMATCH_KEY, {
        date: formatDate(`${details.travelDate}T12:00:00Z`, locale, {
          day: "numeric",
          month: "long",
          year: "numeric",
        }),
        actual: t(`booking.category.${mismatch.actual}`),
        band: t(`booking.band.${mismatch.actual}`),
        expected: t(`booking.category.${details.category}`),
      });
    }
    return t("PASSENGER_AGE_IS_INVALID");
  }
  return t(message, { defaultValue: t("GENERIC_ERROR") });
}
