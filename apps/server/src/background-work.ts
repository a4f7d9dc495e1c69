import type { AppConfig } from "./platform/config";
import type { JobQueue } from "./platform/jobs";
import type { AppInstance } from "./platform/types";
import type { wireModules } from "./wire-modules";

type Modules = Awaited<ReturnType<typeof wireModules>>;

/**
 * Background work starts once the app is ready: the job queue (pg-boss on this database), the
 * fulfilment worker, and the sweeps (fulfilment recovery; payments still pending after a minute
 * are asked of their gateway again). It stops, waiting for running jobs, when the app closes.
 */
export function registerBackgroundWork(
  app: AppInstance,
  deps: {
    config: AppConfig;
    jobs: JobQueue;
    fulfilment: Pick<Modules["fulfilment"], "startWorkers" | "stopSweeps">;
    payments: Modules["payments"];
  },
) {
  const { config, jobs, fulfilment, payments } = deps;
  const log = app.log;
  app.addHook("onReady", async () => {
    await jobs.start();
    if (!config.JOBS_WORKERS_ENABLED) return;
    await fulfilment.startWorkers([
      async () => {
        await payments.service
          .reconcilePending(config.PAYMENT_RECONCILE_AFTER_SECONDS * 1000)
          .catch((error: unknown) => log.error({ err: error }, "payment reconciliation failed"));
      },
    ]);
  });
  app.addHook("onClose", async () => {
    fulfilment.stopSweeps();
    await jobs.stop();
  });
}
