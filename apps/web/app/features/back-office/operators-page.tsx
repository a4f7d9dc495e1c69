/**
 * /back-office/operators (admins): every operator with their role, status and last sign-in, and the
 * form that creates one (e-mail, name, role, a password of at least 12 characters). The new
 * operator's authenticator key and otpauth URI are shown this once, to be copied into their app;
 * the list is read again.
 */
import {
  type CreatedOperator,
  createOperatorSchema,
  OPERATOR_PASSWORD_MIN_LENGTH,
  type OperatorView,
  operatorRoles,
} from "@safar/domain";
import { useId, useMemo, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { displayDateTime, formatNumber } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { createOperator } from "./back-office-api";
import { columnHelper, DataTable } from "./data-table";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";

type Operators = { items: OperatorView[]; total: number };

export function OperatorsPage({ state }: { state: PageState<Operators> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.operators.title")}>
      {(operators) => <OperatorsView operators={operators} />}
    </OperatorPage>
  );
}

function OperatorsView({ operators }: { operators: Operators }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [created, setCreated] = useState<CreatedOperator | null>(null);
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.operators.title")} lead={t("back-office.operators.lead")} />
      {created ? <CreatedKey created={created} onDone={() => setCreated(null)} /> : null}
      <CreateOperatorForm onCreated={setCreated} />
      <section className="card bo-section" aria-labelledby="bo-operators-list">
        <h2 id="bo-operators-list">{t("back-office.operators.listTitle")}</h2>
        <p className="bo-muted" role="status">
          {t("back-office.operators.count", { total: formatNumber(operators.total, locale) })}
        </p>
        <OperatorsTable items={operators.items} />
      </section>
    </div>
  );
}

const helper = columnHelper<OperatorView>();

function OperatorsTable({ items }: { items: OperatorView[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("displayName", { header: t("back-office.operators.fields.displayName") }),
      helper.accessor("email", {
        header: t("back-office.operators.fields.email"),
        cell: (info) => <bdi dir="ltr">{info.getValue()}</bdi>,
      }),
      helper.accessor("role", {
        header: t("back-office.operators.fields.role"),
        cell: (info) => t(`back-office.roles.${info.getValue()}`),
      }),
      helper.accessor("status", {
        header: t("back-office.operators.fields.status"),
        cell: (info) => t(`back-office.operators.status.${info.getValue()}`),
      }),
      helper.accessor("lastSignInAt", {
        header: t("back-office.operators.fields.lastSignIn"),
        cell: (info) => {
          const at = info.getValue();
          return at ? (
            <time dateTime={at}>{displayDateTime(at, locale)}</time>
          ) : (
            t("back-office.operators.never")
          );
        },
      }),
    ],
    [t, locale],
  );
  return (
    <DataTable
      label={t("back-office.operators.listTitle")}
      data={items}
      columns={columns}
      rowId={(row) => row.operatorId}
      rowTestId="bo-operator-row"
    />
  );
}

const FIELDS = ["email", "displayName", "role", "password"] as const;

function CreateOperatorForm({ onCreated }: { onCreated: (created: CreatedOperator) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const revalidator = useRevalidator();
  const form = useFormSubmit(
    { email: "", displayName: "", role: "support", password: "" },
    {
      check: createOperatorSchema,
      fields: FIELDS,
      reset: true,
      send: async (data) => {
        const created = await createOperator(data);
        onCreated(created);
        void showToast("success", t("back-office.operators.created"));
        void revalidator.revalidate();
      },
    },
  );
  const error = (name: (typeof FIELDS)[number]) =>
    form.errors[name] ? t(form.errors[name] as string) : undefined;
  const props = (name: (typeof FIELDS)[number]) => ({
    ...inputProps(`${id}-${name}`, form.errors[name]),
    name,
    className: "input",
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });
  return (
    <section className="card bo-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("back-office.operators.createTitle")}</h2>
      <form className="bo-form bo-form--grid" onSubmit={(event) => void form.submit(event)} noValidate>
        <Field id={`${id}-email`} label={t("back-office.operators.fields.email")} error={error("email")}>
          <input {...props("email")} type="email" autoComplete="off" dir="ltr" spellCheck={false} />
        </Field>
        <Field
          id={`${id}-displayName`}
          label={t("back-office.operators.fields.displayName")}
          error={error("displayName")}
        >
          <input {...props("displayName")} autoComplete="off" maxLength={100} />
        </Field>
        <Field id={`${id}-role`} label={t("back-office.operators.fields.role")} error={error("role")}>
          <select {...props("role")}>
            {operatorRoles.map((role) => (
              <option key={role} value={role}>
                {t(`back-office.roles.${role}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={`${id}-password`}
          label={t("back-office.operators.fields.password")}
          hint={t("back-office.operators.passwordHint", {
            n: formatNumber(OPERATOR_PASSWORD_MIN_LENGTH, locale),
          })}
          error={error("password")}
        >
          <input {...props("password")} type="password" autoComplete="new-password" dir="ltr" />
        </Field>
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t("back-office.operators.create")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The new operator's key, this once: focus comes here so a keyboard or screen reader finds it. */
function CreatedKey({ created, onDone }: { created: CreatedOperator; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const focusOnce = (node: HTMLHeadingElement | null) => {
    heading.current = node;
    if (node && !focused.current) {
      focused.current = true;
      node.focus();
    }
  };
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void showToast("success", t("back-office.operators.copied"));
    } catch {
      void showToast("error", t("back-office.operators.copyFailed"));
    }
  };
  return (
    <section
      className="card bo-section bo-created"
      aria-labelledby={`${id}-title`}
      data-testid="bo-created-operator"
    >
      <h2 id={`${id}-title`} ref={focusOnce} tabIndex={-1}>
        {t("back-office.operators.keyTitle", { name: created.operator.displayName })}
      </h2>
      <p>{t("back-office.operators.keyOnce")}</p>
      {(
        [
          ["secret", created.totpSecret],
          ["uri", created.totpUri],
        ] as const
      ).map(([name, value]) => (
        <Field key={name} id={`${id}-${name}`} label={t(`back-office.operators.${name}`)}>
          <div className="bo-copy">
            <input
              id={`${id}-${name}`}
              className="input"
              readOnly
              value={value}
              dir="ltr"
              data-testid={`bo-totp-${name}`}
            />
            <button type="button" className="button" onClick={() => void copy(value)}>
              {t("back-office.operators.copy")}
            </button>
          </div>
        </Field>
      ))}
      <button type="button" className="button button--primary" onClick={onDone}>
        {t("back-office.operators.keySaved")}
      </button>
    </section>
  );
}
