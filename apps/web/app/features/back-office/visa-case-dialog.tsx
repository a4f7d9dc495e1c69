/**
 * An officer's action on a visa case in a dialog, asked for confirmation with what it does: start
 * the review or mark it filed (an optional note to the customer), ask for a document (the message,
 * and which traveller's document, if one), approve with the issued visa (a file for the whole case
 * or one per traveller, PDF, JPG or PNG up to 5 MB, and an optional message), or reject (the
 * reason the customer reads; the paid amount goes back to their wallet). Checked with the domain's
 * schemas first; the server's refusals land on their fields by key, or above the buttons (a case
 * another officer moved meanwhile: VISA_CASE_STATUS_CONFLICT).
 */
import {
  VISA_MESSAGE_MAX_LENGTH,
  type VisaCaseDetail,
  VisaCaseDocumentKind,
  visaCaseNoteSchema,
  visaRejectSchema,
  visaRequestDocumentSchema,
} from "@safar/domain";
import { useId, useState } from "react";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { checked } from "./hotel-admin-rules";
import { OperatorDialogForm } from "./operator-dialog";
import { useOperatorForm } from "./use-operator-form";
import {
  approveBody,
  documentKindLabel,
  travellerName,
  VISA_FILE_ACCEPT,
  type VisaCaseAction,
  visaFilePart,
} from "./visa-case-rules";
import { actOnVisaCase } from "./visa-cases-api";

const P = "back-office.visaCase";
/** The kinds an officer may ask the customer for (never the issued visa, which is the officers'). */
const askableKinds = Object.values(VisaCaseDocumentKind).filter((kind) => kind !== "IssuedVisa");

export function VisaCaseActionDialog({
  detail,
  action,
  onClose,
  onDone,
}: {
  detail: VisaCaseDetail;
  action: VisaCaseAction;
  onClose: () => void;
  onDone: (after: VisaCaseDetail) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState({ message: "", traveller: "", kind: "" });
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const travellers = detail.visa.travellers;
  const fileParts = [visaFilePart(null), ...travellers.map((_, index) => visaFilePart(index))];
  const textField = action === "reject" ? "reason" : "message";
  const fields = action === "approve" ? [...fileParts, "message"] : [textField, "traveller", "kind"];

  const { errors, formError, busy, submit } = useOperatorForm<object>({
    fields,
    check: () => {
      switch (action) {
        case "approve":
          return approveBody(files, values.message);
        case "reject":
          return checked(visaRejectSchema, { reason: values.message });
        case "request-document":
          return checked(visaRequestDocumentSchema, {
            message: values.message,
            traveller: values.traveller === "" ? null : Number(values.traveller),
            kind: values.kind === "" ? null : values.kind,
          });
        default:
          return checked(visaCaseNoteSchema, { message: values.message });
      }
    },
    send: async (body) => {
      const after = await actOnVisaCase(detail.orderId, action, body);
      void showToast("success", t(`${P}.${action}.done`));
      onDone(after);
    },
  });

  const error = (name: string) => (errors[name] ? t(errors[name] as string) : undefined);
  const messageRequired = action === "reject" || action === "request-document";
  const messageId = `${id}-${textField}`;

  const fileInput = (traveller: number | null) => {
    const part = visaFilePart(traveller);
    const fieldId = `${id}-file-${traveller ?? "case"}`;
    const label =
      traveller === null
        ? t(`${P}.approve.wholeCase`)
        : t(`${P}.approve.forTraveller`, { name: travellerName(detail, traveller) });
    return (
      <Field key={part} id={fieldId} label={label} error={error(part)}>
        <input
          {...inputProps(fieldId, error(part))}
          type="file"
          name={part}
          accept={VISA_FILE_ACCEPT}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            setFiles((current) => ({ ...current, [part]: file }));
          }}
        />
      </Field>
    );
  };

  return (
    <OperatorDialogForm
      title={t(`${P}.${action}.title`, { number: detail.case?.caseNumber ?? detail.orderNumber })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(`${P}.${action}.submit`)}
      cancelLabel={t(`${P}.cancel`)}
      testId={`bo-visa-${action}-form`}
      errorTestId="bo-visa-action-error"
    >
      <p>{t(`${P}.${action}.text`)}</p>
      {action === "approve" ? (
        <fieldset className="bo-fieldset">
          <legend>{t(`${P}.approve.files`)}</legend>
          {fileInput(null)}
          {travellers.length > 1 ? travellers.map((_, index) => fileInput(index)) : null}
          <p className="field__hint">{t(`${P}.approve.filesHint`)}</p>
        </fieldset>
      ) : null}
      {action === "request-document" ? (
        <div className="bo-visa-ask">
          <Field
            id={`${id}-traveller`}
            label={t(`${P}.request-document.traveller`)}
            error={error("traveller")}
          >
            <select
              {...inputProps(`${id}-traveller`, error("traveller"))}
              name="traveller"
              className="input"
              value={values.traveller}
              onChange={(event) => setValues((c) => ({ ...c, traveller: event.target.value }))}
            >
              <option value="">{t(`${P}.request-document.anyTraveller`)}</option>
              {travellers.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: travellers are in the order's order
                <option key={index} value={String(index)}>
                  {travellerName(detail, index)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-kind`} label={t(`${P}.request-document.kind`)} error={error("kind")}>
            <select
              {...inputProps(`${id}-kind`, error("kind"))}
              name="kind"
              className="input"
              value={values.kind}
              onChange={(event) => setValues((c) => ({ ...c, kind: event.target.value }))}
            >
              <option value="">{t(`${P}.request-document.anyKind`)}</option>
              {askableKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {documentKindLabel(t, kind)}
                </option>
              ))}
            </select>
          </Field>
        </div>
      ) : null}
      <Field
        id={messageId}
        label={t(`${P}.${action}.message`)}
        hint={t(messageRequired ? `${P}.messageHint` : `${P}.noteHint`)}
        error={error(textField)}
      >
        <textarea
          {...inputProps(messageId, error(textField))}
          name={textField}
          className="input"
          rows={4}
          maxLength={VISA_MESSAGE_MAX_LENGTH}
          data-autofocus={action !== "approve" ? true : undefined}
          value={values.message}
          onChange={(event) => setValues((c) => ({ ...c, message: event.target.value }))}
        />
      </Field>
    </OperatorDialogForm>
  );
}
