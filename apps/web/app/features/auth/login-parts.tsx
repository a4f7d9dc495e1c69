import { type ReactNode, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { type DialingCountry, filterCountries, IRAQ, loadDialingCountries } from "./countries";
import { closeLoginModal } from "./login-modal-store";

// --- small pieces ------------------------------------------------------------------------------

export function useCountdown(endsAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export function AgeNotice() {
  const { t } = useTranslation();
  return (
    <p className="login__notice">
      {t("auth.ageNotice")}{" "}
      <Link to="/privacy" onClick={() => closeLoginModal()}>
        {t("auth.termsLink")}
      </Link>
    </p>
  );
}

/** The dialing code as a button; it opens the country list in place of the step. */
export function DialingCodeButton({
  dialingCode,
  onOpen,
  describedBy,
}: {
  dialingCode: string;
  onOpen: () => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="dialing-code"
      onClick={onOpen}
      aria-label={t("auth.dialingCodeButton", { code: dialingCode })}
      aria-describedby={describedBy}
    >
      <bdi dir="ltr">{dialingCode}</bdi>
      <span aria-hidden="true" className="dialing-code__caret">
        ▾
      </span>
    </button>
  );
}

export function CountryList({
  current,
  onPick,
  onCancel,
}: {
  current: string;
  onPick: (country: DialingCountry) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [countries, setCountries] = useState<DialingCountry[]>([IRAQ]);
  const [query, setQuery] = useState("");
  const searchId = useId();
  useEffect(() => {
    let live = true;
    void loadDialingCountries().then((list) => {
      if (live) setCountries(list);
    });
    return () => {
      live = false;
    };
  }, []);
  const shown = filterCountries(countries, query, locale);
  const collator = new Intl.Collator(locale);
  const sorted = [...shown].sort((a, b) => {
    if (a.id === IRAQ.id) return -1;
    if (b.id === IRAQ.id) return 1;
    return collator.compare(a.name[locale], b.name[locale]);
  });
  return (
    <div className="country-list">
      <label htmlFor={searchId} className="field__label">
        {t("auth.searchCountry")}
      </label>
      <input
        id={searchId}
        className="input"
        type="search"
        value={query}
        autoComplete="off"
        data-autofocus
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="country-list__items" aria-label={t("auth.countries")}>
        {sorted.map((country) => (
          <li key={country.id}>
            <button
              type="button"
              className="country-list__item"
              aria-pressed={country.dialingCode === current}
              onClick={() => onPick(country)}
            >
              <span>{country.name[locale]}</span>
              <bdi dir="ltr" className="country-list__code">
                {country.dialingCode}
              </bdi>
            </button>
          </li>
        ))}
      </ul>
      {sorted.length === 0 ? <p className="login__muted">{t("auth.noCountry")}</p> : null}
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t("auth.back")}
      </button>
    </div>
  );
}

export function PhoneInput({
  id,
  value,
  error,
  dialingCode,
  onChange,
  onPickCountry,
}: {
  id: string;
  value: string;
  error?: string;
  dialingCode: string;
  onChange: (value: string) => void;
  onPickCountry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Field id={id} label={t("auth.phoneLabel")} error={error}>
      <div className="phone-input" dir="ltr">
        <DialingCodeButton dialingCode={dialingCode} onOpen={onPickCountry} />
        <input
          {...inputProps(id, error)}
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          placeholder="7XX XXX XXXX"
          value={value}
          data-autofocus
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </Field>
  );
}

export function Submit({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
      {busy ? t("auth.wait") : children}
    </button>
  );
}
