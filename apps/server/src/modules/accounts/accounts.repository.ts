import { and, count, desc, eq, gt, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { appMeta, otpCodes, refreshTokens, users } from "../../db/schema";
import type { Database } from "../../platform/db";

export type UserRow = typeof users.$inferSelect;

/** The only code of the accounts module that knows its tables. */
export function createAccountsRepository(db: Database) {
  return {
    /**
     * The customer's row locked (FOR UPDATE) in another module's transaction `tx`: what a per-customer
     * limit counts waits for the previous count's commit.
     */
    async lockUser(tx: Database, id: string) {
      return (await tx.select().from(users).where(eq(users.id, id)).for("update"))[0];
    },
    async findUserById(id: string) {
      return (await db.select().from(users).where(eq(users.id, id)))[0];
    },
    async findUserByPhone(phoneNumber: string) {
      return (await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)))[0];
    },
    async findUserByEmail(email: string) {
      return (await db.select().from(users).where(eq(users.email, email.toLowerCase())))[0];
    },
    async findUserByGoogleSubject(subject: string) {
      return (await db.select().from(users).where(eq(users.googleSubject, subject)))[0];
    },
    /** Creates the account for a phone number, or returns the one a concurrent request just made. */
    async findOrCreateUserByPhone(phoneNumber: string, dialingCode: string) {
      await db
        .insert(users)
        .values({ phoneNumber, dialingCode })
        .onConflictDoNothing({ target: users.phoneNumber });
      return (await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)))[0]!;
    },
    async createUser(values: typeof users.$inferInsert) {
      return (await db.insert(users).values(values).returning())[0]!;
    },
    async updateUser(id: string, values: Partial<typeof users.$inferInsert>) {
      return (
        await db
          .update(users)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning()
      )[0];
    },
    /** Sets the first password only if none is set (a concurrent second call changes nothing). */
    async setFirstPassword(id: string, passwordHash: string) {
      const rows = await db
        .update(users)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(and(eq(users.id, id), isNull(users.passwordHash)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
    async touchSignIn(id: string) {
      await db.update(users).set({ lastSignInAt: sql`now()` }).where(eq(users.id, id));
    },

    // One-time codes
    async latestCode(phoneNumber: string) {
      return (
        await db
          .select()
          .from(otpCodes)
          .where(eq(otpCodes.phoneNumber, phoneNumber))
          .orderBy(desc(otpCodes.createdAt))
          .limit(1)
      )[0];
    },
    async countCodesSince(phoneNumber: string, since: Date) {
      const rows = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(otpCodes)
        .where(and(eq(otpCodes.phoneNumber, phoneNumber), gt(otpCodes.createdAt, since)));
      return rows[0]?.count ?? 0;
    },
    async insertCode(values: typeof otpCodes.$inferInsert) {
      return db.transaction(async (tx) => {
        await tx
          .update(otpCodes)
          .set({ supersededAt: sql`now()` })
          .where(and(eq(otpCodes.phoneNumber, values.phoneNumber), isNull(otpCodes.supersededAt)));
        return (await tx.insert(otpCodes).values(values).returning())[0]!;
      });
    },
    async deleteCode(id: string) {
      await db.delete(otpCodes).where(eq(otpCodes.id, id));
    },
    /** Counts a wrong try; answers the new count (a dead code stays dead). */
    async addCodeAttempt(id: string) {
      const rows = await db
        .update(otpCodes)
        .set({ attempts: sql`${otpCodes.attempts} + 1` })
        .where(eq(otpCodes.id, id))
        .returning({ attempts: otpCodes.attempts });
      return rows[0]?.attempts ?? Number.POSITIVE_INFINITY;
    },
    /** Uses a code once: only one of several concurrent sign-ins with the same code wins. */
    async consumeCode(id: string, maxAttempts: number) {
      const rows = await db
        .update(otpCodes)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(otpCodes.id, id),
            isNull(otpCodes.consumedAt),
            isNull(otpCodes.supersededAt),
            lt(otpCodes.attempts, maxAttempts),
            gt(otpCodes.expiresAt, sql`now()`),
          ),
        )
        .returning({ id: otpCodes.id });
      return rows.length === 1;
    },

    // Refresh tokens
    async insertRefreshToken(values: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(values);
    },
    async findRefreshToken(tokenHash: string) {
      return (await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)))[0];
    },
    /** Marks a token used if it was still fresh; false means it was used or revoked already. */
    async useRefreshToken(id: string) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    /** Whether any token of the family was revoked (reuse seen, or signed out): the family is dead. */
    async familyRevoked(familyId: string) {
      const rows = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
        .limit(1);
      return rows.length > 0;
    },
    async revokeFamily(familyId: string) {
      await db
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },

    /**
     * The back office's customer search: by the phone's last 10 digits, the e-mail, or the name's
     * words (case-insensitive, each a substring of the first or last name); newest first.
     */
    async searchUsers(filter: {
      phoneTail?: string;
      email?: string;
      nameWords?: readonly string[];
      status?: string;
      page: number;
      pageSize: number;
    }) {
      const like = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const where = and(
        filter.phoneTail ? sql`right(${users.phoneNumber}, 10) = ${filter.phoneTail}` : undefined,
        filter.email ? eq(users.email, filter.email) : undefined,
        ...(filter.nameWords ?? []).map(
          (word) => sql`(${users.firstName} ilike ${like(word)} or ${users.lastName} ilike ${like(word)})`,
        ),
        filter.status ? eq(users.status, filter.status as "active") : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt))
          .limit(filter.pageSize)
          .offset((filter.page - 1) * filter.pageSize),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * Sets an account's status unless it is terminated (locked row, one transaction); a status other
     * than active revokes every refresh token it holds. `inside` runs in the same transaction (the
     * back office's audit entry). Undefined when there is no such account.
     */
    async setStatus(
      id: string,
      status: "active" | "suspended" | "terminated",
      inside?: (tx: Database, before: string) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(users).where(eq(users.id, id)).for("update");
        if (!current) return undefined;
        if (current.status === "terminated") return { row: current, changed: false as const };
        const [row] = await tx
          .update(users)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(users.id, id))
          .returning();
        if (status !== "active")
          await tx
            .update(refreshTokens)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
        await inside?.(tx as unknown as Database, current.status);
        return { row: row ?? current, changed: true as const };
      });
    },

    // The signing secret when JWT_SECRET is not configured (development): made once, shared by instances.
    async signingSecret(candidate: string) {
      await db.insert(appMeta).values({ key: "auth:secret", value: candidate }).onConflictDoNothing();
      return (await db.select().from(appMeta).where(eq(appMeta.key, "auth:secret")))[0]!.value;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
