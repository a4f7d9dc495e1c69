/**
 * A new charter flight, direct or with up to two stops on the way: airline code and number, the
 * airports (found in the storefront's airport list, which gives their names and clocks), departure,
 * each stop's landing and leaving, and arrival as each airport's clock shows them, the aircraft and its seats on sale, cabin, fare class, baggage, the
 * cancellation rule set and the fares per age category in USD. The form's own checks and the server's
 * refusals land on their fields, in the page's language, from the message keys.
 */
import { type Airport, CHARTER_MAX_STOPS, type CharterReferences, localizeDigits } from "@safar/domain";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { formatNumber, listSeparator } from "../../lib/format";
import { showToast } from "../../lib/toast";
import { useFormSubmit } from "../../lib/use-form-submit";
import { useTranslation } from "../../lib/use-translation";
import { Field, inputProps } from "../../ui/form-field";
import { useLocale } from "../../ui/use-locale";
import {
  CHARTER_FIELDS,
  type CharterFormValues,
  checkCharter,
  emptyCharterForm,
  type StopSlot,
  stopsInUse,
} from "./charter-rules";
import { createCharterFlight, findAirport } from "./charters-api";

type Lookup = { code: string; airport: Airport | null };
/** An airport field of the form: an end of the flight or a stop's slot. */
type End = "origin" | "destination" | `stops[${StopSlot}]`;
const airportField = (end: End) =>
  (end === "origin" || end === "destination" ? end : `${end}.airport`) as keyof CharterFormValues;
const STOP_PARTS = ["airport", "arrivalDate", "arrivalTime", "departureDate", "departureTime"] as const;

export function CharterForm({
  references,
  onCreated,
}: {
  references: CharterReferences;
  onCreated: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The airports found so far (read by the check when the form is sent).
  const lookups = useRef<Partial<Record<End, Lookup>>>({});
  const [airports, setAirports] = useState<Partial<Record<End, Lookup>>>({});
  // After a refused send, the first field in error gets the focus (once its error is rendered).
  const focusError = useRef(false);
  const form = useFormSubmit(
    {
      ...emptyCharterForm,
      // Shown in the page's digits, as the operator would type them.
      baggageAmount: localizeDigits(emptyCharterForm.baggageAmount, locale),
      cancellationRuleSet: references.ruleSets[0] ?? "",
    } as CharterFormValues,
    {
      check: (values: CharterFormValues) => {
        const zone = (end: End) => {
          const found = lookups.current[end];
          return found && found.code === values[airportField(end)].trim().toUpperCase() && found.airport
            ? found.airport.timeZone
            : undefined;
        };
        return checkCharter(values, {
          zones: {
            origin: zone("origin"),
            destination: zone("destination"),
            stops: [zone("stops[0]"), zone("stops[1]")],
          },
          aircraft: references.aircraft,
          now: Date.now(),
        });
      },
      fields: CHARTER_FIELDS,
      reset: true,
      send: async (data) => {
        const flight = await createCharterFlight(data);
        void showToast("success", t("back-office.charters.created", { number: flight.flightNumber }));
        lookups.current = {};
        setAirports({});
        onCreated();
      },
    },
  );

  /** Finds the airport typed (three letters) unless it is the one found already. */
  const lookUp = async (end: End, text: string) => {
    const code = text.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(code) || lookups.current[end]?.code === code) return;
    let airport: Airport | null = null;
    try {
      airport = await findAirport(code);
    } catch {
      return; // Not known yet: the check names the airport, and sending asks again.
    }
    lookups.current = { ...lookups.current, [end]: { code, airport } };
    setAirports(lookups.current);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const ends: End[] = ["origin", "destination", ...stops.map((i) => `stops[${i}]` as const)];
    await Promise.all(ends.map((end) => lookUp(end, form.values[airportField(end)])));
    focusError.current = true;
    await form.submit();
  };
  useEffect(() => {
    if (!focusError.current || Object.keys(form.errors).length === 0) return;
    focusError.current = false;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.errors]);

  const error = (name: string) => (form.errors[name] ? t(form.errors[name] as string) : undefined);
  const control = (name: keyof CharterFormValues, errorOf: string = name) => ({
    ...inputProps(`${id}-${name}`, error(errorOf)),
    name,
    className: "input",
    value: form.values[name],
    onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
  });
  const text = (
    name: keyof CharterFormValues,
    label: string,
    extra: Record<string, unknown> = {},
    hint?: ReactNode,
  ) => (
    <Field id={`${id}-${name}`} label={label} error={error(name)} hint={hint}>
      <input {...control(name)} autoComplete="off" spellCheck={false} {...extra} />
    </Field>
  );
  const airportHint = (end: End) => {
    const found = airports[end];
    if (!found || found.code !== form.values[airportField(end)].trim().toUpperCase())
      return t("back-office.charters.airportHint");
    if (!found.airport) return undefined;
    const name = found.airport.name[locale] ?? found.airport.name.en ?? found.code;
    const city = found.airport.cityName[locale] ?? found.airport.cityName.en ?? "";
    return t("back-office.charters.airportFound", {
      name: city && city !== name ? `${name}${listSeparator(locale)}${city}` : name,
      zone: found.airport.timeZone ?? "Asia/Baghdad",
    });
  };
  /** A day and a time on an airport's clock (`prefix` + Date/Time), its error under `at`. */
  const clock = (legend: string, prefix: string, at: string) => {
    const fieldError = error(at);
    const date = `${prefix}Date` as keyof CharterFormValues;
    const time = `${prefix}Time` as keyof CharterFormValues;
    return (
      <fieldset className="bo-fieldset" aria-describedby={fieldError ? `${id}-${at}-error` : undefined}>
        <legend>{legend}</legend>
        <div className="bo-pair">
          <Field id={`${id}-${date}`} label={t("back-office.charters.fields.date")}>
            <input {...control(date, at)} type="date" />
          </Field>
          <Field id={`${id}-${time}`} label={t("back-office.charters.fields.time")}>
            <input {...control(time, at)} type="time" />
          </Field>
        </div>
        {fieldError ? (
          <p className="field__error" id={`${id}-${at}-error`} role="alert">
            {fieldError}
          </p>
        ) : null}
      </fieldset>
    );
  };
  const shown = (code: string) => code.trim().toUpperCase() || "—";

  const stops = stopsInUse(form.values);
  const addStop = () => {
    form.setValue("stopCount", String(stops.length + 1));
    // The new stop's airport field takes the focus once it is there.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>(`[name="stops[${stops.length}].airport"]`)?.focus(),
    );
  };
  /** Removes stop `i`; the stops after it move up a slot (their airports found again when sent). */
  const removeStop = (i: StopSlot) => {
    for (const slot of stops.slice(i))
      for (const part of STOP_PARTS) {
        const next = form.values[`stops[${slot + 1}].${part}` as keyof CharterFormValues] ?? "";
        form.setValue(`stops[${slot}].${part}` as keyof CharterFormValues, next);
      }
    form.setValue("stopCount", String(stops.length - 1));
    lookups.current = { origin: lookups.current.origin, destination: lookups.current.destination };
    setAirports(lookups.current);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[data-add-stop]")?.focus());
  };
  const stop = (i: StopSlot) => {
    const end = `stops[${i}]` as const;
    const airport = shown(form.values[`${end}.airport`]);
    const number = localizeDigits(String(i + 1), locale);
    return (
      <fieldset key={i} className="bo-fieldset bo-stop" data-testid={`bo-charter-stop-${i}`}>
        <legend>{t("back-office.charters.stop", { number })}</legend>
        {text(
          `${end}.airport`,
          t("back-office.charters.fields.stopAirport"),
          { dir: "ltr", maxLength: 3, onBlur: () => void lookUp(end, form.values[`${end}.airport`]) },
          airportHint(end),
        )}
        {clock(
          t("back-office.charters.fields.stopArrival", { airport }),
          `${end}.arrival`,
          `${end}.arrivalAt`,
        )}
        {clock(
          t("back-office.charters.fields.stopDeparture", { airport }),
          `${end}.departure`,
          `${end}.departureAt`,
        )}
        <button type="button" className="button" onClick={() => removeStop(i)}>
          {t("back-office.charters.removeStop", { number })}
        </button>
      </fieldset>
    );
  };

  return (
    <section className="card bo-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("back-office.charters.createTitle")}</h2>
      <p className="bo-muted">{t("back-office.charters.createLead")}</p>
      <form
        ref={formRef}
        className="bo-form bo-form--grid bo-charter-form"
        onSubmit={(event) => void send(event)}
        noValidate
        data-testid="bo-charter-form"
      >
        <div className="bo-pair">
          {text("airlineCode", t("back-office.charters.fields.airlineCode"), { dir: "ltr", maxLength: 2 })}
          {text("flightNumber", t("back-office.charters.fields.flightNumber"), {
            inputMode: "numeric",
            maxLength: 4,
          })}
        </div>
        <div className="bo-pair">
          {text(
            "origin",
            t("back-office.charters.fields.origin"),
            { dir: "ltr", maxLength: 3, onBlur: () => void lookUp("origin", form.values.origin) },
            airportHint("origin"),
          )}
          {text(
            "destination",
            t("back-office.charters.fields.destination"),
            { dir: "ltr", maxLength: 3, onBlur: () => void lookUp("destination", form.values.destination) },
            airportHint("destination"),
          )}
        </div>
        {clock(
          t("back-office.charters.fields.departure", { airport: shown(form.values.origin) }),
          "departure",
          "departureAt",
        )}
        {stops.map(stop)}
        {clock(
          t("back-office.charters.fields.arrival", { airport: shown(form.values.destination) }),
          "arrival",
          "arrivalAt",
        )}
        {error("stops") ? (
          <p className="field__error" role="alert">
            {error("stops")}
          </p>
        ) : null}
        {stops.length < CHARTER_MAX_STOPS ? (
          <div className="bo-stop-add">
            <button type="button" className="button" data-add-stop onClick={addStop}>
              {t("back-office.charters.addStop")}
            </button>
            <p className="field__hint">{t("back-office.charters.stopsHint")}</p>
          </div>
        ) : null}
        <div className="bo-pair">
          <Field
            id={`${id}-aircraftCode`}
            label={t("back-office.charters.fields.aircraft")}
            error={error("aircraftCode")}
          >
            <select {...control("aircraftCode")}>
              <option value="">{t("back-office.charters.choose")}</option>
              {references.aircraft.map((plane) => (
                <option key={plane.code} value={plane.code}>
                  {t("back-office.charters.aircraftOption", {
                    name: plane.name,
                    seats: formatNumber(plane.seatCount, locale),
                  })}
                </option>
              ))}
            </select>
          </Field>
          {text("seats", t("back-office.charters.fields.seats"), { inputMode: "numeric", maxLength: 4 })}
        </div>
        <div className="bo-pair">
          <Field
            id={`${id}-cabinClass`}
            label={t("back-office.charters.fields.cabin")}
            error={error("cabinClass")}
          >
            <select {...control("cabinClass")}>
              {["1", "2", "3"].map((value) => (
                <option key={value} value={value}>
                  {t(`back-office.charters.cabin.${value}`)}
                </option>
              ))}
            </select>
          </Field>
          {text("fareClass", t("back-office.charters.fields.fareClass"), { dir: "ltr", maxLength: 1 })}
        </div>
        <div className="bo-pair">
          {text("baggageAmount", t("back-office.charters.fields.baggage"), {
            inputMode: "numeric",
            maxLength: 2,
          })}
          <Field
            id={`${id}-baggageUnit`}
            label={t("back-office.charters.fields.baggageUnit")}
            error={error("baggageUnit")}
          >
            <select {...control("baggageUnit")}>
              <option value="Kg">{t("back-office.charters.baggage.Kg")}</option>
              <option value="Pc">{t("back-office.charters.baggage.Pc")}</option>
            </select>
          </Field>
        </div>
        <Field
          id={`${id}-cancellationRuleSet`}
          label={t("back-office.charters.fields.ruleSet")}
          error={error("cancellationRuleSet")}
        >
          <select {...control("cancellationRuleSet")}>
            <option value="">{t("back-office.charters.choose")}</option>
            {references.ruleSets.map((set) => (
              <option key={set} value={set}>
                {set}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="bo-fieldset bo-fares">
          <legend>{t("back-office.charters.fares")}</legend>
          <div className="bo-triple">
            {(["adult", "child", "infant"] as const).map((age) => (
              <Field
                key={age}
                id={`${id}-fares.${age}`}
                label={t(`back-office.charters.fields.${age}`)}
                error={error(`fares.${age}`)}
              >
                <input {...control(`fares.${age}`)} inputMode="decimal" autoComplete="off" maxLength={12} />
              </Field>
            ))}
          </div>
          <p className="field__hint">{t("back-office.charters.faresHint")}</p>
        </fieldset>
        <div className="bo-form__actions">
          <button type="submit" className="button button--primary" disabled={form.busy} aria-busy={form.busy}>
            {t("back-office.charters.create")}
          </button>
        </div>
      </form>
    </section>
  );
}
