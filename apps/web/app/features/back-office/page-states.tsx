/**
 * The states every back-office page shares: the loading skeleton (the server's HTML: the session is
 * an HttpOnly cookie the page's own calls carry), "not allowed for your role", and a failed load
 * with its retry.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ClientMessageKey } from "../../lib/api";
import { useRetry } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { BACK_OFFICE_PATH } from "./access";
import type { PageState } from "./page-data";

export function PageTitle({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="bo-page-title">
      <div>
        <h1>{title}</h1>
        {lead ? <p className="bo-muted">{lead}</p> : null}
      </div>
      {children}
    </header>
  );
}

/**
 * A record's facts as a definition list, each named by `prefix` + its key (`data-fact` for tests);
 * a fact without a value (null or "") is left out.
 */
export function FactList({ prefix, facts }: { prefix: string; facts: [string, ReactNode][] }) {
  const { t } = useTranslation();
  return (
    <dl className="bo-facts">
      {facts
        .filter(([, value]) => value !== null && value !== "")
        .map(([key, value]) => (
          <div key={key}>
            <dt>{t(`${prefix}.${key}`)}</dt>
            <dd data-fact={key}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** A form's or an action's refusal that names no field: its message key, translated, as an alert. */
export function FormError({ message, testId }: { message: string | null; testId?: string }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p className="bo-form__error" role="alert" data-testid={testId}>
      {t(message, { defaultValue: t(ClientMessageKey.GENERIC_ERROR) })}
    </p>
  );
}

export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="bo-page" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t("back-office.loading")}
      </p>
      <div className="card skeleton" aria-hidden="true">
        <div className="skeleton__line skeleton__line--short" />
        <div className="skeleton__line" />
        <div className="skeleton__line" />
        <div className="skeleton__line skeleton__line--short" />
      </div>
    </div>
  );
}

export function Forbidden({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="bo-page">
      <PageTitle title={title} />
      <section className="card bo-state" role="alert" data-testid="bo-forbidden">
        <h2>{t("back-office.forbidden.title")}</h2>
        <p>{t("back-office.forbidden.text")}</p>
        <Link className="button" to={BACK_OFFICE_PATH}>
          {t("back-office.forbidden.back")}
        </Link>
      </section>
    </div>
  );
}

export function LoadError({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <div className="bo-page">
      <PageTitle title={title} />
      <section className="card bo-state" role="alert">
        <p>{t(message, { defaultValue: t("back-office.loadError") })}</p>
        <button type="button" className="button" onClick={retry} disabled={retrying} aria-busy={retrying}>
          {t("back-office.retry")}
        </button>
      </section>
    </div>
  );
}

/** The page for a loaded state: `ready` renders `children` with the data, the others their message. */
export function OperatorPage<T>({
  state,
  title,
  children,
}: {
  state: PageState<T>;
  title: string;
  children: (data: T) => ReactNode;
}) {
  if (state.status === "forbidden") return <Forbidden title={title} />;
  if (state.status === "error") return <LoadError title={title} message={state.message} />;
  return <>{children(state.data)}</>;
}
