/**
 * The back office's plain form fields, named by their API key with the error (a message key)
 * translated: a text input, a select (also over the form's text values), and three inputs of one text,
 * one per language; and the props they take over a form's values (a section of it). Shared by the
 * back office's forms (no product's strings here).
 */
import type { ReactNode } from "react";
import type { FieldErrors } from "../../lib/form-errors";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { LANGUAGES, type TextValues } from "./hotel-admin-rules";

const P = "back-office.hotels";

/** What each field here takes: its API key and label, the form's values, their change and errors. */
type FieldProps = {
  prefix: string;
  name: string;
  label: string;
  values: TextValues;
  onChange: (name: string, value: string) => void;
  errors: FieldErrors;
};

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
}: FieldProps & {
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

/** A select named by its API key over the form's text values, like TextField (same props). */
export function TextSelectField({
  values,
  onChange,
  ...props
}: FieldProps & { options: [string, string][] }) {
  return (
    <SelectField
      {...props}
      value={values[props.name] ?? ""}
      onChange={(value) => onChange(props.name, value)}
    />
  );
}

/** Three inputs of one text, one per language. */
export function LocalizedFields(props: FieldProps & { multiline?: boolean; autoFocus?: boolean }) {
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
export function DateField({ prefix, name, label, values, onChange, errors }: FieldProps) {
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

/** A form's values, how its sections change them, and their errors (message keys by field). */
export type FormSection<V> = {
  /** The form's own id, before each input's name in its id. */
  prefix: string;
  values: V;
  setValues: (change: (current: V) => V) => void;
  errors: FieldErrors;
};

/** What TextField, LocalizedFields, TextSelectField and DateField take, over values kept flat. */
export const fieldProps = ({ prefix, values, setValues, errors }: FormSection<TextValues>) => ({
  prefix,
  values,
  errors,
  onChange: (name: string, value: string) => setValues((current) => ({ ...current, [name]: value })),
});

/** The same over a form's `text` (beside its lists and switches). */
export const textFieldProps = <V extends { text: TextValues }>({
  prefix,
  values,
  setValues,
  errors,
}: FormSection<V>) => ({
  prefix,
  values: values.text,
  errors,
  onChange: (name: string, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [name]: value } })),
});

/** Short fields side by side (numbers, days) in an operator's form. */
export function NumberRow({ children }: { children: ReactNode }) {
  return <div className="bo-hotel-form__row">{children}</div>;
}
