/**
 * The home page's promotions for its loader: read in process from GetPromotions (public, the same for
 * every visitor, so the page cache keeps them with the page a minute) and rendered by the server,
 * so they take their place without moving the page. A failed or slow read shows no section.
 */
import { promotionListSchema } from "@safar/domain/promotion";
import type { Locale } from "@safar/domain/site-config";
import { apiForRequest } from "../../lib/api.server";
import { type PromotionCard, promotionCard } from "./promotion-cards";

/** The page does not wait longer than this for its promotions. */
const PROMOTIONS_WAIT_MS = 1500;

export async function loadHomePromotions(
  request: Request,
  context: unknown,
  locale: Locale,
): Promise<PromotionCard[]> {
  try {
    const list = await apiForRequest(request, context).request("front-api/Promotions/GetPromotions", {
      method: "GET",
      auth: false,
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(PROMOTIONS_WAIT_MS)]),
      schema: promotionListSchema,
    });
    return list.map((promotion) => promotionCard(promotion, locale));
  } catch (error) {
    console.warn("home promotions failed", error);
    return [];
  }
}
