import { z } from "zod";
import type { EnvelopeError } from "./errors";

/** `{ data, meta: { errors } }`: the shape of every JSON response (ARCHITECTURE.md). */
export interface Envelope<T> {
  data: T;
  meta: { errors: EnvelopeError[]; requestId?: string };
}

export const envelopeErrorSchema = z.object({ key: z.string(), messages: z.array(z.string()) });

export const metaSchema = z.object({
  errors: z.array(envelopeErrorSchema),
  requestId: z.string().optional(),
});

/** Response schema for a route: the envelope around `data`. Used for serialization and OpenAPI. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: metaSchema });
}

export const errorEnvelopeSchema = z.object({ data: z.null(), meta: metaSchema });

export function ok<T>(data: T): Envelope<T> {
  return { data, meta: { errors: [] } };
}

export function failure<T = null>(errors: EnvelopeError[], requestId?: string, data?: T): Envelope<T | null> {
  return { data: data ?? null, meta: requestId ? { errors, requestId } : { errors } };
}
