import { afterAll, beforeAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db";
import { createJobQueue, InFlight, pgBossAdapter } from "./jobs";

// pg-boss marks a finished job completed with a statement it does not await, so its stop() can
// return while that statement still runs; the app then closed the database under it (CI: "Cannot
// use a pool after calling end on the pool", an unhandled rejection). This database answers slowly
// once the job is done, which makes that window wide enough to see every time.

let database: DatabaseHandle;
let slow = false;
let running = 0;
let lateStatements = 0;
let closed = false;

function slowed(handle: DatabaseHandle): DatabaseHandle {
  const around = async <T>(work: () => Promise<T>): Promise<T> => {
    if (closed) lateStatements += 1;
    running += 1;
    try {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 1_200));
      return await work();
    } finally {
      running -= 1;
    }
  };
  return {
    ...handle,
    query: (text, values) => around(() => handle.query(text, values)),
    exec: (text) => around(() => handle.exec(text)),
  };
}

beforeAll(async () => {
  database = await openDatabase({});
});
afterAll(async () => {
  await database?.close();
});

it("stop() returns only after pg-boss's own statements for finished jobs have run", async () => {
  const handle = slowed(database);
  const jobs = createJobQueue(handle, {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 300,
    log: { error() {}, warn() {} },
  });
  await jobs.start();
  let started!: () => void;
  const jobStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await jobs.define(
    { name: "stop-test", expireInSeconds: 60, retryLimit: 0, policy: "standard", batchSize: 1 },
    async () => {
      started();
      await released;
    },
  );
  const id = await jobs.send("stop-test", { n: 1 });
  await jobStarted;

  slow = true;
  const stopping = jobs.stop();
  release();
  await stopping;
  closed = true;

  expect(running).toBe(0);
  slow = false;
  const [job] = await database.query<{ state: string }>("select state from pgboss.job where id = $1", [id]);
  expect(job?.state).toBe("completed");
  expect(lateStatements).toBe(0);
}, 30_000);

it("a statement pg-boss starts after the queue stopped (a late timer) never reaches the database", async () => {
  const seen: string[] = [];
  const handle: DatabaseHandle = {
    ...database,
    query: (text, values) => {
      seen.push(text);
      return database.query(text, values);
    },
    exec: (text) => {
      seen.push(text);
      return database.exec(text);
    },
  };
  const inFlight = new InFlight();
  const adapter = pgBossAdapter(handle, inFlight);
  expect(await adapter.executeSql("select 1 as one", [])).toEqual({ rows: [{ one: 1 }] });
  inFlight.closed = true; // what stop() sets once its statements have drained
  // Never answered: neither an error (unhandled, pg-boss does not await it) nor a made-up result.
  const late = adapter.executeSql("select 2 as two", [1]).then(
    () => "answered",
    () => "failed",
  );
  const waited = new Promise((resolve) => setTimeout(() => resolve("pending"), 50));
  expect(await Promise.race([late, waited])).toBe("pending");
  expect(seen).toEqual(["select 1 as one"]);
});
