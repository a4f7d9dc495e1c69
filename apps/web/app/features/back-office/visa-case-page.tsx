/**
 * /back-office/visa-cases/:orderId (visa officers, issue 15): one case as an officer works it: where
 * it stands and what was asked, the visa and the order, the customer's contact, every traveller with
 * their passport and their documents (pictures as thumbnails, larger in a dialog; a PDF opens in a
 * new tab), the case's history, and the actions its status allows, each confirmed in a dialog.
 * Every action answers the case as it stands after it, which the page shows at once.
 */
import type { VisaCaseDetail, VisaCaseDocument } from "@safar/domain";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { counted } from "../../lib/counted";
import { displayDateTime, displayIsoDate, formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { OperatorDialog } from "./operator-dialog";
import { useOperatorSession } from "./operator-session";
import type { PageState } from "./page-data";
import { FactList, OperatorPage, PageTitle } from "./page-states";
import { VisaCaseActionDialog } from "./visa-case-dialog";
import {
  documentKindLabel,
  documentsByTraveller,
  isPicture,
  travellerName,
  VISA_CASES_PATH,
  type VisaCaseAction,
  visaCaseActionsFor,
} from "./visa-case-rules";
import { visaDocumentUrl } from "./visa-cases-api";
import { VisaCaseStatusBadge } from "./visa-cases-page";
import "./screens.css";
import "./orders.css";
import "./visa-cases.css";

const P = "back-office.visaCase";

export function VisaCasePage({ state }: { state: PageState<VisaCaseDetail> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t(`${P}.title`)}>
      {(detail) => <VisaCaseView key={detail.orderId} initial={detail} />}
    </OperatorPage>
  );
}

function VisaCaseView({ initial }: { initial: VisaCaseDetail }) {
  const { t } = useTranslation();
  // The loader's case, then each action's answer.
  const [detail, setDetail] = useState(initial);
  const [shown, setShown] = useState(initial);
  if (shown !== initial) {
    setShown(initial);
    setDetail(initial);
  }
  const visaCase = detail.case;
  return (
    <div className="bo-page" data-testid="bo-visa-case">
      <PageTitle
        title={
          <>
            {t(`${P}.title`)} <bdi dir="ltr">{visaCase?.caseNumber ?? detail.orderNumber}</bdi>
          </>
        }
        lead={t(`${P}.lead`)}
      >
        <Link className="button bo-button--small" to={VISA_CASES_PATH}>
          {t(`${P}.back`)}
        </Link>
      </PageTitle>
      <div className="bo-columns">
        <Summary detail={detail} />
        <div className="bo-order-side">
          <Actions detail={detail} onChanged={setDetail} />
          <Contact detail={detail} />
        </div>
      </div>
      <Travellers detail={detail} />
      <History detail={detail} />
    </div>
  );
}

const Facts = ({ facts }: { facts: [string, ReactNode][] }) => (
  <FactList prefix={`${P}.fields`} facts={facts} />
);

function Summary({ detail }: { detail: VisaCaseDetail }) {
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

function Contact({ detail }: { detail: VisaCaseDetail }) {
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

function Actions({
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

function Travellers({ detail }: { detail: VisaCaseDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const groups = documentsByTraveller(detail.documents, detail.visa.travellers.length);
  const [viewing, setViewing] = useState<VisaCaseDocument | null>(null);
  return (
    <section
      className="card bo-section"
      aria-labelledby="bo-visa-travellers"
      data-testid="bo-visa-travellers"
    >
      <h2 id="bo-visa-travellers">{t(`${P}.travellers`)}</h2>
      {groups.map(({ traveller, documents }) => {
        const person = traveller === null ? null : detail.visa.travellers[traveller];
        const title = traveller === null ? t(`${P}.wholeCase`) : travellerName(detail, traveller);
        return (
          <article
            key={traveller ?? "case"}
            className="bo-visa-traveller"
            aria-label={title}
            data-testid="bo-visa-traveller"
          >
            <h3>
              {traveller === null ? title : <bdi dir="ltr">{title}</bdi>}
              {person?.firstNameFarsi ? (
                <span className="bo-muted"> · {`${person.firstNameFarsi} ${person.lastNameFarsi}`}</span>
              ) : null}
            </h3>
            {person ? (
              <Facts
                facts={[
                  ["birthDate", displayIsoDate(person.birthDate.slice(0, 10), locale)],
                  ["gender", t(`${P}.gender.${person.genderTitle}`, { defaultValue: person.genderTitle })],
                  [
                    "nationality",
                    <bdi key="n" dir="ltr">
                      {String(person.nationalityCountry)}
                    </bdi>,
                  ],
                  [
                    "passportNumber",
                    person.passportNumber ? (
                      <bdi key="p" dir="ltr">
                        {person.passportNumber}
                      </bdi>
                    ) : null,
                  ],
                  [
                    "passportIssuer",
                    <bdi key="i" dir="ltr">
                      {String(person.passportIssuingCountry)}
                    </bdi>,
                  ],
                  [
                    "passportExpires",
                    person.passportExpirationDate
                      ? displayIsoDate(person.passportExpirationDate.slice(0, 10), locale)
                      : null,
                  ],
                ]}
              />
            ) : null}
            {documents.length === 0 ? (
              <p className="bo-empty">{t(`${P}.noDocuments`)}</p>
            ) : (
              <ul className="bo-visa-documents">
                {documents.map((document) => (
                  <DocumentTile
                    key={document.id}
                    detail={detail}
                    document={document}
                    onView={() => setViewing(document)}
                  />
                ))}
              </ul>
            )}
          </article>
        );
      })}
      {viewing ? (
        <DocumentDialog detail={detail} document={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </section>
  );
}

function DocumentTile({
  detail,
  document,
  onView,
}: {
  detail: VisaCaseDetail;
  document: VisaCaseDocument;
  onView: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const kind = documentKindLabel(t, document.kind);
  const url = visaDocumentUrl(detail.orderId, document.id);
  const caption = (
    <span className="bo-visa-document__caption">
      <strong>{kind}</strong>
      <span className="bo-muted">
        {t(`${P}.uploadedBy.${document.uploadedBy}`)} ·{" "}
        <time dateTime={document.uploadedAt}>{displayDateTime(document.uploadedAt, locale)}</time>
      </span>
    </span>
  );
  return (
    <li className="bo-visa-document" data-testid="bo-visa-document" data-kind={document.kind}>
      {isPicture(document.contentType) ? (
        <button
          type="button"
          className="bo-visa-document__open"
          onClick={onView}
          aria-label={t(`${P}.viewLarger`, { kind })}
        >
          <img src={url} alt="" width={160} height={160} loading="lazy" />
        </button>
      ) : (
        <a
          className="bo-visa-document__open bo-visa-document__file"
          href={url}
          target="_blank"
          rel="noopener"
          aria-label={t(`${P}.openFile`, { kind })}
        >
          <span>PDF</span>
        </a>
      )}
      {caption}
    </li>
  );
}

function DocumentDialog({
  detail,
  document,
  onClose,
}: {
  detail: VisaCaseDetail;
  document: VisaCaseDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kind = documentKindLabel(t, document.kind);
  const whose = document.traveller === null ? t(`${P}.wholeCase`) : travellerName(detail, document.traveller);
  const url = visaDocumentUrl(detail.orderId, document.id);
  return (
    <OperatorDialog title={`${kind} · ${whose}`} onClose={onClose}>
      <div className="bo-dialog__body bo-visa-viewer">
        <img src={url} alt={`${kind} · ${whose}`} />
        <a href={url} target="_blank" rel="noopener">
          {t(`${P}.openNewTab`)}
        </a>
      </div>
    </OperatorDialog>
  );
}

function History({ detail }: { detail: VisaCaseDetail }) {
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
