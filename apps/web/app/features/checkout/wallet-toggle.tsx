/**
 * The wallet on /confirm: the customer's balance (read with the page's data; a failed load is shown
 * in the section, with a retry; a zero balance is shown with a link to top up), the toggle to use it, and what it covers of the payable amount when it is on
 * (CurrentUserBalanceDifference; a failed answer turns the toggle off again, with a toast).
 */
import type { BalanceDifference, WalletBalance } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { money } from "../../lib/format-money";
import { showApiErrors } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { getWalletBalance } from "../../lib/wallet-balance";
import { getBalanceDifference } from "./checkout-api";

export type WalletChoice = ReturnType<typeof useWalletChoice>;

export function useWalletChoice(payableAmount: number, initialBalance: WalletBalance | null) {
  const { t } = useTranslation();
  const [balance, setBalance] = useState<WalletBalance | null>(initialBalance);
  const [balanceFailed, setBalanceFailed] = useState(initialBalance === null);
  const [useWallet, setUseWallet] = useState(false);
  const [difference, setDifference] = useState<BalanceDifference | null>(null);
  /** The wallet section's retry (shown in the section when the balance did not come). */
  const retryBalance = () => {
    setBalanceFailed(false);
    getWalletBalance().then(setBalance, () => setBalanceFailed(true));
  };
  useEffect(() => {
    setDifference(null);
    if (!useWallet) return;
    const controller = new AbortController();
    getBalanceDifference(payableAmount, controller.signal).then(setDifference, (error: unknown) => {
      if (controller.signal.aborted) return;
      setUseWallet(false);
      void showApiErrors(error, t);
    });
    return () => controller.abort();
  }, [useWallet, payableAmount, t]);

  return {
    balance,
    balanceFailed,
    retryBalance,
    useWallet,
    setUseWallet,
    /** What the wallet pays and what is left, once known (the toggle on). */
    difference: useWallet ? difference : null,
    /** The wallet pays it all: no gateway needed. */
    covers: useWallet && difference?.isEnough === true,
    /** What the customer still pays (through a gateway). */
    remaining: useWallet && difference ? difference.remainingAmount : payableAmount,
  };
}

export function WalletToggle({ wallet, locale }: { wallet: WalletChoice; locale: Locale }) {
  const { t } = useTranslation();
  const { balance, useWallet, difference } = wallet;
  if (wallet.balanceFailed) {
    return (
      <section className="card booking-wallet" aria-labelledby="booking-wallet-title">
        <h2 id="booking-wallet-title">{t("booking.wallet.title")}</h2>
        <p className="field__hint" role="alert">
          {t("booking.wallet.loadError")}
        </p>
        <button type="button" className="button" onClick={wallet.retryBalance}>
          {t("booking.retry")}
        </button>
      </section>
    );
  }
  if (!balance) return null;
  return (
    <section className="card booking-wallet" aria-labelledby="booking-wallet-title">
      <h2 id="booking-wallet-title">{t("booking.wallet.title")}</h2>
      {balance.balance > 0 ? (
        <>
          <label className="booking-switch">
            <input
              type="checkbox"
              checked={useWallet}
              onChange={(e) => wallet.setUseWallet(e.target.checked)}
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
        <>
          <p className="field__hint" data-testid="wallet-zero-balance">
            {t("booking.wallet.empty")}{" "}
            {t("booking.wallet.balance", { amount: money(balance.balance, locale) })}
          </p>
          <p>
            <Link to="/profile/transactions#top-up" className="booking-wallet__top-up">
              {t("booking.wallet.topUp")}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
