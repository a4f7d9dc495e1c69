/**
 * The results page's answers, parsed and checked away from the page (decision 030,
 * lib/off-thread-check.ts): the search's 2.9 MB of 2,000 proposals took the page's main thread
 * ~90 ms to parse, ~80 ms to build zod and the flight schemas and ~160 ms to check at a phone's CPU.
 * `answer-check.worker.ts` serves this table; the proposals come back 100 to a message. A
 * proposal's fare rules (its details dialog) are checked there too: the worker runs already, and the
 * dialog opens without building zod on the page.
 */
import { calendarDaySchema } from "@safar/domain/flight-search";
import { availableResponseSchema, fareRuleSchema } from "@safar/domain/flights";
import type { AnswerTable } from "../../lib/off-thread-check";

export const flightAnswers = {
  available: { schema: availableResponseSchema, list: "proposals" },
  calendar: { schema: calendarDaySchema.array() },
  fareRules: { schema: fareRuleSchema.array() },
} satisfies AnswerTable;

export type FlightAnswerName = keyof typeof flightAnswers;
