/**
 * The contracted hotels' calendar change (issue 14): one change (allotment, prices per occupancy,
 * stop-sell, minimum stay, closed to arrival) applied to a room type's days from one to another, in
 * the back office's dialog; checked with the domain's schema first (hotel-admin-rules.ts), a day
 * whose allotment would fall below what is booked named by the server.
 */
import type { HotelRoomTypeAdmin } from "@safar/domain";
import { useId, useState } from "react";
import { isApiError } from "../../lib/api";
import { apiFieldErrors } from "../../lib/form-errors";
import { displayIsoDate } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";

import { useLocale } from "../../ui/use-locale";
import { DateField, NumberRow, SelectField, TextField } from "./admin-fields";
import { changeHotelCalendar } from "./hotel-admin-api";
import {
  CALENDAR_TEXT_FIELDS,
  type CalendarChangeValues,
  calendarChangeValues,
  checkCalendarChange,
  type TextValues,
} from "./hotel-admin-rules";
import { OperatorDialogForm } from "./operator-dialog";
import { useOperatorForm } from "./use-operator-form";

const P = "back-office.hotels";

const BELOW_BOOKED = "HOTEL_ALLOTMENT_BELOW_BOOKED";

/** Applies one change to a room type's days from one to another. */
export function CalendarChangeDialog({
  hotelId,
  room,
  from,
  to,
  onClose,
  onSaved,
}: {
  hotelId: string;
  room: HotelRoomTypeAdmin;
  from: string;
  to: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const prefix = useId();
  const [values, setValues] = useState<CalendarChangeValues>(() => calendarChangeValues(from, to));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: CALENDAR_TEXT_FIELDS,
    check: () => checkCalendarChange(values, room.id),
    send: async (body) => {
      const result = await changeHotelCalendar(hotelId, body);
      void showToast("success", t(`${P}.calendar.changed`, { count: result.changed }));
      onSaved();
    },
    fieldErrorsOf: (error) => {
      const onFields = apiFieldErrors(error, CALENDAR_TEXT_FIELDS);
      // An allotment below the rooms held and sold names its day: `allotment.YYYY-MM-DD`.
      const below = isApiError(error)
        ? error.errors.find((e) => e.key.startsWith("allotment.") && e.messages[0] === BELOW_BOOKED)
        : undefined;
      if (below) onFields.allotment = `${BELOW_BOOKED}@${below.key.slice("allotment.".length)}`;
      return onFields;
    },
  });
  const text: TextValues = {
    from: values.from,
    to: values.to,
    allotment: values.allotment,
    minStay: values.minStay,
    ...Object.fromEntries(
      Object.entries(values.prices).map(([adults, price]) => [`prices[${adults}]`, price]),
    ),
  };
  const onChange = (name: string, value: string) => {
    const adults = /^prices\[(\d)\]$/.exec(name)?.[1];
    setValues((current) =>
      adults ? { ...current, prices: { ...current.prices, [adults]: value } } : { ...current, [name]: value },
    );
  };
  const shared = { prefix, values: text, onChange, errors, ltr: true };
  const errorText = (key: string) => {
    const [message, day] = key.split("@");
    return message === BELOW_BOOKED && day
      ? t(`${P}.calendar.belowBooked`, { day: displayIsoDate(day, locale) })
      : t(key);
  };
  const toggle = (name: "stopSell" | "closedToArrival") => (
    <SelectField
      prefix={prefix}
      name={name}
      label={t(`${P}.calendar.fields.${name}`)}
      value={values[name]}
      onChange={(value) => setValues((c) => ({ ...c, [name]: value as "" | "on" | "off" }))}
      errors={errors}
      options={[
        ["", t(`${P}.calendar.keep`)],
        ["on", t(`${P}.calendar.${name}On`)],
        ["off", t(`${P}.calendar.${name}Off`)],
      ]}
    />
  );
  return (
    <OperatorDialogForm
      title={t(`${P}.calendar.changeTitle`, { room: room.name[locale] })}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(`${P}.calendar.apply`)}
      cancelLabel={t(`${P}.cancel`)}
      testId="bo-calendar-form"
      errorTestId="bo-calendar-error"
    >
      <p className="bo-muted">{t(`${P}.calendar.changeLead`)}</p>
      <NumberRow>
        <DateField
          prefix={prefix}
          name="from"
          label={t(`${P}.calendar.fields.from`)}
          {...{ values: text, onChange, errors }}
        />
        <DateField
          prefix={prefix}
          name="to"
          label={t(`${P}.calendar.fields.to`)}
          {...{ values: text, onChange, errors }}
        />
      </NumberRow>
      <TextField
        {...shared}
        name="allotment"
        label={t(`${P}.calendar.fields.allotment`)}
        hint={t(`${P}.calendar.allotmentHint`)}
        errorText={errorText}
        autoFocus
      />
      <fieldset className="bo-fieldset">
        <legend>{t(`${P}.calendar.prices`)}</legend>
        <NumberRow>
          {Array.from({ length: room.maxAdults }, (_, i) => String(i + 1)).map((adults) => (
            <TextField
              key={adults}
              {...shared}
              name={`prices[${adults}]`}
              label={t(`${P}.calendar.priceFor`, { count: Number(adults) })}
            />
          ))}
        </NumberRow>
        <p className="field__hint">{t(`${P}.calendar.pricesHint`)}</p>
        {errors.prices ? <p className="field__error">{t(errors.prices)}</p> : null}
      </fieldset>
      <NumberRow>
        {toggle("stopSell")}
        {toggle("closedToArrival")}
        <TextField {...shared} name="minStay" label={t(`${P}.calendar.fields.minStay`)} />
      </NumberRow>
    </OperatorDialogForm>
  );
}
