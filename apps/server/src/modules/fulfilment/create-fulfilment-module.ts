import type { FastifyBaseLogger } from "fastify";
import type { RouteGuard } from "../../platform/auth";
import type { AppConfig } from "../../platform/config";
import type { Database } from "../../platform/db";
import type { JobQueue } from "../../platform/jobs";
import type { AppInstance } from "../../platform/types";
import type { CatalogService } from "../catalog/catalog.service";
import type { WalletService } from "../wallet/wallet.service";
import { createFulfilmentRepository } from "./fulfilment.repository";
import { fulfilmentRoutes } from "./fulfilment.routes";
import { createFulfilmentService } from "./fulfilment.service";
import type { FulfilmentDeps } from "./fulfilment-deps";

export const FULFILMENT_QUEUE = "order-fulfilment";
export const TICKET_NOTIFY_QUEUE = "ticket-notify";

/**
 * Wires fulfilment onto the job queue: the `order-fulfilment` queue (one queued and one running job
 * per order at most), its worker, and the recovery sweep that re-queues due orders whose job was
 * lost (a crash between the payment's commit and the send, or a worker killed mid-attempt).
 */
export function createFulfilmentModule(deps: {
  config: AppConfig;
  db: Database;
  jobs: JobQueue;
  orders: FulfilmentDeps["orders"];
  payments: FulfilmentDeps["payments"];
  catalog: Pick<CatalogService, "supplier" | "cancelHold">;
  hotels: FulfilmentDeps["hotels"];
  visas: FulfilmentDeps["visas"];
  tours: FulfilmentDeps["tours"];
  wallet: Pick<WalletService, "post">;
  requireUser: RouteGuard;
  log: FastifyBaseLogger;
}) {
  const { config, jobs, log } = deps;
  /** Sends the e-ticket of an issued order (its own job, so a slow mail server waits alone). */
  let sendTicket: ((orderId: string) => Promise<void>) | undefined;
  const repository = createFulfilmentRepository(deps.db);
  const schedule = async (orderId: string, afterSeconds: number) => {
    await jobs.send(
      FULFILMENT_QUEUE,
      { orderId },
      { singletonKey: orderId, startAfterSeconds: afterSeconds },
    );
  };
  const service = createFulfilmentService({
    repository,
    orders: deps.orders,
    payments: deps.payments,
    catalog: deps.catalog,
    hotels: deps.hotels,
    visas: deps.visas,
    tours: deps.tours,
    wallet: deps.wallet,
    transaction: (fn) => deps.db.transaction((tx) => fn(tx as unknown as Database)),
    schedule,
    onIssued: async (orderId) => {
      if (sendTicket) await jobs.send(TICKET_NOTIFY_QUEUE, { orderId }, { singletonKey: orderId });
    },
    maxAttempts: config.ISSUE_MAX_ATTEMPTS,
    leaseSeconds: config.FULFILMENT_LEASE_SECONDS,
    log,
  });

  let sweepTimer: NodeJS.Timeout | undefined;
  const sweep = async () => {
    try {
      const queued = await service.sweep();
      if (queued > 0) log.info({ queued }, "fulfilment sweep queued due orders");
    } catch (error) {
      log.error({ err: error }, "fulfilment sweep failed");
    }
  };

  return {
    service,
    register(app: AppInstance) {
      fulfilmentRoutes(app, service, deps.requireUser);
    },
    /** For the payments module: inside the settling transaction. */
    record: (tx: Database, orderId: string) => repository.createDue(tx, orderId, new Date()),
    /** For the payments module: after the settling transaction committed. */
    start: (orderId: string) => schedule(orderId, 0),
    /** The e-ticket sender (the tickets module), set before the workers start. */
    sendTicketWith(send: (orderId: string) => Promise<void>) {
      sendTicket = send;
    },
    /** Defines the queues and workers and starts the sweep (the first one at once). */
    async startWorkers(extraSweeps: (() => Promise<void>)[] = []) {
      await jobs.define<{ orderId: string }>(
        {
          name: FULFILMENT_QUEUE,
          policy: "stately",
          expireInSeconds: config.FULFILMENT_LEASE_SECONDS + 30,
          retryLimit: 20,
          batchSize: 8,
        },
        async ({ orderId }) => service.run(orderId),
      );
      const send = sendTicket;
      if (send) {
        await jobs.define<{ orderId: string }>(
          { name: TICKET_NOTIFY_QUEUE, policy: "stately", expireInSeconds: 120, retryLimit: 5, batchSize: 4 },
          async ({ orderId }) => send(orderId),
        );
      }
      const all = async () => {
        await sweep();
        for (const run of extraSweeps) await run();
      };
      await all();
      sweepTimer = setInterval(() => void all(), config.JOBS_SWEEP_SECONDS * 1000);
      sweepTimer.unref();
    },
    stopSweeps() {
      if (sweepTimer) clearInterval(sweepTimer);
    },
  };
}
