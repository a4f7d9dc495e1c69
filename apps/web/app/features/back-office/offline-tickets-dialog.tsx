/**
 * Tickets issued by hand (offline ticketing) in a dialog: the PNR and one 13-digit ticket number per
 * traveller, in the order's order, each field named after its traveller. Checked with the domain's
 * schema first (order-actions.ts); the server's refusals land on their fields by message key, and one
 * that names no field of the form (the order no longer waits for its issue) is shown above the button.
 */
import type { BackOfficeOrderDetails } from "@safar/domain";
import { useId, useState } from "react";
import { apiFieldErrors } from "../../lib/form-errors";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { OperatorDialogForm } from "./operator-dialog";
import { checkOfflineTickets, ticketField } from "./order-actions";
import { recordOfflineTickets } from "./orders-api";
import { useOperatorForm } from "./use-operator-form";

export function OfflineTicketsDialog({
  order,
  onClose,
  onDone,
}: {
  order: BackOfficeOrderDetails;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const travellers = order.flightOrder?.flightPassengers ?? [];
  const names = ["bookingReference", ...travellers.map((_, index) => ticketField(index))];
  const [values, setValues] = useState<Record<string, string>>({});
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: names,
    check: () => checkOfflineTickets(values, travellers.length),
    send: async (data) => {
      await recordOfflineTickets(order.orderId, data);
      void showToast("success", t("back-office.order.actions.offline-tickets.done"));
      onDone();
    },
    fieldErrorsOf: (error) => {
      const onFields = apiFieldErrors(error, ["bookingReference"]);
      // A wrong count names `ticketNumbers`: it belongs on the first ticket's field.
      const count = apiFieldErrors(error, ["ticketNumbers"]).ticketNumbers;
      if (count) onFields[ticketField(0)] = count;
      return onFields;
    },
  });

  const input = (name: string, label: string, hint?: string) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name] ? t(errors[name] as string) : undefined;
    return (
      <Field key={name} id={fieldId} label={label} hint={hint} error={error}>
        <input
          {...inputProps(fieldId, error)}
          name={name}
          className="input"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          inputMode={name === "bookingReference" ? "text" : "numeric"}
          maxLength={name === "bookingReference" ? 8 : 20}
          data-autofocus={name === "bookingReference" ? true : undefined}
          value={values[name] ?? ""}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        />
      </Field>
    );
  };

  return (
    <OperatorDialogForm
      title={t("back-office.order.offline.title", { number: order.orderNumber })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t("back-office.order.offline.submit")}
      cancelLabel={t("back-office.order.offline.cancel")}
      testId="bo-offline-form"
      errorTestId="bo-offline-error"
    >
      <p>{t("back-office.order.offline.text")}</p>
      {input("bookingReference", t("back-office.order.offline.pnr"), t("back-office.order.offline.pnrHint"))}
      <fieldset className="bo-fieldset">
        <legend>{t("back-office.order.offline.tickets")}</legend>
        {travellers.map((traveller, index) =>
          input(
            ticketField(index),
            t("back-office.order.offline.ticketFor", {
              name: `${traveller.firstName} ${traveller.lastName}`,
            }),
          ),
        )}
        <p className="field__hint">{t("back-office.order.offline.ticketHint")}</p>
      </fieldset>
    </OperatorDialogForm>
  );
}
