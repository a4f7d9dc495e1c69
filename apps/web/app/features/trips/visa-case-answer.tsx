/**
 * A visa case's parts the customer acts on (issue 15): what the officers asked for while the case
 * is ACTION REQUIRED, with the upload that answers it (`visa/Submit/UploadVisaDocument`: the
 * traveller, the document and the file, checked here for type, size and a photo's shape before the
 * server checks the content), and the issued visa's files to download once approved; a refused
 * case says what is kept and what goes back to the wallet.
 */
import type { Locale } from "@safar/domain/site-config";
import { VisaCaseStatus, type VisaOrderDetails, visaOrderDetailsSchema } from "@safar/domain/visa-order";
import { VisaDocumentKind } from "@safar/domain/visa-rules";
import { type FormEvent, useId, useState } from "react";
import { api, isApiError } from "../../lib/api";
import { useTranslation } from "../../lib/use-translation";
import {
  DOCUMENT_ACCEPT,
  documentFileProblem,
  imageSizeOf,
  personalPhotoProblem,
} from "../../lib/visa-documents";
import { visaAmount } from "../../lib/visa-labels";

/** The kinds a customer may send when asked (the issued visa is the officers'). */
const ANSWER_KINDS = [...Object.values(VisaDocumentKind), "Other"] as const;

/** The case's "action required": the officer's message and the upload that answers it. */
export function VisaRequestedAnswer({
  order,
  onAnswered,
}: {
  order: VisaOrderDetails;
  onAnswered: (order: VisaOrderDetails) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const requested = order.case?.status === VisaCaseStatus.ActionRequired ? order.case.requested : null;
  const [traveller, setTraveller] = useState(String(requested?.traveller ?? 0));
  const [kind, setKind] = useState<string>(requested?.kind ?? VisaDocumentKind.PersonalPhoto);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (!requested) return null;
  const travellers = order.visa.travellers;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return setError("VISA_DOCUMENT_REQUIRED");
    const problem = documentFileProblem(file);
    if (problem) return setError(problem);
    if (kind === VisaDocumentKind.PersonalPhoto) {
      const size = await imageSizeOf(file);
      const shape = size ? personalPhotoProblem(size.width, size.height) : null;
      if (shape) return setError(shape);
    }
    setError(null);
    setSending(true);
    const body = new FormData();
    body.set("orderId", order.orderId);
    body.set("traveller", traveller);
    body.set("kind", kind);
    body.set("document", file);
    try {
      const answered = await api().request("visa/Submit/UploadVisaDocument", {
        method: "POST",
        body,
        schema: visaOrderDetailsSchema,
        timeoutMs: 120_000,
      });
      onAnswered(answered);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.errors[0]?.messages[0] ?? "UNKNOWN_ERROR") : "UNKNOWN_ERROR");
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="visa-asked" aria-labelledby={`${id}-title`} data-testid="visa-asked">
      <h3 id={`${id}-title`}>{t("visas.case.asked")}</h3>
      <p dir="auto" className="visa-asked__message">
        {requested.message}
      </p>
      <form className="visa-asked__form" onSubmit={(event) => void submit(event)} noValidate>
        {travellers.length > 1 ? (
          <label className="field">
            <span className="field__label">{t("visas.case.answerTraveller")}</span>
            <select className="input" value={traveller} onChange={(e) => setTraveller(e.target.value)}>
              {travellers.map((one, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the order's travellers never reorder
                <option key={i} value={String(i)}>
                  {`${one.firstName} ${one.lastName}`}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="field">
          <span className="field__label">{t("visas.case.answerDocument")}</span>
          <select
            className="input"
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            data-testid="visa-answer-kind"
          >
            {ANSWER_KINDS.map((one) => (
              <option key={one} value={one}>
                {t(`visas.documents.${one}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">{t("visas.case.answerFile")}</span>
          <input
            className="input"
            type="file"
            accept={DOCUMENT_ACCEPT}
            data-testid="visa-answer-file"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
            }}
          />
        </label>
        {error ? (
          <p id={`${id}-error`} className="field__error" role="alert" data-testid="visa-answer-error">
            {t(error)}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={sending}>
          {t(sending ? "visas.case.answerSending" : "visas.case.answerSend")}
        </button>
      </form>
    </section>
  );
}

/** The issued visa's files once approved; a refused case's refund terms. */
export function VisaOutcome({ order, locale }: { order: VisaOrderDetails; locale: Locale }) {
  const { t } = useTranslation();
  const visaCase = order.case;
  if (visaCase?.status === VisaCaseStatus.Approved && visaCase.visaFiles.length > 0)
    return (
      <div className="visa-outcome" data-testid="visa-files">
        <h3>{t("visas.case.visaFiles")}</h3>
        <ul>
          {visaCase.visaFiles.map((file, i) => {
            const who = file.traveller === null ? null : order.visa.travellers[file.traveller];
            return (
              <li key={file.id}>
                <a
                  className="button button--primary"
                  href={api().url(`orders/VisaOrder/GetVisaFile/${order.orderId}/${file.id}`, "api")}
                  download
                  data-testid="visa-file-link"
                >
                  {who
                    ? t("visas.case.downloadFor", { name: `${who.firstName} ${who.lastName}` })
                    : t("visas.case.download", { n: i + 1 })}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    );
  if (visaCase?.status === VisaCaseStatus.Rejected) {
    const fee = order.visa.rejectionFee * order.visa.travellers.length;
    return (
      <p className="visa-outcome" data-testid="visa-refund-note">
        {fee > 0
          ? t("visas.case.refundLessFee", { fee: visaAmount(fee, order.visa.currency, locale, t) })
          : t("visas.case.refundAll")}
      </p>
    );
  }
  return null;
}
