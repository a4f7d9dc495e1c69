import { localizeDigits } from "@safar/domain/text";
import { Link } from "react-router";
import { useTranslation } from "../lib/use-translation";
import { useLocale } from "./use-locale";

/** Spec §2/§8: the generic not-found view, "This page could not be found". */
export function NotFoundView() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <section className="status-view" aria-labelledby="status-title">
      <p className="status-view__code" aria-hidden="true">
        {localizeDigits("404", locale)}
      </p>
      <h1 id="status-title">{t("PAGE_NOT_FOUND", { defaultValue: "This page could not be found" })}</h1>
      <Link className="button button--primary" to="/">
        {t("common.backHome", { defaultValue: "Back to home" })}
      </Link>
    </section>
  );
}
