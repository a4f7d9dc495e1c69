/**
 * The results page's answers, parsed and checked away from the page (decision 030): the search's
 * 2.9 MB of 2,000 proposals took the page's main thread ~90 ms to parse, ~80 ms to build zod and
 * the flight schemas and ~160 ms to check at a phone's CPU. `answer-check.worker.ts` runs this in a
 * worker; the page gets the checked answer back in messages small enough to take in between frames
 * (`off-thread-check.ts`). The result equals `dataOf(JSON.parse(body), status, schema)` in the page.
 */
import { calendarDaySchema } from "@safar/domain/flight-search";
import { type AvailableResponse, availableResponseSchema } from "@safar/domain/flights";
import { isEnvelope, jsonOf } from "../../lib/api";

/** What each answer is checked with, by name (a worker is sent names, not schemas). */
export const answerSchemas = {
  available: availableResponseSchema,
  calendar: calendarDaySchema.array(),
};
export type AnswerName = keyof typeof answerSchemas;

/** The search's proposals come back this many to a message (~150 KB of JSON, ~1 ms to parse). */
export const PROPOSALS_PER_MESSAGE = 100;

export type CheckRequest = { id: number; name: AnswerName; body: ArrayBuffer };

export type CheckMessage =
  /** The checked `data`; `parts` messages of the list `list` follow (0: it is whole). */
  | { id: number; kind: "data"; data: unknown; list?: string; parts: number }
  /** A part of the list, as JSON. */
  | { id: number; kind: "part"; json: string }
  /** The body is not the API's envelope. */
  | { id: number; kind: "envelope" }
  /** The envelope's `data` fails its schema: the schema's message. */
  | { id: number; kind: "invalid"; message: string };

/** Parses and checks one answer's body; yields the messages that carry the result back. */
export function* checkAnswer({ id, name, body }: CheckRequest): Generator<CheckMessage> {
  const json = jsonOf(new TextDecoder().decode(body));
  if (!isEnvelope(json)) {
    yield { id, kind: "envelope" };
    return;
  }
  const result = answerSchemas[name].safeParse(json.data);
  if (!result.success) {
    yield { id, kind: "invalid", message: result.error.message };
    return;
  }
  if (name !== "available") {
    yield { id, kind: "data", data: result.data, parts: 0 };
    return;
  }
  const { proposals, ...head } = result.data as AvailableResponse;
  const parts = Math.ceil(proposals.length / PROPOSALS_PER_MESSAGE);
  yield { id, kind: "data", data: { ...head, proposals: [] }, list: "proposals", parts };
  for (let start = 0; start < proposals.length; start += PROPOSALS_PER_MESSAGE) {
    yield { id, kind: "part", json: JSON.stringify(proposals.slice(start, start + PROPOSALS_PER_MESSAGE)) };
  }
}
