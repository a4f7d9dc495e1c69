import { formatDate } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";
import { Suspense, useId, useRef, useState } from "react";
import { lazyComponent } from "../lib/lazy-component";
import { useTranslation } from "../lib/use-translation";
import "./date-field.css";

/** The calendar (date-fns, date-fns-jalali) and its dialog load when a date field is first opened. */
const DatePickerDialog = lazyComponent("date-picker", () => import("./date-picker"));

/** A `YYYY-MM-DD` as the customer reads it (Jalali in Persian, through Intl). */
export function displayDate(iso: string, locale: Locale, options?: Intl.DateTimeFormatOptions): string {
  return formatDate(
    `${iso}T12:00:00Z`,
    locale,
    options ?? { weekday: "short", day: "numeric", month: "long", year: "numeric" },
  );
}

export function DateField({
  label,
  value,
  onChange,
  min,
  max,
  locale,
  error,
  name,
  display,
}: {
  label: string;
  value: string;
  onChange: (iso: string) => void;
  min: string;
  max: string;
  locale: Locale;
  error?: string | undefined;
  name: string;
  /** How the chosen day is written in the field (default: weekday, day, month and year). */
  display?: Intl.DateTimeFormatOptions;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);

  return (
    <div className={`field date-field${error ? " field--invalid" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        type="button"
        name={name}
        className="input date-field__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        data-value={value}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={`${id}-value`}>{value ? displayDate(value, locale, display) : t("common.chooseDate")}</span>
      </button>
      {open ? (
        <Suspense fallback={<p className="date-field__loading">{t("common.loading")}</p>}>
          <DatePickerDialog
            anchor={button}
            label={label}
            value={value}
            min={min}
            max={max}
            locale={locale}
            onClose={close}
            onSelect={(iso) => {
              onChange(iso);
              close();
            }}
          />
        </Suspense>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
