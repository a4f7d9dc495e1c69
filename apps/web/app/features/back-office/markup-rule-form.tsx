/**
 * A flight markup rule's form: what it matches (scope, the route's airports, the airline; each left
 * empty matches every flight), then the frame every markup form shares (what it adds, priority, on
 * or off, a note). Empty for a new rule, or the rule to change, prefilled (the API takes the whole
 * rule). The form's checks and the server's refusals land on their fields, in the page's language.
 */
import type { MarkupRuleView } from "@safar/domain";
import { useTranslation } from "../../lib/use-translation";
import { MarkupRuleFormFrame, useMarkupForm } from "./markup-rule-parts";
import { flightMarkupApi } from "./pricing-api";
import { flightMarkupForm } from "./pricing-rules";

export function MarkupRuleForm({
  rule,
  onSaved,
  onCancel,
}: {
  /** The rule to change, or null for a new one. */
  rule: MarkupRuleView | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const kit = useMarkupForm("markups", rule, flightMarkupForm, flightMarkupApi, onSaved);
  const { control, field, text } = kit;
  const code = { dir: "ltr", autoCapitalize: "characters" };
  return (
    <MarkupRuleFormFrame kind="markups" editing={rule !== null} kit={kit} onCancel={onCancel}>
      {field(
        "flightScope",
        <select {...control("flightScope")}>
          <option value="">{t("back-office.markups.scope.any")}</option>
          <option value="1">{t("back-office.markups.scope.1")}</option>
          <option value="2">{t("back-office.markups.scope.2")}</option>
        </select>,
      )}
      <div className="bo-pair">
        {text("origin", { ...code, maxLength: 3 })}
        {text("destination", { ...code, maxLength: 3 })}
      </div>
      {text("airlineCode", { ...code, maxLength: 2 }, t("back-office.markups.emptyMatchesAll"))}
    </MarkupRuleFormFrame>
  );
}
