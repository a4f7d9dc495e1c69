/**
 * /confirm?orderId=… (spec §2 "confirmation and payment"): the reserved order with its price
 * details per passenger type, the seat-hold countdown, a discount code, the wallet toggle and the
 * payment gateway choice (the first active one preselected, spec §4; a failed gateway load is
 * swallowed, spec §8), then Pay: Pay/Create sends the browser to the gateway's page (or, when the
 * wallet pays it all, wallet/ConfirmOrder settles it here and the result page follows).
 */
import {
  type BalanceDifference,
  BookingMessageKey,
  isUuid,
  type OrderDetail,
  OrderMessageKey,
  OrderStatus,
  type PaymentGateway,
  PaymentMessageKey,
  UserMessageKey,
  type WalletBalance,
} from "@safar/domain";
import { intlLocaleFor } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../lib/api";
import { money } from "../../lib/format-money";
import { showApiErrors } from "../../lib/toast";
import { useLocale } from "../../ui/use-locale";
import { mediaQueries } from "../../ui/use-media-flags";
import { BookingSkeleton } from "./add-passenger-page";
import {
  applyVoucher,
  confirmOrderFromWallet,
  createPayment,
  getBalanceDifference,
  getGateways,
  getOrder,
  getWalletBalance,
  removeVoucher,
} from "./checkout-api";
import {
  canPay,
  firstActiveGateway,
  formatCountdown,
  holdSecondsLeft,
  PAYABLE_STATUSES,
  paymentRedirectTarget,
  priceRows,
  resultsUrlOfOrder,
} from "./checkout-rules";
import { CheckoutSteps } from "./checkout-steps";
import { FlightSummary, PriceDetails } from "./flight-summary";
import { useNow } from "./use-now";
import "../../ui/form-field.css";
import "./booking.css";

type OrderState =
  | { status: "loading" }
  | { status: "ready"; order: OrderDetail }
  | { status: "missing" }
  | { status: "error"; error: unknown };

/** Gateways: loading, the list, or a failed load (swallowed: the spec's default gateway 1 stays). */
type GatewayState =
  | { status: "loading" }
  | { status: "ready"; items: PaymentGateway[] }
  | { status: "failed" };

const DEFAULT_GATEWAY_ID = 1;

export function ConfirmPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const orderId = params.get("orderId") ?? "";
  const valid = isUuid(orderId);
  const [state, setState] = useState<OrderState>(valid ? { status: "loading" } : { status: "missing" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt retries the load
  useEffect(() => {
    if (!valid) {
      setState({ status: "missing" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    getOrder(orderId, controller.signal).then(
      (order) => setState({ status: "ready", order }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: "error", error });
      },
    );
    return () => controller.abort();
  }, [orderId, valid, attempt]);

  return (
    <div className="page container booking-page">
      <CheckoutSteps current="confirm" />
      <header className="page-header">
        <h1>{t("meta.confirm.title")}</h1>
        <p className="page-lead">{t("meta.confirm.description")}</p>
      </header>
      {state.status === "loading" ? (
        <BookingSkeleton />
      ) : state.status === "missing" ? (
        <section className="card booking-state" role="alert">
          <p>{t("booking.confirm.noOrder")}</p>
          <Link className="button" to="/">
            {t("booking.notFound.home")}
          </Link>
        </section>
      ) : state.status === "error" ? (
        <section className="card booking-state" role="alert">
          <p>
            {isApiError(state.error) && state.error.status !== 0 && state.error.status < 500
              ? t(state.error.firstMessages()[0] ?? "GENERIC_ERROR")
              : t("booking.loadError")}
          </p>
          <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
            {t("booking.retry")}
          </button>
        </section>
      ) : (
        <ConfirmOrder
          order={state.order}
          locale={locale}
          onOrder={(order) => setState({ status: "ready", order })}
        />
      )}
    </div>
  );
}

function ConfirmOrder({
  order,
  locale,
  onOrder,
}: {
  order: OrderDetail;
  locale: Locale;
  onOrder: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const now = useNow(1000, order.holdExpiresAt !== null);
  const left = holdSecondsLeft(order.holdExpiresAt, now);
  const payable = canPay(order, now);
  const holdExpired = left === 0 || order.status === OrderStatus.Rejected;
  const proposals = order.flightOrder.returningProposal
    ? [order.flightOrder.proposal, order.flightOrder.returningProposal]
    : [order.flightOrder.proposal];

  // Gateways (no Bearer; names in the page's language).
  const [gateways, setGateways] = useState<GatewayState>({ status: "loading" });
  const [gatewayId, setGatewayId] = useState<number>(DEFAULT_GATEWAY_ID);
  useEffect(() => {
    const controller = new AbortController();
    getGateways(locale, controller.signal).then(
      (page) => {
        setGateways({ status: "ready", items: page.items.filter((g) => g.isActive) });
        const first = firstActiveGateway(page.items);
        if (first) setGatewayId(first.id);
      },
      () => {
        if (!controller.signal.aborted) setGateways({ status: "failed" }); // swallowed (spec §8)
      },
    );
    return () => controller.abort();
  }, [locale]);

  // Wallet balance, and what it covers of the payable amount when the toggle is on.
  const [balance, setBalance] = useState<WalletBalance | null>(null);
  const [balanceFailed, setBalanceFailed] = useState(false);
  const [balanceAttempt, setBalanceAttempt] = useState(0);
  const [useWallet, setUseWallet] = useState(false);
  const [difference, setDifference] = useState<BalanceDifference | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: balanceAttempt asks again
  useEffect(() => {
    const controller = new AbortController();
    setBalanceFailed(false);
    getWalletBalance(controller.signal).then(setBalance, () => {
      if (!controller.signal.aborted) setBalanceFailed(true); // shown in the wallet section, with a retry
    });
    return () => controller.abort();
  }, [balanceAttempt]);
  useEffect(() => {
    setDifference(null);
    if (!useWallet) return;
    const controller = new AbortController();
    getBalanceDifference(order.payableAmount, controller.signal).then(setDifference, (error: unknown) => {
      if (controller.signal.aborted) return;
      setUseWallet(false);
      void showApiErrors(error, t);
    });
    return () => controller.abort();
  }, [useWallet, order.payableAmount, t]);
  const walletCovers = useWallet && difference?.isEnough === true;
  const remaining = useWallet && difference ? difference.remainingAmount : order.payableAmount;

  // Paying.
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const [payError, setPayError] = useState<string | null>(null);
  const activeGateways = gateways.status === "ready" ? gateways.items : [];
  const noGateway = gateways.status === "ready" && activeGateways.length === 0;
  const canSubmit = payable && !paying && (walletCovers || !noGateway) && (!useWallet || difference !== null);

  /** Reads the order again (its status after a conflict or the hold's end); the page keeps the last one on failure. */
  const getOrderAgain = () => {
    getOrder(order.orderId).then(onOrder, (error: unknown) => void showApiErrors(error, t));
  };

  const pay = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    setPayError(null);
    try {
      if (walletCovers) {
        await confirmOrderFromWallet(order.orderId);
        void navigate(`/payment/${encodeURIComponent(order.orderId)}`);
        return;
      }
      const isMobile = window.matchMedia(mediaQueries.mobile).matches;
      const created = await createPayment({ orderId: order.orderId, gatewayId, isMobile, useWallet });
      const target = paymentRedirectTarget(created.redirectUrl);
      if (!target) {
        setPayError(UserMessageKey.GENERIC_ERROR);
        return;
      }
      window.location.assign(target);
      return; // the page is leaving: stay busy
    } catch (error) {
      const keys = isApiError(error) ? error.firstMessages() : [];
      if (keys.includes(UserMessageKey.NOT_ENOUGH_WALLET_BALANCE)) {
        setPayError(UserMessageKey.NOT_ENOUGH_WALLET_BALANCE);
        setUseWallet(false);
      } else if (
        keys.includes(OrderMessageKey.ORDER_HOLD_EXPIRED) ||
        keys.includes(BookingMessageKey.ORDER_STATUS_CONFLICT)
      ) {
        setPayError(keys[0] ?? UserMessageKey.GENERIC_ERROR);
        getOrderAgain();
      } else if (
        keys.includes(UserMessageKey.NO_ACTIVE_PAYMENT_GATEWAY) ||
        keys.includes(PaymentMessageKey.PAYMENT_GATEWAY_NOT_AVAILABLE)
      ) {
        setPayError(keys[0] ?? UserMessageKey.GENERIC_ERROR);
      } else {
        void showApiErrors(error, t);
      }
    }
    inFlight.current = false;
    setPaying(false);
  };
  // When the countdown ends, read the order again: the server has then given the seats back.
  const expiredNow = left === 0 && order.status !== OrderStatus.Rejected;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the hold runs out
  useEffect(() => {
    if (expiredNow) getOrderAgain();
  }, [expiredNow]);

  const searchAgain = resultsUrlOfOrder(order);
  const passengers = order.flightOrder.flightPassengers;

  return (
    <div className="booking-confirm">
      <section className="card booking-order" aria-labelledby="booking-order-title">
        <h2 id="booking-order-title">{t("booking.confirm.orderNumber", { number: order.orderNumber })}</h2>
        <p className="booking-order__meta">
          {t("booking.confirm.tracking")} <bdi dir="ltr">{order.trackingNumber}</bdi>
        </p>
        {/* An order waiting for payment says what the customer must do, not an internal state. */}
        <p className="booking-order__next">
          {PAYABLE_STATUSES.includes(order.status) && !holdExpired
            ? t("booking.confirm.payToIssue")
            : t("booking.confirm.status", { status: t(`booking.status.${order.status}`) })}
        </p>
        {left !== null && !holdExpired ? (
          <p className="booking-hold" role="timer" aria-live="off">
            <span>{t("booking.confirm.holdLabel")}</span>{" "}
            <strong data-testid="hold-countdown">{formatCountdown(left, intlLocaleFor(locale))}</strong>
          </p>
        ) : null}
        {order.status === OrderStatus.PaymentFailed && !holdExpired ? (
          <p className="booking-notice">{t("booking.confirm.failedBefore")}</p>
        ) : null}
      </section>

      {holdExpired ? (
        <section className="card booking-state booking-state--warning" role="alert">
          <p>{t("booking.confirm.holdExpired")}</p>
          <Link className="button button--primary" to={searchAgain}>
            {t("booking.confirm.searchAgain")}
          </Link>
        </section>
      ) : !PAYABLE_STATUSES.includes(order.status) ? (
        <section className="card booking-state" role="status">
          <p>{t("booking.confirm.status", { status: t(`booking.status.${order.status}`) })}</p>
          <Link className="button button--primary" to={`/payment/${encodeURIComponent(order.orderId)}`}>
            {t("booking.confirm.viewResult")}
          </Link>
        </section>
      ) : null}

      <div className="booking-layout">
        <div className="booking-layout__aside">
          <FlightSummary proposals={proposals} locale={locale} />
          <PriceDetails
            rows={priceRows(proposals)}
            locale={locale}
            total={order.totalAmount}
            discount={order.discountAmount}
            voucherCode={order.discountVoucherCode}
            payable={order.payableAmount}
            wallet={useWallet && difference ? difference.walletAmount : undefined}
            remaining={useWallet && difference ? difference.remainingAmount : undefined}
          />
        </div>

        <div className="booking-layout__main">
          <section className="card booking-travellers" aria-labelledby="booking-travellers-title">
            <h2 id="booking-travellers-title">{t("booking.confirm.travellers")}</h2>
            <ol className="booking-travellers__list">
              {passengers.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the order's passengers never reorder
                <li key={i}>
                  <bdi dir="ltr">{`${p.firstName} ${p.lastName}`}</bdi>
                  <span className="booking-travellers__type">{t(`booking.category.${p.type}`)}</span>
                </li>
              ))}
            </ol>
          </section>

          {payable ? (
            <>
              <VoucherForm order={order} locale={locale} onOrder={onOrder} />

              {balanceFailed ? (
                <section className="card booking-wallet" aria-labelledby="booking-wallet-title">
                  <h2 id="booking-wallet-title">{t("booking.wallet.title")}</h2>
                  <p className="field__hint" role="alert">
                    {t("booking.wallet.loadError")}
                  </p>
                  <button type="button" className="button" onClick={() => setBalanceAttempt((n) => n + 1)}>
                    {t("booking.retry")}
                  </button>
                </section>
              ) : balance ? (
                <section className="card booking-wallet" aria-labelledby="booking-wallet-title">
                  <h2 id="booking-wallet-title">{t("booking.wallet.title")}</h2>
                  {balance.balance > 0 ? (
                    <>
                      <label className="booking-switch">
                        <input
                          type="checkbox"
                          checked={useWallet}
                          onChange={(e) => setUseWallet(e.target.checked)}
                        />
                        <span>{t("booking.wallet.use")}</span>
                      </label>
                      <p className="field__hint">
                        {t("booking.wallet.balance", { amount: money(balance.balance, locale) })}
                      </p>
                      {useWallet && difference ? (
                        <p className="booking-notice" role="status">
                          {difference.isEnough
                            ? t("booking.wallet.covers")
                            : t("booking.wallet.partial", {
                                wallet: money(difference.walletAmount, locale),
                                rest: money(difference.remainingAmount, locale),
                              })}
                        </p>
                      ) : null}
                    </>
                  ) : (
                    <p className="field__hint">{t("booking.wallet.empty")}</p>
                  )}
                </section>
              ) : null}

              <section className="card booking-gateways" aria-labelledby="booking-gateways-title">
                <h2 id="booking-gateways-title">{t("booking.gateway.title")}</h2>
                {walletCovers ? (
                  <p className="field__hint">{t("booking.gateway.notNeeded")}</p>
                ) : gateways.status === "loading" ? (
                  <div className="skeleton" aria-hidden="true">
                    <div className="skeleton__line skeleton__line--short" />
                  </div>
                ) : noGateway ? (
                  <p className="booking-inline-error" role="alert">
                    {t(UserMessageKey.NO_ACTIVE_PAYMENT_GATEWAY)}
                  </p>
                ) : activeGateways.length > 0 ? (
                  <fieldset className="booking-radios">
                    <legend className="visually-hidden">{t("booking.gateway.title")}</legend>
                    <div className="booking-gateways__options">
                      {activeGateways.map((gateway) => (
                        <label key={gateway.id} className="booking-option">
                          <input
                            type="radio"
                            name="gateway"
                            value={gateway.id}
                            checked={gatewayId === gateway.id}
                            onChange={() => setGatewayId(gateway.id)}
                          />
                          <span>{gateway.name}</span>
                        </label>
                      ))}
                    </div>
                  </fieldset>
                ) : null}
              </section>

              <div className="booking-submit">
                {payError ? (
                  <p className="booking-inline-error" role="alert">
                    {t(payError, { defaultValue: t("GENERIC_ERROR") })}
                  </p>
                ) : null}
                <p className="booking-submit__total">
                  <span>
                    {t(useWallet && difference ? "booking.price.remaining" : "booking.price.payable")}
                  </span>{" "}
                  <strong data-testid="amount-to-pay">{money(remaining, locale)}</strong>
                </p>
                <button
                  type="button"
                  className="button button--primary button--block"
                  disabled={!canSubmit}
                  onClick={() => void pay()}
                >
                  {paying
                    ? t("booking.confirm.paying")
                    : walletCovers
                      ? t("booking.confirm.payWallet", { amount: money(order.payableAmount, locale) })
                      : t("booking.confirm.pay", { amount: money(remaining, locale) })}
                </button>
                <p className="field__hint">{t("checkout.refundNote")}</p>
              </div>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function VoucherForm({
  order,
  locale,
  onOrder,
}: {
  order: OrderDetail;
  locale: Locale;
  onOrder: (order: OrderDetail) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = code.trim();
    if (!trimmed) return;
    setBusy(true);
    setError(null);
    try {
      onOrder(await applyVoucher(order.orderId, trimmed));
      setCode("");
    } catch (err) {
      if (isApiError(err) && err.status !== 401 && err.status < 500 && err.status !== 429) {
        setError(err.firstMessages()[0] ?? UserMessageKey.GENERIC_ERROR);
      } else {
        void showApiErrors(err, t);
      }
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onOrder(await removeVoucher(order.orderId));
    } catch (err) {
      void showApiErrors(err, t);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card booking-voucher" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("booking.voucher.title")}</h2>
      {order.discountVoucherCode ? (
        <div className="booking-voucher__applied">
          <p role="status">
            {t("booking.voucher.applied", {
              code: order.discountVoucherCode,
              amount: money(order.discountAmount, locale),
            })}
          </p>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => void remove()}
          >
            {t("booking.voucher.remove")}
          </button>
        </div>
      ) : (
        <form className="booking-voucher__form" onSubmit={(e) => void apply(e)} noValidate>
          <div className={`field${error ? " field--invalid" : ""}`}>
            <label htmlFor={`${id}-code`} className="field__label">
              {t("booking.voucher.label")}
            </label>
            <div className="booking-voucher__row">
              <input
                id={`${id}-code`}
                className="input"
                dir="ltr"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <button type="submit" className="button" disabled={busy || !code.trim()}>
                {t("booking.voucher.apply")}
              </button>
            </div>
            {error ? (
              <p className="field__error" id={`${id}-error`} role="alert">
                {t(error, { defaultValue: t("GENERIC_ERROR") })}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </section>
  );
}
