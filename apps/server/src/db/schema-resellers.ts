import { sql } from "drizzle-orm";
import { index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * SafarMarket's pixel steps sent (decision 020): one row per step and order (or per selected fare
 * for step 2), claimed by its primary key before the call, so that a step is sent once however
 * often and however concurrently it is asked for (every instance shares the table).
 */
export const safarMarketSteps = pgTable(
  "safarmarket_steps",
  {
    /** `{step}:order:{orderId}`, or `2:fare:{smId}:{requestId}:{proposalId}:{returningProposalId}`. */
    key: text("key").primaryKey(),
    step: smallint("step").notNull(),
    orderId: uuid("order_id"),
    safarmarketId: text("safarmarket_id").notNull(),
    /** sending (claimed), sent (the pixel answered 2xx), failed (error or timeout, logged), off (no pixel base). */
    status: text("status").notNull().default("sending"),
    /** The pixel's HTTP status, or the error's message. */
    outcome: text("outcome"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index("safarmarket_steps_order_idx").on(table.orderId)],
);
