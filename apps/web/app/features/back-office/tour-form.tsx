/**
 * The back office's tour form (issue 16): a tour's content, the page's own form and the "new tour"
 * dialog, with its day-by-day plan and its included and excluded lines as rows to add, remove and
 * move (tour-rows.tsx); a departure is added or changed in its dialog (tour-departure-dialog.tsx).
 * Each is checked with the domain's schema first (tour-admin-rules.ts); the server's refusals land on
 * their fields by key.
 */
import { TOUR_KINDS, type TourAdmin, type TourDestination } from "@safar/domain";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import type { FormSection } from "./admin-fields";
import { LocalizedFields, TextField, TextSelectField, textFieldProps } from "./admin-fields";
import type { NewProductProps } from "./product-forms";
import { NewProductDialog, ProductPageForm, useNewProductForm, useProductPageForm } from "./product-forms";
import { Switch } from "./switch-controls";
import { createTour, updateTour } from "./tour-admin-api";
import { checkTour, type TourValues, tourFields, tourValues } from "./tour-admin-rules";
import { LineRows, PlanRows } from "./tour-rows";

const P = "back-office.tours";

export type TourChoices = { destinations: TourDestination[]; currencies: string[] };

/** The fields of a tour's content. */
function TourFields({ choices, ...section }: FormSection<TourValues> & { choices: TourChoices }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const { values, setValues } = section;
  const shared = textFieldProps(section);
  const days = Number(values.text.days) || 0;
  return (
    <div className="bo-hotel-form">
      <TextSelectField
        {...shared}
        name="kind"
        label={t(`${P}.fields.kind`)}
        options={TOUR_KINDS.map((kind) => [kind, t(`tours.kind.${kind}`)])}
      />
      <TextSelectField
        {...shared}
        name="destination"
        label={t(`${P}.fields.destination`)}
        options={[
          ["", t(`${P}.choose`)],
          ...choices.destinations.map((d): [string, string] => [
            d.cityCode,
            `${d.name[locale]} (${d.country[locale]})`,
          ]),
        ]}
      />
      <TextSelectField
        {...shared}
        name="currency"
        label={t(`${P}.fields.currency`)}
        options={choices.currencies.map((code) => [code, code])}
      />
      <LocalizedFields {...shared} name="title" label={t(`${P}.fields.title`)} autoFocus />
      <LocalizedFields {...shared} name="description" label={t(`${P}.fields.description`)} multiline />
      <TextField {...shared} name="days" label={t(`${P}.fields.days`)} hint={t(`${P}.daysHint`)} ltr />
      <TextSelectField
        {...shared}
        name="nights"
        label={t(`${P}.fields.nights`)}
        options={[...new Set([Math.max(days - 1, 0), days, Number(values.text.nights) || 0])].map((x) => [
          String(x),
          t(`${P}.nightsOf`, { n: n(x) }),
        ])}
      />
      <TextSelectField
        {...shared}
        name="hotelStars"
        label={t(`${P}.fields.hotelStars`)}
        options={["1", "2", "3", "4", "5"].map((s) => [s, t(`${P}.starsOf`, { n: n(Number(s)) })])}
      />
      <TextField
        {...shared}
        name="sortOrder"
        label={t(`${P}.fields.sortOrder`)}
        hint={t(`${P}.sortOrderHint`)}
        ltr
      />
      <PlanRows {...section} />
      <LineRows {...section} list="included" />
      <LineRows {...section} list="excluded" />
      <div className="bo-hotel-form__wide">
        <Switch checked={values.onSale} onChange={(onSale) => setValues((c) => ({ ...c, onSale }))}>
          {t(`${P}.fields.onSale`)}
        </Switch>
      </div>
    </div>
  );
}

/** The "new tour" dialog: created, the page goes to the new tour's page (photos and departures there). */
export function NewTourDialog({
  choices,
  destination,
  onClose,
  onCreated,
}: {
  choices: TourChoices;
  destination: string;
} & NewProductProps<TourAdmin>) {
  const form = useNewProductForm({
    keys: P,
    initial: () => tourValues(undefined, destination),
    fields: tourFields,
    check: (values) => checkTour(values),
    create: createTour,
    nameOf: (tour) => tour.title.en,
    onCreated,
  });
  return (
    <NewProductDialog form={form} onClose={onClose} testId="bo-tour-new-form" errorTestId="bo-tour-new-error">
      <TourFields {...form} choices={choices} />
    </NewProductDialog>
  );
}

/** The tour's own form on its page; it sends the photos as they are now (`photos`). */
export function TourForm({
  tour,
  photos,
  choices,
  onSaved,
}: {
  tour: TourAdmin;
  photos: readonly string[];
  choices: TourChoices;
  onSaved: () => void;
}) {
  const form = useProductPageForm({
    keys: P,
    initial: () => tourValues(tour),
    fields: tourFields,
    check: (values) => checkTour(values, photos),
    update: (body) => updateTour(tour.id, body),
    onSaved,
  });
  return (
    <ProductPageForm form={form} testId="bo-tour-form" errorTestId="bo-tour-form-error">
      <TourFields {...form} choices={choices} />
    </ProductPageForm>
  );
}
