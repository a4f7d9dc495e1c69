/**
 * A hotel markup rule's form: what it matches (the supplier, the country and the city, chosen from
 * the hotel cities by their names in the page's language, the stars; each left empty matches every
 * hotel), then the frame every markup form shares (what it adds, priority, on or off, a note).
 * Choosing a country narrows the cities to its own and lets go a city of another one.
 */
import { HOTEL_MARKUP_SUPPLIERS, type HotelCity, type HotelMarkupRuleView } from "@safar/domain";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { MarkupRuleFormFrame, useMarkupForm } from "./markup-rule-parts";
import { hotelMarkupApi } from "./pricing-api";
import { type Choice, hotelMarkupForm, hotelPlaceChoices, withHotelMarkupCountry } from "./pricing-rules";

const P = "back-office.hotelMarkups";
const STARS = ["1", "2", "3", "4", "5"];

export function HotelMarkupRuleForm({
  rule,
  cities,
  onSaved,
  onCancel,
}: {
  /** The rule to change, or null for a new one. */
  rule: HotelMarkupRuleView | null;
  cities: readonly HotelCity[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const kit = useMarkupForm("hotelMarkups", rule, hotelMarkupForm, hotelMarkupApi, onSaved);
  const { form, control, field } = kit;
  const places = hotelPlaceChoices(cities, form.values, locale);
  type Change = (event: { target: { value: string } }) => void;
  /** A select of the field's choices after "every …" (the empty value). */
  const select = (
    name: "supplier" | "countryCode" | "cityCode" | "stars",
    any: string,
    choices: Choice[],
    onChange?: Change,
  ) => {
    const props = control(name);
    return field(
      name,
      <select {...props} onChange={onChange ?? props.onChange}>
        <option value="">{any}</option>
        {choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>,
    );
  };
  const onCountry: Change = (event) => {
    const next = withHotelMarkupCountry(form.values, event.target.value, cities);
    form.setValue("countryCode", next.countryCode);
    form.setValue("cityCode", next.cityCode);
  };
  const stars = (n: string) => t("back-office.hotels.starsOf", { n: formatNumber(Number(n), locale) });
  return (
    <MarkupRuleFormFrame kind="hotelMarkups" editing={rule !== null} kit={kit} onCancel={onCancel}>
      <div className="bo-pair">
        {select(
          "supplier",
          t(`${P}.supplier.any`),
          HOTEL_MARKUP_SUPPLIERS.map((s): Choice => [s, t(`${P}.supplier.${s}`)]),
        )}
        {select(
          "stars",
          t(`${P}.anyStars`),
          STARS.map((n): Choice => [n, stars(n)]),
        )}
      </div>
      <div className="bo-pair">
        {select("countryCode", t(`${P}.anyCountry`), places.countries, onCountry)}
        {select("cityCode", t(`${P}.anyCity`), places.cities)}
      </div>
      <p className="field__hint">{t(`${P}.emptyMatchesAll`)}</p>
    </MarkupRuleFormFrame>
  );
}
