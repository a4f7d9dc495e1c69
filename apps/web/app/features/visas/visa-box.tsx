/**
 * The visa box (issue 15): the country (fixed on a country page), the product as one choice of
 * radio cards (type, stay and entries with its price), the processing (quick only when the product
 * offers it, with its days) and 1 to 9 travellers; then the price per traveller and in total from
 * `GetTotalPrice` in the product's currency with its USD equivalent, the processing time, the
 * documents each traveller gives, the validity and the notes; then "Apply online" (the application
 * at /add-passenger?visa=1…) and the visa desk as the other way to apply. The
 * choice lives in the URL's query (visa-choice.ts): a link shares it, Back returns to the last one.
 * The processing and travellers are in visa-box-fields.tsx, the price and what follows in visa-quote.tsx.
 */
import type { Locale } from "@safar/domain/site-config";
import type { VisaCountry } from "@safar/domain/visa";
import type { VisaCountryCode } from "@safar/domain/visa-rules";
import { useId } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { nameIn } from "../../lib/format";
import type { Settled } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { productLabel, visaAmount } from "../../lib/visa-labels";
import { useLocale } from "../../ui/use-locale";
import { ProcessingChoice, TravellersStepper } from "./visa-box-fields";
import { changeChoice, choiceFromUrl, choiceToSearch, type VisaChoice } from "./visa-choice";
import type { VisaPageData } from "./visa-page-data";
import { VisaQuote } from "./visa-quote";

type T = (key: string, vars?: Record<string, unknown>) => string;
type Ready = Extract<VisaPageData, { status: "ready" }>;

function countryName(countries: Settled<VisaCountry[]>, code: VisaCountryCode, locale: Locale, t: T) {
  const country = countries.ok ? countries.value.find((c) => c.countryCode === code) : undefined;
  return country ? nameIn(country.name, locale) : t(`visas.country.${code}`);
}

export function VisaBox({ data }: { data: Ready }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const fixed = data.fixedCountry ?? undefined;
  const { choice, product, offered } = data;
  const id = useId();
  const shown = useShownChoice(choice, fixed);

  /** A new choice goes into the URL: pushed (Back returns to it), or replacing the entry for the stepper. */
  const choose = (change: Partial<VisaChoice>, replace = false) =>
    void navigate(
      { search: choiceToSearch(changeChoice(choice, change), fixed) },
      { replace, preventScrollReset: true },
    );

  return (
    <section className="card visa-box" aria-labelledby={`${id}-title`} data-testid="visa-box">
      <h2 id={`${id}-title`}>{t("visas.box.title")}</h2>
      {fixed ? null : (
        <div className="field visa-box__country">
          <label className="field__label" htmlFor={`${id}-country`}>
            {t("visas.box.country")}
          </label>
          <select
            id={`${id}-country`}
            className="input"
            value={choice.country ?? ""}
            onChange={(event) => choose({ country: (event.target.value || null) as VisaCountryCode | null })}
          >
            <option value="">{t("visas.box.countryPlaceholder")}</option>
            {(data.countries.ok ? data.countries.value : []).map((country) => (
              <option key={country.countryCode} value={country.countryCode}>
                {nameIn(country.name, locale)}
              </option>
            ))}
          </select>
        </div>
      )}
      {choice.country === null ? (
        <p className="visa-box__hint">{t("visas.box.chooseCountryFirst")}</p>
      ) : offered.length === 0 ? (
        <p className="visa-box__hint">{t("visas.box.none")}</p>
      ) : (
        <>
          <fieldset className="visa-box__group">
            <legend className="field__label">{t("visas.box.product")}</legend>
            <div className="visa-products">
              {offered.map((p) => (
                <label key={p.id} className="visa-option" data-testid="visa-product">
                  <input
                    type="radio"
                    name={`${id}-product`}
                    value={p.id}
                    checked={(shown.productId ?? product?.id) === p.id}
                    onChange={() => choose({ productId: p.id })}
                  />
                  <span className="visa-option__text">
                    <span className="visa-option__name">{productLabel(p, locale, t)}</span>
                    <span className="visa-option__price">{visaAmount(p.price, p.currency, locale, t)}</span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          {product ? (
            <>
              <ProcessingChoice product={product} choice={shown} name={`${id}-processing`} choose={choose} />
              <TravellersStepper
                value={choice.travellers}
                onChange={(n) => choose({ travellers: n }, true)}
              />
              <VisaQuote
                data={data}
                product={product}
                country={countryName(data.countries, product.countryCode, locale, t)}
              />
            </>
          ) : (
            <p className="visa-box__hint">{t("visas.box.chooseProduct")}</p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The choice to show: while a change's navigation is under way (its data loading), the one it goes
 * to, so a radio or the stepper answers at once.
 */
function useShownChoice(choice: VisaChoice, fixed: VisaCountryCode | undefined): VisaChoice {
  const location = useLocation();
  const next = useNavigation().location;
  if (!next || next.pathname !== location.pathname) return choice;
  const pending = choiceFromUrl(new URLSearchParams(next.search), fixed);
  return pending.country === choice.country
    ? { ...choice, ...pending, productId: pending.productId ?? choice.productId }
    : choice;
}
