/**
 * Finance's wallet adjustment on a customer's page: a signed amount in USD (a credit, or a debit with
 * a minus; any digits) and its reason. Up to `approvalAbove` USD either way it is applied at once as
 * a balanced ledger transaction; above it the adjustment waits for a second finance operator. The form
 * says which, for the amount as it is typed, and again once it is sent.
 */
import type { WalletAdjustment } from "@safar/domain";
import { useId, useState } from "react";
import { Link } from "react-router";
import { money } from "../../lib/format-money";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { adjustWallet } from "./customers-api";
import { adjustmentOutcome, checkAdjustment } from "./money-input";

const FIELDS = ["amount", "reason"] as const;

export function WalletAdjustmentForm({
  userId,
  approvalAbove,
  onDone,
}: {
  userId: string;
  /** USD: an adjustment above this, either way, waits for a second finance operator. */
  approvalAbove: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const [last, setLast] = useState<WalletAdjustment | null>(null);
  const form = useFormSubmit(
    { amount: "", reason: "" },
    {
      check: checkAdjustment,
      fields: FIELDS,
      reset: true,
      send: async (data) => {
        const made = await adjustWallet(userId, data);
        setLast(made);
        void showToast("success", t(`back-office.adjust.done.${made.status}`));
        onDone();
      },
    },
  );
  const error = (name: (typeof FIELDS)[number]) =>
    form.errors[name] ? t(form.errors[name] as string) : undefined;
  const limit = money(approvalAbove, locale);
  const outcome = adjustmentOutcome(form.values.amount, approvalAbove);
  return (
    <form
      className="bo-form bo-adjust"
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="bo-adjust-form"
    >
      <h3 id={`${id}-title`}>{t("back-office.adjust.title")}</h3>
      <p className="bo-muted">{t("back-office.adjust.approvalRule", { limit })}</p>
      <Field
        id={`${id}-amount`}
        label={t("back-office.adjust.amount")}
        hint={
          outcome ? (
            <strong className={`bo-outcome bo-outcome--${outcome}`} data-testid="bo-adjust-outcome">
              {t(`back-office.adjust.outcome.${outcome}`, { limit })}
            </strong>
          ) : (
            t("back-office.adjust.amountHint")
          )
        }
        error={error("amount")}
      >
        <input
          {...inputProps(`${id}-amount`, form.errors.amount)}
          name="amount"
          className="input"
          autoComplete="off"
          maxLength={20}
          value={form.values.amount}
          onChange={(event) => form.setValue("amount", event.target.value)}
        />
      </Field>
      <Field id={`${id}-reason`} label={t("back-office.adjust.reason")} error={error("reason")}>
        <textarea
          {...inputProps(`${id}-reason`, form.errors.reason)}
          name="reason"
          className="input"
          rows={2}
          maxLength={500}
          value={form.values.reason}
          onChange={(event) => form.setValue("reason", event.target.value)}
        />
      </Field>
      {last ? (
        <p className="bo-note" role="status" data-testid="bo-adjust-result">
          {t(`back-office.adjust.result.${last.status}`, { amount: money(last.amount, locale) })}
          {last.status === "pending" ? (
            <>
              {" "}
              <Link to="/back-office/wallet-adjustments">{t("back-office.adjust.openQueue")}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="bo-form__actions">
        <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
          {t("back-office.adjust.submit")}
        </button>
      </div>
    </form>
  );
}
