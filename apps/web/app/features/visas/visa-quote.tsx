/** The visa box's quote: the choice's price (or its failure, with a retry), its facts, the desk's dialog. */
import type { VisaProduct, VisaTotalPrice } from "@safar/domain/visa";
import { VisaProcessing } from "@safar/domain/visa-rules";
import { useState } from "react";
import { Link } from "react-router";
import { isApiError } from "../../lib/api";
import { counted } from "../../lib/counted";
import { nameIn } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useRetry, useSettled } from "../../lib/page-data";
import { useTranslation } from "../../lib/use-translation";
import { visaApplicationUrl } from "../../lib/visa-application-params";
import { processingTime, productLabel, visaAmount } from "../../lib/visa-labels";
import { DeskDialog } from "../../ui/desk-dialog";
import { ChatIcon, PassportIcon } from "../../ui/icons";
import { useLocale } from "../../ui/use-locale";
import type { VisaPageData } from "./visa-page-data";

type Ready = Extract<VisaPageData, { status: "ready" }>;

/** The price of the choice (its skeleton while it comes, its error with a retry), the facts and the desk. */
export function VisaQuote({
  data,
  product,
  country,
}: {
  data: Ready;
  product: VisaProduct;
  country: string;
}) {
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
