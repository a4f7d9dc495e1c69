/**
 * What the back office does with customers' accounts (issue 13, spec §6): find them by phone (any
 * form), e-mail or name, read one, and suspend, reinstate or terminate one. A status other than
 * active revokes the account's refresh tokens at once, and its access tokens are refused within
 * ACCOUNT_STATUS_CACHE_SECONDS (tokens.ts); a terminated account stays closed.
 */
import {
  type BackOfficeCustomer,
  type CustomerStatus,
  type CustomersQuery,
  normalizeDigits,
  orderSearchTerms,
} from "@safar/domain";
import { BackOfficeMessageKey as K } from "@safar/domain/user-messages";
import type { Database } from "../../platform/db";
import { AppError } from "../../platform/errors";
import type { AccountsRepository, UserRow } from "./accounts.repository";

export function toBackOfficeCustomer(row: UserRow): BackOfficeCustomer {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
  };
}

const notFound = () => AppError.single("not_found", "userId", K.CUSTOMER_NOT_FOUND);

export function createCustomerAdmin(repository: AccountsRepository) {
  return {
    async search(query: CustomersQuery) {
      const text = normalizeDigits(query.q ?? "").trim();
      const terms = orderSearchTerms(text);
      const byPhone = terms.phoneTail !== undefined;
      const { rows, total } = await repository.searchUsers({
        ...(byPhone ? { phoneTail: terms.phoneTail } : {}),
        ...(terms.email ? { email: terms.email } : {}),
        ...(!byPhone && !terms.email && text ? { nameWords: text.split(/\s+/).slice(0, 4) } : {}),
        ...(query.status ? { status: query.status } : {}),
        page: query.page,
        pageSize: query.pageSize,
      });
      return { items: rows.map(toBackOfficeCustomer), total, page: query.page, pageSize: query.pageSize };
    },

    async get(userId: string): Promise<BackOfficeCustomer> {
      const row = await repository.findUserById(userId);
      if (!row) throw notFound();
      return toBackOfficeCustomer(row);
    },

    /** Suspends, reinstates or terminates; 409 CUSTOMER_TERMINATED once closed. `audit` runs in the change's transaction. */
    async setStatus(
      userId: string,
      status: CustomerStatus,
      audit?: (tx: Database, before: { status: string }, after: { status: string }) => Promise<void>,
    ): Promise<BackOfficeCustomer> {
      const result = await repository.setStatus(
        userId,
        status,
        audit && ((tx, before) => audit(tx, { status: before }, { status })),
      );
      if (!result) throw notFound();
      if (!result.changed) throw AppError.single("conflict", "status", K.CUSTOMER_TERMINATED);
      return toBackOfficeCustomer(result.row);
    },
  };
}
export type CustomerAdmin = ReturnType<typeof createCustomerAdmin>;
