/**
 * The back office's tour forms (issue 16): a tour's content (the page's own form, and the "new tour"
 * dialog) with its day-by-day plan and its included and excluded lines as rows to add, remove and
 * move, and a departure's dialog. Each is checked with the domain's schema first
 * (tour-admin-rules.ts); the server's refusals land on their fields by key.
 */
import {
  MAX_TOUR_DAYS,
  MAX_TOUR_INCLUSIONS,
  TOUR_KINDS,
  type TourAdmin,
  type TourDepartureAdmin,
  type TourDestination,
} from "@safar/domain";
import { useId, useRef, useState } from "react";
import type { FieldErrors } from "../../lib/form-errors";
import { formatNumber } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { DateField, LocalizedFields, NumberRow, SelectField, TextField } from "./admin-fields";
import { movePhoto as moveRow, type TextValues } from "./hotel-admin-rules";
import { OperatorDialogForm } from "./operator-dialog";
import { FormError } from "./page-states";
import { Switch } from "./switch-controls";
import { createTour, saveDeparture, updateTour } from "./tour-admin-api";
import {
  checkDeparture,
  checkTour,
  DEPARTURE_FIELDS,
  departureValues,
  newRow,
  type Row,
  seatsTaken,
  type TourValues,
  tourFields,
  tourValues,
} from "./tour-admin-rules";
import { useOperatorForm } from "./use-operator-form";

const P = "back-office.tours";

export type TourChoices = { destinations: TourDestination[]; currencies: string[] };

type SetValues = (change: (current: TourValues) => TourValues) => void;
type RowList = "plan" | "included" | "excluded";

/** The values of one row as its inputs' names in the form (`plan[1].title.ar`…). */
const rowNamed = (list: RowList, index: number, row: Row): TextValues =>
  Object.fromEntries(Object.entries(row.text).map(([name, value]) => [`${list}[${index}].${name}`, value]));

/** The fields of a tour's content. */
function TourFields({
  prefix,
  values,
  setValues,
  errors,
  choices,
}: {
  prefix: string;
  values: TourValues;
  setValues: SetValues;
  errors: FieldErrors;
  choices: TourChoices;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const onChange = (name: string, value: string) =>
    setValues((current) => ({ ...current, text: { ...current.text, [name]: value } }));
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
  const days = Number(values.text.days) || 0;
  return (
    <div className="bo-hotel-form">
      {select(
        "kind",
        TOUR_KINDS.map((kind) => [kind, t(`tours.kind.${kind}`)]),
      )}
      {select("destination", [
        ["", t(`${P}.choose`)],
        ...choices.destinations.map((d): [string, string] => [
          d.cityCode,
          `${d.name[locale]} (${d.country[locale]})`,
        ]),
      ])}
      {select(
        "currency",
        choices.currencies.map((code) => [code, code]),
      )}
      <LocalizedFields {...shared} name="title" label={t(`${P}.fields.title`)} autoFocus />
      <LocalizedFields {...shared} name="description" label={t(`${P}.fields.description`)} multiline />
      <TextField {...shared} name="days" label={t(`${P}.fields.days`)} hint={t(`${P}.daysHint`)} ltr />
      {select(
        "nights",
        [...new Set([Math.max(days - 1, 0), days, Number(values.text.nights) || 0])].map((x) => [
          String(x),
          t(`${P}.nightsOf`, { n: n(x) }),
        ]),
      )}
      {select(
        "hotelStars",
        ["1", "2", "3", "4", "5"].map((s) => [s, t(`${P}.starsOf`, { n: n(Number(s)) })]),
      )}
      <TextField
        {...shared}
        name="sortOrder"
        label={t(`${P}.fields.sortOrder`)}
        hint={t(`${P}.sortOrderHint`)}
        ltr
      />
      <PlanRows values={values} setValues={setValues} errors={errors} prefix={prefix} />
      <LineRows list="included" values={values} setValues={setValues} errors={errors} prefix={prefix} />
      <LineRows list="excluded" values={values} setValues={setValues} errors={errors} prefix={prefix} />
      <div className="bo-hotel-form__wide">
        <Switch checked={values.onSale} onChange={(onSale) => setValues((c) => ({ ...c, onSale }))}>
          {t(`${P}.fields.onSale`)}
        </Switch>
      </div>
    </div>
  );
}

/** A row's move and remove buttons, named by what they act on. */
function RowActions({
  index,
  count,
  label,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  /** Moves the row and keeps the focus on its button (the other one when it reached the edge). */
  const move = (by: -1 | 1) => {
    onMove(by);
    requestAnimationFrame(() => {
      const wanted = box.current?.querySelector<HTMLButtonElement>(`[data-move="${by}"]`);
      const other = box.current?.querySelector<HTMLButtonElement>(`[data-move="${-by}"]`);
      (wanted && !wanted.disabled ? wanted : other)?.focus();
    });
  };
  return (
    <div className="bo-row-actions" ref={box}>
      <button
        type="button"
        className="button bo-button--small"
        disabled={index === 0}
        aria-label={t(`${P}.rows.earlierOf`, { name: label })}
        data-move="-1"
        onClick={() => move(-1)}
      >
        {t(`${P}.rows.earlier`)}
      </button>
      <button
        type="button"
        className="button bo-button--small"
        disabled={index === count - 1}
        aria-label={t(`${P}.rows.laterOf`, { name: label })}
        data-move="1"
        onClick={() => move(1)}
      >
        {t(`${P}.rows.later`)}
      </button>
      <button
        type="button"
        className="button bo-button--small"
        aria-label={t(`${P}.rows.removeOf`, { name: label })}
        onClick={onRemove}
      >
        {t(`${P}.rows.remove`)}
      </button>
    </div>
  );
}

/**
 * The day-by-day plan: one row per day, its title and text in three languages. Adding or removing a
 * day sets the tour's days to the plan's length (and its nights to one fewer when they no longer fit).
 */
function PlanRows({
  prefix,
  values,
  setValues,
  errors,
}: {
  prefix: string;
  values: TourValues;
  setValues: SetValues;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const withPlan = (current: TourValues, plan: Row[]): TourValues => {
    const days = plan.length;
    const nights = Number(current.text.nights);
    return {
      ...current,
      plan,
      text: {
        ...current.text,
        days: String(days),
        nights: nights === days || nights === days - 1 ? String(nights) : String(Math.max(days - 1, 0)),
      },
    };
  };
  const setRow = (index: number, name: string, value: string) =>
    setValues((current) => ({
      ...current,
      plan: current.plan.map((row, i) =>
        i === index ? { ...row, text: { ...row.text, [name]: value } } : row,
      ),
    }));
  return (
    <fieldset className="bo-fieldset bo-hotel-form__wide bo-tour-rows" data-testid="bo-tour-plan">
      <legend>{t(`${P}.plan.title`)}</legend>
      {values.plan.length === 0 ? <p className="bo-muted">{t(`${P}.plan.empty`)}</p> : null}
      <ol className="bo-tour-rows__list">
        {values.plan.map((row, index) => {
          const label = t(`${P}.plan.day`, { n: formatNumber(index + 1, locale) });
          const named = rowNamed("plan", index, row);
          const onChange = (name: string, value: string) =>
            setRow(index, name.slice(`plan[${index}].`.length), value);
          const shared = { prefix, values: named, onChange, errors };
          return (
            <li key={row.key} className="bo-tour-row" data-testid="bo-tour-plan-day">
              <div className="bo-hotel-section-head">
                <h3>{label}</h3>
                <RowActions
                  index={index}
                  count={values.plan.length}
                  label={label}
                  onMove={(by) => setValues((c) => ({ ...c, plan: moveRow(c.plan, index, by) }))}
                  onRemove={() =>
                    setValues((c) =>
                      withPlan(
                        c,
                        c.plan.filter((_, i) => i !== index),
                      ),
                    )
                  }
                />
              </div>
              <LocalizedFields
                {...shared}
                name={`plan[${index}].title`}
                label={t(`${P}.plan.dayTitle`, { day: label })}
              />
              <LocalizedFields
                {...shared}
                name={`plan[${index}].description`}
                label={t(`${P}.plan.dayText`, { day: label })}
                multiline
              />
            </li>
          );
        })}
      </ol>
      {errors.plan ? <p className="field__error">{t(errors.plan)}</p> : null}
      <button
        type="button"
        className="button"
        disabled={values.plan.length >= MAX_TOUR_DAYS}
        onClick={() => setValues((c) => withPlan(c, [...c.plan, newRow()]))}
      >
        {t(`${P}.plan.add`)}
      </button>
    </fieldset>
  );
}

/** What is (or is not) included: one line per row, in three languages. */
function LineRows({
  list,
  prefix,
  values,
  setValues,
  errors,
}: {
  list: "included" | "excluded";
  prefix: string;
  values: TourValues;
  setValues: SetValues;
  errors: FieldErrors;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const rows = values[list];
  const setRows = (change: (rows: Row[]) => Row[]) => setValues((c) => ({ ...c, [list]: change(c[list]) }));
  return (
    <fieldset className="bo-fieldset bo-hotel-form__wide bo-tour-rows" data-testid={`bo-tour-${list}`}>
      <legend>{t(`${P}.${list}.title`)}</legend>
      {rows.length === 0 ? <p className="bo-muted">{t(`${P}.${list}.empty`)}</p> : null}
      <ol className="bo-tour-rows__list">
        {rows.map((row, index) => {
          const label = t(`${P}.${list}.line`, { n: formatNumber(index + 1, locale) });
          // The API names a line's languages `included[0].ar`: the inputs are named so.
          const named = Object.fromEntries(
            Object.entries(row.text).map(([name, value]) => [`${list}[${index}].${name.slice(5)}`, value]),
          );
          const onChange = (name: string, value: string) =>
            setRows((current) =>
              current.map((r, i) =>
                i === index
                  ? { ...r, text: { ...r.text, [`text.${name.slice(`${list}[${index}].`.length)}`]: value } }
                  : r,
              ),
            );
          return (
            <li key={row.key} className="bo-tour-row">
              <LocalizedFields
                prefix={prefix}
                name={`${list}[${index}]`}
                label={label}
                values={named}
                onChange={onChange}
                errors={errors}
              />
              <RowActions
                index={index}
                count={rows.length}
                label={label}
                onMove={(by) => setRows((current) => moveRow(current, index, by))}
                onRemove={() => setRows((current) => current.filter((_, i) => i !== index))}
              />
            </li>
          );
        })}
      </ol>
      {errors[list] ? <p className="field__error">{t(errors[list] as string)}</p> : null}
      <button
        type="button"
        className="button"
        disabled={rows.length >= MAX_TOUR_INCLUSIONS}
        onClick={() => setRows((current) => [...current, newRow()])}
      >
        {t(`${P}.${list}.add`)}
      </button>
    </fieldset>
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
  onClose: () => void;
  onCreated: (tour: TourAdmin) => void;
}) {
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState(() => tourValues(undefined, destination));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: tourFields(values),
    check: () => checkTour(values),
    send: async (body) => {
      const tour = await createTour(body);
      void showToast("success", t(`${P}.created`, { name: tour.title.en }));
      onCreated(tour);
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
      testId="bo-tour-new-form"
      errorTestId="bo-tour-new-error"
    >
      <TourFields prefix={prefix} values={values} setValues={setValues} errors={errors} choices={choices} />
    </OperatorDialogForm>
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
  const { t } = useTranslation();
  const prefix = useId();
  const [values, setValues] = useState(() => tourValues(tour));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: tourFields(values),
    check: () => checkTour(values, photos),
    send: async (body) => {
      await updateTour(tour.id, body);
      void showToast("success", t(`${P}.saved`));
      onSaved();
    },
  });
  return (
    <form className="bo-form" onSubmit={(event) => void submit(event)} noValidate data-testid="bo-tour-form">
      <TourFields prefix={prefix} values={values} setValues={setValues} errors={errors} choices={choices} />
      <FormError message={formError} testId="bo-tour-form-error" />
      <div className="bo-form__actions">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {t(`${P}.save`)}
        </button>
      </div>
    </form>
  );
}

/** Adds a departure, or changes one (its capacity never below the seats sold and held: the server's check). */
export function DepartureDialog({
  tour,
  departure,
  today,
  onClose,
  onSaved,
}: {
  tour: Pick<TourAdmin, "id" | "currency">;
  departure: TourDepartureAdmin | null;
  today: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const prefix = useId();
  const [values, setValues] = useState(() => departureValues(departure ?? undefined));
  const onChange = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const { errors, formError, busy, submit } = useOperatorForm({
    fields: DEPARTURE_FIELDS,
    check: () => checkDeparture(values, today, departure?.date),
    send: async (body) => {
      await saveDeparture(tour.id, departure?.id ?? null, body);
      void showToast("success", t(departure ? `${P}.departures.saved` : `${P}.departures.added`));
      onSaved();
    },
  });
  const shared = { prefix, values, onChange, errors };
  return (
    <OperatorDialogForm
      title={t(departure ? `${P}.departures.editTitle` : `${P}.departures.addTitle`)}
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
      formError={formError}
      submitLabel={t(departure ? `${P}.save` : `${P}.departures.add`)}
      cancelLabel={t(`${P}.cancel`)}
      testId="bo-departure-form"
      errorTestId="bo-departure-error"
    >
      <DateField {...shared} name="date" label={t(`${P}.departures.fields.date`)} />
      <TextField
        {...shared}
        name="capacity"
        label={t(`${P}.departures.fields.capacity`)}
        hint={
          departure
            ? t(`${P}.departures.capacityHint`, { n: formatNumber(seatsTaken(departure), locale) })
            : undefined
        }
        ltr
      />
      <p className="bo-muted">{t(`${P}.departures.priceHint`, { currency: tour.currency })}</p>
      <NumberRow>
        <TextField {...shared} name="adultPrice" label={t(`${P}.departures.fields.adultPrice`)} ltr />
        <TextField {...shared} name="childPrice" label={t(`${P}.departures.fields.childPrice`)} ltr />
        <TextField {...shared} name="infantPrice" label={t(`${P}.departures.fields.infantPrice`)} ltr />
      </NumberRow>
    </OperatorDialogForm>
  );
}
