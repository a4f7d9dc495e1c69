/**
 * /back-office/rates (admins and finance): the display currencies' rates (units for one USD, the
 * base), the form that sets one (the storefront's prices and new payments use it at once; paid orders
 * keep theirs), and the rates set before for one currency, newest first (the currency in the URL).
 */
import type { CurrencyRateChange, UiCurrency } from "@safar/domain";
import { useId, useMemo } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { displayDateTime, formatNumber } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { CsvLink } from "./csv-link";
import { columnHelper, DataTable } from "./data-table";
import { useListLoading } from "./list-parts";
import { checkRate } from "./money-input";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { type Rates, type SettableCurrency, setRate, settableCurrencies } from "./rates-api";
import "./screens.css";

const PATH = "/back-office/rates";

export function RatesPage({ state, currency }: { state: PageState<Rates>; currency: SettableCurrency }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.rates.title")}>
      {(rates) => <RatesView rates={rates} currency={currency} />}
    </OperatorPage>
  );
}

function RatesView({ rates, currency }: { rates: Rates; currency: SettableCurrency }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const loading = useListLoading(PATH);
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.rates.title")} lead={t("back-office.rates.lead")} />
      <div className="bo-columns">
        <section className="card bo-section" aria-labelledby="bo-rates-now">
          <h2 id="bo-rates-now">{t("back-office.rates.current")}</h2>
          <ul className="bo-rates" data-testid="bo-rates">
            {rates.currencies.map((c) => (
              <li key={c.currencyCode} data-currency={c.currencyCode}>
                <span className="bo-rates__code" dir="ltr">
                  {c.currencyCode}
                </span>
                <span>
                  {c.currencyCode === "USD"
                    ? t("back-office.rates.base")
                    : t("back-office.rates.perDollar", {
                        rate: formatNumber(c.exchangeRate, locale),
                        currency: c.currencyCode,
                      })}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <SetRateForm currencies={rates.currencies} currency={currency} />
      </div>
      <section className="card bo-section" aria-labelledby="bo-rates-history" aria-busy={loading}>
        <div className="bo-section__head">
          <h2 id="bo-rates-history">{t("back-office.rates.history", { currency })}</h2>
          <CsvLink path="currency-rates" query={{ currencyCode: currency }} />
        </div>
        <nav className="bo-tabs" aria-label={t("back-office.rates.historyOf")}>
          {settableCurrencies.map((code) => (
            <Link
              key={code}
              to={`${PATH}?currency=${code}`}
              aria-current={code === currency ? "page" : undefined}
              preventScrollReset
              dir="ltr"
            >
              {code}
            </Link>
          ))}
        </nav>
        {rates.history.length === 0 ? (
          <p className="bo-empty">{t("back-office.rates.noHistory")}</p>
        ) : (
          <HistoryTable items={rates.history} />
        )}
      </section>
    </div>
  );
}

const helper = columnHelper<CurrencyRateChange>();

function HistoryTable({ items }: { items: CurrencyRateChange[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("setAt", {
        header: t("back-office.rates.columns.setAt"),
        cell: (info) => <time dateTime={info.getValue()}>{displayDateTime(info.getValue(), locale)}</time>,
      }),
      helper.accessor("exchangeRate", {
        header: t("back-office.rates.columns.rate"),
        cell: (info) => <strong data-testid="bo-rate-value">{formatNumber(info.getValue(), locale)}</strong>,
      }),
      helper.accessor("previousRate", {
        header: t("back-office.rates.columns.previous"),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      helper.accessor("setBy", {
        header: t("back-office.rates.columns.setBy"),
        cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
      }),
    ],
    [t, locale],
  );
  return (
    <DataTable
      label={t("back-office.rates.historyLabel")}
      data={items}
      columns={columns}
      rowId={(row) => `${row.setAt}-${row.exchangeRate}`}
      rowTestId="bo-rate-row"
    />
  );
}

const FIELDS = ["currencyCode", "exchangeRate"] as const;

function SetRateForm({ currencies, currency }: { currencies: UiCurrency[]; currency: SettableCurrency }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const form = useFormSubmit(
    { currencyCode: currency as string, exchangeRate: "" },
    {
      check: checkRate,
      fields: FIELDS,
      reset: true,
      send: async (data) => {
        await setRate(data);
        void showToast("success", t("back-office.rates.saved", { currency: data.currencyCode }));
        // The history shown is the currency just set.
        if (data.currencyCode === currency) void revalidator.revalidate();
        else void navigate(`${PATH}?currency=${data.currencyCode}`, { preventScrollReset: true });
      },
    },
  );
  const current = currencies.find((c) => c.currencyCode === form.values.currencyCode);
  const error = (name: (typeof FIELDS)[number]) =>
    form.errors[name] ? t(form.errors[name] as string) : undefined;
  return (
    <section className="card bo-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("back-office.rates.setTitle")}</h2>
      <p className="bo-muted">{t("back-office.rates.setLead")}</p>
      <form
        className="bo-form"
        onSubmit={(event) => void form.submit(event)}
        noValidate
        data-testid="bo-rate-form"
      >
        <Field
          id={`${id}-currencyCode`}
          label={t("back-office.rates.currency")}
          error={error("currencyCode")}
        >
          <select
            {...inputProps(`${id}-currencyCode`, form.errors.currencyCode)}
            name="currencyCode"
            className="input"
            value={form.values.currencyCode}
            onChange={(event) => form.setValue("currencyCode", event.target.value)}
          >
            {settableCurrencies.map((code) => (
              <option key={code} value={code}>
                {t(`back-office.rates.names.${code}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-exchangeRate`}
          label={t("back-office.rates.rate", { currency: form.values.currencyCode })}
          hint={
            current
              ? t("back-office.rates.now", {
                  rate: formatNumber(current.exchangeRate, locale),
                  currency: current.currencyCode,
                })
              : undefined
          }
          error={error("exchangeRate")}
        >
          <input
            {...inputProps(`${id}-exchangeRate`, form.errors.exchangeRate)}
            name="exchangeRate"
            className="input"
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            value={form.values.exchangeRate}
            onChange={(event) => form.setValue("exchangeRate", event.target.value)}
          />
        </Field>
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t("back-office.rates.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
