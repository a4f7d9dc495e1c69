/**
 * The visa pages (issue 15): /visa-home with the four countries and their lowest price and the visa
 * box, each country's page with the box fixed to it (visa-box.tsx). Their
 * data comes from the routes' client loaders (visa-page-data.ts); the server renders the frame with
 * skeletons.
 */
import type { VisaCountry } from "@safar/domain/visa";
import { VISA_COUNTRY_SLUGS, type VisaCountryCode } from "@safar/domain/visa-rules";
import { Link, useRouteLoaderData } from "react-router";
import { isApiError } from "../../lib/api";
import { nameIn } from "../../lib/format";
import { useRetry } from "../../lib/page-data";
import { useSignedIn } from "../../lib/session-store";
import { useTranslation } from "../../lib/use-translation";
import { visaAmount } from "../../lib/visa-labels";
import { PassportIcon } from "../../ui/icons";
import { PageHeader } from "../../ui/page-header";
import { useLocale } from "../../ui/use-locale";
import { RecentVisaSearches } from "./recent-visa-searches";
import { VisaBox } from "./visa-box";
import { visaPageKeys } from "./visa-facts";
import type { VisaPageData } from "./visa-page-data";
import "../../ui/form-field.css";
import "./visas.css";

function useVisaCrumb() {
  const { t } = useTranslation();
  return { label: t("meta.visaHome.title"), to: "/visa-home" };
}

/** Spec §1: visas are for Iraqis only, said before anything else. */
function IraqisOnly() {
  const { t } = useTranslation();
  return (
    <p className="visa-iraqis" data-testid="visa-iraqis-only">
      <PassportIcon />
      <strong>{t("visas.iraqisOnly")}</strong>
    </p>
  );
}

/** The visa section home: Iraqis only, the box, and the four countries with their lowest price. */
export function VisaHomePage({ data }: { data: VisaPageData | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const root = useRouteLoaderData("root") as { signedIn?: boolean } | undefined;
  const signedIn = useSignedIn(root?.signedIn ?? false);
  return (
    <div className="page container visa-page">
      <PageHeader title={t("meta.visaHome.title")} lead={t("meta.visaHome.description")} />
      <IraqisOnly />
      <VisaBody data={data} />
      {data ? <RecentVisaSearches signedIn={signedIn} locale={locale} /> : null}
      <section className="visa-countries" aria-labelledby="visa-countries-title">
        <h2 id="visa-countries-title">{t("visas.countries.title")}</h2>
        <CountryCards data={data} />
      </section>
    </div>
  );
}

function CountryCards({ data }: { data: VisaPageData | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (!data)
    return (
      <ul className="visa-country-cards" aria-busy="true" aria-label={t("visas.countries.loading")}>
        {(Object.keys(visaPageKeys) as VisaCountryCode[]).map((code) => (
          <li key={code} className="visa-country-card skeleton">
            <span className="skeleton__line" />
            <span className="skeleton__line skeleton__line--short" />
          </li>
        ))}
      </ul>
    );
  const countries: VisaCountry[] = data.countries.ok ? data.countries.value : [];
  return (
    <ul className="visa-country-cards">
      {(Object.keys(visaPageKeys) as VisaCountryCode[]).map((code) => {
        const country = countries.find((c) => c.countryCode === code);
        return (
          <li key={code}>
            <Link
              className="visa-country-card"
              to={`/${VISA_COUNTRY_SLUGS[code]}`}
              data-testid="visa-country-card"
            >
              <PassportIcon />
              <span className="visa-country-card__text">
                <span className="visa-country-card__name">
                  {country ? nameIn(country.name, locale) : t(`visas.country.${code}`)}
                </span>
                {country && country.productCount > 0 ? (
                  <span className="visa-country-card__from" data-price={country.fromPrice}>
                    {t("visas.countries.from", {
                      price: visaAmount(country.fromPrice, country.currency, locale, t),
                    })}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The box, its skeleton before the data, or the error with a retry. */
function VisaBody({ data }: { data: VisaPageData | null }) {
  const { t } = useTranslation();
  if (!data)
    return (
      <section className="card visa-box" aria-busy="true" aria-label={t("visas.box.loading")}>
        <h2>{t("visas.box.title")}</h2>
        <div className="skeleton">
          <span className="skeleton__line" />
          <span className="skeleton__line" />
          <span className="skeleton__line skeleton__line--short" />
        </div>
      </section>
    );
  if (data.status === "error") return <LoadFailed error={data.error} />;
  return <VisaBox data={data} />;
}

function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <section className="card visa-box" role="alert" data-testid="visa-load-error">
      <h2>{t("visas.error.title")}</h2>
      <ul>
        {(isApiError(error) ? error.firstMessages() : ["GENERIC_ERROR"]).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <button type="button" className="button button--primary" disabled={retrying} onClick={retry}>
        {t("visas.error.retry")}
      </button>
    </section>
  );
}

/** One country's visa page: the box fixed to the country. */
export function VisaCountryPage({ country, data }: { country: VisaCountryCode; data: VisaPageData | null }) {
  const { t } = useTranslation();
  const visaCrumb = useVisaCrumb();
  const keys = visaPageKeys[country];
  const title = t(keys.titleKey);
  return (
    <div className="page container visa-page">
      <PageHeader title={title} lead={t(keys.descriptionKey)} crumbs={[visaCrumb, { label: title }]} />
      <IraqisOnly />
      <VisaBody data={data} />
    </div>
  );
}
