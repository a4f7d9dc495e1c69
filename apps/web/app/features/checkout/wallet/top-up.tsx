/**
 * Adding money to the wallet on /profile/transactions: the amount (at least the spec's minimum,
 * quick amounts offered), the gateway, Pay/Create with the amount; and the result when the customer
 * comes back from the gateway.
 */
import { type PaymentGateway, PaymentStatus, UserMessageKey, WALLET_TOP_UP_MINIMUM } from "@safar/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useRouteLoaderData, useSearchParams } from "react-router";
import type { ShownCurrency } from "../../../lib/currency";
import type { FieldErrors } from "../../../lib/form-errors";
import { money as moneyIn, useDisplayCurrency, useMoney } from "../../../lib/format-money";
import { useRetry } from "../../../lib/page-data";
import { useFormSubmit } from "../../../lib/use-form-submit";
import { useTranslation } from "../../../lib/use-translation";
import { Field, inputProps } from "../../../ui/form-field";
import { useLocale } from "../../../ui/use-locale";
import { mediaQueries } from "../../../ui/use-media-flags";
import { paymentRedirectTarget } from "../checkout-rules";
import { GatewayChoice, useGatewayChoice } from "../gateway-choice";
import type { TopUpReturn } from "./transactions-data";
import { checkTopUpAmount } from "./transactions-query";
import { createTopUp } from "./wallet-api";

export function TopUpForm({ gateways }: { gateways: PaymentGateway[] | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const money = useMoney();
  const shown = useDisplayCurrency();
  const root = useRouteLoaderData("root") as { currencies?: ShownCurrency[] } | undefined;
  const selection = useGatewayChoice(gateways);
  const [leaving, setLeaving] = useState(false);
  const form = useFormSubmit(
    { amount: "" },
    {
      check: (values) => checkTopUpAmount(values.amount),
      fields: ["amount", "gatewayId", "useWallet"],
      send: async ({ amount }): Promise<FieldErrors | undefined> => {
        const created = await createTopUp({
          amount,
          gatewayId: selection.gatewayId,
          isMobile: window.matchMedia(mediaQueries.mobile).matches,
        });
        const target = paymentRedirectTarget(created.redirectUrl);
        if (!target) return { amount: UserMessageKey.GENERIC_ERROR };
        setLeaving(true);
        window.location.assign(target);
        return undefined;
      },
    },
  );
  const amount = form.field("amount");
  const checked = checkTopUpAmount(amount.value);
  const typed = checked.ok ? checked.data.amount : null;
  // What the chosen gateway charges, in its own currency (ZainCash: dinars), and the amount in the
  // display currency when that is not the dollar.
  const gateway = selection.active.find((g) => g.id === selection.gatewayId);
  const chargeCurrency =
    gateway && gateway.currencyCode !== "USD"
      ? root?.currencies?.find((c) => c.currencyCode === gateway.currencyCode)
      : undefined;
  const busy = form.busy || leaving;
  const onSubmit = (event: FormEvent) => void form.submit(event);
  return (
    <section className="card wallet-top-up" id="top-up" aria-labelledby="top-up-title">
      <h2 id="top-up-title">{t("wallet.topUp.title")}</h2>
      <form className="wallet-top-up__form" onSubmit={onSubmit} noValidate>
        <Field
          id="top-up-amount"
          label={t("wallet.topUp.amount")}
          error={amount.error ? t(amount.error) : undefined}
          hint={
            <>
              {t("wallet.topUp.hint", { min: moneyIn(WALLET_TOP_UP_MINIMUM, locale) })}
              {typed !== null && shown.currencyCode !== "USD" ? (
                <> {t("wallet.topUp.converted", { amount: money(typed) })}</>
              ) : null}
            </>
          }
        >
          <input
            {...inputProps("top-up-amount", amount.error)}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            className="wallet-top-up__amount"
            value={amount.value}
            onChange={(e) => amount.onChange(e.target.value)}
          />
        </Field>
        <div className="wallet-top-up__quick">
          {QUICK_AMOUNTS.map((value) => (
            <button
              key={value}
              type="button"
              className="button wallet-chip"
              aria-pressed={typed === value}
              onClick={() => amount.onChange(String(value))}
            >
              {moneyIn(value, locale)}
            </button>
          ))}
        </div>
        <GatewayChoice selection={selection} walletCovers={false} />
        {typed !== null && chargeCurrency ? (
          <p className="wallet-muted" data-testid="top-up-charge">
            {t("wallet.topUp.chargedIn", {
              gateway: gateway?.name ?? "",
              amount: moneyIn(typed, locale, chargeCurrency),
            })}
          </p>
        ) : null}
        <button
          type="submit"
          className="button button--primary"
          disabled={busy || selection.none}
          aria-busy={busy}
        >
          {busy ? t("wallet.topUp.sending") : t("wallet.topUp.submit")}
        </button>
      </form>
    </section>
  );
}

/** A top-up back from its gateway: credited (with the new balance), declined, or still waiting. */
export function TopUpResult({ topUp, balance }: { topUp: TopUpReturn; balance: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { retry, retrying } = useRetry();
  const [params, setParams] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const payment = topUp.payment;
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete("topUp");
    setParams(next, { preventScrollReset: true });
  };
  const kind = !payment
    ? "unknown"
    : payment.status === PaymentStatus.Succeeded
      ? "credited"
      : payment.status === PaymentStatus.Failed
        ? "declined"
        : "pending";
  return (
    <section
      className={`card wallet-result wallet-result--${kind}`}
      aria-labelledby="top-up-result-title"
      data-testid="top-up-result"
      data-result={kind}
    >
      <h2 id="top-up-result-title" ref={heading} tabIndex={-1}>
        {t(`wallet.result.${kind}Title`)}
      </h2>
      <p role="status">
        {kind === "credited" && payment
          ? t("wallet.result.credited", { amount: money(payment.amount), balance: money(balance) })
          : t(`wallet.result.${kind}`)}
      </p>
      <div className="wallet-state__actions">
        {kind === "pending" || kind === "unknown" ? (
          <button type="button" className="button" onClick={retry} disabled={retrying} aria-busy={retrying}>
            {t("wallet.result.checkAgain")}
          </button>
        ) : null}
        {kind === "declined" ? (
          <a className="button button--primary" href="#top-up">
            {t("wallet.result.tryAgain")}
          </a>
        ) : null}
        <button type="button" className="button" onClick={dismiss}>
          {t("wallet.result.dismiss")}
        </button>
      </div>
    </section>
  );
}

/** Suggested amounts (USD), the first the minimum. */
const QUICK_AMOUNTS = [WALLET_TOP_UP_MINIMUM, 100, 200];
