import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** Spec §2/§8: the generic not-found view, "This page could not be found". */
export function NotFoundView() {
  const { t } = useTranslation();
  return (
    <section className="status-view" aria-labelledby="status-title">
      <p className="status-view__code" aria-hidden="true">
        404
      </p>
      <h1 id="status-title">{t("PAGE_NOT_FOUND", { defaultValue: "This page could not be found" })}</h1>
      <Link className="button button--primary" to="/">
        {t("common.backHome", { defaultValue: "Back to home" })}
      </Link>
    </section>
  );
}
