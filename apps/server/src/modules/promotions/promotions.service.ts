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

export function createPromotionsService(deps: PromotionsServiceDeps) {
  const { repository } = deps;
  const today = () => {
    const now = deps.now?.() ?? new Date();
    return calendarDateIn(now) ?? now.toISOString().slice(0, 10);
  };

  return {
    /** The promotions running today (Baghdad), lowest sort order first, at most PROMOTIONS_ON_HOME. */
    async running(): Promise<Promotion[]> {
      return (await repository.running(today(), PROMOTIONS_ON_HOME)).map(publicView);
    },

    admin: {
      /** Every promotion, running or not, newest first. */
      async list(): Promise<PromotionAdmin[]> {
        return (await repository.all()).map(adminView);
      },

      /** Adds a promotion. */
      async create(input: PromotionInput): Promise<PromotionAdmin> {
        return adminView(await repository.insert(rowOf(input)));
      },

      /** Changes (or deactivates) a promotion (404 PROMOTION_NOT_FOUND); before and after for the audit entry. */
      async update(
        id: string,
        input: PromotionInput,
      ): Promise<{ promotion: PromotionAdmin; before: object; after: object }> {
        const found = await repository.find(id);
        if (!found) throw AppError.single("not_found", "id", K.PROMOTION_NOT_FOUND);
        const updated = await repository.update(id, rowOf(input));
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
