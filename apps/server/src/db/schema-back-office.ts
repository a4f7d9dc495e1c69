import type { OperatorRole, OperatorStatus, WalletAdjustmentStatus } from "@safar/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The back office's operators (issue 13), apart from customers: an e-mail (stored lower-case), an
 * argon2 password hash, a TOTP key (RFC 6238) and one role. Wrong sign-ins are counted on the row
 * (one UPDATE … RETURNING: concurrent attempts cannot all pass) and lock it for a while.
 */
export const operators = pgTable(
  "operators",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    email: text("email").notNull().unique(),
    displayName: text("display_name").notNull(),
    role: text("role").$type<OperatorRole>().notNull(),
    status: text("status").$type<OperatorStatus>().notNull().default("active"),
    passwordHash: text("password_hash").notNull(),
    totpSecret: text("totp_secret").notNull(),
    /** The last TOTP time step used: a code is accepted once (RFC 6238 §5.2). */
    totpLastStep: integer("totp_last_step"),
    failedSignIns: integer("failed_sign_ins").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "operators_role_ck",
      sql`${table.role} in ('admin', 'support', 'finance', 'operations', 'content', 'visa')`,
    ),
    check("operators_status_ck", sql`${table.status} in ('active', 'disabled')`),
  ],
);

/** Signed-in operators: the SHA-256 of a random token (the cookie holds the token), 8 hours at most. */
export const operatorSessions = pgTable(
  "operator_sessions",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("operator_sessions_operator_idx").on(table.operatorId)],
);

/**
 * Every operator action, append-only: a trigger (migration 0014) refuses UPDATE and DELETE, so not
 * even the application can rewrite what was done. Written in the transaction of the action itself.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    operatorId: uuid("operator_id"),
    operatorEmail: text("operator_email"),
    role: text("role"),
    action: text("action").notNull(),
    objectType: text("object_type"),
    objectId: text("object_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    ip: text("ip"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_object_idx").on(table.objectType, table.objectId),
    index("audit_log_operator_idx").on(table.operatorEmail, table.at),
  ],
);

/** Operators' internal notes on an order (never shown to the customer), oldest first. */
export const orderNotes = pgTable(
  "order_notes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid("order_id").notNull(),
    operatorId: uuid("operator_id")
      .notNull()
      .references(() => operators.id),
    operatorEmail: text("operator_email").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_notes_order_idx").on(table.orderId, table.createdAt)],
);

/**
 * Wallet adjustments by hand (finance): a signed amount and its reason; applied at once up to the
 * configured amount, else pending until a second finance operator approves (or rejects) it. The
 * ledger transaction's reference is `adjustment:{id}`, so an adjustment moves money once.
 */
export const walletAdjustments = pgTable(
  "wallet_adjustments",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id").notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    status: text("status").$type<WalletAdjustmentStatus>().notNull(),
    requestedById: uuid("requested_by_id")
      .notNull()
      .references(() => operators.id),
    requestedBy: text("requested_by").notNull(),
    decidedBy: text("decided_by"),
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("wallet_adjustments_status_idx").on(table.status, table.createdAt),
    check("wallet_adjustments_status_ck", sql`${table.status} in ('pending', 'applied', 'rejected')`),
    check("wallet_adjustments_amount_ck", sql`${table.amountCents} <> 0`),
  ],
);
