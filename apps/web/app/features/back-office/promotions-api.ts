/** The promotions' calls (`/api/back-office/promotions…`, issue 16), each answer parsed with the domain's schema. */
import { type PromotionInput, promotionAdminListSchema, promotionAdminSchema } from "@safar/domain";
import { get, post } from "./back-office-api";

export const listPromotions = (signal?: AbortSignal) => get("promotions", promotionAdminListSchema, signal);

/** Adds a promotion (`promotionId` null) or changes one (isActive false deactivates it). */
export const savePromotion = (promotionId: string | null, body: PromotionInput) =>
  post(
    promotionId ? `promotions/${encodeURIComponent(promotionId)}` : "promotions",
    body,
    promotionAdminSchema,
  );
