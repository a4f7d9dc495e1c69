import PgBoss from "pg-boss";
import type { DatabaseHandle } from "./db";

/**
 * The job queue: pg-boss on the application's own database, PGlite or PostgreSQL alike. pg-boss
 * speaks SQL through a small adapter: statements with parameters go through `query`, and its
 * parameterless multi-statement scripts (schema install, locked commands) through `exec`, which is
 * the only way PGlite runs several statements in one string. On PostgreSQL every instance shares
 * the queue; on PGlite the one process does.
 */
export interface JobQueueOptions {
  /** How often an idle worker looks for due jobs (pg-boss minimum 0.5 s). */
  pollingIntervalSeconds: number;
  /** How often pg-boss expires jobs whose worker died (and archives old ones). */
  maintenanceIntervalSeconds: number;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}

export interface QueueDefinition {
  name: string;
  /** An active job not finished by then is taken as lost (its worker died) and retried by pg-boss. */
  expireInSeconds: number;
  /** pg-boss's own retries: for a worker that died, not for business retries. */
  retryLimit: number;
  /**
   * `stately`: at most one queued and one running job per singletonKey, so a sweep that re-sends
   * work already queued adds nothing.
   */
  policy: "standard" | "stately";
  /**
   * Jobs fetched per poll and run at once by this process. pg-boss waits a polling interval after
   * each fetch, so one job per fetch would cap a worker at one job per interval.
   */
  batchSize: number;
}

const STOP_HANDLER_WAIT_MS = 20_000;
const STOP_STATEMENT_WAIT_MS = 5_000;

export type JobHandler<T> = (data: T) => Promise<void>;

export interface JobQueue {
  start(): Promise<void>;
  define<T extends object>(queue: QueueDefinition, handler: JobHandler<T>): Promise<void>;
  /** Queues a job (startAfter in seconds); null when a same-key job is already queued. */
  send(
    name: string,
    data: object,
    options?: { startAfterSeconds?: number; singletonKey?: string },
  ): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * Promises still running, so that stopping can wait for them. pg-boss calls `complete()` and
 * `fail()` without awaiting them, so `boss.stop()` can return while that statement is in flight;
 * the database must not close under it (CI saw "Cannot use a pool after calling end on the pool").
 */
export class InFlight {
  readonly #running = new Set<Promise<unknown>>();
  /** Set once the queue has stopped: nothing new may start (the database is about to close). */
  closed = false;
  track<T>(promise: Promise<T>): Promise<T> {
    this.#running.add(promise);
    const forget = () => this.#running.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
  /** Waits until nothing runs (also what starts meanwhile), at most `timeoutMs`. */
  async drain(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.#running.size > 0 && Date.now() < deadline) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.#running]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, deadline - Date.now());
        }),
      ]);
      clearTimeout(timer);
    }
  }
  get size(): number {
    return this.#running.size;
  }
}

export function pgBossAdapter(database: DatabaseHandle, inFlight = new InFlight()): PgBoss.Db {
  return {
    executeSql(text: string, values?: unknown[]) {
      // A statement of pg-boss's that comes after stop() (a late timer, or a handler's unawaited
      // complete()/fail()) is dropped: it is never answered. Its caller does not await it, and any
      // answer would be wrong: a closed pool's error is an unhandled rejection (CI: "Cannot use a
      // pool after calling end on the pool"), and an empty one breaks pg-boss's own reading of it
      // (CI: fail() read `rows[0].count` of `{ rows: [] }`, unhandled).
      if (inFlight.closed) return new Promise<never>(() => {});
      return inFlight.track(
        (values && values.length > 0 ? database.query(text, values) : database.exec(text)).then((rows) => ({
          rows,
        })),
      );
    },
  };
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const statements = new InFlight();
  const handlers = new InFlight();
  const boss = new PgBoss({
    db: pgBossAdapter(database, statements),
    schema: "pgboss",
    supervise: true,
    schedule: false,
    migrate: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
    monitorStateIntervalSeconds: 60,
  });
  boss.on("error", (error) => options.log.error({ err: error }, "job queue error"));
  const workers = new Map<string, string>();
  let started = false;

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },

    async define<T extends object>(queue: QueueDefinition, handler: JobHandler<T>) {
      const settings = {
        name: queue.name,
        policy: queue.policy,
        expireInSeconds: queue.expireInSeconds,
        retryLimit: queue.retryLimit,
        retryDelay: 1,
        retentionDays: 7,
      } as const;
      if (await boss.getQueue(queue.name)) await boss.updateQueue(queue.name, settings);
      else await boss.createQueue(queue.name, settings);
      const id = await boss.work<T>(
        queue.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: queue.batchSize },
        async (jobs) => {
          // A failure fails the whole batch back to pg-boss, which retries it (handlers are idempotent).
          await handlers.track(Promise.all(jobs.map((job) => handler(job.data))));
        },
      );
      workers.set(queue.name, id);
    },

    async send(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(sendOptions.startAfterSeconds !== undefined && sendOptions.startAfterSeconds > 0
          ? { startAfter: sendOptions.startAfterSeconds }
          : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
      // A job due now wakes the local worker instead of waiting for its next poll.
      const worker = workers.get(name);
      if (id && worker && !sendOptions.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },

    async stop() {
      if (!started) return;
      started = false;
      // Wait for running handlers (graceful), but not forever: a killed process is the test case
      // the fulfilment leases exist for.
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
      // A handler past that timeout still ends with pg-boss's unawaited complete() or fail(): wait
      // for the handlers (bounded), then for every statement pg-boss has started, before the
      // caller closes the database.
      await handlers.drain(STOP_HANDLER_WAIT_MS);
      await statements.drain(STOP_STATEMENT_WAIT_MS);
      statements.closed = true;
      if (handlers.size > 0 || statements.size > 0) {
        options.log.warn(
          { handlers: handlers.size, statements: statements.size },
          "job queue stopped with work still running",
        );
      }
    },
  };
}
