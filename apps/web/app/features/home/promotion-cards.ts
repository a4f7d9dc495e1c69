/**
 * The home page's promotions as the page shows them (issue 16): the texts in the page's language,
 * the drawn picture as one of the sprite's icons, the link kept only when it is a path of this site
 * (the server refuses any other; checked again here, as every link the page follows is), and the
 * last day as the customer reads it.
 */
import { isPromotionLink, type Promotion, type PromotionArtwork } from "@safar/domain/promotion";
import type { Locale } from "@safar/domain/site-config";
import { displayIsoDate } from "../../lib/format";
import type { IconName } from "../../ui/icons";

export type PromotionCard = {
  id: string;
  title: string;
  text: string;
  icon: IconName | null;
  href: string | null;
  voucherCode: string | null;
  /** "until 20 March 2030" in the page's calendar and digits. */
  until: string;
};

const ICONS: Record<PromotionArtwork, IconName | null> = {
  none: null,
  flight: "plane",
  hotel: "bed",
  visa: "passport",
  tour: "map",
  gift: "tag",
};

export function promotionCard(promotion: Promotion, locale: Locale): PromotionCard {
  return {
    id: promotion.id,
    title: promotion.title[locale],
    text: promotion.text[locale],
    icon: ICONS[promotion.artwork],
    href: isPromotionLink(promotion.link) ? promotion.link : null,
    voucherCode: promotion.voucherCode,
    until: displayIsoDate(promotion.endDate, locale),
  };
}
