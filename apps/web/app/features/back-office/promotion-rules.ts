/**
 * A promotion's form (issue 16): its values as typed (text by the API's field name, on/off apart),
 * the check with the domain's schema before sending (each error under the server's key; days and
 * the order typed in any digits), and a listed promotion sent back whole with only its switch changed.
 */
import {
  type PromotionAdmin,
  PromotionArtwork,
  type PromotionInput,
  promotionInputSchema,
} from "@safar/domain";
import { normalizeDigits } from "@safar/domain/text";
import { addDays } from "@safar/domain/time-zones";
import {
  checked,
  LANGUAGES,
  localized,
  localizedValues,
  numberOf,
  type TextValues,
} from "./hotel-admin-rules";

export const PROMOTION_ARTWORKS = Object.values(PromotionArtwork);

export type PromotionValues = { text: TextValues; isActive: boolean };

/** The form's fields in the order the focus looks for the first in error. */
export const PROMOTION_FIELDS = [
  ...LANGUAGES.map((lang) => `title.${lang}`),
  ...LANGUAGES.map((lang) => `text.${lang}`),
  "artwork",
  "link",
  "voucherCode",
  "startDate",
  "endDate",
  "sortOrder",
  "isActive",
];

/** A new promotion's values (running from `today`, Baghdad, for 30 days), or the listed promotion's. */
export function promotionValues(promotion: PromotionAdmin | undefined, today: string): PromotionValues {
  if (!promotion)
    return {
      text: {
        artwork: PromotionArtwork.None,
        link: "/",
        startDate: today,
        endDate: addDays(today, 30),
        sortOrder: "0",
      },
      isActive: true,
    };
  return {
    text: {
      ...localizedValues("title", promotion.title),
      ...localizedValues("text", promotion.text),
      artwork: promotion.artwork,
      link: promotion.link,
      voucherCode: promotion.voucherCode ?? "",
      startDate: promotion.startDate,
      endDate: promotion.endDate,
      sortOrder: String(promotion.sortOrder),
    },
    isActive: promotion.isActive,
  };
}

const day = (text: string | undefined) => normalizeDigits((text ?? "").trim());

/** The values checked with the domain's schema: the promotion to send, or an error key per field. */
export function checkPromotion(values: PromotionValues) {
  const { text } = values;
  return checked(promotionInputSchema, {
    title: localized(text, "title"),
    text: localized(text, "text"),
    artwork: text.artwork ?? PromotionArtwork.None,
    link: text.link ?? "",
    voucherCode: text.voucherCode ?? "",
    startDate: day(text.startDate),
    endDate: day(text.endDate),
    sortOrder: (text.sortOrder ?? "").trim() === "" ? 0 : numberOf(text.sortOrder),
    isActive: values.isActive,
  });
}

/** A listed promotion as the input that changes it, switched on or off (the row's switch). */
export function switchedPromotion(promotion: PromotionAdmin, isActive: boolean): PromotionInput {
  const { id: _id, isDemo: _demo, ...input } = promotion;
  return { ...input, isActive };
}
