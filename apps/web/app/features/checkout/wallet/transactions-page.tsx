/**
 * /profile/transactions (issue 12, spec §3 wallet transaction, §7 wallet and export calls): the
 * wallet balance, a top-up through an active gateway (at least 50 USD, spec §5, §9), the result of a
 * top-up back from its gateway, and the flows newest first, filtered by type and dates (the filters
 * live in the URL) and paged, each with its time (Baghdad; Jalali in Persian), type, description and
 * amount; the Excel export downloads the same filters' rows. A skeleton while loading, an empty
 * state, an error with a retry.
 */
import { type WalletFlow, WalletFlowType } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { type FormEvent, useId, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import type { FieldErrors } from "../../../lib/form-errors";
import { displayDateTime, formatNumber } from "../../../lib/format";
import { useMoney } from "../../../lib/format-money";
import { useRetry } from "../../../lib/page-data";
import { showApiErrors, showToast } from "../../../lib/toast";
import { useTranslation } from "../../../lib/use-translation";
import { Field, inputProps } from "../../../ui/form-field";
import { useLocale } from "../../../ui/use-locale";
import type { TransactionsData } from "./transactions-data";
import {
  checkDates,
  noFilter,
  pageCount,
  paramsFromFilter,
  type TransactionsFilter,
} from "./transactions-query";
import { downloadWalletFlows } from "./wallet-api";
import "../../../ui/form-field.css";
import "../booking.css";
import "./wallet.css";
import { TopUpForm, TopUpResult } from "./top-up";

type Ready = Extract<TransactionsData, { status: "ready" }>;

export function TransactionsPage({ data }: { data: TransactionsData }) {
  return data.status === "error" ? (
    <TransactionsError message={data.message} />
  ) : (
    <Transactions data={data} />
  );
}

/** The loading placeholder (the server's HTML while the page's data loads). */
export function TransactionsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="wallet-page" aria-busy="true">
      <section className="card wallet-summary" aria-labelledby="wallet-title">
        <h2 id="wallet-title">{t("profile.transactions")}</h2>
        <p className="visually-hidden" role="status">
          {t("wallet.loading")}
        </p>
        <div className="skeleton" aria-hidden="true">
          <div className="skeleton__line skeleton__line--short" />
          <div className="skeleton__line" />
        </div>
      </section>
      <section className="card wallet-flows skeleton" aria-hidden="true">
        {[0, 1, 2, 3, 4].map((n) => (
          <div key={n} className="skeleton__line" />
        ))}
      </section>
    </div>
  );
}

function TransactionsError({ message }: { message: string }) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <section className="card wallet-state" role="alert" aria-labelledby="wallet-title">
      <h2 id="wallet-title">{t("profile.transactions")}</h2>
      <p>{t(message, { defaultValue: t("wallet.loadError") })}</p>
      <div className="wallet-state__actions">
        <button type="button" className="button" onClick={retry} disabled={retrying} aria-busy={retrying}>
          {t("wallet.retry")}
        </button>
        <Link className="button" to="/profile/transactions">
          {t("wallet.filters.clear")}
        </Link>
      </div>
    </section>
  );
}

function Transactions({ data }: { data: Ready }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className="wallet-page">
      <section className="card wallet-summary" aria-labelledby="wallet-title">
        <div>
          <h2 id="wallet-title">{t("profile.transactions")}</h2>
          <p className="wallet-muted">{t("wallet.lead")}</p>
        </div>
        <p className="wallet-balance">
          <span>{t("wallet.balance")}</span>
          <strong data-testid="wallet-balance">{money(data.balance.balance)}</strong>
        </p>
      </section>
      {data.topUp ? (
        <TopUpResult key={data.topUp.paymentId} topUp={data.topUp} balance={data.balance.balance} />
      ) : null}
      <TopUpForm gateways={data.gateways} />
      <FlowsSection data={data} />
    </div>
  );
}

// ─── Top-up ─────────────────────────────────────────────────────────────────────────────────────

// ─── Flows ──────────────────────────────────────────────────────────────────────────────────────

function FlowsSection({ data }: { data: Ready }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const [exporting, setExporting] = useState(false);
  const { filter, flows } = data;
  const loading = navigation.state === "loading" && navigation.location.pathname === "/profile/transactions";
  const filtered = filter.type !== "" || filter.from !== "" || filter.to !== "";
  const pages = pageCount(flows.total);

  const exportFile = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await downloadWalletFlows(filter, locale);
      void showToast("success", t("wallet.exported"));
    } catch (error) {
      void showApiErrors(error, t);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="card wallet-flows" aria-labelledby="flows-title" aria-busy={loading}>
      <div className="wallet-flows__head">
        <h2 id="flows-title">{t("wallet.flowsTitle")}</h2>
        <button
          type="button"
          className="button"
          onClick={() => void exportFile()}
          disabled={exporting || flows.total === 0}
          aria-busy={exporting}
          data-testid="wallet-export"
        >
          {exporting ? t("wallet.exporting") : t("wallet.export")}
        </button>
      </div>
      <FlowsFilter key={JSON.stringify(filter)} filter={filter} />
      <p className="wallet-muted" role="status">
        {t("wallet.count", { total: formatNumber(flows.total, locale) })}
      </p>
      {flows.items.length === 0 ? (
        <div className="wallet-empty">
          <p className="wallet-empty__title">
            {t(filtered ? "wallet.empty.filteredTitle" : "wallet.empty.title")}
          </p>
          <p>{t(filtered ? "wallet.empty.filtered" : "wallet.empty.text")}</p>
          {filtered ? (
            <Link className="button" to="/profile/transactions">
              {t("wallet.filters.clear")}
            </Link>
          ) : (
            <a className="button button--primary" href="#top-up">
              {t("wallet.topUp.title")}
            </a>
          )}
        </div>
      ) : (
        <FlowsTable flows={flows.items} locale={locale} />
      )}
      {pages > 1 ? <Pager filter={filter} pages={pages} locale={locale} /> : null}
    </section>
  );
}

function FlowsFilter({ filter }: { filter: TransactionsFilter }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [type, setType] = useState(filter.type);
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [errors, setErrors] = useState<FieldErrors>({});
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const refused = checkDates(from, to);
    setErrors(refused);
    if (Object.keys(refused).length > 0) return;
    setParams(paramsFromFilter({ ...noFilter, type, from, to }), { preventScrollReset: true });
  };
  const error = (name: string) => (errors[name] ? t(errors[name] as string) : undefined);
  return (
    <form className="wallet-filter" onSubmit={apply} aria-label={t("wallet.filters.title")}>
      <Field id={`${id}-type`} label={t("wallet.filters.type")}>
        <select
          id={`${id}-type`}
          name="type"
          value={type}
          onChange={(e) => setType(e.target.value as TransactionsFilter["type"])}
        >
          <option value="">{t("wallet.filters.all")}</option>
          <option value={WalletFlowType.Credit}>{t("wallet.type.Credit")}</option>
          <option value={WalletFlowType.Debit}>{t("wallet.type.Debit")}</option>
        </select>
      </Field>
      <Field id={`${id}-from`} label={t("wallet.filters.from")} error={error("from")}>
        <input
          {...inputProps(`${id}-from`, errors.from)}
          name="from"
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setFrom(e.target.value)}
        />
      </Field>
      <Field id={`${id}-to`} label={t("wallet.filters.to")} error={error("to")}>
        <input
          {...inputProps(`${id}-to`, errors.to)}
          name="to"
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setTo(e.target.value)}
        />
      </Field>
      <div className="wallet-filter__actions">
        <button type="submit" className="button button--primary">
          {t("wallet.filters.apply")}
        </button>
        {filter.type || filter.from || filter.to ? (
          <Link className="button" to="/profile/transactions" preventScrollReset>
            {t("wallet.filters.clear")}
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function FlowsTable({ flows, locale }: { flows: WalletFlow[]; locale: Locale }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <table className="wallet-table" aria-label={t("wallet.listLabel")}>
      <thead>
        <tr>
          <th scope="col">{t("wallet.columns.time")}</th>
          <th scope="col">{t("wallet.columns.type")}</th>
          <th scope="col">{t("wallet.columns.description")}</th>
          <th scope="col" className="wallet-table__amount">
            {t("wallet.columns.amount")}
          </th>
        </tr>
      </thead>
      <tbody>
        {flows.map((flow) => {
          const credit = flow.type === WalletFlowType.Credit;
          return (
            <tr
              key={flow.id}
              data-testid="wallet-flow"
              data-type={flow.type}
              data-time={flow.time}
              data-amount={credit ? flow.amount : -flow.amount}
            >
              <td data-label={t("wallet.columns.time")}>
                <time dateTime={flow.time}>{displayDateTime(flow.time, locale)}</time>
              </td>
              <td data-label={t("wallet.columns.type")}>
                <span className={`wallet-type wallet-type--${credit ? "credit" : "debit"}`}>
                  {t(`wallet.type.${flow.type}`)}
                </span>
              </td>
              <td data-label={t("wallet.columns.description")}>
                <div className="wallet-table__description">
                  <span className="wallet-reason">{t(`wallet.reason.${flow.reason}`)}</span>
                  {flow.description ? (
                    <span className="wallet-muted">
                      <bdi data-testid="wallet-flow-description">{flow.description}</bdi>
                    </span>
                  ) : null}
                </div>
              </td>
              <td
                data-label={t("wallet.columns.amount")}
                className={`wallet-table__amount wallet-amount--${credit ? "credit" : "debit"}`}
              >
                {credit ? "+" : "−"}
                {money(flow.amount)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Pager({ filter, pages, locale }: { filter: TransactionsFilter; pages: number; locale: Locale }) {
  const { t } = useTranslation();
  const to = (page: number) => `/profile/transactions?${paramsFromFilter({ ...filter, page }).toString()}`;
  return (
    <nav className="wallet-pager" aria-label={t("wallet.pager.label")}>
      {filter.page > 1 ? (
        <Link className="button" to={to(filter.page - 1)} rel="prev">
          {t("wallet.pager.previous")}
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        {t("wallet.pager.status", {
          page: formatNumber(filter.page, locale),
          pages: formatNumber(pages, locale),
        })}
      </span>
      {filter.page < pages ? (
        <Link className="button" to={to(filter.page + 1)} rel="next">
          {t("wallet.pager.next")}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
