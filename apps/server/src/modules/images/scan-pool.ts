/**
 * The bounded pool passport pictures are read in (decoding with sharp, then OCR): at most
 * `concurrency` pictures at once, at most `maxQueued` more waiting. A request is let in whole or
 * not at all: when its pictures do not all fit, it is refused at once (the route answers 429) and
 * nothing of it is decoded, so a burst of scans costs a bounded amount of CPU and memory instead of
 * a growing backlog. A waiting picture whose request has gone (the client hung up) is skipped.
 */

export class ScanPoolFullError extends Error {
  override readonly name = "ScanPoolFullError";
  constructor(
    /** A rough wait before a new try would fit, seconds. */
    readonly retryAfterSeconds: number,
  ) {
    super("the passport-scan queue is full");
  }
}

export interface ScanPoolOptions {
  /** Pictures read at the same time (MRZ_SCAN_CONCURRENCY). */
  concurrency: number;
  /** Pictures that may wait for a free place (MRZ_SCAN_QUEUE). */
  maxQueued: number;
  /** A rough time per picture, seconds, for the Retry-After of a refusal. Default 1. */
  secondsPerTask?: number;
}

interface Waiting {
  start: () => void;
  signal: AbortSignal | undefined;
  cancel: (reason: unknown) => void;
}

export function createScanPool(options: ScanPoolOptions) {
  const concurrency = Math.max(1, options.concurrency);
  const maxQueued = Math.max(0, options.maxQueued);
  let running = 0;
  const queue: Waiting[] = [];

  function next() {
    while (running < concurrency && queue.length > 0) {
      const waiting = queue.shift()!;
      if (waiting.signal?.aborted) {
        waiting.cancel(waiting.signal.reason);
        continue;
      }
      running++;
      waiting.start();
    }
  }

  function schedule<T>(task: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running--;
            next();
          });
      };
      queue.push({ start, signal, cancel: reject });
    });
  }

  return {
    /**
     * Runs every task in the pool and answers their promises in order, or throws ScanPoolFullError
     * (synchronously: nothing is queued) when they do not all fit.
     */
    runAll<T>(tasks: readonly (() => Promise<T>)[], signal?: AbortSignal): Promise<T>[] {
      const free = concurrency - running;
      const waitingAfter = queue.length + Math.max(0, tasks.length - Math.max(0, free - queue.length));
      if (waitingAfter > maxQueued) {
        const ahead = running + queue.length;
        throw new ScanPoolFullError(
          Math.max(1, Math.ceil((ahead / concurrency) * (options.secondsPerTask ?? 1))),
        );
      }
      const promises = tasks.map((task) => schedule(task, signal));
      next();
      return promises;
    },
    /** Pictures being read and waiting (for logs and tests). */
    stats() {
      return { running, queued: queue.length, concurrency, maxQueued };
    },
  };
}

export type ScanPool = ReturnType<typeof createScanPool>;
