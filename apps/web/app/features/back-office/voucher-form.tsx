/**
 * A new discount voucher: its code, a percent (with an optional cap) or a fixed USD amount, the
 * smallest order it applies to, when it ends (the operator's own clock, sent as an instant with its
 * offset; empty: no end), its limits per customer and in all, and a description. The form's checks
 * and the server's refusals (a code already taken: 409 on the code) land on their fields.
 */
import { useId, useMemo } from "react";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { createVoucher } from "./pricing-api";
import { checkVoucher, emptyVoucherForm, VOUCHER_FIELDS, type VoucherFormValues } from "./pricing-rules";

/** The browser's time zone (the operator's clock), Baghdad's when it names none. */
function operatorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "Asia/Baghdad";
}

export function VoucherForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const timeZone = useMemo(operatorTimeZone, []);
  const form = useFormSubmit(emptyVoucherForm, {
    check: (values: VoucherFormValues) => checkVoucher(values, { timeZone, now: Date.now() }),
    fields: VOUCHER_FIELDS,
    reset: true,
    send: async (data) => {
      const made = await createVoucher(data);
      void showToast("success", t("back-office.vouchers.created", { code: made.code }));
      onCreated();
    },
  });
  const error = (name: string) => (form.errors[name] ? t(form.errors[name] as string) : undefined);
  const control = (name: keyof VoucherFormValues, errorOf: string = name) => ({
    ...inputProps(`${id}-${name}`, error(errorOf)),
    name,
    className: "input",
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });
  const text = (name: keyof VoucherFormValues, extra: Record<string, unknown>, hint?: string) => (
    <Field
      id={`${id}-${name}`}
      label={t(`back-office.vouchers.fields.${name}`)}
      error={error(name)}
      hint={hint}
    >
      <input {...control(name)} autoComplete="off" spellCheck={false} {...extra} />
    </Field>
  );
  const percent = form.values.kind === "percent";
  return (
    <section className="card bo-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("back-office.vouchers.createTitle")}</h2>
      <p className="bo-muted">{t("back-office.vouchers.createLead")}</p>
      <form
        className="bo-form bo-form--grid bo-pricing-form"
        onSubmit={(event) => void form.submit(event)}
        noValidate
        data-testid="bo-voucher-form"
      >
        {text(
          "code",
          { dir: "ltr", maxLength: 32, autoCapitalize: "characters" },
          t("back-office.vouchers.codeHint"),
        )}
        <fieldset className="bo-fieldset">
          <legend>{t("back-office.vouchers.fields.kind")}</legend>
          <div className="bo-choices">
            {(["percent", "fixed"] as const).map((kind) => (
              <label key={kind} className="bo-choice">
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  checked={form.values.kind === kind}
                  onChange={() => form.setValue("kind", kind)}
                />
                <span>{t(`back-office.vouchers.kind.${kind}`)}</span>
              </label>
            ))}
          </div>
          {percent ? (
            <div className="bo-pair">
              {text("percent", { inputMode: "numeric", maxLength: 3 })}
              {text(
                "maxDiscount",
                { inputMode: "decimal", maxLength: 10 },
                t("back-office.vouchers.capHint"),
              )}
            </div>
          ) : (
            text("amount", { inputMode: "decimal", maxLength: 10 })
          )}
        </fieldset>
        <div className="bo-pair">
          {text(
            "minimumOrder",
            { inputMode: "decimal", maxLength: 10 },
            t("back-office.vouchers.minimumHint"),
          )}
          <Field
            id={`${id}-endsAt`}
            label={t("back-office.vouchers.fields.endsAt")}
            error={error("expiresAt")}
            hint={t("back-office.vouchers.endsHint", { zone: timeZone })}
          >
            <input {...control("endsAt", "expiresAt")} type="datetime-local" />
          </Field>
        </div>
        <div className="bo-pair">
          {text(
            "perCustomerLimit",
            { inputMode: "numeric", maxLength: 7 },
            t("back-office.vouchers.limitHint"),
          )}
          {text("totalLimit", { inputMode: "numeric", maxLength: 7 }, t("back-office.vouchers.limitHint"))}
        </div>
        {text("description", { maxLength: 200 })}
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t("back-office.vouchers.create")}
          </button>
        </div>
      </form>
    </section>
  );
}
