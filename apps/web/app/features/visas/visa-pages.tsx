import { Link } from "react-router";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { PassportIcon } from "../../ui/icons";
import { FactList, PageHeader } from "../../ui/page-header";
import { useLocale } from "../../ui/use-locale";
import { type VisaCountry, visaCountries, visaFacts } from "./visa-facts";

function useVisaCrumb() {
  const { t } = useTranslation();
  return { label: t("meta.visaHome.title"), to: "/visa-home" };
}

/** The visa section home: Iraqis only, and the four countries. */
export function VisaHomePage() {
  const { t } = useTranslation();
  return (
    <div className="page container">
      <PageHeader title={t("meta.visaHome.title")} lead={t("meta.visaHome.description")} />
      <p>
        <strong>{t("visas.iraqisOnly")}</strong>
      </p>
      <h2>{t("visas.chooseCountry")}</h2>
      <ul className="link-cards">
        {visaCountries.map((country) => (
          <li key={country.slug}>
            <Link to={`/${country.slug}`}>
              <PassportIcon />
              <span>{t(country.titleKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One country's visa page with the spec's facts (§9). */
export function VisaCountryPage({ country }: { country: VisaCountry }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const visaCrumb = useVisaCrumb();
  const info = visaCountries.find((c) => c.slug === country);
  if (!info) return null;
  const title = t(info.titleKey);
  const n = (value: number) => formatNumber(value, locale);
  const dirham = (amount: number) => t("common.dirham", { amount: n(amount) });

  return (
    <div className="page container">
      <PageHeader title={title} lead={t(info.descriptionKey)} crumbs={[visaCrumb, { label: title }]} />
      <p>
        <strong>{t("visas.iraqisOnly")}</strong>
      </p>
      <div className="grid">
        {country === "visa-uae" ? (
          <>
            <FactList
              title={title}
              items={[
                t("visas.uaeValidity", { days: visaFacts.uae.validityDays }),
                t("visas.uaeStays", {
                  a: n(visaFacts.uae.stayDays[0]),
                  b: n(visaFacts.uae.stayDays[1]),
                  c: n(visaFacts.uae.stayDays[2]),
                }),
                t("visas.uaeTransit", { price: dirham(visaFacts.uae.transitPriceAed) }),
              ]}
            />
            <section className="card">
              <h2>{t("visas.startingPrices")}</h2>
              <ul className="price-list">
                {visaFacts.uae.startingPricesAed.map((price) => (
                  <li key={price}>{dirham(price)}</li>
                ))}
              </ul>
            </section>
          </>
        ) : null}
        {country === "visa-thiland" ? <FactList title={title} items={[t("visas.thailandTourist")]} /> : null}
        <FactList
          title={t("visas.options")}
          items={[t("visas.optionType"), t("visas.optionEntry"), t("visas.optionProcessing")]}
        />
      </div>
    </div>
  );
}

/** Visa payment (spec §2 /visa/payment/{orderId?}). */
export function VisaPaymentPage({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation();
  const visaCrumb = useVisaCrumb();
  const title = t("meta.visaPayment.title");
  return (
    <div className="page container">
      <PageHeader
        title={title}
        lead={t("meta.visaPayment.description")}
        crumbs={[visaCrumb, { label: title }]}
      >
        {orderId ? <p>{t("checkout.orderLabel", { orderId })}</p> : null}
      </PageHeader>
      <FactList
        title={t("checkout.paymentMethods")}
        items={[t("visas.paymentNote"), t("checkout.refundNote")]}
      />
    </div>
  );
}
