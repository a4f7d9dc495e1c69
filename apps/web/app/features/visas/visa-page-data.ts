/**
 * The visa pages' data (decision 012): the countries with their lowest price and the products on
 * sale (one country's on a country page), asked once per page life; the choice of the URL settled
 * by the box's rules; and the price of that choice (`GetTotalPrice`) handed to the page as a promise,
 * so a change of travellers or processing shows the box at once and the price when it comes.
 */
import type { VisaCountry, VisaProduct, VisaTotalPrice } from "@safar/domain/visa";
import type { VisaCountryCode } from "@safar/domain/visa-rules";
import { type Settled, settle } from "../../lib/page-data";
import { visaCountries, visaProducts, visaTotalPrice } from "../../lib/visas-api";
import { choiceFromUrl, settleChoice, type VisaChoice } from "./visa-choice";

export type VisaPageData = {
  /** The country of a country page; null on /visa-home. */
  fixedCountry: VisaCountryCode | null;
  countries: Settled<VisaCountry[]>;
} & (
  | {
      status: "ready";
      choice: VisaChoice;
      /** The country's products, in the operator's order. */
      offered: VisaProduct[];
      product: VisaProduct | null;
      /** The chosen product's price; null before one is chosen. */
      total: Promise<Settled<VisaTotalPrice>> | null;
    }
  | { status: "error"; error: unknown }
);

export async function loadVisaPage(
  url: URL,
  fixedCountry: VisaCountryCode | null,
  signal: AbortSignal,
): Promise<VisaPageData> {
  const [countries, products] = await Promise.all([
    settle(visaCountries()),
    settle(visaProducts(fixedCountry ?? undefined)),
  ]);
  if (!products.ok) return { fixedCountry, countries, status: "error", error: products.error };
  const { choice, product, offered } = settleChoice(
    choiceFromUrl(url.searchParams, fixedCountry ?? undefined),
    products.value,
  );
  const total = product
    ? settle(
        visaTotalPrice(
          { productId: product.id, processing: choice.processing, travellers: choice.travellers },
          signal,
        ),
      )
    : null;
  return { fixedCountry, countries, status: "ready", choice, offered, product, total };
}
