/**
 * /back-office/hotel-markup-rules (admins and finance): the markup rules the hotel search prices
 * rates paid now with (never a rate paid at the hotel), the active first, then by priority: what
 * each matches (supplier, destination, stars; empty matches every hotel) and what it adds (a percent
 * of the stay, a fixed USD amount per room and night). Switched off or on with a button, or opened
 * in the form below to change it; the same form adds a rule. Cities and countries are named in the
 * operator's language (the storefront's hotel cities).
 */
import type { HotelCity, HotelMarkupRuleView } from "@safar/domain";
import { useMemo } from "react";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { columnHelper } from "./data-table";
import { HotelMarkupRuleForm } from "./hotel-markup-rule-form";
import { MarkupRulesScreen } from "./markup-rule-parts";
import type { PageState } from "./page-data";
import { OperatorPage } from "./page-states";
import { type HotelMarkupRules, hotelMarkupApi } from "./pricing-api";
import { hotelCountries } from "./pricing-rules";

const P = "back-office.hotelMarkups";

export type HotelMarkupRulesData = { rules: HotelMarkupRules; cities: HotelCity[] };

export function HotelMarkupRulesPage({ state }: { state: PageState<HotelMarkupRulesData> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(data) => <HotelMarkupRulesView {...data} />}
    </OperatorPage>
  );
}

function HotelMarkupRulesView({ rules, cities }: HotelMarkupRulesData) {
  const matchColumns = useHotelColumns(cities);
  return (
    <MarkupRulesScreen
      kind="hotelMarkups"
      rules={rules}
      api={hotelMarkupApi}
      matchColumns={matchColumns}
      form={(rule, done) => (
        <HotelMarkupRuleForm key={rule?.id ?? "new"} rule={rule} cities={cities} {...done} />
      )}
    />
  );
}

/** "Karbala KRB", "Iraq (every city)" or "Every destination": a code the list lacks shown as it is. */
function HotelPlace({ rule, cities }: { rule: HotelMarkupRuleView; cities: readonly HotelCity[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (rule.cityCode) {
    const city = cities.find((c) => c.cityCode === rule.cityCode);
    return (
      <>
        {city ? `${city.name[locale]} ` : null}
        <bdi dir="ltr" className="bo-muted">
          {rule.cityCode}
        </bdi>
      </>
    );
  }
  if (rule.countryCode) {
    const country = hotelCountries(cities).find((c) => c.code === rule.countryCode);
    return <>{t(`${P}.countryOnly`, { country: country?.name[locale] ?? rule.countryCode })}</>;
  }
  return <>{t(`${P}.anyPlace`)}</>;
}

const helper = columnHelper<HotelMarkupRuleView>();

/** What a hotel rule matches: its supplier, destination and stars. */
function useHotelColumns(cities: readonly HotelCity[]) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return useMemo(
    () => [
      helper.accessor("supplier", {
        header: t(`${P}.columns.supplier`),
        cell: (info) => t(`${P}.supplier.${info.getValue() ?? "any"}`),
      }),
      helper.display({
        id: "place",
        header: t(`${P}.columns.place`),
        cell: (info) => <HotelPlace rule={info.row.original} cities={cities} />,
      }),
      helper.accessor("stars", {
        header: t(`${P}.columns.stars`),
        cell: (info) => {
          const stars = info.getValue();
          return stars === null
            ? t(`${P}.anyStars`)
            : t("back-office.hotels.starsOf", { n: formatNumber(stars, locale) });
        },
      }),
    ],
    [t, locale, cities],
  );
}
