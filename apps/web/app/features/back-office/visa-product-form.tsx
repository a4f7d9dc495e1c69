/**
 * A visa product's form in the back office's dialog (issue 15): the country, type, names in three
 * languages, stay (hours for a transit visa), validity, entry, currency and prices (the quick price
 * and its days optional), processing days, rejection fee, the documents as checkboxes (the passport
 * page and personal photo fixed), notes, order and on sale. Checked with the domain's schema first
 * (visa-product-rules.ts); the server's refusals land on their fields by key.
 */
import {
  BASE_VISA_DOCUMENTS,
  VISA_COUNTRY_CODES,
  type VisaCountryCode,
  VisaEntry,
  type VisaProductAdmin,
  VisaStayUnit,
  VisaType,
} from "@safar/domain";
import { useId, useState } from "react";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { LocalizedFields, SelectField, TextField } from "./admin-fields";
import { OperatorDialogForm } from "./operator-dialog";
import { Switch } from "./switch-controls";
import { useOperatorForm } from "./use-operator-form";
import {
  checkVisaProduct,
  VISA_DOCUMENT_KINDS,
  VISA_PRODUCT_FIELDS,
  visaProductValues,
} from "./visa-product-rules";
import { saveVisaProduct } from "./visa-products-api";
import "./hotels.css";

const P = "back-office.visaProducts";

export function VisaProductDialog({
  product,
  countryCode,
  countryName,
  currencies,
  onClose,
  onSaved,
}: {
  /** The product to change, or null for a new one. */
  product: VisaProductAdmin | null;
  /** A new product's country (the section it was added from). */
  countryCode: VisaCountryCode | "";
  countryName: (code: VisaCountryCode) => string;
  currencies: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState(() =>
    visaProductValues(product ?? undefined, { countryCode, currency: countryCode === "AE" ? "AED" : "USD" }),
  );
  const onChange = (name: string, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [name]: value } }));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: VISA_PRODUCT_FIELDS,
    check: () => checkVisaProduct(values),
    send: async (body) => {
      await saveVisaProduct(product?.id ?? null, body);
      void showToast("success", t(product ? `${P}.saved` : `${P}.added`));
      onSaved();
    },
  });
  const shared = { prefix, values: values.text, onChange, errors };
  const select = (name: string, options: [string, string][]) => (
    <SelectField
      prefix={prefix}
      name={name}
      label={t(`${P}.fields.${name}`)}
      value={values.text[name] ?? ""}
      onChange={(value) => onChange(name, value)}
      errors={errors}
      options={options}
    />
  );
  const number = (name: string, hint?: string) => (
    <TextField {...shared} name={name} label={t(`${P}.fields.${name}`)} hint={hint} ltr />
  );
  const documentsError = errors.documents ? `${prefix}-documents-error` : undefined;
  return (
    <OperatorDialogForm
      title={t(product ? `${P}.editTitle` : `${P}.addTitle`)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(product ? `${P}.save` : `${P}.add`)}
      cancelLabel={t(`${P}.cancel`)}
      testId="bo-visa-product-form"
      errorTestId="bo-visa-product-error"
    >
      <div className="bo-hotel-form">
        <div className="bo-hotel-form__row bo-hotel-form__wide">
          {select("countryCode", [
            ["", t("back-office.hotels.choose")],
            ...VISA_COUNTRY_CODES.map((code): [string, string] => [code, countryName(code)]),
          ])}
          {select(
            "type",
            Object.values(VisaType).map((type): [string, string] => [type, t(`visas.type.${type}`)]),
          )}
        </div>
        <LocalizedFields {...shared} name="name" label={t(`${P}.fields.name`)} autoFocus />
        <div className="bo-hotel-form__row bo-hotel-form__wide">
          {number("stay")}
          {select(
            "stayUnit",
            Object.values(VisaStayUnit).map((unit): [string, string] => [unit, t(`${P}.stayUnit.${unit}`)]),
          )}
          {number("validityDays")}
          {select(
            "entry",
            Object.values(VisaEntry).map((entry): [string, string] => [entry, t(`${P}.entry.${entry}`)]),
          )}
        </div>
        <div className="bo-hotel-form__row bo-hotel-form__wide">
          {select(
            "currency",
            currencies.map((code): [string, string] => [code, code]),
          )}
          {number("price", t(`${P}.priceHint`))}
          {number("processingDays")}
        </div>
        <div className="bo-hotel-form__row bo-hotel-form__wide">
          {number("quickPrice", t(`${P}.quickHint`))}
          {number("quickProcessingDays")}
          {number("rejectionFee", t(`${P}.rejectionFeeHint`))}
        </div>
        <fieldset
          className="bo-fieldset bo-hotel-form__wide"
          aria-invalid={errors.documents ? true : undefined}
          aria-describedby={documentsError}
        >
          <legend>{t(`${P}.fields.documents`)}</legend>
          <div className="bo-hotel-amenities">
            {VISA_DOCUMENT_KINDS.map((kind) => {
              const fixed = BASE_VISA_DOCUMENTS.includes(kind);
              return (
                <label key={kind} className="bo-check">
                  <input
                    type="checkbox"
                    name="documents"
                    value={kind}
                    checked={fixed || values.documents.includes(kind)}
                    disabled={fixed}
                    onChange={(event) =>
                      setValues((current) => ({
                        ...current,
                        documents: event.target.checked
                          ? [...current.documents, kind]
                          : current.documents.filter((k) => k !== kind),
                      }))
                    }
                  />
                  <span>{t(`visas.documents.${kind}`)}</span>
                </label>
              );
            })}
          </div>
          <p className="field__hint">{t(`${P}.documentsHint`)}</p>
          {errors.documents ? (
            <p className="field__error" id={documentsError}>
              {t(errors.documents)}
            </p>
          ) : null}
        </fieldset>
        <LocalizedFields {...shared} name="notes" label={t(`${P}.fields.notes`)} multiline />
        <div className="bo-hotel-form__row bo-hotel-form__wide">
          {number("sortOrder", t(`${P}.sortOrderHint`))}
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
