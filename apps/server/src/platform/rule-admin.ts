/**
 * The back office's lists of pricing rules (flight and hotel markup): list every rule, add one,
 * change one, each write audited in its own transaction, and the readers' memo forgotten after it
 * so this instance prices with the change at once.
 */
import type { Database } from "./db";
import { AppError } from "./errors";

/** A rules table's reads and writes (the owning module's repository). */
export interface RuleStore<Row, Values> {
  list(): Promise<Row[]>;
  insert<T>(values: Values, after: (tx: Database, row: Row) => Promise<T>): Promise<T>;
  update<T>(
    id: string,
    values: Values,
    after: (tx: Database, before: Row, row: Row) => Promise<T>,
  ): Promise<T | undefined>;
}

export function createRuleAdmin<Row, Values, Fields, View>(deps: {
  repository: RuleStore<Row, Values>;
  toView: (row: Row) => View;
  toRow: (fields: Fields) => Values;
  /** The readers read the rules again (and what was computed from them, e.g. cached searches). */
  forget: () => void | Promise<void>;
  /** The message key of a 404 on `id`. */
  notFoundKey: string;
}): RuleAdmin<View, Fields> {
  const { repository, toView, toRow } = deps;
  return {
    /** Every rule, in the repository's order. */
    async list(): Promise<View[]> {
      return (await repository.list()).map(toView);
    },

    /** Adds a rule; `audit` runs in its transaction. */
    async create(fields: Fields, audit: (tx: Database, after: View) => Promise<void>): Promise<View> {
      const made = await repository.insert(toRow(fields), async (tx, row) => {
        const view = toView(row);
        await audit(tx, view);
        return view;
      });
      await deps.forget();
      return made;
    },

    /** Changes a rule's fields (404 on `id`); `audit` gets before and after in its transaction. */
    async update(
      id: string,
      fields: Fields,
      audit: (tx: Database, before: View, after: View) => Promise<void>,
    ): Promise<View> {
      const changed = await repository.update(id, toRow(fields), async (tx, before, row) => {
        const view = toView(row);
        await audit(tx, toView(before), view);
        return view;
      });
      if (!changed) throw AppError.single("not_found", "id", deps.notFoundKey);
      await deps.forget();
      return changed;
    },
  };
}

/** What the back office's routes call. */
export interface RuleAdmin<View, Fields> {
  list(): Promise<View[]>;
  create(fields: Fields, audit: (tx: Database, after: View) => Promise<void>): Promise<View>;
  update(
    id: string,
    fields: Fields,
    audit: (tx: Database, before: View, after: View) => Promise<void>,
  ): Promise<View>;
}
