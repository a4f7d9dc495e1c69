import { sql } from "drizzle-orm";
import { index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The accounts context's tables: customers, their sign-in codes and refresh tokens. */
export const users = pgTable("users", {
  id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
  /** E.164 with the plus sign, e.g. +9647801234567. */
  phoneNumber: text("phone_number").unique(),
  dialingCode: text("dialing_code"),
  /** Lower-cased. */
  email: text("email").unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  passwordHash: text("password_hash"),
  googleSubject: text("google_subject").unique(),
  /** `terminated` is closed for good (spec §6): the back office sets it, nothing reopens it. */
  status: text("status", { enum: ["active", "suspended", "terminated"] })
    .notNull()
    .default("active"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
});

/** One-time sign-in codes. Only a keyed hash of the code is kept. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    phoneNumber: text("phone_number").notNull(),
    codeHash: text("code_hash").notNull(),
    channel: smallint("channel").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /** Set when a newer code replaces this one. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("otp_codes_phone_created_idx").on(table.phoneNumber, table.createdAt)],
);

/** Opaque refresh tokens, stored hashed; each use rotates within its family. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId)],
);
