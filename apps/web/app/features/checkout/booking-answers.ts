/**
 * The booking page's answers, parsed and checked away from the page (decision 031,
 * lib/off-thread-check.ts): the chosen flight, the search behind it, the countries and the saved
 * travellers. Building zod and these schemas was a task of 115–167 ms on the page's main thread at
 * a phone's CPU before the form could show; `booking-answer.worker.ts` serves this table.
 */
import { plpProposalDetailsSchema, productTypeSchema } from "@safar/domain/flights";
import { countrySchema } from "@safar/domain/reference";
import { savedPassengerSchema } from "@safar/domain/saved-passenger";
import type { AnswerTable } from "../../lib/off-thread-check";

export const bookingAnswers = {
  proposalDetails: { schema: plpProposalDetailsSchema },
  productType: { schema: productTypeSchema },
  countries: { schema: countrySchema.array() },
  savedPassengers: { schema: savedPassengerSchema.array() },
} satisfies AnswerTable;

export type BookingAnswerName = keyof typeof bookingAnswers;
