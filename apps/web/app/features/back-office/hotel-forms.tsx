/**
 * The contracted hotels' forms (issue 14): a property's content (the page's own form, and the "new
 * hotel" dialog), a room type and a rate plan (its cancellation rules and children's age bands as
 * rows), each in the back office's dialog (the calendar change is hotel-calendar-dialog.tsx). Each is
 * checked with the domain's schema first (hotel-admin-rules.ts); the server's refusals land on their
 * fields by key.
 */
import {
  HOTEL_AMENITIES,
  HOTEL_BOARDS,
  type HotelPropertyAdmin,
  type HotelRatePlanAdmin,
  type HotelRoomTypeAdmin,
  PROPERTY_TYPES,
} from "@safar/domain";
import { useId, useState } from "react";
import type { FieldErrors } from "../../lib/form-errors";
import { formatNumber } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { LocalizedFields, NumberRow, SelectField, TextField } from "./admin-fields";
import { createHotel, saveRatePlan, saveRoomType, updateHotel } from "./hotel-admin-api";
import {
  checkProperty,
  checkRatePlan,
  checkRoomType,
  PROPERTY_TEXT_FIELDS,
  type PropertyValues,
  propertyValues,
  RATE_PLAN_TEXT_FIELDS,
  type RatePlanValues,
  ROOM_TEXT_FIELDS,
  ratePlanValues,
  roomTypeValues,
  type TextValues,
} from "./hotel-admin-rules";
import { OperatorDialogForm } from "./operator-dialog";
import { FormError } from "./page-states";
import { Switch } from "./switch-controls";
import { useOperatorForm } from "./use-operator-form";

export type HotelCity = { code: string; name: Record<string, string> };
const P = "back-office.hotels";

/** The fields of a property's content. */
function PropertyFields({
  prefix,
  values,
  setValues,
  errors,
  cities,
}: {
  prefix: string;
  values: PropertyValues;
  setValues: (change: (current: PropertyValues) => PropertyValues) => void;
  errors: FieldErrors;
  cities: readonly HotelCity[];
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const onChange = (name: string, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [name]: value } }));
  const shared = { prefix, values: values.text, onChange, errors };
  return (
    <div className="bo-hotel-form">
      <SelectField
        prefix={prefix}
        name="cityCode"
        label={t(`${P}.fields.city`)}
        value={values.text.cityCode ?? ""}
        onChange={(value) => onChange("cityCode", value)}
        errors={errors}
        options={[
          ["", t(`${P}.choose`)],
          ...cities.map((c): [string, string] => [c.code, c.name[locale] ?? c.code]),
        ]}
      />
      <SelectField
        prefix={prefix}
        name="propertyType"
        label={t(`${P}.fields.propertyType`)}
        value={values.text.propertyType ?? ""}
        onChange={(value) => onChange("propertyType", value)}
        errors={errors}
        options={PROPERTY_TYPES.map((type) => [type, t(`hotels.propertyType.${type}`)])}
      />
      <SelectField
        prefix={prefix}
        name="stars"
        label={t(`${P}.fields.stars`)}
        value={values.text.stars ?? ""}
        onChange={(value) => onChange("stars", value)}
        errors={errors}
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
  onClose: () => void;
  onCreated: (hotel: HotelPropertyAdmin) => void;
}) {
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState(() => propertyValues(undefined, cityCode));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: PROPERTY_FIELDS,
    check: () => checkProperty(values),
    send: async (body) => {
      const hotel = await createHotel(body);
      void showToast("success", t(`${P}.created`, { name: hotel.name.en }));
      onCreated(hotel);
    },
  });
  return (
    <OperatorDialogForm
      title={t(`${P}.newTitle`)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(`${P}.create`)}
      cancelLabel={t(`${P}.cancel`)}
      testId="bo-hotel-new-form"
      errorTestId="bo-hotel-new-error"
    >
      <PropertyFields prefix={prefix} values={values} setValues={setValues} errors={errors} cities={cities} />
    </OperatorDialogForm>
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
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState(() => propertyValues(hotel));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: PROPERTY_FIELDS,
    check: () => checkProperty(values),
    send: async (body) => {
      await updateHotel(hotel.id, body);
      void showToast("success", t(`${P}.saved`));
      onSaved();
    },
  });
  return (
    <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate data-testid="bo-hotel-form">
      <PropertyFields prefix={prefix} values={values} setValues={setValues} errors={errors} cities={cities} />
      <FormError message={formError} testId="bo-hotel-form-error" />
      <div className="bo-form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t(`${P}.save`)}
        </button>
      </div>
    </form>
  );
}

/** Adds a room type, or changes one. */
export function RoomTypeDialog({
  hotelId,
  room,
  onClose,
  onSaved,
}: {
  hotelId: string;
  room: HotelRoomTypeAdmin | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState(() => roomTypeValues(room ?? undefined));
  const onChange = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: ROOM_TEXT_FIELDS,
    check: () => checkRoomType(values),
    send: async (body) => {
      await saveRoomType(hotelId, room?.id ?? null, body);
      void showToast("success", t(room ? `${P}.rooms.saved` : `${P}.rooms.added`));
      onSaved();
    },
  });
  const shared = { prefix, values, onChange, errors };
  return (
    <OperatorDialogForm
      title={t(room ? `${P}.rooms.editTitle` : `${P}.rooms.addTitle`)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(room ? `${P}.save` : `${P}.rooms.add`)}
      cancelLabel={t(`${P}.cancel`)}
      testId="bo-room-form"
      errorTestId="bo-room-error"
    >
      <LocalizedFields {...shared} name="name" label={t(`${P}.rooms.fields.name`)} autoFocus />
      <LocalizedFields {...shared} name="beds" label={t(`${P}.rooms.fields.beds`)} />
      <NumberRow>
        <TextField {...shared} name="maxAdults" label={t(`${P}.rooms.fields.maxAdults`)} ltr />
        <TextField {...shared} name="maxChildren" label={t(`${P}.rooms.fields.maxChildren`)} ltr />
        <TextField {...shared} name="maxOccupancy" label={t(`${P}.rooms.fields.maxOccupancy`)} ltr />
      </NumberRow>
    </OperatorDialogForm>
  );
}

/** Adds a rate plan to a room type, or changes one. */
export function RatePlanDialog({
  hotelId,
  plan,
  roomTypes,
  roomTypeId,
  onClose,
  onSaved,
}: {
  hotelId: string;
  plan: HotelRatePlanAdmin | null;
  roomTypes: readonly HotelRoomTypeAdmin[];
  roomTypeId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const prefix = useId();
  const [values, setValues] = useState<RatePlanValues>(() => ratePlanValues(plan ?? undefined, roomTypeId));
  const onChange = (name: string, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [name]: value } }));
  const ruleFields = values.rules.flatMap((_, i) => [
    `cancellationRules[${i}].daysBefore`,
    `cancellationRules[${i}].nights`,
  ]);
  const bandFields = values.bands.flatMap((_, i) => [
    `childBands[${i}].minAge`,
    `childBands[${i}].maxAge`,
    `childBands[${i}].pricePerNight`,
  ]);
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: [...RATE_PLAN_TEXT_FIELDS, "cancellationRules", ...ruleFields, "childBands", ...bandFields],
    check: () => checkRatePlan(values),
    send: async (body) => {
      await saveRatePlan(hotelId, plan?.id ?? null, body);
      void showToast("success", t(plan ? `${P}.plans.saved` : `${P}.plans.added`));
      onSaved();
    },
  });
  const rowValues: TextValues = {
    ...Object.fromEntries(
      values.rules.flatMap((rule, i) => [
        [`cancellationRules[${i}].daysBefore`, rule.daysBefore],
        [`cancellationRules[${i}].nights`, rule.nights],
      ]),
    ),
    ...Object.fromEntries(
      values.bands.flatMap((band, i) => [
        [`childBands[${i}].minAge`, band.minAge],
        [`childBands[${i}].maxAge`, band.maxAge],
        [`childBands[${i}].pricePerNight`, band.pricePerNight],
      ]),
    ),
  };
  const onRowChange = (name: string, value: string) => {
    const match = /^(cancellationRules|childBands)\[(\d+)\]\.(\w+)$/.exec(name);
    if (!match) return;
    const [, list, index, field] = match as unknown as [
      string,
      "cancellationRules" | "childBands",
      string,
      string,
    ];
    setValues((current) =>
      list === "cancellationRules"
        ? {
            ...current,
            rules: current.rules.map((rule, i) => (i === Number(index) ? { ...rule, [field]: value } : rule)),
          }
        : {
            ...current,
            bands: current.bands.map((band, i) => (i === Number(index) ? { ...band, [field]: value } : band)),
          },
    );
  };
  const shared = { prefix, values: values.text, onChange, errors };
  const rowShared = { prefix, values: rowValues, onChange: onRowChange, errors, ltr: true };
  return (
    <OperatorDialogForm
      title={t(plan ? `${P}.plans.editTitle` : `${P}.plans.addTitle`)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(plan ? `${P}.save` : `${P}.plans.add`)}
      cancelLabel={t(`${P}.cancel`)}
      testId="bo-plan-form"
      errorTestId="bo-plan-error"
    >
      <NumberRow>
        <SelectField
          prefix={prefix}
          name="roomTypeId"
          label={t(`${P}.plans.fields.roomType`)}
          value={values.text.roomTypeId ?? ""}
          onChange={(value) => onChange("roomTypeId", value)}
          errors={errors}
          options={roomTypes.map((room) => [room.id, room.name[locale]])}
        />
        <SelectField
          prefix={prefix}
          name="board"
          label={t(`${P}.plans.fields.board`)}
          value={values.text.board ?? ""}
          onChange={(value) => onChange("board", value)}
          errors={errors}
          options={HOTEL_BOARDS.map((board) => [board, t(`hotels.board.${board}`)])}
        />
      </NumberRow>
      <NumberRow>
        <TextField
          {...shared}
          name="adjustPercent"
          label={t(`${P}.plans.fields.adjustPercent`)}
          hint={t(`${P}.plans.adjustHint`)}
          ltr
        />
        <TextField {...shared} name="cityTax" label={t(`${P}.plans.fields.cityTax`)} ltr />
        <TextField {...shared} name="taxPercent" label={t(`${P}.plans.fields.taxPercent`)} ltr />
      </NumberRow>
      <Switch checked={values.payAtHotel} onChange={(payAtHotel) => setValues((c) => ({ ...c, payAtHotel }))}>
        {t(`${P}.plans.fields.payAtHotel`)}
      </Switch>
      <fieldset className="bo-fieldset">
        <legend>{t(`${P}.plans.cancellation`)}</legend>
        <label className="bo-check">
          <input
            type="checkbox"
            name="refundable"
            checked={values.refundable}
            onChange={(event) => setValues((c) => ({ ...c, refundable: event.target.checked }))}
          />
          <span>{t(`${P}.plans.fields.refundable`)}</span>
        </label>
        {values.refundable ? (
          <>
            {values.rules.map((_, i) => (
              <NumberRow key={`rule-${i.toString()}`}>
                <TextField
                  {...rowShared}
                  name={`cancellationRules[${i}].daysBefore`}
                  label={t(`${P}.plans.fields.daysBefore`, { n: i + 1 })}
                />
                <TextField
                  {...rowShared}
                  name={`cancellationRules[${i}].nights`}
                  label={t(`${P}.plans.fields.nights`, { n: i + 1 })}
                />
                <button
                  type="button"
                  className="button bo-button--small"
                  onClick={() => setValues((c) => ({ ...c, rules: c.rules.filter((__, j) => j !== i) }))}
                >
                  {t(`${P}.plans.removeRule`, { n: i + 1 })}
                </button>
              </NumberRow>
            ))}
            <p className="field__hint">{t(`${P}.plans.rulesHint`)}</p>
            {errors.cancellationRules ? <p className="field__error">{t(errors.cancellationRules)}</p> : null}
            <button
              type="button"
              className="button bo-button--small"
              onClick={() =>
                setValues((c) => ({ ...c, rules: [...c.rules, { daysBefore: "", nights: "" }] }))
              }
            >
              {t(`${P}.plans.addRule`)}
            </button>
          </>
        ) : null}
      </fieldset>
      <fieldset className="bo-fieldset">
        <legend>{t(`${P}.plans.children`)}</legend>
        {values.bands.map((_, i) => (
          <NumberRow key={`band-${i.toString()}`}>
            <TextField
              {...rowShared}
              name={`childBands[${i}].minAge`}
              label={t(`${P}.plans.fields.minAge`)}
            />
            <TextField
              {...rowShared}
              name={`childBands[${i}].maxAge`}
              label={t(`${P}.plans.fields.maxAge`)}
            />
            <TextField
              {...rowShared}
              name={`childBands[${i}].pricePerNight`}
              label={t(`${P}.plans.fields.childPrice`)}
            />
            <button
              type="button"
              className="button bo-button--small"
              onClick={() => setValues((c) => ({ ...c, bands: c.bands.filter((__, j) => j !== i) }))}
            >
              {t(`${P}.plans.removeBand`, { n: i + 1 })}
            </button>
          </NumberRow>
        ))}
        {errors.childBands ? <p className="field__error">{t(errors.childBands)}</p> : null}
        <button
          type="button"
          className="button bo-button--small"
          onClick={() =>
            setValues((c) => ({ ...c, bands: [...c.bands, { minAge: "", maxAge: "", pricePerNight: "" }] }))
          }
        >
          {t(`${P}.plans.addBand`)}
        </button>
      </fieldset>
      <Switch checked={values.isActive} onChange={(isActive) => setValues((c) => ({ ...c, isActive }))}>
        {t(`${P}.plans.fields.active`)}
      </Switch>
    </OperatorDialogForm>
  );
}
