import {
  MAX_ADULTS_PER_ROOM,
  MAX_CHILD_AGE,
  MAX_CHILDREN_PER_ROOM,
  MAX_HOTEL_ROOMS,
  MIN_CHILD_AGE,
} from "@safar/domain/hotel-rules";
import type { Locale } from "@safar/domain/site-config";
import { useEffect, useId, useRef } from "react";
import { counted } from "../../lib/counted";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import {
  addRoom,
  type HotelSearchForm,
  removeRoom,
  setAdults,
  setChildAge,
  setChildren,
} from "./hotel-search-form";
import { roomsSummary } from "./rooms-summary";

/** Where the panel floats over the page (hotels.css) instead of opening in the form's flow. */
const FLOATING_PANEL = "(min-width: 768px)";

const AGES = Array.from({ length: MAX_CHILD_AGE - MIN_CHILD_AGE + 1 }, (_, i) => MIN_CHILD_AGE + i);

function Stepper({
  label,
  hint,
  value,
  min,
  max,
  locale,
  name,
  error,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  locale: Locale;
  /** The name of the button an error of this count focuses (adding when too few, removing when too many). */
  name: string;
  error?: string | undefined;
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tooFew = value < min;
  return (
    <div className={`hotel-count${error ? " field--invalid" : ""}`}>
      <div>
        <span id={`${id}-label`} className="hotel-count__label">
          {label}
        </span>
        {hint ? <span className="hotel-count__hint">{hint}</span> : null}
      </div>
      <div className="hotel-stepper">
        <button
          type="button"
          className="hotel-stepper__button"
          name={tooFew ? undefined : name}
          aria-label={t("hotels.search.removeOne", { kind: label })}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className="hotel-stepper__value" aria-live="polite">
          {formatNumber(value, locale)}
        </output>
        <button
          type="button"
          className="hotel-stepper__button"
          name={tooFew ? name : undefined}
          aria-label={t("hotels.search.addOne", { kind: label })}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          +
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error hotel-count__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Rooms and guests (spec §3, §5): 1 to 5 rooms, in each 1 to 4 adults and 0 to 6 children, and for
 * every child an age from 0 to 17 that must be chosen. A disclosure in the form (not an overlay), so
 * an error of a room is shown under its field and focus can go to it.
 */
export function RoomsPicker({
  form,
  locale,
  open,
  onOpenChange,
  errorFor,
  roomErrors,
  onChange,
}: {
  form: HotelSearchForm;
  locale: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  errorFor: (field: string) => string | undefined;
  /** Whether a room's own field has an error (told under the button while the panel is closed). */
  roomErrors: boolean;
  onChange: (form: HotelSearchForm) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const roomsError = errorFor("rooms");
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useRef(() => {});
  close.current = () => onOpenChange(false);

  // Escape closes the panel (focus back on its button); a click outside closes it where it floats
  // over the page (wide screens), not where it sits in the form's flow (phones).
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !root.current?.contains(event.target as Node)) return;
      event.preventDefault();
      close.current();
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!window.matchMedia(FLOATING_PANEL).matches) return;
      if (root.current && !root.current.contains(event.target as Node)) close.current();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);
  return (
    <div ref={root} className={`field hotel-rooms${roomsError || roomErrors ? " field--invalid" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {t("hotels.search.roomsAndGuests")}
      </span>
      <button
        ref={button}
        type="button"
        name="rooms"
        className="input hotel-rooms__button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-labelledby={`${id}-label ${id}-summary`}
        aria-describedby={roomsError || (roomErrors && !open) ? `${id}-error` : undefined}
        onClick={() => onOpenChange(!open)}
      >
        <span id={`${id}-summary`}>{roomsSummary(form.rooms, locale, t)}</span>
        <span aria-hidden="true" className="hotel-rooms__chevron">
          ▾
        </span>
      </button>
      {roomsError || (roomErrors && !open) ? (
        <p id={`${id}-error`} className="field__error">
          {roomsError ?? t("hotels.search.roomsHaveErrors")}
        </p>
      ) : null}
      <div id={`${id}-panel`} className="hotel-rooms__panel" hidden={!open}>
        {form.rooms.map((room, index) => (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: rooms are positions
            key={index}
            className="hotel-room"
          >
            <legend className="hotel-room__title">
              {t("hotels.search.roomN", { n: formatNumber(index + 1, locale) })}
            </legend>
            {form.rooms.length > 1 ? (
              <button
                type="button"
                className="link-button hotel-room__remove"
                onClick={() => onChange(removeRoom(form, index))}
              >
                {t("hotels.search.removeRoom", { n: formatNumber(index + 1, locale) })}
              </button>
            ) : null}
            <Stepper
              label={t("hotels.search.adults")}
              hint={t("hotels.search.adultsHint")}
              value={room.adults}
              min={1}
              max={MAX_ADULTS_PER_ROOM}
              locale={locale}
              name={`rooms.${index}.adults`}
              error={errorFor(`rooms.${index}.adults`)}
              onChange={(n) => onChange(setAdults(form, index, n))}
            />
            <Stepper
              label={t("hotels.search.children")}
              hint={t("hotels.search.childrenHint")}
              value={room.childAges.length}
              min={0}
              max={MAX_CHILDREN_PER_ROOM}
              locale={locale}
              name={`rooms.${index}.childAges`}
              error={errorFor(`rooms.${index}.childAges`)}
              onChange={(n) => onChange(setChildren(form, index, n))}
            />
            {room.childAges.length ? (
              <div className="hotel-room__ages">
                {room.childAges.map((age, child) => {
                  const field = `rooms.${index}.childAges.${child}`;
                  const error = errorFor(field);
                  const selectId = `${id}-age-${index}-${child}`;
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: children are positions
                      key={child}
                      className={`field hotel-age${error ? " field--invalid" : ""}`}
                    >
                      <label className="hotel-age__label" htmlFor={selectId}>
                        {t("hotels.search.childAge", { n: formatNumber(child + 1, locale) })}
                      </label>
                      <select
                        id={selectId}
                        name={field}
                        className="input"
                        value={age === null ? "" : String(age)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${selectId}-error` : undefined}
                        onChange={(event) =>
                          onChange(
                            setChildAge(
                              form,
                              index,
                              child,
                              event.target.value === "" ? null : Number(event.target.value),
                            ),
                          )
                        }
                      >
                        <option value="">{t("hotels.search.chooseAge")}</option>
                        {AGES.map((n) => (
                          <option key={n} value={n}>
                            {n === 0
                              ? t("hotels.search.underOne")
                              : counted(t, "hotels.count.years", n, locale)}
                          </option>
                        ))}
                      </select>
                      {error ? (
                        <p id={`${selectId}-error`} className="field__error">
                          {error}
                        </p>
                      ) : null}
                    </div>
                  );
                })}
              </div>
            ) : null}
          </fieldset>
        ))}
        <div className="hotel-rooms__actions">
          {form.rooms.length < MAX_HOTEL_ROOMS ? (
            <button type="button" className="button button--ghost" onClick={() => onChange(addRoom(form))}>
              + {t("hotels.search.addRoom")}
            </button>
          ) : null}
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              onOpenChange(false);
              button.current?.focus();
            }}
          >
            {t("hotels.search.done")}
          </button>
        </div>
      </div>
    </div>
  );
}
