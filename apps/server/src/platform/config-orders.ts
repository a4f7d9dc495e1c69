import { z } from "zod";
import { booleanFlag, positiveInt } from "./config-values";

/** Orders and their fulfilment after payment, and the job queue that runs it in the background. */
export const orderVariables = {
  /** How long a reserved order holds its seats before it is rejected and the seats go back, minutes. */
  ORDER_HOLD_MINUTES: positiveInt(15).refine((v) => v <= 24 * 60, "must be at most 1440"),
  // Fulfilment (supplier confirmation and ticket issuance)
  /** Issue attempts before giving up and refunding the paid amount to the wallet. */
  ISSUE_MAX_ATTEMPTS: positiveInt(16).refine((v) => v <= 100, "must be at most 100"),
  /** How long one confirmation or issue attempt may take before another worker takes it over, seconds. */
  FULFILMENT_LEASE_SECONDS: positiveInt(120),
  /**
   * Run the background workers (fulfilment, ticket sending) and sweeps in this process. Off for
   * an instance that only serves requests while others work the queue (jobs are still queued).
   */
  JOBS_WORKERS_ENABLED: booleanFlag(true),
  /** How often the recovery and reconciliation sweeps run, seconds. */
  JOBS_SWEEP_SECONDS: positiveInt(30),
  /** How often an idle job worker polls the queue, seconds (at least 0.5). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
};
