/**
 * /back-office: what waits for someone (the refund requests waiting for a decision, with the time
 * left on the oldest's 24-hour promise), today's figures (Baghdad day), and the sections the
 * operator's role may open. A role that may read no orders sees its sections only.
 */
import type { BackOfficeDashboard, OperatorSession } from "@safar/domain";
import { Link } from "react-router";
import { displayIsoDate, formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { sectionsFor } from "./access";
import { useOperatorSession } from "./operator-session";
import type { PageState } from "./page-data";
import { LoadError, PageTitle } from "./page-states";
import { TimeLeftText } from "./refunds-table";

/** `data` null: the role reads no orders (content), so the page shows its sections without figures. */
export function DashboardPage({ state }: { state: PageState<BackOfficeDashboard | null> }) {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const title = t("back-office.dashboard.title");
  if (state.status === "error") return <LoadError title={title} message={state.message} />;
  return (
    <div className="bo-page">
      <PageTitle
        title={title}
        lead={
          session ? t("back-office.dashboard.welcome", { name: session.operator.displayName }) : undefined
        }
      />
      {state.status === "ready" && state.data ? <Figures figures={state.data} /> : null}
      <Sections session={session} />
    </div>
  );
}

function Figures({ figures }: { figures: BackOfficeDashboard }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <>
      <section className="card bo-section bo-queue" aria-labelledby="bo-queue-title" data-testid="bo-queue">
        <h2 id="bo-queue-title">{t("back-office.dashboard.queueTitle")}</h2>
        <p className="bo-figure">
          <strong data-testid="bo-queue-count">{n(figures.refundsAwaiting)}</strong>
          <span>{t("back-office.dashboard.queueCount")}</span>
        </p>
        {figures.oldestRefundDueAt ? (
          <p>
            {t("back-office.dashboard.oldest")} <TimeLeftText dueAt={figures.oldestRefundDueAt} />
          </p>
        ) : (
          <p className="bo-muted">{t("back-office.dashboard.queueEmpty")}</p>
        )}
        <Link className="button" to="/back-office/refunds">
          {t("back-office.dashboard.openQueue")}
        </Link>
      </section>
      <section className="card bo-section" aria-labelledby="bo-today-title">
        <h2 id="bo-today-title">
          {t("back-office.dashboard.today", { day: displayIsoDate(figures.day, locale) })}
        </h2>
        <dl className="bo-stats">
          <div>
            <dt>{t("back-office.dashboard.paidOrders")}</dt>
            <dd>{n(figures.paidOrders)}</dd>
          </div>
          <div>
            <dt>{t("back-office.dashboard.revenue")}</dt>
            <dd>{money(figures.revenue, locale)}</dd>
          </div>
          <div>
            <dt>{t("back-office.dashboard.paymentsPending")}</dt>
            <dd>{n(figures.paymentsPending)}</dd>
          </div>
          <div>
            <dt>{t("back-office.dashboard.issueFailures")}</dt>
            <dd>{n(figures.issueFailures)}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

function Sections({ session }: { session: OperatorSession | null }) {
  const { t } = useTranslation();
  const open = sectionsFor(session).filter((section) => section.key !== "dashboard");
  return (
    <section className="card bo-section" aria-labelledby="bo-sections-title">
      <h2 id="bo-sections-title">{t("back-office.dashboard.sections")}</h2>
      {open.length === 0 ? (
        <p className="bo-muted" data-testid="bo-no-sections">
          {t("back-office.dashboard.noSections")}
        </p>
      ) : (
        <ul className="bo-section-links">
          {open.map((section) => (
            <li key={section.key}>
              <Link to={section.to}>
                <strong>{t(`back-office.nav.${section.key}`)}</strong>
                <span className="bo-muted">{t(`back-office.dashboard.about.${section.key}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
