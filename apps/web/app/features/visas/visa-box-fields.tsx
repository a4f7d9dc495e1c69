/** The visa box's processing choice (quick only when the product offers it) and its travellers stepper. */
import type { VisaProduct } from "@safar/domain/visa";
import { MAX_VISA_TRAVELLERS, VisaProcessing } from "@safar/domain/visa-rules";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { processingTime, visaAmount } from "../../lib/visa-labels";
import { useLocale } from "../../ui/use-locale";
import { offersQuick, type VisaChoice } from "./visa-choice";

export function ProcessingChoice({
  product,
  choice,
  name,
  choose,
}: {
  product: VisaProduct;
  choice: VisaChoice;
  name: string;
  choose: (change: Partial<VisaChoice>) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const options = [
    { value: VisaProcessing.Normal, days: product.processingDays, price: product.price },
    ...(offersQuick(product)
      ? [
          {
            value: VisaProcessing.Quick,
            days: product.quickProcessingDays ?? 0,
            price: product.quickPrice ?? 0,
          },
        ]
      : []),
  ];
  return (
    <fieldset className="visa-box__group">
      <legend className="field__label">{t("visas.box.processing")}</legend>
      <div className="visa-processing">
        {options.map((option) => (
          <label key={option.value} className="visa-option" data-testid={`visa-processing-${option.value}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={choice.processing === option.value}
              onChange={() => choose({ processing: option.value })}
            />
            <span className="visa-option__text">
              <span className="visa-option__name">
                {t("visas.processing.option", {
                  name: t(`visas.processing.${option.value}`),
                  time: processingTime(option.days, locale, t),
                })}
              </span>
              <span className="visa-option__price">
                {visaAmount(option.price, product.currency, locale, t)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {offersQuick(product) ? null : <p className="field__hint">{t("visas.processing.quickNotOffered")}</p>}
    </fieldset>
  );
}

export function TravellersStepper({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <fieldset className="visa-box__group">
      <legend className="field__label">{t("visas.box.travellers")}</legend>
      <div className="visa-stepper">
        <button
          type="button"
          className="visa-stepper__button"
          aria-label={t("visas.box.removeOne")}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className="visa-stepper__value" aria-live="polite" data-testid="visa-travellers">
          {formatNumber(value, locale)}
        </output>
        <button
          type="button"
          className="visa-stepper__button"
          aria-label={t("visas.box.addOne")}
          disabled={value >= MAX_VISA_TRAVELLERS}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
