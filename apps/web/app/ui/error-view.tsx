import { isRouteErrorResponse, Link } from "react-router";
import { formatNumber } from "../lib/format";
import { useTranslation } from "../lib/use-translation";
import { NotFoundView } from "./not-found-view";
import { useLocale } from "./use-locale";

/** Spec §8: the status comes from statusCode, status or response status; default 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (typeof error === "object" && error !== null) {
    const record = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [record.statusCode, record.status, record.response?.status]) {
      if (typeof value === "number" && value >= 400 && value < 600) return value;
    }
  }
  return 500;
}

/** The page-level error view: status, message, a link home; a stack trace only in development. */
export function ErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const status = errorStatus(error);
  if (status === 404) return <NotFoundView />;

  // The framework's own texts (a 405's "You made a POST request to … but did not provide an
  // `action`") are for developers and in English: the customer reads a sentence in their language.
  let message =
    status >= 400 && status < 500
      ? t("error.badRequest", { defaultValue: "This page cannot take that request." })
      : t("error.unexpected", { defaultValue: "An unexpected error occurred." });
  if (import.meta.env.DEV && error instanceof Error) message = error.message;
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <section className="status-view" aria-labelledby="status-title">
      <p className="status-view__code">
        {t("error.status", { status: formatNumber(status, locale), defaultValue: `Error ${status}` })}
      </p>
      <h1 id="status-title">{t("error.heading", { defaultValue: "Something went wrong" })}</h1>
      <p>{message}</p>
      <Link className="button button--primary" to="/" reloadDocument>
        {t("common.backHome", { defaultValue: "Back to home" })}
      </Link>
      {stack ? (
        <pre className="status-view__stack" dir="ltr">
          {stack}
        </pre>
      ) : null}
    </section>
  );
}

/** Title of the error page for the root meta function. */
export function errorTitleKey(error: unknown): string {
  return errorStatus(error) === 404 ? "meta.notFound.title" : "meta.error.title";
}
