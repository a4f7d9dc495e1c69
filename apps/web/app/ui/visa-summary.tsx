/**
 * A visa request or a visa order (issue 15), as the application, confirm, visa payment and order
 * pages show it: the country and the visa, the processing and its working days, the day of travel
 * (Jalali in Persian), the travellers' names, the price per traveller and in total in the visa's
 * currency with what is charged in USD; and a case's status as a badge. The headings are the
 * page's own (a card's h2).
 */
import { formatDate } from "@safar/domain/dates";
import type { Locale } from "@safar/domain/site-config";
import type { VisaCaseStatus } from "@safar/domain/visa-order";
import type { VisaEntry, VisaProcessing, VisaStayUnit, VisaType } from "@safar/domain/visa-rules";
import { type ReactNode, useId } from "react";
import { counted } from "../lib/counted";
import { useMoney } from "../lib/format-money";
import { useTranslation } from "../lib/use-translation";
import { processingTime, productLabel, visaAmount } from "../lib/visa-labels";
import { PassportIcon } from "./icons";
import "./visa-summary.css";

export type VisaSummaryFacts = {
  countryName: string;
  visa: { type: VisaType; stay: number; stayUnit: VisaStayUnit; entry: VisaEntry; validityDays: number };
  processing: VisaProcessing;
  processingDays: number;
  /** `YYYY-MM-DD`; null before one is chosen. */
  travelDate: string | null;
  travellers: number;
  /** Latin names as in the passports (none before they are given). */
  travellerNames?: readonly string[];
  currency: string;
  unitPrice: number;
  totalPrice: number;
  /** What the order is charged, in USD; null when the visa is priced in USD itself. */
  totalPriceUsd: number | null;
  /** "About" before the application (the day's rate), the order's own figure after. */
  usdNote?: "about" | "charged";
};

/** A day as the visa pages show it (Jalali in Persian). */
export function visaDay(iso: string, locale: Locale): string {
  return formatDate(`${iso}T12:00:00Z`, locale, {
    weekday: "short",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
}

export function VisaSummary({
  facts,
  locale,
  title,
  children,
}: {
  facts: VisaSummaryFacts;
  locale: Locale;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const titleId = useId();
  const travellers = counted(t, "visas.count.travellers", facts.travellers, locale);
  return (
    <section className="card visa-summary" aria-labelledby={titleId} data-testid="visa-summary">
      <h2 id={titleId} className="visa-summary__title">
        <PassportIcon />
        {title ?? t("visas.summary.title")}
      </h2>
      <p className="visa-summary__visa">
        <strong data-testid="visa-summary-name">{productLabel(facts.visa, locale, t)}</strong>
        <span data-testid="visa-summary-country">{facts.countryName}</span>
      </p>
      <dl className="visa-summary__facts">
        <div>
          <dt>{t("visas.summary.processing")}</dt>
          <dd>
            {t("visas.processing.option", {
              name: t(`visas.processing.${facts.processing}`),
              time: processingTime(facts.processingDays, locale, t),
            })}
          </dd>
        </div>
        {facts.travelDate ? (
          <div>
            <dt>{t("visas.summary.travelDate")}</dt>
            <dd data-testid="visa-summary-travel-date">{visaDay(facts.travelDate, locale)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("visas.price.validity")}</dt>
          <dd>
            {t("visas.price.validityText", {
              days: counted(t, "visas.count.days", facts.visa.validityDays, locale),
            })}
          </dd>
        </div>
        <div>
          <dt>{t("visas.summary.travellers")}</dt>
          <dd>
            {facts.travellerNames && facts.travellerNames.length > 0 ? (
              <ul className="visa-summary__names" data-testid="visa-summary-travellers">
                {facts.travellerNames.map((name, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the order's travellers never reorder
                  <li key={i}>
                    <bdi dir="ltr">{name}</bdi>
                  </li>
                ))}
              </ul>
            ) : (
              travellers
            )}
          </dd>
        </div>
      </dl>
      <dl className="visa-summary__prices">
        <div>
          <dt>{t("visas.price.perTraveller")}</dt>
          <dd>{visaAmount(facts.unitPrice, facts.currency, locale, t)}</dd>
        </div>
        <div className="visa-summary__total">
          <dt>{t("visas.price.total", { travellers })}</dt>
          <dd data-testid="visa-summary-total" data-price={facts.totalPrice}>
            {visaAmount(facts.totalPrice, facts.currency, locale, t)}
            {facts.totalPriceUsd === null ? null : (
              <span className="visa-summary__usd">
                {t(facts.usdNote === "about" ? "visas.price.usd" : "visas.summary.charged", {
                  amount: money(facts.totalPriceUsd),
                })}
              </span>
            )}
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

/** A visa case's status in the page's language (Submitted, In review, Action required, Filed, Approved, Rejected). */
export function VisaCaseBadge({ status }: { status: VisaCaseStatus }) {
  const { t } = useTranslation();
  return (
    <span className="visa-case-status" data-status={status} data-testid="visa-case-status">
      {t(`visas.case.status.${status}`)}
    </span>
  );
}
