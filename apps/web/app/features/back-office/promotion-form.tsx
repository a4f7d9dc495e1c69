/**
 * A promotion's form in the back office's dialog (issue 16): title and text in three languages, the
 * drawn picture, the link (a path of this site), the voucher code to show, the first and last days
 * (Baghdad), the order and whether active. Checked with the domain's schema first
 * (promotion-rules.ts); the server's refusals land on their fields by key.
 */
import type { PromotionAdmin } from "@safar/domain";
import { useId, useState } from "react";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { LocalizedFields, SelectField, TextField } from "./admin-fields";
import { OperatorDialogForm } from "./operator-dialog";
import { checkPromotion, PROMOTION_ARTWORKS, PROMOTION_FIELDS, promotionValues } from "./promotion-rules";
import { savePromotion } from "./promotions-api";
import { Switch } from "./switch-controls";
import { useOperatorForm } from "./use-operator-form";
import "./hotels.css";

const P = "back-office.promotions";

export function PromotionDialog({
  promotion,
  today,
  onClose,
  onSaved,
}: {
  /** The promotion to change, or null for a new one. */
  promotion: PromotionAdmin | null;
  /** Today in Baghdad (a new promotion's first day). */
  today: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState(() => promotionValues(promotion ?? undefined, today));
  const onChange = (name: string, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [name]: value } }));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: PROMOTION_FIELDS,
    check: () => checkPromotion(values),
    send: async (body) => {
      await savePromotion(promotion?.id ?? null, body);
      void showToast("success", t(promotion ? `${P}.saved` : `${P}.added`));
      onSaved();
    },
  });
  const shared = { prefix, values: values.text, onChange, errors };
  const field = (name: string, hint?: string) => (
    <TextField {...shared} name={name} label={t(`${P}.fields.${name}`)} hint={hint} ltr />
  );
  return (
    <OperatorDialogForm
      title={t(promotion ? `${P}.editTitle` : `${P}.addTitle`)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(promotion ? `${P}.save` : `${P}.add`)}
      cancelLabel={t(`${P}.cancel`)}
      testId="bo-promotion-form"
      errorTestId="bo-promotion-error"
    >
      <div className="bo-hotel-form">
        <LocalizedFields {...shared} name="title" label={t(`${P}.fields.title`)} autoFocus />
        <LocalizedFields {...shared} name="text" label={t(`${P}.fields.text`)} multiline />
        <div className="bo-hotel-form__row bo-hotel-form__wide">
          <SelectField
            prefix={prefix}
            name="artwork"
            label={t(`${P}.fields.artwork`)}
            value={values.text.artwork ?? "none"}
            onChange={(value) => onChange("artwork", value)}
            errors={errors}
            options={PROMOTION_ARTWORKS.map((art): [string, string] => [art, t(`${P}.artwork.${art}`)])}
          />
          {field("link", t(`${P}.linkHint`))}
          {field("voucherCode", t(`${P}.voucherHint`))}
        </div>
        <div className="bo-hotel-form__row bo-hotel-form__wide">
          {field("startDate", t(`${P}.dateHint`))}
          {field("endDate", t(`${P}.dateHint`))}
          {field("sortOrder", t(`${P}.sortOrderHint`))}
        </div>
        <div className="bo-hotel-form__wide">
          <Switch checked={values.isActive} onChange={(isActive) => setValues((c) => ({ ...c, isActive }))}>
            {t(`${P}.fields.isActive`)}
          </Switch>
        </div>
      </div>
    </OperatorDialogForm>
  );
}
