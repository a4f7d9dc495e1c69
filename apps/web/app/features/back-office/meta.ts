import { siteConfig } from "@safar/domain/site-config";
import type { MetaDescriptor } from "react-router";
import { metaT, noIndex } from "../../lib/meta";

type Matches = Parameters<typeof metaT>[0];

/** A back-office page's title ("Refunds · Back office | Rahhal"); never indexed. */
export function backOfficeMeta(
  matches: Matches,
  key:
    | "signIn"
    | "dashboard"
    | "orders"
    | "order"
    | "refunds"
    | "audit"
    | "operators"
    | "customers"
    | "customer"
    | "walletAdjustments"
    | "rates"
    | "charters"
    | "hotels"
    | "hotel"
    | "tours"
    | "tour"
    | "visaCases"
    | "visaCase"
    | "visaProducts"
    | "promotions"
    | "landingPages"
    | "markupRules"
    | "hotelMarkupRules"
    | "vouchers"
    | "paymentGateways",
): MetaDescriptor[] {
  const { locale, t } = metaT(matches);
  return [
    {
      title: `${t(`back-office.meta.${key}`)} · ${t("back-office.title")} | ${siteConfig.brandName[locale]}`,
    },
    noIndex,
  ];
}
