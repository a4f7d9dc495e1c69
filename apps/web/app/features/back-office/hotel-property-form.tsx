/**
 * A contracted hotel's content (issue 14): the page's own form, and the "new hotel" dialog. Its room
 * types and rate plans are added and changed in their dialogs (hotel-room-type-dialog.tsx,
 * hotel-rate-plan-dialog.tsx), the calendar in hotel-calendar-dialog.tsx. Each form is checked with
 * the domain's schema first (hotel-admin-rules.ts); the server's refusals land on their fields by key.
 */
import { HOTEL_AMENITIES, type HotelPropertyAdmin, PROPERTY_TYPES } from "@safar/domain";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import type { FormSection } from "./admin-fields";
import { LocalizedFields, TextField, TextSelectField, textFieldProps } from "./admin-fields";
import { createHotel, updateHotel } from "./hotel-admin-api";
import {
  checkProperty,
  PROPERTY_TEXT_FIELDS,
  type PropertyValues,
  propertyValues,
} from "./hotel-admin-rules";
import type { NewProductProps } from "./product-forms";
import { NewProductDialog, ProductPageForm, useNewProductForm, useProductPageForm } from "./product-forms";
import { Switch } from "./switch-controls";

export type HotelCity = { code: string; name: Record<string, string> };
const P = "back-office.hotels";

/** The fields of a property's content. */
function PropertyFields({
  cities,
  ...section
}: FormSection<PropertyValues> & { cities: readonly HotelCity[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { values, setValues, errors } = section;
  const shared = textFieldProps(section);
  return (
    <div className="bo-hotel-form">
      <TextSelectField
        {...shared}
        name="cityCode"
        label={t(`${P}.fields.city`)}
        options={[
          ["", t(`${P}.choose`)],
          ...cities.map((c): [string, string] => [c.code, c.name[locale] ?? c.code]),
        ]}
      />
      <TextSelectField
        {...shared}
        name="propertyType"
        label={t(`${P}.fields.propertyType`)}
        options={PROPERTY_TYPES.map((type) => [type, t(`hotels.propertyType.${type}`)])}
      />
      <TextSelectField
        {...shared}
        name="stars"
        label={t(`${P}.fields.stars`)}
        options={["1", "2", "3", "4", "5"].map((n) => [
          n,
          t(`${P}.starsOf`, { n: formatNumber(Number(n), locale) }),
        ])}
      />
      <LocalizedFields {...shared} name="name" label={t(`${P}.fields.name`)} autoFocus />
      <LocalizedFields {...shared} name="area" label={t(`${P}.fields.area`)} />
      <LocalizedFields {...shared} name="address" label={t(`${P}.fields.address`)} />
      <TextField
        {...shared}
        name="latitude"
        label={t(`${P}.fields.latitude`)}
        ltr
        hint={t(`${P}.coordinatesHint`)}
      />
      <TextField {...shared} name="longitude" label={t(`${P}.fields.longitude`)} ltr />
      <TextField
        {...shared}
        name="checkInTime"
        label={t(`${P}.fields.checkInTime`)}
        ltr
        hint={t(`${P}.timeHint`)}
      />
      <TextField {...shared} name="checkOutTime" label={t(`${P}.fields.checkOutTime`)} ltr />
      <fieldset className="bo-fieldset bo-hotel-form__wide">
        <legend>{t(`${P}.fields.amenities`)}</legend>
        <div className="bo-hotel-amenities">
          {HOTEL_AMENITIES.map((code) => (
            <label key={code} className="bo-check">
              <input
                type="checkbox"
                name="amenities"
                value={code}
                checked={values.amenities.includes(code)}
                onChange={(event) =>
                  setValues((current) => ({
                    ...current,
                    amenities: event.target.checked
                      ? [...current.amenities, code]
                      : current.amenities.filter((c) => c !== code),
                  }))
                }
              />
              <span>{t(`hotels.amenity.${code}`)}</span>
            </label>
          ))}
        </div>
        {errors.amenities ? <p className="field__error">{t(errors.amenities)}</p> : null}
      </fieldset>
      <LocalizedFields {...shared} name="importantInfo" label={t(`${P}.fields.importantInfo`)} multiline />
      <div className="bo-hotel-form__wide">
        <Switch checked={values.isActive} onChange={(isActive) => setValues((c) => ({ ...c, isActive }))}>
          {t(`${P}.fields.active`)}
        </Switch>
      </div>
    </div>
  );
}

const PROPERTY_FIELDS = [...PROPERTY_TEXT_FIELDS, "amenities"];

/** The "new hotel" dialog: created, the page goes to the new property's page. */
export function NewHotelDialog({
  cities,
  cityCode,
  onClose,
  onCreated,
}: {
  cities: readonly HotelCity[];
  cityCode: string;
} & NewProductProps<HotelPropertyAdmin>) {
  const form = useNewProductForm({
    keys: P,
    initial: () => propertyValues(undefined, cityCode),
    fields: () => PROPERTY_FIELDS,
    check: checkProperty,
    create: createHotel,
    nameOf: (hotel) => hotel.name.en,
    onCreated,
  });
  return (
    <NewProductDialog
      form={form}
      onClose={onClose}
      testId="bo-hotel-new-form"
      errorTestId="bo-hotel-new-error"
    >
      <PropertyFields {...form} cities={cities} />
    </NewProductDialog>
  );
}

/** The property's own form on its page. */
export function PropertyForm({
  hotel,
  cities,
  onSaved,
}: {
  hotel: HotelPropertyAdmin;
  cities: readonly HotelCity[];
  onSaved: () => void;
}) {
  const form = useProductPageForm({
    keys: P,
    initial: () => propertyValues(hotel),
    fields: () => PROPERTY_FIELDS,
    check: checkProperty,
    update: (body) => updateHotel(hotel.id, body),
    onSaved,
  });
  return (
    <ProductPageForm form={form} testId="bo-hotel-form" errorTestId="bo-hotel-form-error">
      <PropertyFields {...form} cities={cities} />
    </ProductPageForm>
  );
}
