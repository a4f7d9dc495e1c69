/**
 * The back office's plain form fields, named by their API key with the error (a message key)
 * translated: a text input, a select, and three inputs of one text, one per language. Shared by the
 * hotel and visa product forms (no product's strings here).
 */
import type { ReactNode } from "react";
import type { FieldErrors } from "../../lib/form-errors";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { LANGUAGES, type TextValues } from "./hotel-admin-rules";

const P = "back-office.hotels";

/** A text input named by its API key, its label and its error (a message key) translated. */
export function TextField({
  prefix,
  name,
  label,
  values,
  onChange,
  errors,
  hint,
  ltr,
  wide,
  multiline,
  autoFocus,
  errorText,
}: {
  prefix: string;
  name: string;
  label: string;
  values: TextValues;
  onChange: (name: string, value: string) => void;
  errors: FieldErrors;
  hint?: string;
  ltr?: boolean;
  wide?: boolean;
  multiline?: boolean;
  autoFocus?: boolean;
  errorText?: (key: string) => string;
}) {
  const { t } = useTranslation();
  const id = `${prefix}-${name.replace(/[^\w-]/g, "_")}`;
  const key = errors[name];
  const error = key ? (errorText ? errorText(key) : t(key)) : undefined;
  const common = {
    ...inputProps(id, error),
    name,
    className: "input",
    value: values[name] ?? "",
    dir: ltr ? "ltr" : undefined,
    "data-autofocus": autoFocus || undefined,
  };
  return (
    <div className={wide ? "bo-hotel-form__wide" : undefined}>
      <Field id={id} label={label} hint={hint} error={error}>
        {multiline ? (
          <textarea {...common} rows={3} onChange={(event) => onChange(name, event.target.value)} />
        ) : (
          <input
            {...common}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onChange(name, event.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

export function SelectField({
  prefix,
  name,
  label,
  value,
  onChange,
  errors,
  options,
}: {
  prefix: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors: FieldErrors;
  options: [string, string][];
}) {
  const { t } = useTranslation();
  const id = `${prefix}-${name}`;
  const error = errors[name] ? t(errors[name] as string) : undefined;
  return (
    <Field id={id} label={label} error={error}>
      <select
        {...inputProps(id, error)}
        name={name}
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Three inputs of one text, one per language. */
export function LocalizedFields(props: {
  prefix: string;
  name: string;
  label: string;
  values: TextValues;
  onChange: (name: string, value: string) => void;
  errors: FieldErrors;
  multiline?: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="bo-fieldset bo-hotel-form__wide bo-hotel-form__languages">
      <legend>{props.label}</legend>
      {LANGUAGES.map((lang, index) => (
        <TextField
          key={lang}
          {...props}
          name={`${props.name}.${lang}`}
          label={t(`${P}.languages.${lang}`)}
          ltr={lang === "en"}
          autoFocus={props.autoFocus && index === 0}
        />
      ))}
    </fieldset>
  );
}

/** A calendar day's input (`YYYY-MM-DD`) named by its API key. */
export function DateField({
  prefix,
  name,
  label,
  values,
  onChange,
  errors,
}: {
  prefix: string;
  name: string;
  label: string;
  values: TextValues;
  onChange: (name: string, value: string) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const id = `${prefix}-${name}`;
  const error = errors[name] ? t(errors[name] as string) : undefined;
  return (
    <Field id={id} label={label} error={error}>
      <input
        {...inputProps(id, error)}
        type="date"
        name={name}
        className="input"
        value={values[name] ?? ""}
        onChange={(event) => onChange(name, event.target.value)}
      />
    </Field>
  );
}

/** Short fields side by side (numbers, days) in an operator's form. */
export function NumberRow({ children }: { children: ReactNode }) {
  return <div className="bo-hotel-form__row">{children}</div>;
}
