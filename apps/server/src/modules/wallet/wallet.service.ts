import {
  type BalanceDifference,
  BookingMessageKey,
  CurrencyCode,
  fromCents,
  type LedgerMovement,
  sumCents,
  toCents,
  WALLET_FLOWS_EXPORT_MAX_ROWS,
  type WalletBalance,
  WalletFlowReason,
  type WalletFlowsPage,
  type WalletFlowsQuery,
  WalletFlowType,
  WalletType,
  walletFlowsRange,
} from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { UserMessageKey } from "@safar/domain/user-messages";
import { type Database, pgErrorCode } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { OperatorAccountKind, WalletRepository } from "./wallet.repository";
import { walletFlowsWorkbook } from "./wallet-export";

/** The operator counter-account of each kind of movement, per direction (double entry). */
const CREDIT_COUNTER: Partial<Record<WalletFlowReason, OperatorAccountKind>> = {
  [WalletFlowReason.TopUp]: "payments_clearing",
  [WalletFlowReason.Refund]: "refunds",
  [WalletFlowReason.Promotion]: "promotions",
  [WalletFlowReason.Adjustment]: "adjustments",
};
const DEBIT_COUNTER: Partial<Record<WalletFlowReason, OperatorAccountKind>> = {
  [WalletFlowReason.OrderPayment]: "sales",
  [WalletFlowReason.Adjustment]: "adjustments",
};

/** A recorded wallet movement (or the one recorded earlier under the same reference). */
export interface WalletMovement {
  transactionId: string;
  reference: string;
  /** Signed cents on the customer's wallet: positive for a credit. */
  amountCents: number;
  /** The wallet balance right after this call, cents. */
  balanceCents: number;
  /** True when the reference had already been recorded and nothing moved now. */
  replayed: boolean;
}

export interface MovementInput {
  userId: string;
  amountCents: number;
  reason: WalletFlowReason;
  /** Idempotency key: the same reference twice makes one movement (e.g. `order:{id}:pay`). */
  reference: string;
  description?: string | null | undefined;
  walletType?: WalletType;
}

/** One leg of a posting: an operator account by kind, or a customer's wallet. */
export interface PostingLeg {
  account: OperatorAccountKind | { userId: string; walletType?: WalletType };
  /** Signed cents: positive into the account, negative out of it. */
  amountCents: number;
}

export interface PostingInput {
  /** Idempotency key: the same reference twice makes one movement (e.g. `payment:{id}`). */
  reference: string;
  reason: WalletFlowReason;
  description?: string | null;
  legs: PostingLeg[];
}

const notEnoughBalance = () =>
  AppError.single("business", "wallet", UserMessageKey.NOT_ENOUGH_WALLET_BALANCE, "wallet balance too low");
const referenceConflict = (reference: string) =>
  AppError.single(
    "conflict",
    "reference",
    BookingMessageKey.WALLET_REFERENCE_CONFLICT,
    `wallet reference ${reference} already used for another movement`,
  );

export function createWalletService(repository: WalletRepository) {
  const operatorIds = new Map<OperatorAccountKind, Promise<string>>();
  const operatorAccount = (kind: OperatorAccountKind) => {
    const known = operatorIds.get(kind);
    if (known) return known;
    const id = repository.ensureOperatorAccount(kind);
    id.catch(() => operatorIds.delete(kind));
    operatorIds.set(kind, id);
    return id;
  };

  async function move(input: MovementInput, direction: 1 | -1): Promise<WalletMovement> {
    const { userId, amountCents, reason, reference } = input;
    const walletType = input.walletType ?? WalletType.Cache;
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      throw AppError.single("business", "amount", BookingMessageKey.AMOUNT_IS_INVALID);
    }
    if (!reference.trim()) throw new RangeError("wallet movement without a reference");
    const counterKind = (direction === 1 ? CREDIT_COUNTER : DEBIT_COUNTER)[reason];
    if (!counterKind)
      throw new RangeError(`wallet ${direction === 1 ? "credit" : "debit"} cannot have reason ${reason}`);
    const signed = direction * amountCents;

    // Outside the movement's transaction: creating accounts is idempotent and commits on its own.
    const counterId = await operatorAccount(counterKind);
    if (direction === 1) await repository.ensureCustomerWallet(userId, walletType);

    try {
      return await repository.transaction(async (tx) => {
        // One movement per wallet at a time: the row lock orders concurrent credits and debits,
        // so the balance read below is the one the entries are added to.
        const wallet = await tx.lockCustomerWallet(userId, walletType);
        const earlier = await tx.findByReference(reference);
        if (earlier) {
          const same =
            wallet !== undefined &&
            earlier.reason === reason &&
            earlier.entries.some((e) => e.accountId === wallet.id && e.amountCents === signed);
          if (!same) throw referenceConflict(reference);
          return {
            transactionId: earlier.id,
            reference,
            amountCents: signed,
            balanceCents: wallet.balanceCents,
            replayed: true,
          };
        }
        if (!wallet || wallet.balanceCents + signed < 0) throw notEnoughBalance();

        const entries = [
          { accountId: wallet.id, amountCents: signed },
          { accountId: counterId, amountCents: -signed },
        ];
        if (sumCents(entries.map((e) => e.amountCents)) !== 0) throw new Error("unbalanced wallet movement");
        const header = await tx.insertTransaction({
          reference,
          reason,
          description: input.description?.trim() || null,
        });
        // Taken by a concurrent movement of another wallet (this wallet's are ordered by the lock).
        if (!header) throw referenceConflict(reference);
        await tx.insertEntries(header.id, entries);
        return {
          transactionId: header.id,
          reference,
          amountCents: signed,
          balanceCents: wallet.balanceCents + signed,
          replayed: false,
        };
      });
    } catch (error) {
      // Backstops of the database rules (schema-wallet.ts): a negative balance or a reference race.
      const code = pgErrorCode(error);
      if (code === "23514") throw notEnoughBalance();
      if (code === "23505") throw referenceConflict(reference);
      throw error;
    }
  }

  async function flowsPage(userId: string, query: WalletFlowsQuery, limit: number, offset: number) {
    const range = walletFlowsRange(query);
    if (!range) throw AppError.single("validation", "from", BookingMessageKey.DATE_RANGE_IS_INVALID);
    const accountId = await repository.customerWalletId(userId, WalletType.Cache);
    if (!accountId) return { items: [], total: 0 };
    const filter = {
      ...range,
      direction:
        query.type === WalletFlowType.Credit
          ? ("credit" as const)
          : query.type === WalletFlowType.Debit
            ? ("debit" as const)
            : undefined,
      reason: query.reason,
    };
    const { rows, total } = await repository.listFlows(accountId, filter, { limit, offset });
    return {
      total,
      items: rows.map((row) => ({
        id: row.id,
        type: row.amountCents > 0 ? WalletFlowType.Credit : WalletFlowType.Debit,
        reason: row.reason,
        amount: fromCents(Math.abs(row.amountCents)),
        time: row.createdAt.toISOString(),
        description: row.description,
      })),
    };
  }

  return {
    /** Puts money into the customer's wallet (a top-up, a refund, a promotion, an adjustment). */
    credit(input: MovementInput): Promise<WalletMovement> {
      return move(input, 1);
    },

    /** Takes money from the wallet; 400 NOT_ENOUGH_WALLET_BALANCE when it does not cover the amount. */
    debit(input: MovementInput): Promise<WalletMovement> {
      return move(input, -1);
    },

    /** The wallet balance in cents (0 for a customer who never had a movement), optionally inside `tx`. */
    balanceCents(userId: string, walletType: WalletType = WalletType.Cache, tx?: Database): Promise<number> {
      return (tx ? repository.within(tx) : repository).customerBalance(userId, walletType);
    },

    async balance(userId: string, walletType: WalletType = WalletType.Cache): Promise<WalletBalance> {
      const cents = await repository.customerBalance(userId, walletType);
      return { type: walletType, balance: fromCents(cents), currencyCode: CurrencyCode.USD };
    },

    /** How much of `totalPrice` (decimal USD) the wallet covers and what remains to pay. */
    async balanceDifference(userId: string, totalPrice: number): Promise<BalanceDifference> {
      const totalCents = toCents(totalPrice);
      const balanceCents = await repository.customerBalance(userId, WalletType.Cache);
      const walletCents = Math.min(balanceCents, totalCents);
      return {
        totalPrice: fromCents(totalCents),
        balance: fromCents(balanceCents),
        walletAmount: fromCents(walletCents),
        remainingAmount: fromCents(totalCents - walletCents),
        isEnough: balanceCents >= totalCents,
        currencyCode: CurrencyCode.USD,
      };
    },

    /** One page of the customer's wallet flows, newest first. */
    flows(userId: string, query: WalletFlowsQuery): Promise<WalletFlowsPage> {
      return flowsPage(userId, query, query.pageSize, (query.page - 1) * query.pageSize);
    },

    /**
     * Every flow the filters select (dates, type, reason; at most WALLET_FLOWS_EXPORT_MAX_ROWS,
     * newest first: the page's rows, all pages together) as an .xlsx file.
     */
    async exportFlows(userId: string, query: WalletFlowsQuery, locale: Locale) {
      const page = await flowsPage(userId, query, WALLET_FLOWS_EXPORT_MAX_ROWS, 0);
      return walletFlowsWorkbook(page.items, locale);
    },

    /**
     * Records a balanced movement between any accounts inside the caller's transaction `tx`, so it
     * commits or rolls back with the caller's other writes (a payment settled, an order moved).
     * Idempotent by reference: a reference already recorded moves nothing (`replayed`). A customer
     * leg locks that wallet; a debit it does not cover is 400 NOT_ENOUGH_WALLET_BALANCE.
     */
    /**
     * The ledger movements of `references` (each, or any of its sub-references `<reference>:…`),
     * oldest first, each with its accounts' legs: what the back office shows on an order's page.
     */
    async movementsOf(references: readonly string[]): Promise<LedgerMovement[]> {
      const rows = await repository.movementsByReferences(references);
      const movements = new Map<string, LedgerMovement>();
      for (const row of rows) {
        let movement = movements.get(row.id);
        if (!movement) {
          movement = {
            at: row.createdAt.toISOString(),
            reference: row.reference,
            reason: row.reason,
            description: row.description,
            entries: [],
          };
          movements.set(row.id, movement);
        }
        movement.entries.push({ account: row.kind, amount: fromCents(row.amountCents) });
      }
      return [...movements.values()];
    },

    async post(tx: Database, input: PostingInput): Promise<{ transactionId: string; replayed: boolean }> {
      const legs = input.legs;
      if (
        legs.length < 2 ||
        legs.some((leg) => !Number.isSafeInteger(leg.amountCents) || leg.amountCents === 0)
      )
        throw new RangeError("a posting needs two or more non-zero whole-cent legs");
      if (sumCents(legs.map((leg) => leg.amountCents)) !== 0) throw new Error("unbalanced posting");
      if (!input.reference.trim()) throw new RangeError("posting without a reference");
      const q = repository.within(tx);
      const earlier = await q.findByReference(input.reference);
      if (earlier) return { transactionId: earlier.id, replayed: true };
      const entries: { accountId: string; amountCents: number }[] = [];
      for (const leg of legs) {
        if (typeof leg.account === "string") {
          entries.push({
            accountId: await q.ensureOperatorAccount(leg.account),
            amountCents: leg.amountCents,
          });
          continue;
        }
        const walletType = leg.account.walletType ?? WalletType.Cache;
        if (leg.amountCents > 0) await q.ensureCustomerWallet(leg.account.userId, walletType);
        const wallet = await q.lockCustomerWallet(leg.account.userId, walletType);
        if (!wallet || wallet.balanceCents + leg.amountCents < 0) throw notEnoughBalance();
        entries.push({ accountId: wallet.id, amountCents: leg.amountCents });
      }
      const header = await q.insertTransaction({
        reference: input.reference,
        reason: input.reason,
        description: input.description?.trim() || null,
      });
      // A concurrent posting with this reference committed first (the insert waited for it).
      if (!header) {
        const winner = await q.findByReference(input.reference);
        if (!winner) throw referenceConflict(input.reference);
        return { transactionId: winner.id, replayed: true };
      }
      await q.insertEntries(header.id, entries);
      return { transactionId: header.id, replayed: false };
    },

    /** The ledger's invariants (sum zero, balanced transactions, cached balances = entries, none negative). */
    audit() {
      return repository.audit();
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
