import { sampleProposal } from "@safar/domain/flight-proposal.fixture";
import { availableResponseSchema, fareRuleSchema } from "@safar/domain/flights";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../lib/api";
import {
  type AnswerWorker,
  type CheckMessage,
  type CheckRequest,
  checkAnswer,
  ITEMS_PER_MESSAGE,
  offThreadReader,
} from "../../lib/off-thread-check";
import { type FlightAnswerName, flightAnswers } from "./flight-answers";

/** A worker that runs the checks in this thread, answering each message in a task of its own. */
function inPlaceWorker(): AnswerWorker & { requests: CheckRequest[]; fail(): void } {
  const worker = {
    requests: [] as CheckRequest[],
    onmessage: null as AnswerWorker["onmessage"],
    onerror: null as AnswerWorker["onerror"],
    terminated: false,
    postMessage(request: CheckRequest) {
      worker.requests.push(request);
      for (const message of checkAnswer(flightAnswers, structuredClone(request))) {
        setTimeout(() => {
          if (!worker.terminated) worker.onmessage?.({ data: message } as MessageEvent<CheckMessage>);
        });
      }
    },
    terminate() {
      worker.terminated = true;
    },
    fail() {
      worker.onerror?.(new Event("error"));
    },
  };
  return worker;
}

const answerOf = (count: number) => ({
  requestId: "00000000-0000-4000-8000-000000000000",
  returningRequestId: null,
  tripType: 1,
  flightScope: 2,
  productType: "DomesticFlight",
  isDomesticFlight: true,
  proposals: Array.from({ length: count }, (_, i) =>
    sampleProposal({ id: crypto.randomUUID(), price: 100 + i }),
  ),
  suppliers: [],
  expiresInSeconds: 900,
  fromCache: false,
});

const response = (body: unknown, status = 200) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), { status });

/** A parser for the page's own check, counting its uses (the worker's fallback). */
function pageParser() {
  return { parse: vi.fn((input: unknown) => availableResponseSchema.parse(input)) };
}

describe("answers checked in the answer worker", () => {
  it("the search's answer comes back checked, its proposals in parts, as the schema gives it", async () => {
    const worker = inPlaceWorker();
    const checked = offThreadReader<FlightAnswerName>(() => worker);
    const answer = answerOf(2 * ITEMS_PER_MESSAGE + 7);
    const inPage = pageParser();
    const read = checked("available", inPage);
    expect(worker.requests).toHaveLength(0);
    const result = await read(response({ data: answer, meta: {} }));
    expect(result).toStrictEqual(availableResponseSchema.parse(answer));
    expect(worker.requests).toHaveLength(1);
    expect(inPage.parse).not.toHaveBeenCalled();
  });

  it("a list small enough for one message, and an answer without a list", async () => {
    const worker = inPlaceWorker();
    const checked = offThreadReader<FlightAnswerName>(() => worker);
    const answer = answerOf(0);
    await expect(checked("available", pageParser())(response({ data: answer }))).resolves.toStrictEqual(
      answer,
    );
    const days = [{ date: "2026-12-01", lowestPrice: 81, isSelected: true }];
    await expect(checked("calendar", { parse: () => [] })(response({ data: days }))).resolves.toStrictEqual(
      days,
    );
  });

  it("a proposal's fare rules come back checked from the worker, extra fields dropped as the schema does", async () => {
    const worker = inPlaceWorker();
    const checked = offThreadReader<FlightAnswerName>(() => worker);
    const rule = {
      origin: "BGW",
      destination: "IST",
      airlineCode: "IF",
      flightNumber: "886",
      cabinClass: 1,
      fareClass: "Y",
      baggage: { amount: 23, unit: "Kg" },
      refundable: true,
      changeable: true,
      cancellationPenalties: [{ fromHoursBeforeDeparture: 72, penaltyPercent: 10 }],
      provider: "network",
      note: "not in the schema",
    };
    const inPage = { parse: vi.fn((input: unknown) => fareRuleSchema.array().parse(input)) };
    const rules = await checked("fareRules", inPage)(response({ data: [rule] }));
    expect(rules).toStrictEqual(fareRuleSchema.array().parse([rule]));
    expect(rules).not.toHaveProperty("0.note");
    expect(inPage.parse).not.toHaveBeenCalled();
    expect(worker.requests.map((request) => request.name)).toEqual(["fareRules"]);
    await expect(
      checked("fareRules", inPage)(response({ data: [{ ...rule, refundable: "yes" }] })),
    ).rejects.toThrow(/refundable/);
  });

  it("a body that is not the envelope is the client's envelope error; a bad shape is an error", async () => {
    const checked = offThreadReader<FlightAnswerName>(inPlaceWorker);
    const notEnvelope = checked("available", pageParser())(response("<html>proxy</html>"));
    await expect(notEnvelope).rejects.toBeInstanceOf(ApiError);
    await expect(notEnvelope).rejects.toMatchObject({ status: 200, errors: [{ key: "envelope" }] });
    const bad = answerOf(3);
    (bad.proposals[2] as { seat: unknown }).seat = "many";
    const invalid = checked("available", pageParser())(response({ data: bad }));
    await expect(invalid).rejects.toThrow(/seat/);
    await expect(invalid).rejects.not.toBeInstanceOf(ApiError);
  });

  it("when the worker fails, the answers it had and every later one are checked in the page", async () => {
    const worker = inPlaceWorker();
    worker.postMessage = (request) => {
      worker.requests.push(request);
      // The script never answers: it failed to load.
      queueMicrotask(() => worker.fail());
    };
    const checked = offThreadReader<FlightAnswerName>(() => worker);
    const answer = answerOf(30);
    const first = pageParser();
    await expect(checked("available", first)(response({ data: answer }))).resolves.toStrictEqual(answer);
    expect(first.parse).toHaveBeenCalledTimes(1);
    const later = pageParser();
    await expect(checked("available", later)(response({ data: answer }))).resolves.toStrictEqual(answer);
    expect(later.parse).toHaveBeenCalledTimes(1);
    expect(worker.requests).toHaveLength(1);
  });

  it("where no worker can start, the page checks the answer itself", async () => {
    const start = vi.fn(() => null);
    const checked = offThreadReader<FlightAnswerName>(start);
    const inPage = pageParser();
    const answer = answerOf(2);
    await expect(checked("available", inPage)(response({ data: answer }))).resolves.toStrictEqual(answer);
    expect(inPage.parse).toHaveBeenCalledTimes(1);
    await expect(checked("available", inPage)(response("nope"))).rejects.toMatchObject({
      errors: [{ key: "envelope" }],
    });
  });
});
