/**
 * Reads an answer's body in the answer worker (decision 030, answer-checks.ts) and puts together
 * what it sends back: the checked `data` first, then its long list in parts, each message a task of
 * its own, so the page's main thread never spends one long task on the answer. Where the worker
 * cannot start (no Worker, or its script fails to load or throws), answers are parsed and checked
 * in the page as before.
 */
import { type BodyReader, dataOf, jsonOf, type Parser } from "../../lib/api";
import type { AnswerName, CheckMessage, CheckRequest } from "./answer-checks";

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
export function offThreadReader(start: () => AnswerWorker | null) {
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
  return function checkedOffThread<T>(name: AnswerName, schema: Parser<T>): BodyReader<T> {
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

/** The browser's answer worker, or null where there is none. */
export function startAnswerWorker(): AnswerWorker | null {
  if (typeof Worker === "undefined") return null;
  try {
    return new Worker(new URL("./answer-check.worker.ts", import.meta.url), {
      type: "module",
      name: "answer-checks",
    }) as unknown as AnswerWorker;
  } catch {
    return null;
  }
}
