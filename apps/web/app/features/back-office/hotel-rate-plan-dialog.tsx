/**
 * A contracted hotel's rate plan (issue 14), added to a room type or changed in the back office's
 * dialog: its board, price adjustment and taxes, its cancellation rules and its children's age bands
 * as rows. Checked with the domain's schema first (hotel-admin-rules.ts); the server's refusals land
 * on their fields by key.
 */
import { HOTEL_BOARDS, type HotelRatePlanAdmin, type HotelRoomTypeAdmin } from "@safar/domain";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { NumberRow, TextField, TextSelectField, textFieldProps } from "./admin-fields";
import { saveRatePlan } from "./hotel-admin-api";
import {
  checkRatePlan,
  RATE_PLAN_TEXT_FIELDS,
  type RatePlanValues,
  ratePlanValues,
  type TextValues,
} from "./hotel-admin-rules";
import { PartDialog, type PartDialogProps, usePartForm } from "./product-forms";
import { Switch } from "./switch-controls";

const P = "back-office.hotels";

/** The rows' field names, in the order the focus looks for the first in error. */
const rowFields = (values: RatePlanValues) => [
  "cancellationRules",
  ...values.rules.flatMap((_, i) => [`cancellationRules[${i}].daysBefore`, `cancellationRules[${i}].nights`]),
  "childBands",
  ...values.bands.flatMap((_, i) => [
    `childBands[${i}].minAge`,
    `childBands[${i}].maxAge`,
    `childBands[${i}].pricePerNight`,
  ]),
];

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
} & PartDialogProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const form = usePartForm({
    keys: P,
    part: "plans",
    editing: Boolean(plan),
    initial: (): RatePlanValues => ratePlanValues(plan ?? undefined, roomTypeId),
    fields: (values) => [...RATE_PLAN_TEXT_FIELDS, ...rowFields(values)],
    check: checkRatePlan,
    save: (body) => saveRatePlan(hotelId, plan?.id ?? null, body),
    onSaved,
  });
  const { prefix, values, setValues, errors } = form;
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
  const shared = textFieldProps(form);
  const rowShared = { prefix, values: rowValues, onChange: onRowChange, errors, ltr: true };
  return (
    <PartDialog form={form} onClose={onClose} testId="bo-plan-form" errorTestId="bo-plan-error">
      <NumberRow>
        <TextSelectField
          {...shared}
          name="roomTypeId"
          label={t(`${P}.plans.fields.roomType`)}
          options={roomTypes.map((room) => [room.id, room.name[locale]])}
        />
        <TextSelectField
          {...shared}
          name="board"
          label={t(`${P}.plans.fields.board`)}
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
    </PartDialog>
  );
}
