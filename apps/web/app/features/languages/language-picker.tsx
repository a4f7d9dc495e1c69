import { type Locale, locales } from "@safar/domain/site-config";
import { Form, useRouteLoaderData } from "react-router";
import type { ShownCurrency } from "../../lib/currency";
import { useTranslation } from "../../lib/use-translation";
import { PageHeader } from "../../ui/page-header";

const nativeNames: Record<Locale, string> = { ar: "العربية", fa: "فارسی", en: "English" };
const directions: Record<Locale, "rtl" | "ltr"> = { ar: "rtl", fa: "rtl", en: "ltr" };

/**
 * The three languages, and the display currencies, each a small POST form (works without
 * JavaScript): the action sets the cookie and redirects back, and the page reloads in the new
 * language or with its prices in the new currency.
 */
export function LanguagePicker({ current, redirectTo }: { current: Locale; redirectTo: string }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as
    | { currency?: ShownCurrency; currencies?: ShownCurrency[] }
    | undefined;
  const currentCurrency = root?.currency?.currencyCode ?? "USD";
  return (
    <div className="page container">
      <PageHeader title={t("languages.heading")} lead={t("meta.multiLang.description")} />
      <ul className="language-list">
        {locales.map((locale) => (
          <li key={locale}>
            <Form method="post" className={locale === current ? "is-current" : undefined}>
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <span className="language-list__name" lang={locale} dir={directions[locale]}>
                {nativeNames[locale]}
              </span>
              {locale === current ? (
                <span>{t("languages.current")}</span>
              ) : (
                <button
                  type="submit"
                  data-locale={locale}
                  className="button"
                  aria-label={`${t("languages.choose")}: ${nativeNames[locale]}`}
                >
                  {t("languages.choose")}
                </button>
              )}
            </Form>
          </li>
        ))}
      </ul>
      {(root?.currencies?.length ?? 0) > 1 ? (
        <section aria-labelledby="currency-heading">
          <h2 id="currency-heading">{t("currency.choose")}</h2>
          <ul className="language-list">
            {root?.currencies?.map(({ currencyCode }) => (
              <li key={currencyCode}>
                <Form method="post" className={currencyCode === currentCurrency ? "is-current" : undefined}>
                  <input type="hidden" name="currency" value={currencyCode} />
                  <input type="hidden" name="redirectTo" value={redirectTo} />
                  <span className="language-list__name">
                    <bdi dir="ltr">{currencyCode}</bdi> · {t(`currency.names.${currencyCode}`)}
                  </span>
                  {currencyCode === currentCurrency ? (
                    <span>{t("languages.current")}</span>
                  ) : (
                    <button
                      type="submit"
                      data-currency={currencyCode}
                      className="button"
                      aria-label={`${t("languages.choose")}: ${t(`currency.names.${currencyCode}`)}`}
                    >
                      {t("languages.choose")}
                    </button>
                  )}
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
