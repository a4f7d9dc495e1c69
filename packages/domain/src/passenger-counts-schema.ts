/**
 * Passenger counts as a search request sends them, checked with zod (the rules, without zod, are in
 * passenger-counts.ts: pages read them before they hydrate, decision 030).
 */
import { z } from "zod";
import { ExtraMessageKey } from "./messages";
import { passengerCountViolations } from "./passenger-counts";

const countField = z
  .number({ error: ExtraMessageKey.PASSENGER_COUNT_IS_INVALID })
  .int({ error: ExtraMessageKey.PASSENGER_COUNT_IS_INVALID })
  .min(0, { error: ExtraMessageKey.PASSENGER_COUNT_IS_INVALID });

/** Counts as sent by a search request; violations are reported at the object's root. */
export const passengerCountsSchema = z
  .object({ adults: countField, children: countField, infants: countField })
  .superRefine((counts, ctx) => {
    for (const message of passengerCountViolations(counts)) {
      // A malformed field is already reported by its own check.
      if (message === ExtraMessageKey.PASSENGER_COUNT_IS_INVALID) continue;
      ctx.addIssue({ code: "custom", message, path: [] });
    }
  });
