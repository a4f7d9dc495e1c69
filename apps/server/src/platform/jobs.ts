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

export function pgBossAdapter(database: DatabaseHandle): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const rows =
        values && values.length > 0 ? await database.query(text, values) : await database.exec(text);
      return { rows };
    },
  };
}

export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    db: pgBossAdapter(database),
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
          await Promise.all(jobs.map((job) => handler(job.data)));
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
    },
  };
}
