/**
 * Cancel and refund for the customer on the phone (`POST …/orders/{id}/cancel-and-refund`): the
 * customer's own refund form filled by the operator — the reason, the wallet or a bank account, a
 * note, the language the customer is told in, and the customer's acceptance of the cancellation
 * policy read to them. The server places it by the customer's rules; its refusals land on their
 * fields by message key, and one that names no field of the form (already asked, not refundable) is
 * shown above the button.
 */
import { type BackOfficeOrderDetails, RefundDestination, type RefundReason } from "@safar/domain";
import { type Locale, locales } from "@safar/domain/site-config";
import { useEffect, useId, useState } from "react";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { OperatorDialogForm } from "./operator-dialog";
import { cancelRefundBody, type CancelRefundValues as Values } from "./order-actions";
import { cancelAndRefund, getRefundReasons } from "./orders-api";
import { refusalMessage } from "./page-data";
import { useOperatorForm } from "./use-operator-form";

const FIELDS = [
  "reason",
  "destination",
  "iban",
  "accountNumber",
  "cardNumber",
  "description",
  "locale",
  "cancellationPolicyAccepted",
] as const;
export function CancelRefundDialog({
  order,
  onClose,
  onDone,
}: {
  order: BackOfficeOrderDetails;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const [reasons, setReasons] = useState<RefundReason[] | null>(null);
  const [values, setValues] = useState<Values>({
    reason: "",
    destination: RefundDestination.Wallet,
    iban: "",
    accountNumber: "",
    cardNumber: "",
    description: "",
    locale,
    cancellationPolicyAccepted: false,
  });
  const { errors, formError, setFormError, busy, submit } = useOperatorForm({
    fields: FIELDS,
    check: () => ({ ok: true, data: cancelRefundBody(values) }),
    send: async (body) => {
      const made = await cancelAndRefund(order.orderId, body);
      const outcome = made.status === "Refunded" ? "refunded" : "requested";
      void showToast("success", t(`back-office.order.cancel.${outcome}`, { number: made.requestNumber }));
      onDone();
    },
  });

  useEffect(() => {
    const controller = new AbortController();
    getRefundReasons(controller.signal)
      .then(setReasons)
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setFormError(refusalMessage(error));
      });
    return () => controller.abort();
  }, [setFormError]);

  const set = <K extends keyof Values>(name: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const fieldId = (name: string) => `${id}-${name}`;
  const errorOf = (name: string) => (errors[name] ? t(errors[name] as string) : undefined);
  const label = (key: string) => t(`back-office.order.cancel.${key}`);

  const bankInput = (name: "iban" | "accountNumber" | "cardNumber") => (
    <Field key={name} id={fieldId(name)} label={label(name)} error={errorOf(name)}>
      <input
        {...inputProps(fieldId(name), errorOf(name))}
        name={name}
        className="input"
        dir="ltr"
        inputMode="numeric"
        autoComplete="off"
        maxLength={34}
        value={values[name]}
        onChange={(event) => set(name, event.target.value)}
      />
    </Field>
  );

  return (
    <OperatorDialogForm
      title={t("back-office.order.cancel.title", { number: order.orderNumber })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={label("submit")}
      cancelLabel={label("cancel")}
      testId="bo-cancel-refund-form"
      errorTestId="bo-cancel-refund-error"
    >
      <p>{label(order.hotelOrder ? "textStay" : "text")}</p>
      <Field id={fieldId("reason")} label={label("reason")} error={errorOf("reason")}>
        <select
          {...inputProps(fieldId("reason"), errorOf("reason"))}
          name="reason"
          className="input"
          data-autofocus
          value={values.reason}
          onChange={(event) => set("reason", event.target.value)}
          aria-busy={reasons === null}
        >
          <option value="">{label("chooseReason")}</option>
          {(reasons ?? []).map((reason) => (
            <option key={reason.id} value={String(reason.id)}>
              {reason.name[locale] ?? reason.code}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="bo-fieldset">
        <legend>{label("destination")}</legend>
        {[RefundDestination.Wallet, RefundDestination.Bank].map((destination) => (
          <label key={destination} className="bo-radio">
            <input
              type="radio"
              name="destination"
              value={destination}
              checked={values.destination === destination}
              onChange={() => set("destination", destination)}
            />{" "}
            {label(destination === RefundDestination.Wallet ? "wallet" : "bank")}
          </label>
        ))}
      </fieldset>
      {values.destination === RefundDestination.Bank ? (
        <fieldset className="bo-fieldset">
          <legend>{label("bank")}</legend>
          {bankInput("iban")}
          {bankInput("accountNumber")}
          {bankInput("cardNumber")}
          <p className="field__hint">{label("bankHint")}</p>
        </fieldset>
      ) : null}
      <Field id={fieldId("description")} label={label("description")} error={errorOf("description")}>
        <textarea
          {...inputProps(fieldId("description"), errorOf("description"))}
          name="description"
          className="input"
          rows={2}
          maxLength={1000}
          value={values.description}
          onChange={(event) => set("description", event.target.value)}
        />
      </Field>
      <Field id={fieldId("locale")} label={label("locale")} error={errorOf("locale")}>
        <select
          {...inputProps(fieldId("locale"), errorOf("locale"))}
          name="locale"
          className="input"
          value={values.locale}
          onChange={(event) => set("locale", event.target.value as Locale)}
        >
          {locales.map((code) => (
            <option key={code} value={code}>
              {t(`back-office.order.languages.${code}`)}
            </option>
          ))}
        </select>
      </Field>
      <div className="field">
        <label className="bo-checkbox">
          <input
            type="checkbox"
            name="cancellationPolicyAccepted"
            aria-invalid={errors.cancellationPolicyAccepted ? true : undefined}
            aria-describedby={errors.cancellationPolicyAccepted ? `${id}-policy-error` : undefined}
            checked={values.cancellationPolicyAccepted}
            onChange={(event) => set("cancellationPolicyAccepted", event.target.checked)}
          />{" "}
          {label("policy")}
        </label>
        {errors.cancellationPolicyAccepted ? (
          <p className="field__error" id={`${id}-policy-error`} role="alert">
            {errorOf("cancellationPolicyAccepted")}
          </p>
        ) : null}
      </div>
    </OperatorDialogForm>
  );
}
