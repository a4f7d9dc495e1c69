/**
 * One refund request in a dialog: everything the queue knows of it and, for a role that may decide
 * refunds, the decisions it still takes: approve (optionally another penalty with its reason),
 * reject (the reason the customer is shown), or mark a bank refund paid out (the bank's reference).
 * Each form checks its rules first; the server's refusals land on their fields by message key, and
 * one that names no field (already decided, not allowed) is shown above the button.
 */
import type { RefundRequestView } from "@safar/domain";
import { type ReactNode, useId, useState } from "react";
import type { FieldErrors } from "../../lib/form-errors";
import { displayDateTime, nameIn } from "../../lib/format";
import { money } from "../../lib/format-money";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { approveRefund, markRefundPaidOut, rejectRefund } from "./back-office-api";
import { OperatorDialog } from "./operator-dialog";
import { FactList, FormError } from "./page-states";
import {
  type ApprovalBody,
  checkApproval,
  checkPayout,
  checkRejection,
  type Decision,
  decisionsFor,
} from "./refund-decision-rules";
import { TimeLeftText } from "./refunds-table";
import { useOperatorForm } from "./use-operator-form";

type Check = { ok: true; data: unknown } | { ok: false; errors: FieldErrors };
type FieldSpec = { name: string; label: string; hint?: string; multiline?: boolean; numeric?: boolean };

export function RefundDialog({
  request,
  canDecide,
  onClose,
  onDecided,
}: {
  request: RefundRequestView;
  canDecide: boolean;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const decisions = canDecide ? decisionsFor(request) : [];
  return (
    <OperatorDialog
      title={
        <>
          {t("back-office.refunds.detailTitle")} <bdi dir="ltr">{request.requestNumber}</bdi>
        </>
      }
      onClose={onClose}
    >
      <div className="bo-dialog__body" data-testid="bo-refund-detail">
        <RefundFacts request={request} />
        {decisions.map((decision) => (
          <DecisionForm key={decision} decision={decision} request={request} onDecided={onDecided} />
        ))}
        {!canDecide && decisionsFor(request).length > 0 ? (
          <p className="bo-note" data-testid="bo-view-only">
            {t("back-office.refunds.viewOnly")}
          </p>
        ) : null}
      </div>
    </OperatorDialog>
  );
}

function RefundFacts({ request }: { request: RefundRequestView }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const when = (iso: string | null) =>
    iso ? <time dateTime={iso}>{displayDateTime(iso, locale)}</time> : null;
  const code = (text: string | null) => (text ? <bdi dir="ltr">{text}</bdi> : null);
  const due =
    request.status === "Requested" ? (
      <TimeLeftText dueAt={request.decisionDueAt} />
    ) : (
      when(request.decisionDueAt)
    );
  const facts: [string, ReactNode][] = [
    ["orderNumber", code(request.orderNumber)],
    ["status", t(`back-office.refunds.status.${request.status}`)],
    ["destination", t(`back-office.refunds.destination.${request.destination}`)],
    // Masked by the server but for its last four digits.
    ["bankAccount", code(request.bankAccount)],
    ["reason", nameIn(request.reason.name, locale)],
    ["description", request.description],
    ["paid", money(request.paidAmount, locale)],
    ["penalty", money(request.penaltyAmount, locale)],
    ["refund", money(request.refundAmount, locale)],
    ["created", when(request.createdAt)],
    ["due", due],
    ["decided", when(request.decidedAt)],
    ["decisionNote", request.decisionNote],
    ["refunded", when(request.refundedAt)],
    ["payoutReference", code(request.payoutReference)],
  ];
  return <FactList prefix="back-office.refunds.fields" facts={facts} />;
}

function DecisionForm({
  decision,
  request,
  onDecided,
}: {
  decision: Decision;
  request: RefundRequestView;
  onDecided: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const spec: Omit<FormSpec, "decision" | "onDecided"> =
    decision === "approve"
      ? {
          fields: [
            {
              name: "penaltyAmount",
              label: t("back-office.refunds.approve.penalty"),
              hint: t("back-office.refunds.approve.penaltyHint", {
                amount: money(request.penaltyAmount, locale),
              }),
              numeric: true,
            },
            { name: "note", label: t("back-office.refunds.approve.note"), multiline: true },
          ],
          check: (values) =>
            checkApproval({ penaltyAmount: values.penaltyAmount ?? "", note: values.note ?? "" }, request),
          send: (data) => approveRefund(request.id, data as ApprovalBody),
        }
      : decision === "reject"
        ? {
            fields: [{ name: "note", label: t("back-office.refunds.reject.note"), multiline: true }],
            check: (values) => checkRejection({ note: values.note ?? "" }),
            send: (data) => rejectRefund(request.id, (data as { note: string }).note),
          }
        : {
            fields: [{ name: "reference", label: t("back-office.refunds.paid-out.reference") }],
            check: (values) => checkPayout({ reference: values.reference ?? "" }),
            send: (data) => markRefundPaidOut(request.id, (data as { reference: string }).reference),
          };
  return <DecisionFormView decision={decision} {...spec} onDecided={onDecided} />;
}

type FormSpec = {
  decision: Decision;
  fields: FieldSpec[];
  check: (values: Record<string, string>) => Check;
  send: (data: unknown) => Promise<unknown>;
  onDecided: () => void;
};

function DecisionFormView({ decision, fields, check, send, onDecided }: FormSpec) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: fields.map((field) => field.name),
    check: () => check(values),
    send: async (data) => {
      await send(data);
      void showToast("success", t(`back-office.refunds.${decision}.done`));
      onDecided();
    },
  });

  return (
    <form
      className={`bo-form bo-decision bo-decision--${decision}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h3>{t(`back-office.refunds.${decision}.title`)}</h3>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = errors[field.name] ? t(errors[field.name] as string) : undefined;
        const common = {
          ...inputProps(fieldId, error),
          name: field.name,
          className: "input",
          value: values[field.name] ?? "",
          onChange: (event: { target: { value: string } }) =>
            setValues((current) => ({ ...current, [field.name]: event.target.value })),
        };
        return (
          <Field key={field.name} id={fieldId} label={field.label} hint={field.hint} error={error}>
            {field.multiline ? (
              <textarea {...common} rows={2} maxLength={500} />
            ) : (
              <input
                {...common}
                inputMode={field.numeric ? "decimal" : undefined}
                dir={field.numeric ? undefined : "ltr"}
                maxLength={100}
              />
            )}
          </Field>
        );
      })}
      <FormError message={formError} />
      <button
        type="submit"
        className={`button${decision === "reject" ? "" : " button--primary"}`}
        disabled={busy}
        aria-busy={busy}
      >
        {t(`back-office.refunds.${decision}.submit`)}
      </button>
    </form>
  );
}
