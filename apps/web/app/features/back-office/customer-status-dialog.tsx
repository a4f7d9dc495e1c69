/**
 * Changing a customer's account status in a dialog, with the reason the audit log keeps: suspend
 * (every call of theirs refused within seconds, their sessions ended), reinstate, or terminate. A
 * termination is for good, so it is confirmed a second time after the reason is written.
 */
import {
  type BackOfficeCustomer,
  type CustomerStatus,
  type SetCustomerStatus,
  setCustomerStatusSchema,
} from "@safar/domain";
import { useId, useState } from "react";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Dialog } from "../../ui/dialog";
import { Field, inputProps } from "../../ui/form-field";
import { setCustomerStatus } from "./customers-api";
import { customerName } from "./customers-page";

export function CustomerStatusDialog({
  customer,
  status,
  onClose,
  onDone,
}: {
  customer: BackOfficeCustomer;
  status: CustomerStatus;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const name = customerName(customer) || customer.phoneNumber || "";
  const key = `back-office.customer.change.${status}`;
  const form = useFormSubmit(
    { reason: "" },
    {
      check: (values) => {
        const checked = setCustomerStatusSchema.safeParse({ status, reason: values.reason });
        if (!checked.success)
          return { ok: false, errors: { reason: checked.error.issues[0]?.message ?? "FIELD_IS_INVALID" } };
        return { ok: true, data: checked.data };
      },
      fields: ["reason", "status"],
      send: async (data: SetCustomerStatus) => {
        // Terminating is for good: the reason written, the operator is asked once more.
        if (status === "terminated" && !confirming) {
          setConfirming(true);
          return;
        }
        await setCustomerStatus(customer.userId, data);
        void showToast("success", t(`${key}.done`));
        onDone();
      },
    },
  );
  const error = form.errors.reason ? t(form.errors.reason) : undefined;
  return (
    <Dialog
      variant="sheet"
      side="center"
      title={t(`${key}.title`, { name })}
      closeLabel={t("back-office.close")}
      closeOnBack={false}
      className="bo-dialog"
      focusKey={confirming ? "confirm" : "reason"}
      onClose={onClose}
    >
      <form
        className="bo-form bo-dialog__body"
        onSubmit={(event) => void form.submit(event)}
        noValidate
        data-testid="bo-status-form"
      >
        {confirming ? (
          <>
            <p className="bo-warning" role="alert" data-testid="bo-terminate-confirm">
              {t("back-office.customer.change.terminated.confirmText", { name })}
            </p>
            <p className="bo-note">
              {t("back-office.customer.change.reasonGiven")} {form.values.reason.trim()}
            </p>
            <div className="bo-form__actions">
              <button
                type="submit"
                className="button bo-button--danger"
                disabled={form.busy}
                aria-busy={form.busy}
                data-autofocus
              >
                {t("back-office.customer.change.terminated.confirm")}
              </button>
              <button type="button" className="button" onClick={() => setConfirming(false)}>
                {t("back-office.customer.change.back")}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{t(`${key}.text`)}</p>
            <Field id={`${id}-reason`} label={t("back-office.customer.change.reason")} error={error}>
              <textarea
                {...inputProps(`${id}-reason`, error)}
                name="reason"
                className="input"
                rows={3}
                maxLength={500}
                value={form.values.reason}
                onChange={(event) => form.setValue("reason", event.target.value)}
              />
            </Field>
            <div className="bo-form__actions">
              <button
                type="submit"
                className={`button ${status === "active" ? "button--primary" : "bo-button--danger"}`}
                disabled={form.busy}
                aria-busy={form.busy}
              >
                {t(`${key}.submit`)}
              </button>
            </div>
          </>
        )}
      </form>
    </Dialog>
  );
}
