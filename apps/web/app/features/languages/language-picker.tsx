import { type Locale, locales } from "@safar/domain/site-config";
import { Form } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { PageHeader } from "../../ui/page-header";

const nativeNames: Record<Locale, string> = { ar: "العربية", fa: "فارسی", en: "English" };
const directions: Record<Locale, "rtl" | "ltr"> = { ar: "rtl", fa: "rtl", en: "ltr" };

/**
 * The three languages, each a small POST form (works without JavaScript): the action sets the
 * cookie and redirects back, and the page reloads in the new language.
 */
export function LanguagePicker({ current, redirectTo }: { current: Locale; redirectTo: string }) {
  const { t } = useTranslation();
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
    </div>
  );
}
