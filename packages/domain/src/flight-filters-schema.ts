/** The results filters' schema (spec §4) and their type; the rules that apply them are in flight-filters.ts. */
import { z } from "zod";
import { FlightTypeFilter, StopsFilter, TicketOption } from "./flight-filters";
import { MINUTES_PER_DAY } from "./flight-proposal-facts";

const range = (max?: number) =>
  z
    .object({
      min: z.number().min(0),
      max: z.number().min(0),
    })
    .refine((r) => r.min <= r.max && (max === undefined || r.max <= max), { error: "FIELD_IS_INVALID" });

export const flightFiltersSchema = z.object({
  timeRange: z
    .object({
      from: z.number().int().min(0).max(MINUTES_PER_DAY),
      to: z.number().int().min(0).max(MINUTES_PER_DAY),
    })
    .nullable()
    .default(null),
  airlines: z.array(z.string()).default([]),
  priceRange: range().nullable().default(null),
  stopsOutbound: z.enum(StopsFilter).default(StopsFilter.All),
  stopsReturning: z.enum(StopsFilter).default(StopsFilter.All),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]).default(FlightTypeFilter.All),
  durationRange: range().nullable().default(null),
  airports: z.array(z.string()).default([]),
  ticketOptions: z.array(z.enum(TicketOption)).default([TicketOption.duplicateTickets]),
});
export type FlightFilters = z.output<typeof flightFiltersSchema>;
