/**
 * Operators (issue 13): accounts apart from customers, created by an admin (the first one by
 * `npm run operator -- create`), signed in by e-mail, password and a TOTP code into an 8-hour
 * session; every action written to the append-only audit log in the action's own transaction.
 */
import { createHash, randomBytes } from "node:crypto";
import { hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import {
  type AuditEntry,
  type AuditPage,
  type AuditQuery,
  type CreatedOperator,
  type CreateOperator,
  OPERATOR_LOCK_MINUTES,
  OPERATOR_MAX_FAILED_SIGN_INS,
  OPERATOR_SESSION_HOURS,
  type OperatorRole,
  type OperatorSession,
  type OperatorSignIn,
  type OperatorView,
  type OrderNote,
  rolePermissions,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { BackOfficeRepository, OperatorRow } from "./back-office.repository";
import { newTotpSecret, totpStep, totpUri } from "./totp";
import { createTotpSeal, type TotpSeal } from "./totp-seal";

/** Who acts: the signed-in operator and the address the call came from. */
export interface Actor {
  operatorId: string;
  email: string;
  role: OperatorRole;
  ip: string | null;
}

/** One audit entry: what was done to which object, as it was before and after. */
export interface AuditChange {
  action: string;
  objectType?: string;
  objectId?: string;
  before?: unknown;
  after?: unknown;
}

export const hashSessionToken = (token: string) => createHash("sha256").update(token).digest("hex");

const signInFailed = () => AppError.single("unauthenticated", "request", K.OPERATOR_SIGN_IN_FAILED);
const locked = () => AppError.single("rate_limited", "request", K.OPERATOR_LOCKED);

export function toOperatorView(row: OperatorRow): OperatorView {
  return {
    operatorId: row.id,
    email: row.email,
    displayName: row.displayName,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

const toNote = (row: {
  id: string;
  orderId: string;
  operatorEmail: string;
  text: string;
  createdAt: Date;
}): OrderNote => ({
  id: row.id,
  orderId: row.orderId,
  operatorEmail: row.operatorEmail,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

export function createBackOfficeService(deps: {
  repository: BackOfficeRepository;
  /** The authenticator keys at rest (totp-seal.ts); unset: kept plain. */
  seal?: TotpSeal;
  now?: () => Date;
}) {
  const { repository } = deps;
  const seal = deps.seal ?? createTotpSeal(undefined);
  const now = deps.now ?? (() => new Date());
  // Verifying against a real hash when the operator does not exist keeps both answers equally slow.
  const decoyHash = argonHash(randomBytes(16).toString("hex"));

  /**
   * Writes one audit entry; with `tx`, in the action's own transaction (both land or neither).
   * `actor` is the operator, or only the address of a caller not signed in.
   */
  async function record(
    actor: Actor | { ip: string | null } | null,
    change: AuditChange,
    tx?: Database,
  ): Promise<void> {
    const operator = actor && "operatorId" in actor ? actor : null;
    await (tx ? repository.within(tx) : repository).insertAudit({
      operatorId: operator?.operatorId ?? null,
      operatorEmail: operator?.email ?? null,
      role: operator?.role ?? null,
      action: change.action,
      objectType: change.objectType ?? null,
      objectId: change.objectId ?? null,
      before: change.before ?? null,
      after: change.after ?? null,
      ip: actor?.ip ?? null,
    });
  }

  const sessionView = (row: OperatorRow, expiresAt: Date): OperatorSession => ({
    operator: toOperatorView(row),
    permissions: [...rolePermissions[row.role]],
    expiresAt: expiresAt.toISOString(),
  });

  return {
    record,

    /** Creates an operator (`by` null: the first admin, from the command line). */
    async createOperator(input: CreateOperator, by: Actor | null): Promise<CreatedOperator> {
      const secret = newTotpSecret();
      const passwordHash = await argonHash(input.password);
      const row = await repository.insertOperator({
        email: input.email,
        displayName: input.displayName,
        role: input.role,
        passwordHash,
        totpSecret: seal.seal(secret),
        createdBy: by?.operatorId ?? null,
      });
      if (!row) throw AppError.single("conflict", "email", K.OPERATOR_EMAIL_TAKEN);
      const operator = toOperatorView(row);
      await record(by, {
        action: "operator.create",
        objectType: "operator",
        objectId: row.id,
        after: operator,
      });
      return { operator, totpSecret: secret, totpUri: totpUri(secret, row.email) };
    },

    async listOperators(): Promise<{ items: OperatorView[]; total: number }> {
      const rows = await repository.listOperators();
      return { items: rows.map(toOperatorView), total: rows.length };
    },

    /**
     * E-mail, password and TOTP code → a session token (its hash kept) for 8 hours. Each attempt is
     * counted before it is checked; the OPERATOR_MAX_FAILED_SIGN_INS-th wrong one in a row locks the
     * account for OPERATOR_LOCK_MINUTES. One answer for every wrong part (nothing learned of which).
     */
    async signIn(
      input: OperatorSignIn,
      ip: string | null,
    ): Promise<{ token: string; session: OperatorSession }> {
      const at = now();
      const row = await repository.operatorByEmail(input.email);
      if (row?.status !== "active") {
        await argonVerify(await decoyHash, input.password).catch(() => false);
        await record(
          { ip },
          { action: "operator.sign-in-failed", objectType: "operator", objectId: input.email },
        );
        throw signInFailed();
      }
      const attempt = await repository.countAttempt(row.id, at);
      if (attempt === undefined || attempt > OPERATOR_MAX_FAILED_SIGN_INS) throw locked();
      const passwordRight = await argonVerify(row.passwordHash, input.password).catch(() => false);
      // A key that cannot be opened (sealed, and the setting gone or changed) fails closed.
      const secret = seal.open(row.totpSecret);
      const step = passwordRight && secret ? totpStep(secret, input.code, at.getTime()) : undefined;
      const actor: Actor = { operatorId: row.id, email: row.email, role: row.role, ip };
      if (step === undefined || !(await repository.signedIn(row.id, step, at))) {
        const lockNow = attempt >= OPERATOR_MAX_FAILED_SIGN_INS;
        if (lockNow) await repository.lock(row.id, new Date(at.getTime() + OPERATOR_LOCK_MINUTES * 60_000));
        await record(actor, {
          action: lockNow ? "operator.locked" : "operator.sign-in-failed",
          objectType: "operator",
          objectId: row.id,
        });
        throw lockNow ? locked() : signInFailed();
      }
      // A key stored plain before the setting existed is sealed now.
      if (secret && seal.sealing && seal.isPlain(row.totpSecret))
        await repository.setTotpSecret(row.id, seal.seal(secret));
      const token = randomBytes(32).toString("base64url");
      const expiresAt = new Date(at.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
      await repository.insertSession({
        operatorId: row.id,
        tokenHash: hashSessionToken(token),
        ip,
        expiresAt,
      });
      await record(actor, {
        action: "operator.sign-in",
        objectType: "operator",
        objectId: row.id,
      });
      return { token, session: sessionView({ ...row, lastSignInAt: at }, expiresAt) };
    },

    /** The live session of a cookie's token, or undefined (expired, ended, or the operator disabled). */
    async session(token: string) {
      const found = await repository.liveSession(hashSessionToken(token), now());
      if (!found) return undefined;
      return {
        sessionId: found.session.id,
        view: sessionView(found.operator, found.session.expiresAt),
        actor: (ip: string | null): Actor => ({
          operatorId: found.operator.id,
          email: found.operator.email,
          role: found.operator.role,
          ip,
        }),
      };
    },

    async signOut(sessionId: string, actor: Actor): Promise<void> {
      await repository.endSession(sessionId, now());
      await record(actor, {
        action: "operator.sign-out",
        objectType: "operator",
        objectId: actor.operatorId,
      });
    },

    /** The audit log, newest first, by operator, action and object. */
    async searchAudit(query: AuditQuery): Promise<AuditPage> {
      const { rows, total } = await repository.searchAudit(query);
      const items: AuditEntry[] = rows.map((row) => ({
        id: String(row.id),
        at: row.at.toISOString(),
        operatorId: row.operatorId,
        operatorEmail: row.operatorEmail,
        role: row.role,
        action: row.action,
        objectType: row.objectType,
        objectId: row.objectId,
        before: row.before,
        after: row.after,
        ip: row.ip,
      }));
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    /** Adds an operator's internal note to an order, with its audit entry. */
    async addNote(orderId: string, text: string, actor: Actor): Promise<OrderNote> {
      const row = await repository.insertNote({
        orderId,
        operatorId: actor.operatorId,
        operatorEmail: actor.email,
        text,
      });
      await record(actor, { action: "order.note", objectType: "order", objectId: orderId, after: { text } });
      return toNote(row);
    },

    async notesOf(orderId: string): Promise<OrderNote[]> {
      return (await repository.notesOf(orderId)).map(toNote);
    },

    /** How many operators exist (the command line tells when the first admin is still missing). */
    countOperators: () => repository.countOperators(),
  };
}
export type BackOfficeService = ReturnType<typeof createBackOfficeService>;
