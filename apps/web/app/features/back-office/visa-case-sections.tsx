/** The visa case page's sections: the summary with what was asked, the contact, the actions, the history. */
import type { VisaCaseDetail } from "@safar/domain";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { counted } from "../../lib/counted";
import { displayDateTime, displayIsoDate, formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { useOperatorSession } from "./operator-session";
import { FactList } from "./page-states";
import { VisaCaseActionDialog } from "./visa-case-dialog";
import { documentKindLabel, travellerName, type VisaCaseAction, visaCaseActionsFor } from "./visa-case-rules";
import { VisaCaseStatusBadge } from "./visa-cases-page";

const P = "back-office.visaCase";

export const Facts = ({ facts }: { facts: [string, ReactNode][] }) => (
  <FactList prefix={`${P}.fields`} facts={facts} />
);

export function Summary({ detail }: { detail: VisaCaseDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { visa } = detail;
  const n = (value: number) => formatNumber(value, locale);
  const stay = counted(
    t,
    visa.stayUnit === "Hours" ? "visas.count.hours" : "visas.count.days",
    visa.stay,
    locale,
  );
  const facts: [string, ReactNode][] = [
    ["status", detail.case ? <VisaCaseStatusBadge key="status" status={detail.case.status} /> : null],
    ["country", visa.countryName[locale]],
    ["visa", visa.name[locale]],
    ["type", t(`visas.type.${visa.type}`, { defaultValue: visa.type })],
    ["stay", `${stay} · ${t(`visas.entry.${visa.entry}`, { defaultValue: visa.entry })}`],
    ["validity", counted(t, "visas.count.days", visa.validityDays, locale)],
    [
      "processing",
      `${t(`visas.processing.${visa.processing}`, { defaultValue: visa.processing })} · ${counted(t, "visas.count.workingDays", visa.processingDays, locale)}`,
    ],
    ["travelDate", displayIsoDate(visa.travelDate, locale)],
    ["travellers", n(visa.travellers.length)],
    [
      "order",
      <bdi key="order" dir="ltr">
        {detail.orderNumber}
      </bdi>,
    ],
    [
      "tracking",
      <bdi key="tracking" dir="ltr">
        {detail.trackingNumber}
      </bdi>,
    ],
    ["paid", money(detail.payableAmount, locale)],
    [
      "registered",
      <time key="registered" dateTime={detail.registrationTime}>
        {displayDateTime(detail.registrationTime, locale)}
      </time>,
    ],
  ];
  const requested = detail.case?.status === "ActionRequired" ? detail.case.requested : null;
  return (
    <section className="card bo-section" aria-labelledby="bo-visa-summary" data-testid="bo-visa-summary">
      <h2 id="bo-visa-summary">{t(`${P}.summary`)}</h2>
      {requested ? (
        <div className="bo-visa-requested" data-testid="bo-visa-requested">
          <strong>{t(`${P}.requested`)}</strong>
          <p dir="auto">{requested.message}</p>
          {requested.traveller !== null || requested.kind ? (
            <p className="bo-muted">
              {[
                requested.traveller !== null ? travellerName(detail, requested.traveller) : null,
                requested.kind ? documentKindLabel(t, requested.kind) : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </p>
          ) : null}
        </div>
      ) : null}
      <Facts facts={facts} />
    </section>
  );
}

export function Contact({ detail }: { detail: VisaCaseDetail }) {
  const { t } = useTranslation();
  return (
    <section className="card bo-section" aria-labelledby="bo-visa-contact">
      <h2 id="bo-visa-contact">{t(`${P}.contact`)}</h2>
      <Facts
        facts={[
          [
            "phone",
            <bdi key="phone" dir="ltr">
              {detail.contact.phoneNumber}
            </bdi>,
          ],
          [
            "email",
            detail.contact.email ? (
              <bdi key="email" dir="ltr">
                {detail.contact.email}
              </bdi>
            ) : null,
          ],
        ]}
      />
      <Link to={`/back-office/customers/${detail.userId}`}>{t(`${P}.openCustomer`)}</Link>
    </section>
  );
}

export function Actions({
  detail,
  onChanged,
}: {
  detail: VisaCaseDetail;
  onChanged: (detail: VisaCaseDetail) => void;
}) {
  const { t } = useTranslation();
  const session = useOperatorSession();
  const [open, setOpen] = useState<VisaCaseAction | null>(null);
  const status = detail.case?.status;
  if (!status) return null;
  const actions = visaCaseActionsFor(status, session);
  return (
    <section className="card bo-section" aria-labelledby="bo-visa-actions" data-testid="bo-visa-actions">
      <h2 id="bo-visa-actions">{t(`${P}.actions.title`)}</h2>
      {actions.length === 0 ? (
        <p className="bo-muted">{t(`${P}.actions.none`)}</p>
      ) : (
        <ul className="bo-actions">
          {actions.map((action) => (
            <li key={action} data-action={action}>
              <button
                type="button"
                className={`button bo-button--small${action === "reject" ? " bo-button--danger" : action === actions[0] ? " button--primary" : ""}`}
                onClick={() => setOpen(action)}
              >
                {t(`${P}.${action}.button`)}
              </button>
              <span className="bo-muted">{t(`${P}.${action}.hint`)}</span>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <VisaCaseActionDialog
          detail={detail}
          action={open}
          onClose={() => setOpen(null)}
          onDone={(after) => {
            setOpen(null);
            onChanged(after);
          }}
        />
      ) : null}
    </section>
  );
}

export function History({ detail }: { detail: VisaCaseDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const events = [...(detail.case?.events ?? [])].reverse();
  return (
    <section className="card bo-section" aria-labelledby="bo-visa-history" data-testid="bo-visa-history">
      <h2 id="bo-visa-history">{t(`${P}.history`)}</h2>
      {events.length === 0 ? (
        <p className="bo-empty">{t(`${P}.noHistory`)}</p>
      ) : (
        <ol className="bo-visa-events">
          {events.map((event) => (
            <li key={`${event.at}-${event.status}`} data-testid="bo-visa-event">
              <VisaCaseStatusBadge status={event.status} />{" "}
              <time className="bo-muted" dateTime={event.at}>
                {displayDateTime(event.at, locale)}
              </time>
              {event.message ? (
                <p className="bo-visa-events__message" dir="auto">
                  {event.message}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
