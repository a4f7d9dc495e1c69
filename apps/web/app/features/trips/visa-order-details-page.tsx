/**
 * /profile/my-travels/order-details/VisaOrderDetails?orderId=… (spec §2, issue 15): a visa order's
 * page: its numbers and status, the case (its number, where it stands and what happened, oldest
 * first, with the officers' messages) or, before payment, "not paid yet" with the way to pay; the
 * visa (ui/visa-summary.tsx); each traveller with the documents they gave, as thumbnails from the
 * image host (the owner's private images, read with the session cookie); what the officers ask
 * for with its upload, the issued visa to download, a refusal's refund (visa-case-answer.tsx).
 * Another customer's order, or a missing one, is "not found".
 */
import { OrderStatus } from "@safar/domain";
import type { Locale } from "@safar/domain/site-config";
import { localizeDigits } from "@safar/domain/text";
import type { VisaOrderDetails } from "@safar/domain/visa-order";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../../lib/api";
import { displayDateTime, nameIn } from "../../lib/format";
import { useMoney } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { VisaCaseBadge, VisaSummary } from "../../ui/visa-summary";
import { OrderHead, OrderPage, OrderSkeleton } from "./order-parts";
import { StatusBadge } from "./trip-parts";
import type { VisaOrderPageData } from "./trips-data";
import { VisaOutcome, VisaRequestedAnswer } from "./visa-case-answer";
import "../../ui/form-field.css";
import "../../ui/visa-summary.css";
import "./trips.css";

/** Statuses in which the order waits for its payment. */
const PAYABLE: readonly string[] = [OrderStatus.Approved, OrderStatus.PaymentFailed];

/** A document's thumbnail size on the image host (rmode=max keeps its shape inside it). */
const THUMB = { width: 240, height: 300 } as const;

export function VisaOrderDetailsPage({ data }: { data: VisaOrderPageData }) {
  const { t } = useTranslation();
  return (
    <OrderPage data={data} title={t("visas.order.title")} backLabel={t("visas.order.back")}>
      {(ready) => <VisaOrderDetailsView initial={ready.order} />}
    </OrderPage>
  );
}

/** The loading placeholder (the server's HTML while the page's data loads). */
export function VisaOrderDetailsSkeleton() {
  const { t } = useTranslation();
  return <OrderSkeleton title={t("visas.order.title")} />;
}

function VisaOrderDetailsView({ initial }: { initial: VisaOrderDetails }) {
  const { t } = useTranslation();
  // The customer's answer to "action required" answers the order as it is now.
  const [order, setOrder] = useState(initial);
  const { locale } = useLocale();
  const money = useMoney();
  const { visa } = order;
  const payable = order.case === null && PAYABLE.includes(order.status);
  return (
    <div className="order-page" data-testid="visa-order">
      <OrderHead
        title={t("visas.order.title")}
        number={localizeDigits(order.orderNumber, locale)}
        status={<StatusBadge status={order.status as OrderStatus} visa />}
        trip={
          <>
            <strong>{nameIn(visa.countryName, locale)}</strong> · {nameIn(visa.name, locale)}
          </>
        }
      >
        <dl className="order-facts">
          <div>
            <dt>{t("trips.trackingNumber")}</dt>
            <dd>
              <bdi dir="ltr">{order.trackingNumber}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t("trips.registered")}</dt>
            <dd>{displayDateTime(order.registrationTime, locale)}</dd>
          </div>
          <div>
            <dt>{t("booking.price.total")}</dt>
            <dd data-testid="visa-order-amount">
              {t(order.case ? "visas.order.paid" : "visas.order.payable", {
                amount: money(order.payableAmount),
              })}
            </dd>
          </div>
        </dl>
      </OrderHead>

      <VisaCaseSection order={order} payable={payable} locale={locale} onAnswered={setOrder} />

      <VisaSummary
        locale={locale}
        facts={{
          countryName: nameIn(visa.countryName, locale),
          visa,
          processing: visa.processing,
          processingDays: visa.processingDays,
          travelDate: visa.travelDate,
          travellers: visa.travellers.length,
          currency: visa.currency,
          unitPrice: visa.unitPrice,
          totalPrice: visa.totalPrice,
          totalPriceUsd: visa.currency === "USD" ? null : order.payableAmount,
        }}
      />

      <section className="card" aria-labelledby="visa-travellers-title">
        <h2 id="visa-travellers-title">{t("visas.order.travellers")}</h2>
        <ol className="visa-order-travellers">
          {visa.travellers.map((traveller, i) => {
            const name = `${traveller.firstName} ${traveller.lastName}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the order's travellers never reorder
              <li key={i} className="visa-order-traveller" data-testid="visa-order-traveller">
                <p className="visa-order-traveller__name">
                  <strong>
                    <bdi dir="ltr">{name}</bdi>
                  </strong>
                  {traveller.firstNameFarsi || traveller.lastNameFarsi ? (
                    <span> · {`${traveller.firstNameFarsi} ${traveller.lastNameFarsi}`.trim()}</span>
                  ) : null}
                  {traveller.passportNumber ? (
                    <span className="trips-muted">
                      {" "}
                      · {t("visas.order.passport", { number: traveller.passportNumber })}
                    </span>
                  ) : null}
                </p>
                <ul className="visa-order-docs">
                  {traveller.documents.map((doc) => {
                    const label = t(`visas.documents.${doc.kind}`);
                    return (
                      <li
                        key={doc.kind}
                        className="visa-order-doc"
                        data-testid={`visa-order-doc-${doc.kind}`}
                      >
                        <a href={api().imageUrl(doc.path)} target="_blank" rel="noopener">
                          <img
                            src={api().imageUrl(doc.path, THUMB)}
                            alt={t("visas.order.document", { document: label, name })}
                            width={120}
                            height={150}
                            loading="lazy"
                          />
                        </a>
                        <span>{label}</span>
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}

/** The case: its number, status and history, or (before payment) that nothing is filed yet and the way to pay. */
function VisaCaseSection({
  order,
  payable,
  locale,
  onAnswered,
}: {
  order: VisaOrderDetails;
  payable: boolean;
  locale: Locale;
  onAnswered: (order: VisaOrderDetails) => void;
}) {
  const { t } = useTranslation();
  const visaCase = order.case;
  return (
    <section className="card visa-case" aria-labelledby="visa-case-title" data-testid="visa-case">
      <h2 id="visa-case-title">{t("visas.case.title")}</h2>
      {visaCase ? (
        <>
          <p className="visa-case__head">
            <span>
              {t("visas.case.number")}{" "}
              <strong data-testid="visa-case-number">
                <bdi dir="ltr">{visaCase.caseNumber}</bdi>
              </strong>
            </span>
            <VisaCaseBadge status={visaCase.status} />
          </p>
          <VisaRequestedAnswer key={visaCase.updatedAt} order={order} onAnswered={onAnswered} />
          <VisaOutcome order={order} locale={locale} />
          <h3 className="visa-case__subtitle">{t("visas.case.timeline")}</h3>
          <ol className="order-timeline" data-testid="visa-case-timeline">
            {visaCase.events.map((event) => (
              <li key={`${event.status}-${event.at}`} className="order-timeline__item">
                <span className="order-timeline__what" data-status={event.status}>
                  {t(`visas.case.status.${event.status}`)}
                  {event.message ? <span className="visa-case__message">{event.message}</span> : null}
                </span>
                <time className="trips-muted" dateTime={event.at}>
                  {displayDateTime(event.at, locale)}
                </time>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <>
          <p data-testid="visa-not-paid">{t("visas.case.notPaid")}</p>
          {payable ? (
            <div className="trips-actions">
              <Link
                className="button button--primary"
                to={`/confirm?orderId=${encodeURIComponent(order.orderId)}`}
              >
                {t("visas.case.pay")}
              </Link>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
