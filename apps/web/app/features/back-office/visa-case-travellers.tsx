/** A visa case's travellers: each with their passport and documents (thumbnails, larger in a dialog). */
import type { VisaCaseDetail, VisaCaseDocument } from "@safar/domain";
import { useState } from "react";
import { displayDateTime, displayIsoDate } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { OperatorDialog } from "./operator-dialog";
import { documentKindLabel, documentsByTraveller, isPicture, travellerName } from "./visa-case-rules";
import { Facts } from "./visa-case-sections";
import { visaDocumentUrl } from "./visa-cases-api";

const P = "back-office.visaCase";

export function Travellers({ detail }: { detail: VisaCaseDetail }) {
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
