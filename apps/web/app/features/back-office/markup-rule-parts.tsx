/**
 * What the flights' and the hotels' markup rule screens share: the page (title with the CSV link,
 * the list of rules, the form below it that adds one or changes the one being edited), the list's
 * columns after what a rule matches (what it adds, its priority, on or off, the note, edit and the
 * switch), and the form's frame (what it matches, given by the screen; what it adds; on or off; the
 * note; the buttons). Each screen's own words are under `back-office.<kind>.`, the shared ones under
 * `back-office.markups.`.
 */
import { localizeDigits } from "@safar/domain";
import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, type ReactNode, useCallback, useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import { CsvLink } from "./csv-link";
import { columnHelper, DataTable, type Features } from "./data-table";
import { ListResults, useListLoading } from "./list-parts";
import { PageTitle } from "./page-states";
import {
  MARKUP_AMOUNT_FIELDS,
  type MarkupAmountValues,
  type MarkupFormRules,
  switchedMarkup,
} from "./pricing-rules";
import { Switch, SwitchButton } from "./switch-controls";
import "./screens.css";
import "./pricing.css";

/** The screen: `markups` (flights) or `hotelMarkups`, the key prefix of its own words. */
export type MarkupKind = "markups" | "hotelMarkups";

/** Each screen's path under `/back-office/`, and its list's under `/api/back-office/`. */
const SECTION: Record<MarkupKind, string> = {
  markups: "markup-rules",
  hotelMarkups: "hotel-markup-rules",
};

/** A screen's calls: add a rule, change one (the whole rule). */
export type MarkupCalls<T> = {
  create: (body: T) => Promise<unknown>;
  update: (ruleId: string, body: T) => Promise<unknown>;
};

/** What every markup rule has beside what it matches. */
export type MarkupRule = {
  id: string;
  percent: number;
  fixedAmount: number;
  priority: number;
  isActive: boolean;
  note: string | null;
};

// biome-ignore lint/suspicious/noExplicitAny: each column keeps its own value type (TanStack's own helper type)
export type MarkupColumns<R extends MarkupRule> = ColumnDef<Features, R, any>[];

const SHARED = "back-office.markups";

/**
 * A markup rules' page: `matchColumns` tell what each rule matches, `form` is the screen's form for
 * a new rule (null) or the one to change; a row's switch sends the whole rule back through
 * `api.update` with isActive flipped.
 */
export function MarkupRulesScreen<R extends MarkupRule>({
  kind,
  rules,
  api,
  matchColumns,
  form,
}: {
  kind: MarkupKind;
  rules: { items: R[]; total: number };
  api: Pick<MarkupCalls<Omit<R, "id">>, "update">;
  matchColumns: MarkupColumns<R>;
  form: (rule: R | null, done: { onSaved: () => void; onCancel: () => void }) => ReactNode;
}) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = rules.items.find((rule) => rule.id === editingId) ?? null;
  const loading = useListLoading(`/back-office/${SECTION[kind]}`);
  const onChanged = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const onEdit = useCallback((rule: R) => {
    setEditingId(rule.id);
    // The form is below the list: bring it into view with its title.
    requestAnimationFrame(() => document.getElementById("bo-markup-form-title")?.focus());
  }, []);
  const onSwitch = useCallback(
    async (rule: R) => {
      await api.update(rule.id, switchedMarkup(rule, !rule.isActive));
      onChanged();
    },
    [api, onChanged],
  );
  const columns = useMarkupColumns(kind, matchColumns, onEdit, onSwitch);
  return (
    <div className="bo-page">
      <PageTitle title={t(`back-office.${kind}.title`)} lead={t(`back-office.${kind}.lead`)}>
        <CsvLink path={SECTION[kind]} query={{}} />
      </PageTitle>
      <section
        className="card bo-section"
        aria-labelledby="bo-markups-list"
        aria-busy={loading || revalidator.state === "loading"}
      >
        <h2 id="bo-markups-list">{t(`${SHARED}.listTitle`)}</h2>
        <ListResults
          total={rules.total}
          countKey={`${SHARED}.count`}
          countTestId="bo-markup-count"
          empty={rules.items.length === 0}
          emptyText={t(`back-office.${kind}.empty`)}
        >
          <DataTable
            label={t(`${SHARED}.listTitle`)}
            data={rules.items}
            columns={columns}
            rowId={(row) => row.id}
            rowTestId="bo-markup-row"
          />
        </ListResults>
      </section>
      {form(editing, {
        onCancel: () => setEditingId(null),
        onSaved: () => {
          setEditingId(null);
          onChanged();
        },
      })}
    </div>
  );
}

/** What the rule matches (the screen's columns), then what it adds and how it is kept. */
function useMarkupColumns<R extends MarkupRule>(
  kind: MarkupKind,
  matchColumns: MarkupColumns<R>,
  onEdit: (rule: R) => void,
  onSwitch: (rule: R) => Promise<void>,
): MarkupColumns<R> {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return useMemo(() => {
    const helper = columnHelper<R>();
    const value =
      <K extends keyof MarkupRule>(key: K) =>
      (row: R) =>
        row[key];
    return [
      ...matchColumns,
      helper.accessor(value("percent"), {
        id: "percent",
        header: t(`${SHARED}.columns.percent`),
        cell: (info) => t(`${SHARED}.percentOf`, { percent: formatNumber(info.getValue(), locale) }),
      }),
      helper.accessor(value("fixedAmount"), {
        id: "fixedAmount",
        header: t(`back-office.${kind}.columns.fixed`),
        cell: (info) => money(info.getValue(), locale),
      }),
      helper.accessor(value("priority"), {
        id: "priority",
        header: t(`${SHARED}.columns.priority`),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      helper.accessor(value("isActive"), {
        id: "isActive",
        header: t(`${SHARED}.columns.active`),
        cell: (info) => (
          <span
            className={`bo-badge bo-badge--${info.getValue() ? "open" : "closed"}`}
            data-testid="bo-markup-active"
          >
            {t(info.getValue() ? `${SHARED}.on` : `${SHARED}.off`)}
          </span>
        ),
      }),
      helper.accessor(value("note"), {
        id: "note",
        header: t(`${SHARED}.columns.note`),
        // As the operator typed it (their digits and language).
        cell: (info) => (
          <bdi dir="auto" className="bo-typed">
            {info.getValue() ?? "—"}
          </bdi>
        ),
      }),
      helper.display({
        id: "actions",
        header: t(`${SHARED}.columns.actions`),
        cell: (info) => {
          const rule = info.row.original;
          return (
            <span className="bo-row-actions">
              <button type="button" className="button bo-button--small" onClick={() => onEdit(rule)}>
                {t(`${SHARED}.edit`)}
              </button>
              <SwitchButton
                on={!rule.isActive}
                run={() => onSwitch(rule)}
                done={t(rule.isActive ? `${SHARED}.switchedOff` : `${SHARED}.switchedOn`)}
                label={t(rule.isActive ? `${SHARED}.switchOff` : `${SHARED}.switchOn`)}
              />
            </span>
          );
        },
      }),
    ];
  }, [t, locale, kind, matchColumns, onEdit, onSwitch]);
}

/**
 * A markup rule form's state: the values (a new rule's, or the edited rule's, numbers in the page's
 * digits), the check, the send (add or change, a toast, then `onSaved`) and each control's props,
 * its error shown under it in the page's language.
 */
export function useMarkupForm<R extends MarkupRule, V extends MarkupAmountValues & Record<string, string>, T>(
  kind: MarkupKind,
  rule: R | null,
  rules: MarkupFormRules<R, V, T>,
  api: MarkupCalls<T>,
  onSaved: () => void,
) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const initial = rule
    ? rules.of(rule, locale)
    : { ...rules.empty, priority: localizeDigits(rules.empty.priority, locale) };
  const form = useFormSubmit(initial, {
    check: rules.check,
    fields: rules.fields,
    reset: true,
    send: async (data) => {
      if (rule) await api.update(rule.id, data);
      else await api.create(data);
      void showToast("success", t(rule ? `${SHARED}.saved` : `${SHARED}.added`));
      onSaved();
    },
  });
  const error = (name: keyof V & string) => (form.errors[name] ? t(form.errors[name] as string) : undefined);
  const label = (name: keyof V & string) =>
    t(
      `back-office.${(MARKUP_AMOUNT_FIELDS as readonly string[]).includes(name) ? "markups" : kind}.fields.${name}`,
    );
  const control = (name: keyof V & string) => ({
    ...inputProps(`${id}-${name}`, error(name)),
    name,
    className: "input",
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });
  /** A labelled control with its error (a select's or a text field's children). */
  const field = (name: keyof V & string, children: ReactNode, hint?: string) => (
    <Field id={`${id}-${name}`} label={label(name)} error={error(name)} hint={hint}>
      {children}
    </Field>
  );
  const text = (name: keyof V & string, extra: Record<string, unknown>, hint?: string) =>
    field(name, <input {...control(name)} autoComplete="off" spellCheck={false} {...extra} />, hint);
  return { form, control, field, text };
}

export type MarkupForm<V extends MarkupAmountValues & Record<string, string>> = ReturnType<
  typeof useMarkupForm<MarkupRule, V, unknown>
>;

/**
 * The form's frame: its title (adding or editing), the matches (`children`, the screen's fields),
 * what it adds (percent, fixed amount, priority), on or off, the note, and the buttons.
 */
export function MarkupRuleFormFrame<V extends MarkupAmountValues & Record<string, string>>({
  kind,
  editing,
  kit,
  onCancel,
  children,
}: {
  kind: MarkupKind;
  editing: boolean;
  kit: Pick<MarkupForm<V>, "form" | "text">;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { form, text } = kit;
  return (
    <section className="card bo-section" aria-labelledby="bo-markup-form-title">
      <h2 id="bo-markup-form-title" tabIndex={-1}>
        {t(editing ? `${SHARED}.editTitle` : `${SHARED}.addTitle`)}
      </h2>
      <p className="bo-muted">{t(`back-office.${kind}.formLead`)}</p>
      <form
        className="bo-form bo-form--grid bo-pricing-form"
        onSubmit={(event: FormEvent) => void form.submit(event)}
        noValidate
        data-testid="bo-markup-form"
      >
        <fieldset className="bo-fieldset">
          <legend>{t(`back-office.${kind}.matches`)}</legend>
          {children}
        </fieldset>
        <fieldset className="bo-fieldset">
          <legend>{t(`${SHARED}.adds`)}</legend>
          <div className="bo-pair">
            {text("percent", { inputMode: "decimal", maxLength: 8 })}
            {text("fixedAmount", { inputMode: "decimal", maxLength: 9 })}
          </div>
          <p className="field__hint">{t(`back-office.${kind}.addsHint`)}</p>
          {text("priority", { inputMode: "numeric", maxLength: 4 }, t(`${SHARED}.priorityHint`))}
        </fieldset>
        <Switch
          checked={form.values.isActive === "true"}
          onChange={(checked) => form.setValue("isActive", String(checked))}
        >
          {t(`${SHARED}.fields.isActive`)}
        </Switch>
        {text("note", { maxLength: 200 })}
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t(editing ? `${SHARED}.save` : `${SHARED}.add`)}
          </button>
          {editing ? (
            <button type="button" className="button" onClick={onCancel}>
              {t(`${SHARED}.cancel`)}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
