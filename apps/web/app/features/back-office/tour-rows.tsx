/**
 * A tour's rows in its form (tour-form.tsx): the day-by-day plan and the included and excluded lines,
 * each row in three languages, added, removed and moved earlier or later by buttons named by the row
 * they act on (the focus stays on the button moved).
 */
import { MAX_TOUR_DAYS, MAX_TOUR_INCLUSIONS } from "@safar/domain";
import { useRef } from "react";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { useLocale } from "../../ui/use-locale";
import { type FormSection, LocalizedFields } from "./admin-fields";
import { movePhoto as moveRow, type TextValues } from "./hotel-admin-rules";
import { newRow, type Row, type TourValues } from "./tour-admin-rules";

const P = "back-office.tours";

type RowList = "plan" | "included" | "excluded";

/** The values of one row as its inputs' names in the form (`plan[1].title.ar`…). */
const rowNamed = (list: RowList, index: number, row: Row): TextValues =>
  Object.fromEntries(Object.entries(row.text).map(([name, value]) => [`${list}[${index}].${name}`, value]));

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
export function PlanRows({ prefix, values, setValues, errors }: FormSection<TourValues>) {
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
export function LineRows({
  list,
  prefix,
  values,
  setValues,
  errors,
}: FormSection<TourValues> & { list: "included" | "excluded" }) {
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
