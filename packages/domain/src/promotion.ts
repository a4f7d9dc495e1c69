/**
 * The home page's promotions (spec §2 "promotions section", issue 16): operator-managed cards with a
 * title and a text in the three languages, a drawn picture, a link to a page of this site, an
 * optional voucher code to show, and the days they run. A promotion shows from its first to its
 * last day (both included, Baghdad calendar days) while it is active.
 */
import { z } from "zod";
import { localizedInput, wholeNumber } from "./admin-inputs";
import { isIsoDate } from "./dates";
import { localizedTextSchema } from "./localized-text";
import { isSafeRedirect } from "./redirect";
import { addDays } from "./time-zones";
import { BackOfficeMessageKey, PromotionMessageKey as K } from "./user-messages";

/** The pictures a promotion may carry: drawn by the web app (no image to upload or weigh). */
export const PromotionArtwork = {
  None: "none",
  Flight: "flight",
  Hotel: "hotel",
  Visa: "visa",
  Tour: "tour",
  Gift: "gift",
} as const;
export type PromotionArtwork = (typeof PromotionArtwork)[keyof typeof PromotionArtwork];
const artworks = Object.values(PromotionArtwork) as [PromotionArtwork, ...PromotionArtwork[]];

/** A promotion may run at most this many days. */
export const PROMOTION_MAX_DAYS = 731;
/** The home page shows at most this many promotions (lowest sort order first). */
export const PROMOTIONS_ON_HOME = 6;

/** Whether `link` is a path of this site (one leading "/", no scheme, no "//"; redirect.ts's rules). */
export function isPromotionLink(link: string): boolean {
  return link.length <= 300 && isSafeRedirect(link);
}

const isoDay = (key: string) =>
  z
    .string({ message: key })
    .trim()
    .refine((value) => isIsoDate(value) && /^\d{4}-\d{2}-\d{2}$/.test(value), key);

/** `POST back-office/promotions` and `POST back-office/promotions/{id}`: a promotion. */
export const promotionInputSchema = z
  .object({
    title: localizedInput(K.PROMOTION_TITLE_IS_INVALID, 80, true),
    text: localizedInput(K.PROMOTION_TEXT_IS_INVALID, 300, true),
    artwork: z.enum(artworks, { message: K.PROMOTION_ARTWORK_IS_INVALID }).default(PromotionArtwork.None),
    link: z
      .string({ message: K.PROMOTION_LINK_IS_INVALID })
      .trim()
      .refine(isPromotionLink, K.PROMOTION_LINK_IS_INVALID),
    voucherCode: z
      .string({ message: K.PROMOTION_VOUCHER_CODE_IS_INVALID })
      .trim()
      .toUpperCase()
      .transform((value) => (value === "" ? null : value))
      .refine((value) => value === null || /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/.test(value), {
        message: K.PROMOTION_VOUCHER_CODE_IS_INVALID,
      })
      .nullable()
      .default(null),
    startDate: isoDay(K.PROMOTION_START_DATE_IS_INVALID),
    endDate: isoDay(K.PROMOTION_END_DATE_IS_INVALID),
    sortOrder: wholeNumber(K.PROMOTION_SORT_ORDER_IS_INVALID, 0, 999).default(0),
    isActive: z.boolean({ message: BackOfficeMessageKey.ACTIVE_IS_INVALID }).default(true),
  })
  .superRefine((promotion, ctx) => {
    const end = promotionEndIssue(promotion.startDate, promotion.endDate);
    if (end) ctx.addIssue({ code: "custom", path: ["endDate"], message: end });
  });
export type PromotionInput = z.output<typeof promotionInputSchema>;

/** The last day's refusal, or null: not before the first day, at most PROMOTION_MAX_DAYS after it. */
export function promotionEndIssue(startDate: string, endDate: string): string | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return null;
  if (endDate < startDate || endDate > addDays(startDate, PROMOTION_MAX_DAYS))
    return K.PROMOTION_END_DATE_IS_INVALID;
  return null;
}

/** `GET front-api/Promotions/GetPromotions`: what the home page shows of a running promotion. */
export const promotionSchema = z.object({
  id: z.uuid(),
  title: localizedTextSchema,
  text: localizedTextSchema,
  artwork: z.enum(artworks),
  /** A path of this site. */
  link: z.string(),
  voucherCode: z.string().nullable(),
  /** Its last day (Baghdad), shown as "until …". */
  endDate: z.string(),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionListSchema = z.array(promotionSchema);

/** A promotion as the back office lists it. */
export const promotionAdminSchema = promotionSchema.extend({
  startDate: z.string(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
  isDemo: z.boolean(),
});
export type PromotionAdmin = z.infer<typeof promotionAdminSchema>;
export const promotionAdminListSchema = z.array(promotionAdminSchema);

/** Where a promotion stands on `today` (a Baghdad calendar day). */
export type PromotionState = "running" | "scheduled" | "ended" | "inactive";
export function promotionState(
  promotion: { isActive: boolean; startDate: string; endDate: string },
  today: string,
): PromotionState {
  if (!promotion.isActive) return "inactive";
  if (today < promotion.startDate) return "scheduled";
  if (today > promotion.endDate) return "ended";
  return "running";
}
