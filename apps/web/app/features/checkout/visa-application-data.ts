/**
 * The data of /add-passenger for a visa application (decision 012), read by its route's client
 * loader: the product the URL names (GetBasePrices, asked once per page life), its price for the
 * request (GetTotalPrice: per traveller and in total, the processing days and the documents), the
 * country's name and the countries for nationality and passport (a failed load of either is
 * swallowed, spec §8). States as data: ready, a link that names no visa on sale (with the way back
 * to the visa pages), or a failure (retry).
 */
import type { Country } from "@safar/domain";
import { VisaMessageKey } from "@safar/domain/user-messages";
import type { VisaCountry, VisaProduct, VisaTotalPrice } from "@safar/domain/visa";
import { VISA_COUNTRY_SLUGS } from "@safar/domain/visa-rules";
import { isApiError } from "../../lib/api";
import { settle } from "../../lib/page-data";
import { type VisaApplicationRef, visaApplicationRefOf } from "../../lib/visa-application-params";
import { visaCountries, visaProducts, visaTotalPrice } from "../../lib/visas-api";
import { getCountries } from "./checkout-api";

export type VisaApplicationData =
  | {
      status: "ready";
      ref: VisaApplicationRef;
      product: VisaProduct;
      quote: VisaTotalPrice;
      /** The visa's country, when the countries answered. */
      country: VisaCountry | null;
      countries: Country[];
      /** The visa's country page (where a change of mind goes back to). */
      backUrl: string;
    }
  /** `message`: a message key; `backUrl`: the visa pages. */
  | { status: "unavailable"; message: string; backUrl: string }
  | { status: "error" };

/** Shown for a link that names no visa request. */
export const INVALID_VISA_LINK_KEY = "visas.apply.invalidLink";

export async function loadVisaApplication(
  params: URLSearchParams,
  signal: AbortSignal,
): Promise<VisaApplicationData> {
  const ref = visaApplicationRefOf(params);
  if (!ref) return { status: "unavailable", message: INVALID_VISA_LINK_KEY, backUrl: "/visa-home" };
  const countries = getCountries(signal).catch(() => []);
  const [products, quote, visaCountryList] = await Promise.all([
    settle(visaProducts()),
    settle(visaTotalPrice(ref, signal)),
    settle(visaCountries()),
  ]);
  if (!products.ok) return { status: "error" };
  const product = products.value.find((p) => p.id === ref.productId);
  if (!product)
    return { status: "unavailable", message: VisaMessageKey.VISA_PRODUCT_NOT_FOUND, backUrl: "/visa-home" };
  const backUrl = `/${VISA_COUNTRY_SLUGS[product.countryCode]}`;
  if (!quote.ok) {
    const error = quote.error;
    const refused = isApiError(error) && error.status < 500 && error.status !== 0;
    return refused
      ? {
          status: "unavailable",
          message: error.firstMessages()[0] ?? VisaMessageKey.VISA_PRODUCT_NOT_FOUND,
          backUrl,
        }
      : { status: "error" };
  }
  const country = visaCountryList.ok
    ? (visaCountryList.value.find((c) => c.countryCode === product.countryCode) ?? null)
    : null;
  return {
    status: "ready",
    ref,
    product,
    quote: quote.value,
    country,
    countries: await countries,
    backUrl,
  };
}
