/**
 * API answers parsed and checked in a worker (decisions 030, 031): building zod and a page's
 * schemas, parsing the JSON and checking it cost the page's main thread 100–400 ms at a phone's CPU
 * (the results' 2,000 proposals; the booking page's flight, countries and travellers). A feature
 * names its answers and their schemas in a table (`AnswerTable`), serves it from a worker file of
 * its own (`serveAnswerChecks`), and reads its calls' bodies with `offThreadReader`.
 *
 * The worker sends back the checked `data` first, then its long list (the table's `list`) in parts,
 * each message a task of its own, so the page never spends one long task on the answer. Where the
 * worker cannot start (no Worker, or its script fails to load or throws), answers are parsed and
 * checked in the page with the call's own parser. The result equals
 * `dataOf(JSON.parse(body), status, schema)` in the page. No zod in this module: the tables bring it,
 * in the worker.
 */
import { type BodyReader, dataOf, isEnvelope, jsonOf, type Parser } from "./api";

/** A schema as the worker uses it (zod's safeParse). */
export type AnswerSchema = {
  safeParse(
    input: unknown,
  ): { success: true; data: unknown } | { success: false; error: { message: string } };
};

/** A feature's answers by name: the schema of each one's `data`, and the long list sent in parts. */
export type AnswerTable = Record<string, { schema: AnswerSchema; list?: string }>;

/** A long list comes back this many items to a message (~150 KB of proposals, ~1 ms to parse). */
export const ITEMS_PER_MESSAGE = 100;

export type CheckRequest = { id: number; name: string; body: ArrayBuffer };

export type CheckMessage =
  /** The checked `data`; `parts` messages of the list `list` follow (0: it is whole). */
  | { id: number; kind: "data"; data: unknown; list?: string; parts: number }
  /** A part of the list, as JSON. */
  | { id: number; kind: "part"; json: string }
  /** The body is not the API's envelope. */
  | { id: number; kind: "envelope" }
  /** The envelope's `data` fails its schema: the schema's message. */
  | { id: number; kind: "invalid"; message: string };

/** Parses and checks one answer's body with `table`; yields the messages that carry the result back. */
export function* checkAnswer(table: AnswerTable, { id, name, body }: CheckRequest): Generator<CheckMessage> {
  const json = jsonOf(new TextDecoder().decode(body));
  if (!isEnvelope(json)) {
    yield { id, kind: "envelope" };
    return;
  }
  const entry = table[name];
  if (!entry) {
    yield { id, kind: "invalid", message: `no schema for the answer "${name}"` };
    return;
  }
  const result = entry.schema.safeParse(json.data);
  if (!result.success) {
    yield { id, kind: "invalid", message: result.error.message };
    return;
  }
  const list = entry.list;
  const data = result.data as Record<string, unknown> | null;
  const items = list && data && Array.isArray(data[list]) ? (data[list] as unknown[]) : null;
  if (!list || !items) {
    yield { id, kind: "data", data: result.data, parts: 0 };
    return;
  }
  const parts = Math.ceil(items.length / ITEMS_PER_MESSAGE);
  yield { id, kind: "data", data: { ...data, [list]: [] }, list, parts };
  for (let start = 0; start < items.length; start += ITEMS_PER_MESSAGE) {
    yield { id, kind: "part", json: JSON.stringify(items.slice(start, start + ITEMS_PER_MESSAGE)) };
  }
}

/** In a worker file: answers every request with `table`'s checks. */
export function serveAnswerChecks(table: AnswerTable): void {
  // The app's types are the page's (DOM): a dedicated worker's scope, as far as this uses it.
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
    postMessage(message: CheckMessage): void;
  };
  scope.onmessage = ({ data }) => {
    for (const message of checkAnswer(table, data)) scope.postMessage(message);
  };
}

/** The part of a Worker this module uses (a test gives it one that runs the checks in place). */
export type AnswerWorker = {
  postMessage(request: CheckRequest): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<CheckMessage>) => void) | null;
  onerror: ((event: Event) => void) | null;
};

type Pending = {
  status: number;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  /** Parses and checks the answer in the page (the worker failed). */
  inPage: () => Promise<unknown>;
  data?: Record<string, unknown>;
  list?: string;
  items: unknown[];
  parts: number;
};

/** Readers whose answers are checked in the worker `start` makes (once, on the first call). */
export function offThreadReader<Name extends string>(start: () => AnswerWorker | null) {
  let worker: AnswerWorker | null | undefined;
  const pending = new Map<number, Pending>();
  let ids = 0;

  function finish(id: number, outcome: Promise<unknown>) {
    const waiting = pending.get(id);
    pending.delete(id);
    outcome.then(waiting?.resolve, waiting?.reject);
  }

  function receive(message: CheckMessage) {
    const waiting = pending.get(message.id);
    if (!waiting) return;
    switch (message.kind) {
      case "envelope":
        return finish(message.id, dataOf(undefined, waiting.status));
      case "invalid":
        return finish(message.id, Promise.reject(new Error(message.message)));
      case "data":
        if (message.parts === 0 || !message.list) return finish(message.id, Promise.resolve(message.data));
        waiting.data = message.data as Record<string, unknown>;
        waiting.list = message.list;
        waiting.parts = message.parts;
        return;
      case "part":
        for (const item of JSON.parse(message.json) as unknown[]) waiting.items.push(item);
        waiting.parts -= 1;
        if (waiting.parts === 0 && waiting.list) {
          finish(message.id, Promise.resolve({ ...waiting.data, [waiting.list]: waiting.items }));
        }
    }
  }

  function current(): AnswerWorker | null {
    if (worker !== undefined) return worker;
    worker = start();
    if (!worker) return null;
    worker.onmessage = (event) => receive(event.data);
    // The script did not load, or threw: later answers are read in the page, and so are those
    // the worker still had.
    worker.onerror = (event) => {
      event.preventDefault();
      worker?.terminate();
      worker = null;
      const waiting = [...pending.values()];
      pending.clear();
      for (const answer of waiting) answer.inPage().then(answer.resolve, answer.reject);
    };
    return worker;
  }

  /**
   * A reader that checks its answer in the worker as `name`, or in the page with `schema`. The
   * worker starts now, beside the request, so its script loads while the answer comes.
   */
  return function checkedOffThread<T>(name: Name, schema: Parser<T>): BodyReader<T> {
    current();
    return async (response) => {
      const body = await response.arrayBuffer();
      const inPage = () => dataOf(jsonOf(new TextDecoder().decode(body)), response.status, schema);
      const target = current();
      if (!target) return inPage();
      return new Promise<T>((resolve, reject) => {
        const id = ++ids;
        pending.set(id, {
          status: response.status,
          resolve: resolve as (value: unknown) => void,
          reject,
          inPage,
          items: [],
          parts: 0,
        });
        // A copy of the body goes (not a transfer): the page keeps it for `inPage`.
        target.postMessage({ id, name, body });
      });
    };
  };
}

/**
 * A worker made by `make`, or null where there is none. `make` is the feature's own
 * `new Worker(new URL("./x.worker.ts", import.meta.url), { type: "module" })`, written out there so
 * the build finds the worker's file.
 */
export function startWorker(make: () => Worker): AnswerWorker | null {
  if (typeof Worker === "undefined") return null;
  try {
    return make() as unknown as AnswerWorker;
  } catch {
    return null;
  }
}
