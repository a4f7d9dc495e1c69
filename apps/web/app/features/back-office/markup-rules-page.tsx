/**
 * /back-office/markup-rules (admins and finance): the markup rules the flight search prices with,
 * the active first, then by priority: what each matches (scope, route, airline; empty matches every
 * flight) and what it adds (a percent on every fare, a fixed USD amount per adult and child). Each
 * one is switched off or on with a button, or opened in the form below to change it; the same form
 * adds a rule. This server's searches use a change at once, the others' within a minute.
 */
import type { MarkupRuleView } from "@safar/domain";
import { useCallback, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { formatNumber } from "../../lib/format";
import { money } from "../../lib/format-money";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { CsvLink } from "./csv-link";
import { columnHelper, DataTable } from "./data-table";
import { ListResults, useListLoading } from "./list-parts";
import { MarkupRuleForm } from "./markup-rule-form";
import type { PageState } from "./page-data";
import { OperatorPage, PageTitle } from "./page-states";
import { type MarkupRules, updateMarkupRule } from "./pricing-api";
import { switchedMarkup } from "./pricing-rules";
import { SwitchButton } from "./switch-controls";
import "./screens.css";
import "./pricing.css";

const PATH = "/back-office/markup-rules";

export function MarkupRulesPage({ state }: { state: PageState<MarkupRules> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.markups.title")}>
      {(rules) => <MarkupRulesView rules={rules} />}
    </OperatorPage>
  );
}

function MarkupRulesView({ rules }: { rules: MarkupRules }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [editingId, setEditingId] = useState<string | null>(null);
  const editing = rules.items.find((rule) => rule.id === editingId) ?? null;
  const loading = useListLoading(PATH);
  const onChanged = useCallback(() => void revalidator.revalidate(), [revalidator]);
  const onEdit = useCallback((rule: MarkupRuleView) => {
    setEditingId(rule.id);
    // The form is below the list: bring it into view with its title.
    requestAnimationFrame(() => document.getElementById("bo-markup-form-title")?.focus());
  }, []);
  return (
    <div className="bo-page">
      <PageTitle title={t("back-office.markups.title")} lead={t("back-office.markups.lead")}>
        <CsvLink path="markup-rules" query={{}} />
      </PageTitle>
      <section
        className="card bo-section"
        aria-labelledby="bo-markups-list"
        aria-busy={loading || revalidator.state === "loading"}
      >
        <h2 id="bo-markups-list">{t("back-office.markups.listTitle")}</h2>
        <ListResults
          total={rules.total}
          countKey="back-office.markups.count"
          countTestId="bo-markup-count"
          empty={rules.items.length === 0}
          emptyText={t("back-office.markups.empty")}
        >
          <MarkupRulesTable items={rules.items} onEdit={onEdit} onChanged={onChanged} />
        </ListResults>
      </section>
      <MarkupRuleForm
        key={editing?.id ?? "new"}
        rule={editing}
        onCancel={() => setEditingId(null)}
        onSaved={() => {
          setEditingId(null);
          onChanged();
        }}
      />
    </div>
  );
}

/** "IST → EBL", "From IST", "To EBL", or "Any route". */
function MarkupRoute({ rule }: { rule: MarkupRuleView }) {
  const { t } = useTranslation();
  const { origin, destination } = rule;
  if (origin && destination)
    return (
      <bdi dir="ltr">
        {origin} → {destination}
      </bdi>
    );
  if (origin) return <>{t("back-office.markups.fromOnly", { code: origin })}</>;
  if (destination) return <>{t("back-office.markups.toOnly", { code: destination })}</>;
  return <>{t("back-office.markups.anyRoute")}</>;
}

const helper = columnHelper<MarkupRuleView>();

function MarkupRulesTable({
  items,
  onEdit,
  onChanged,
}: {
  items: MarkupRuleView[];
  onEdit: (rule: MarkupRuleView) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const columns = useMemo(
    () => [
      helper.accessor("flightScope", {
        header: t("back-office.markups.columns.scope"),
        cell: (info) => t(`back-office.markups.scope.${info.getValue() ?? "any"}`),
      }),
      helper.display({
        id: "route",
        header: t("back-office.markups.columns.route"),
        cell: (info) => <MarkupRoute rule={info.row.original} />,
      }),
      helper.accessor("airlineCode", {
        header: t("back-office.markups.columns.airline"),
        cell: (info) => {
          const code = info.getValue();
          return code ? <bdi dir="ltr">{code}</bdi> : t("back-office.markups.anyAirline");
        },
      }),
      helper.accessor("percent", {
        header: t("back-office.markups.columns.percent"),
        cell: (info) =>
          t("back-office.markups.percentOf", {
            percent: formatNumber(info.getValue(), locale),
          }),
      }),
      helper.accessor("fixedAmount", {
        header: t("back-office.markups.columns.fixed"),
        cell: (info) => money(info.getValue(), locale),
      }),
      helper.accessor("priority", {
        header: t("back-office.markups.columns.priority"),
        cell: (info) => formatNumber(info.getValue(), locale),
      }),
      helper.accessor("isActive", {
        header: t("back-office.markups.columns.active"),
        cell: (info) => (
          <span
            className={`bo-badge bo-badge--${info.getValue() ? "open" : "closed"}`}
            data-testid="bo-markup-active"
          >
            {t(info.getValue() ? "back-office.markups.on" : "back-office.markups.off")}
          </span>
        ),
      }),
      helper.accessor("note", {
        header: t("back-office.markups.columns.note"),
        // As the operator typed it (their digits and language).
        cell: (info) => (
          <bdi dir="auto" className="bo-typed">
            {info.getValue() ?? "—"}
          </bdi>
        ),
      }),
      helper.display({
        id: "actions",
        header: t("back-office.markups.columns.actions"),
        cell: (info) => (
          <span className="bo-row-actions">
            <button
              type="button"
              className="button bo-button--small"
              onClick={() => onEdit(info.row.original)}
            >
              {t("back-office.markups.edit")}
            </button>
            <SwitchButton
              on={!info.row.original.isActive}
              run={async () => {
                await updateMarkupRule(
                  info.row.original.id,
                  switchedMarkup(info.row.original, !info.row.original.isActive),
                );
                onChanged();
              }}
              done={t(
                info.row.original.isActive
                  ? "back-office.markups.switchedOff"
                  : "back-office.markups.switchedOn",
              )}
              label={t(
                info.row.original.isActive ? "back-office.markups.switchOff" : "back-office.markups.switchOn",
              )}
            />
          </span>
        ),
      }),
    ],
    [t, locale, onEdit, onChanged],
  );
  return (
    <DataTable
      label={t("back-office.markups.listTitle")}
      data={items}
      columns={columns}
      rowId={(row) => row.id}
      rowTestId="bo-markup-row"
    />
  );
}
