/**
 * The visa box (issue 15): the country (fixed on a country page), the product as one choice of
 * radio cards (type, stay and entries with its price), the processing (quick only when the product
 * offers it, with its days) and 1 to 9 travellers; then the price per traveller and in total from
 * `GetTotalPrice` in the product's currency with its USD equivalent, the processing time, the
 * documents each traveller gives, the validity and the notes; then "Apply online" (the application
 * at /add-passenger?visa=1…) and the visa desk as the other way to apply. The
 * choice lives in the URL's query (visa-choice.ts): a link shares it, Back returns to the last one.
 */
import type { Locale } from "@safar/domain/site-config";
import {
  MAX_VISA_TRAVELLERS,
  type VisaCountry,
  type VisaCountryCode,
  VisaProcessing,
  type VisaProduct,
  type VisaTotalPrice,
} from "@safar/domain/visa";
import { useId, useState } from "react";
import { Link, useLocation, useNavigate, useNavigation } from "react-router";
import { isApiError } from "../../lib/api";
import { counted } from "../../lib/counted";
import { formatNumber, nameIn } from "../../lib/format";
import { money } from "../../lib/format-money";
import { type Settled, useRetry, useSettled } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { visaApplicationUrl } from "../../lib/visa-application-params";
import { processingTime, productLabel, visaAmount } from "../../lib/visa-labels";
import { DeskDialog } from "../../ui/desk-dialog";
import { ChatIcon, PassportIcon } from "../../ui/icons";
import { useLocale } from "../../ui/use-locale";
import { changeChoice, choiceFromUrl, choiceToSearch, offersQuick, type VisaChoice } from "./visa-choice";
import type { VisaPageData } from "./visa-page-data";

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

function ProcessingChoice({
  product,
  choice,
  name,
  choose,
}: {
  product: VisaProduct;
  choice: VisaChoice;
  name: string;
  choose: (change: Partial<VisaChoice>) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const options = [
    { value: VisaProcessing.Normal, days: product.processingDays, price: product.price },
    ...(offersQuick(product)
      ? [
          {
            value: VisaProcessing.Quick,
            days: product.quickProcessingDays ?? 0,
            price: product.quickPrice ?? 0,
          },
        ]
      : []),
  ];
  return (
    <fieldset className="visa-box__group">
      <legend className="field__label">{t("visas.box.processing")}</legend>
      <div className="visa-processing">
        {options.map((option) => (
          <label key={option.value} className="visa-option" data-testid={`visa-processing-${option.value}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice.processing === option.value}
              onChange={() => choose({ processing: option.value })}
            />
            <span className="visa-option__text">
              <span className="visa-option__name">
                {t("visas.processing.option", {
                  name: t(`visas.processing.${option.value}`),
                  time: processingTime(option.days, locale, t),
                })}
              </span>
              <span className="visa-option__price">
                {visaAmount(option.price, product.currency, locale, t)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {offersQuick(product) ? null : <p className="field__hint">{t("visas.processing.quickNotOffered")}</p>}
    </fieldset>
  );
}

function TravellersStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <fieldset className="visa-box__group">
      <legend className="field__label">{t("visas.box.travellers")}</legend>
      <div className="visa-stepper">
        <button
          type="button"
          className="visa-stepper__button"
          aria-label={t("visas.box.removeOne")}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className="visa-stepper__value" aria-live="polite" data-testid="visa-travellers">
          {formatNumber(value, locale)}
        </output>
        <button
          type="button"
          className="visa-stepper__button"
          aria-label={t("visas.box.addOne")}
          disabled={value >= MAX_VISA_TRAVELLERS}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}

/** The price of the choice (its skeleton while it comes, its error with a retry), the facts and the desk. */
function VisaQuote({ data, product, country }: { data: Ready; product: VisaProduct; country: string }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const settled = useSettled(data.total);
  const [desk, setDesk] = useState(false);
  const quote = settled?.ok ? settled.value : null;
  const documents = quote?.documents ?? product.documents;
  const label = productLabel(product, locale, t);
  const travellers = counted(t, "visas.count.travellers", data.choice.travellers, locale);
  const validity = counted(t, "visas.count.days", product.validityDays, locale);
  const notes = nameIn(product.notes, locale);

  return (
    <div className="visa-quote" data-testid="visa-quote">
      <h3 className="visa-quote__title">{label}</h3>
      {settled === undefined ? (
        <div className="skeleton visa-quote__prices" role="status" aria-label={t("visas.price.loading")}>
          <span className="skeleton__line" />
          <span className="skeleton__line skeleton__line--short" />
        </div>
      ) : quote ? (
        <dl className="visa-quote__prices" aria-live="polite">
          <div>
            <dt>{t("visas.price.perTraveller")}</dt>
            <dd data-testid="visa-unit-price" data-price={quote.unitPrice}>
              {visaAmount(quote.unitPrice, quote.currency, locale, t)}
            </dd>
          </div>
          <div className="visa-quote__total">
            <dt>{t("visas.price.total", { travellers })}</dt>
            <dd data-testid="visa-total-price" data-price={quote.totalPrice}>
              {visaAmount(quote.totalPrice, quote.currency, locale, t)}
              {quote.currency === "USD" ? null : (
                <span className="visa-quote__usd" data-testid="visa-total-usd">
                  {t("visas.price.usd", { amount: money(quote.totalPriceUsd, locale) })}
                </span>
              )}
            </dd>
          </div>
        </dl>
      ) : (
        <QuoteFailed error={settled.ok ? null : settled.error} />
      )}
      <dl className="visa-quote__facts">
        <div>
          <dt>{t("visas.price.processingTime")}</dt>
          <dd data-testid="visa-processing-time">
            {processingTime(
              quote?.processingDays ??
                (data.choice.processing === VisaProcessing.Quick
                  ? (product.quickProcessingDays ?? product.processingDays)
                  : product.processingDays),
              locale,
              t,
            )}
          </dd>
        </div>
        <div>
          <dt>{t("visas.price.validity")}</dt>
          <dd>{t("visas.price.validityText", { days: validity })}</dd>
        </div>
        <div>
          <dt>{t("visas.price.documents")}</dt>
          <dd>
            <ul className="visa-quote__documents" data-testid="visa-documents">
              {documents.map((kind) => (
                <li key={kind}>{t(`visas.documents.${kind}`)}</li>
              ))}
            </ul>
          </dd>
        </div>
        {notes ? (
          <div>
            <dt>{t("visas.price.notes")}</dt>
            <dd className="visa-quote__notes">{notes}</dd>
          </div>
        ) : null}
      </dl>
      <div className="visa-quote__actions">
        {quote ? (
          <Link
            className="button button--primary visa-quote__apply"
            to={visaApplicationUrl({
              productId: product.id,
              processing: quote.processing,
              travellers: quote.travellers,
            })}
            data-testid="visa-apply-online"
          >
            <PassportIcon />
            {t("visas.apply.open")}
          </Link>
        ) : (
          <button type="button" className="button button--primary visa-quote__apply" disabled>
            <PassportIcon />
            {t("visas.apply.open")}
          </button>
        )}
        <button
          type="button"
          className="button visa-quote__apply"
          disabled={!quote}
          onClick={() => setDesk(true)}
          data-testid="visa-desk-open"
        >
          <ChatIcon />
          {t("visas.desk.open")}
        </button>
      </div>
      {desk && quote ? (
        <VisaDeskDialog
          quote={quote}
          label={label}
          country={country}
          travellers={travellers}
          onClose={() => setDesk(false)}
        />
      ) : null}
    </div>
  );
}

function QuoteFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { retry, retrying } = useRetry();
  return (
    <div className="visa-quote__error" role="alert" data-testid="visa-quote-error">
      <p>{t("visas.price.error")}</p>
      <ul>
        {(isApiError(error) ? error.firstMessages() : ["GENERIC_ERROR"]).map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <button type="button" className="button" disabled={retrying} onClick={retry}>
        {t("visas.error.retry")}
      </button>
    </div>
  );
}

/** The visa's summary and the desk's WhatsApp (a message naming the visa, processing and travellers) or phone. */
function VisaDeskDialog({
  quote,
  label,
  country,
  travellers,
  onClose,
}: {
  quote: VisaTotalPrice;
  label: string;
  country: string;
  travellers: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const processing = t("visas.processing.option", {
    name: t(`visas.processing.${quote.processing}`),
    time: processingTime(quote.processingDays, locale, t),
  });
  const total = visaAmount(quote.totalPrice, quote.currency, locale, t);
  const message = [
    t("visas.desk.message.intro"),
    t("visas.desk.message.visa", { visa: label, country }),
    t("visas.desk.message.processing", { processing }),
    t("visas.desk.message.travellers", { travellers }),
    t("visas.desk.message.total", { total }),
  ].join("\n");
  return (
    <DeskDialog
      title={t("visas.desk.title")}
      closeLabel={t("visas.desk.close")}
      rows={[
        { label: t("visas.desk.visa"), value: label, sub: country, testId: "desk-visa" },
        { label: t("visas.desk.processing"), value: processing },
        { label: t("visas.desk.travellers"), value: travellers },
        {
          label: t("visas.desk.total"),
          value: total,
          testId: "desk-total",
          price: quote.totalPrice,
          total: true,
        },
      ]}
      how={t("visas.desk.how")}
      message={message}
      whatsappLabel={t("visas.desk.whatsapp")}
      callLabel={(number) => t("visas.desk.call", { number })}
      note={t("visas.desk.note")}
      testIdPrefix="desk"
      onClose={onClose}
    />
  );
}
