/**
 * The home page's promotions (issue 16): the running ones for the storefront (active, and today in
 * Baghdad between their first and last day), and the back office's list, add and change (a change
 * may deactivate one). The link is checked by the domain's schema (a path of this site only).
 */
import {
  calendarDateIn,
  PROMOTIONS_ON_HOME,
  type Promotion,
  type PromotionAdmin,
  type PromotionInput,
} from "@safar/domain";
import { PromotionMessageKey as K } from "@safar/domain/user-messages";
import { AppError } from "../../platform/errors";
import type { NewPromotionRow, PromotionRow, PromotionsRepository } from "./promotions.repository";

export interface PromotionsServiceDeps {
  repository: PromotionsRepository;
  now?: () => Date;
}

const publicView = (row: PromotionRow): Promotion => ({
  id: row.id,
  title: row.title,
  text: row.text,
  artwork: row.artwork,
  link: row.link,
  voucherCode: row.voucherCode,
  endDate: row.endDate,
});

const adminView = (row: PromotionRow): PromotionAdmin => ({
  ...publicView(row),
  startDate: row.startDate,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  isDemo: row.isDemo,
});

const rowOf = (input: PromotionInput): NewPromotionRow => ({
  title: input.title,
  text: input.text,
  artwork: input.artwork,
  link: input.link,
  voucherCode: input.voucherCode,
  startDate: input.startDate,
  endDate: input.endDate,
  sortOrder: input.sortOrder,
  isActive: input.isActive,
});

/** What an audit entry keeps of a promotion (its fields as the operator typed them). */
function auditOf(promotion: PromotionAdmin) {
  const { id: _id, isDemo: _demo, ...fields } = promotion;
  return fields;
}

/** How long the running promotions are kept between changes (milliseconds). */
export const RUNNING_KEPT_MS = 30_000;

export function createPromotionsService(deps: PromotionsServiceDeps) {
  const { repository } = deps;
  const today = () => {
    const now = deps.now?.() ?? new Date();
    return calendarDateIn(now) ?? now.toISOString().slice(0, 10);
  };

  // Every rendered home asks for the running promotions (a query on each render, a tenth of the
  // page's CPU on PGlite): kept per Baghdad day for RUNNING_KEPT_MS, one query for concurrent
  // asks, forgotten on every change made here. Another instance's change shows within that time,
  // as the answer's own `max-age=60` and the shared page cache already allow.
  let kept: { day: string; until: number; list: Promise<Promotion[]> } | undefined;
  const forget = () => {
    kept = undefined;
  };

  return {
    /** The promotions running today (Baghdad), lowest sort order first, at most PROMOTIONS_ON_HOME. */
    running(): Promise<Promotion[]> {
      const day = today();
      const now = performance.now();
      if (kept && kept.day === day && kept.until > now) return kept.list;
      const list = repository.running(day, PROMOTIONS_ON_HOME).then((rows) => rows.map(publicView));
      const entry = { day, until: now + RUNNING_KEPT_MS, list };
      kept = entry;
      list.catch(() => {
        if (kept === entry) kept = undefined;
      });
      return list;
    },

    admin: {
      /** Every promotion, running or not, newest first. */
      async list(): Promise<PromotionAdmin[]> {
        return (await repository.all()).map(adminView);
      },

      /** Adds a promotion. */
      async create(input: PromotionInput): Promise<PromotionAdmin> {
        const created = adminView(await repository.insert(rowOf(input)));
        forget();
        return created;
      },

      /** Changes (or deactivates) a promotion (404 PROMOTION_NOT_FOUND); before and after for the audit entry. */
      async update(
        id: string,
        input: PromotionInput,
      ): Promise<{ promotion: PromotionAdmin; before: object; after: object }> {
        const found = await repository.find(id);
        if (!found) throw AppError.single("not_found", "id", K.PROMOTION_NOT_FOUND);
        const updated = await repository.update(id, rowOf(input));
        forget();
        if (!updated) throw AppError.single("not_found", "id", K.PROMOTION_NOT_FOUND);
        const promotion = adminView(updated);
        return { promotion, before: auditOf(adminView(found)), after: auditOf(promotion) };
      },

      audit: auditOf,
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
export type PromotionsAdmin = PromotionsService["admin"];
