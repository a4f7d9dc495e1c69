/**
 * /back-office/markup-rules (admins and finance): the markup rules the flight search prices with,
 * the active first, then by priority: what each matches (scope, route, airline; empty matches every
 * flight) and what it adds (a percent on every fare, a fixed USD amount per adult and child). Each
 * one is switched off or on with a button, or opened in the form below to change it; the same form
 * adds a rule. This server's searches use a change at once, the others' within a minute.
 */
import type { MarkupRuleView } from "@safar/domain";
import { useMemo } from "react";
import { useTranslation } from "../../lib/use-translation";
import { columnHelper } from "./data-table";
import { MarkupRuleForm } from "./markup-rule-form";
import { MarkupRulesScreen } from "./markup-rule-parts";
import type { PageState } from "./page-data";
import { OperatorPage } from "./page-states";
import { flightMarkupApi, type MarkupRules } from "./pricing-api";

export function MarkupRulesPage({ state }: { state: PageState<MarkupRules> }) {
  const { t } = useTranslation();
  return (
    <OperatorPage state={state} title={t("back-office.markups.title")}>
      {(rules) => <MarkupRulesView rules={rules} />}
    </OperatorPage>
  );
}

function MarkupRulesView({ rules }: { rules: MarkupRules }) {
  const matchColumns = useFlightColumns();
  return (
    <MarkupRulesScreen
      kind="markups"
      rules={rules}
      api={flightMarkupApi}
      matchColumns={matchColumns}
      form={(rule, done) => <MarkupRuleForm key={rule?.id ?? "new"} rule={rule} {...done} />}
    />
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

/** What a flight rule matches: its scope, route and airline. */
function useFlightColumns() {
  const { t } = useTranslation();
  return useMemo(
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
    ],
    [t],
  );
}
