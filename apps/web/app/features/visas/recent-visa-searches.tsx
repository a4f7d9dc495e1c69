/**
 * /visa-home's recent visas (spec §7 VisaUserInterations): what the signed-in customer priced in the
 * visa box, newest first, each a link back to the country's page with the same visa, processing and
 * travellers; a visa no longer offered says so and opens the country's page. Removed one by one.
 * Nothing for a signed-out customer or an empty history.
 */
import type { Locale } from "@safar/domain/site-config";
import type { VisaSearchHistory } from "@safar/domain/visa-order";
import { counted } from "../../lib/counted";
import { nameIn } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { deActiveVisaSearch, visaSearchHistories } from "../../lib/visas-api";
import { type RecentSearchItem, RecentSearchList } from "../../ui/recent-searches";
import { recentVisaUrl } from "./visa-choice";

export function RecentVisaSearches({ signedIn, locale }: { signedIn: boolean; locale: Locale }) {
  const { t } = useTranslation();
  const item = (entry: VisaSearchHistory): RecentSearchItem => ({
    id: entry.id,
    url: recentVisaUrl(entry),
    title: `${nameIn(entry.countryName, locale)} · ${nameIn(entry.productName, locale)}`,
    details: `${t(`visas.processing.${entry.processing}`)} · ${counted(t, "visas.count.travellers", entry.travellers, locale)}`,
    note: entry.onSale ? undefined : t("visas.recent.notOffered"),
  });
  return (
    <RecentSearchList
      heading={t("visas.recent.title")}
      loadKey={`${signedIn}/${locale}`}
      load={signedIn ? async (signal) => (await visaSearchHistories(signal)).map(item) : null}
      remove={(x) => deActiveVisaSearch(x.id)}
      removeLabel={(x) => t("visas.recent.remove", { visa: x.title })}
    />
  );
}
