/**
 * A markup rule's form: what it matches (scope, the route's airports, the airline; each left empty
 * matches every flight), what it adds (a percent on every fare and/or a fixed USD amount per adult
 * and child), its priority among rules as specific, on or off, and a note. Empty for a new rule, or
 * the rule to change, prefilled (the API takes the whole rule). The form's checks and the server's
 * refusals land on their fields, in the page's language.
 */
import { localizeDigits, type MarkupRuleView } from "@safar/domain";
import { useId } from "react";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { createMarkupRule, updateMarkupRule } from "./pricing-api";
import {
  checkMarkup,
  emptyMarkupForm,
  MARKUP_FIELDS,
  type MarkupFormValues,
  markupFormOf,
} from "./pricing-rules";
import { Switch } from "./switch-controls";

export function MarkupRuleForm({
  rule,
  onSaved,
  onCancel,
}: {
  /** The rule to change, or null for a new one. */
  rule: MarkupRuleView | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const initial = rule
    ? markupFormOf(rule, locale)
    : { ...emptyMarkupForm, priority: localizeDigits(emptyMarkupForm.priority, locale) };
  const form = useFormSubmit(initial, {
    check: checkMarkup,
    fields: MARKUP_FIELDS,
    reset: true,
    send: async (data) => {
      if (rule) await updateMarkupRule(rule.id, data);
      else await createMarkupRule(data);
      void showToast("success", t(rule ? "back-office.markups.saved" : "back-office.markups.added"));
      onSaved();
    },
  });
  const error = (name: keyof MarkupFormValues) =>
    form.errors[name] ? t(form.errors[name] as string) : undefined;
  const control = (name: keyof MarkupFormValues) => ({
    ...inputProps(`${id}-${name}`, error(name)),
    name,
    className: "input",
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });
  const text = (name: keyof MarkupFormValues, extra: Record<string, unknown>, hint?: string) => (
    <Field
      id={`${id}-${name}`}
      label={t(`back-office.markups.fields.${name}`)}
      error={error(name)}
      hint={hint}
    >
      <input {...control(name)} autoComplete="off" spellCheck={false} {...extra} />
    </Field>
  );
  const code = { dir: "ltr", autoCapitalize: "characters" };
  return (
    <section className="card bo-section" aria-labelledby="bo-markup-form-title">
      <h2 id="bo-markup-form-title" tabIndex={-1}>
        {t(rule ? "back-office.markups.editTitle" : "back-office.markups.addTitle")}
      </h2>
      <p className="bo-muted">{t("back-office.markups.formLead")}</p>
      <form
        className="bo-form bo-form--grid bo-pricing-form"
        onSubmit={(event) => void form.submit(event)}
        noValidate
        data-testid="bo-markup-form"
      >
        <fieldset className="bo-fieldset">
          <legend>{t("back-office.markups.matches")}</legend>
          <Field
            id={`${id}-flightScope`}
            label={t("back-office.markups.fields.flightScope")}
            error={error("flightScope")}
          >
            <select {...control("flightScope")}>
              <option value="">{t("back-office.markups.scope.any")}</option>
              <option value="1">{t("back-office.markups.scope.1")}</option>
              <option value="2">{t("back-office.markups.scope.2")}</option>
            </select>
          </Field>
          <div className="bo-pair">
            {text("origin", { ...code, maxLength: 3 })}
            {text("destination", { ...code, maxLength: 3 })}
          </div>
          {text("airlineCode", { ...code, maxLength: 2 }, t("back-office.markups.emptyMatchesAll"))}
        </fieldset>
        <fieldset className="bo-fieldset">
          <legend>{t("back-office.markups.adds")}</legend>
          <div className="bo-pair">
            {text("percent", { inputMode: "decimal", maxLength: 8 })}
            {text("fixedAmount", { inputMode: "decimal", maxLength: 9 })}
          </div>
          <p className="field__hint">{t("back-office.markups.addsHint")}</p>
          {text("priority", { inputMode: "numeric", maxLength: 4 }, t("back-office.markups.priorityHint"))}
        </fieldset>
        <Switch
          checked={form.values.isActive === "true"}
          onChange={(checked) => form.setValue("isActive", String(checked))}
        >
          {t("back-office.markups.fields.isActive")}
        </Switch>
        {text("note", { maxLength: 200 })}
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t(rule ? "back-office.markups.save" : "back-office.markups.add")}
          </button>
          {rule ? (
            <button type="button" className="button" onClick={onCancel}>
              {t("back-office.markups.cancel")}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
