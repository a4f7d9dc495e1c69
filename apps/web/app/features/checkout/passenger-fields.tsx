/**
 * One passenger place of /add-passenger: the fields its form variant shows (route and nationality,
 * see booking-form.ts), the age category the place is for, a saved traveller to fill it from, and
 * whether to save it. Works inside a react-hook-form context holding `passengers` (the booking's
 * form, or the one-passenger form of the saved passengers page, which passes its own field policy,
 * heading and no save option).
 */
import type { Country } from "@safar/domain";
import { CountryId } from "@safar/domain/enum-values";
import type { Locale } from "@safar/domain/site-config";
import { type ReactNode, useDeferredValue, useId, useMemo } from "react";
import { Controller, type FieldPath, useFormContext, useWatch } from "react-hook-form";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import {
  bookingFieldPolicy,
  emptyPassenger,
  type FieldPolicy,
  type PassengerField,
  type PassengerFormValues,
  type PlaceCategory,
  passportTypeFor,
} from "./booking-form";
import { DatePartsField } from "./date-parts-field";
import { errorText } from "./passenger-error-text";
import { SCANNED_FIELDS, TEXT_INPUT, type TextFieldName } from "./passenger-field-specs";
import { PassportScanButton } from "./passport-scan/passport-scan-button";

/** The form values PassengerFields works in (the booking form has its contact besides). */
export type PassengersFormValues = { passengers: PassengerFormValues[] };

/** What decides a saved passenger's fields: its nationality, passport type and number. */
export type PolicyInput = Pick<PassengerFormValues, "nationalityCountry" | "passportType" | "passportNumber">;

export function PassengerFields({
  index,
  number,
  category,
  isDomestic,
  travelDate,
  countries,
  locale,
  onChooseSaved,
  passengerCount,
  fieldPolicy,
  heading,
  saveOption = true,
  labels,
  onScanned,
  children,
}: {
  index: number;
  /** 1-based number of the place within its category. */
  number: number;
  category: PlaceCategory;
  isDomestic: boolean;
  travelDate: string;
  countries: readonly Country[];
  locale: Locale;
  /** Opens the saved travellers to fill this place from (no button without it). */
  onChooseSaved?: () => void;
  /** How many passengers the booking has (a scan may not hold more passports). */
  passengerCount: number;
  /** The fields shown and asked for; the booking's variant (route and nationality) by default. */
  fieldPolicy?: (passenger: PolicyInput) => FieldPolicy;
  /** The section's heading instead of the place's category and number. */
  heading?: ReactNode;
  /** The "save this passenger" check (on by default). */
  saveOption?: boolean;
  /** Label keys instead of the booking's (a visa's names "in Arabic script"). */
  labels?: Partial<Record<TextFieldName, string>>;
  /** Told the passport photo a scan read (a visa application keeps it as a document). */
  onScanned?: (photo: Blob) => void;
  /** Shown at the end of the place's section (a visa traveller's documents). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const idBase = `p${index}`;
  const headingId = useId();
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<PassengersFormValues>();
  const path = <F extends keyof PassengerFormValues>(field: F) =>
    `passengers.${index}.${field}` as const satisfies FieldPath<PassengersFormValues>;

  const nationality = useWatch({ control, name: path("nationalityCountry") });
  const passportType = useWatch({ control, name: path("passportType") });
  const passportNumber = useWatch({ control, name: path("passportNumber") });
  const savedId = useWatch({ control, name: path("savedId") });
  const birthDate = useWatch({ control, name: path("birthDate") });
  const issuingCountry = useWatch({ control, name: path("passportIssuingCountry") });
  // Some 250 countries in each of two lists were ~40 ms of the form's first style and layout at a
  // phone's CPU (decision 031): the first render lists the markets and the countries chosen, the
  // rest come in a background render right after (their order kept, so they are only inserted).
  const chosenFirst = useMemo(
    () =>
      countries.filter(
        (country) =>
          country.id === CountryId.Iraq ||
          country.id === CountryId.Iran ||
          String(country.id) === nationality ||
          String(country.id) === issuingCountry,
      ),
    [countries, nationality, issuingCountry],
  );
  const listedCountries = useDeferredValue(countries, chosenFirst);
  const policy = fieldPolicy
    ? fieldPolicy({ nationalityCountry: nationality, passportType, passportNumber })
    : bookingFieldPolicy(isDomestic, { nationalityCountry: nationality });
  const { shown, required } = policy;
  const fieldErrors = errors.passengers?.[index];
  const errorOf = (field: PassengerField) =>
    errorText(t, locale, fieldErrors?.[field]?.message, { birthDate, travelDate, category });

  const travelYear = Number(travelDate.slice(0, 4)) || new Date().getFullYear();
  const thisYear = new Date().getFullYear();
  const title = t("booking.passenger.title", {
    type: t(`booking.category.${category}`),
    n: formatNumber(number, locale),
  });

  const label = (field: PassengerField, key: string) => {
    const need = policy.need(field);
    return (
      <>
        {t(key)}
        {need === "required" ? null : (
          <span className="booking-optional">
            {" "}
            ({t(need === "oneOfIds" ? "booking.oneOfIds" : "booking.optional")})
          </span>
        )}
      </>
    );
  };

  const textField = (field: TextFieldName) => {
    const spec = TEXT_INPUT[field];
    const id = `${idBase}-${field}`;
    const error = errorOf(field);
    return (
      <div className={`field${error ? " field--invalid" : ""}`} key={field}>
        <label htmlFor={id} className="field__label">
          {label(field, labels?.[field] ?? spec.label)}
        </label>
        <input
          id={id}
          className="input"
          type="text"
          dir={spec.dir}
          autoComplete={spec.autoComplete}
          autoCapitalize={spec.autoCapitalize}
          inputMode={spec.inputMode}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required.has(field) || undefined}
          {...register(path(field))}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  /** A day/month/year date of the passenger (Jalali in Persian), as the form's controlled value. */
  const dateField = (
    field: "birthDate" | "passportExpirationDate",
    key: string,
    range: { fromYear: number; toYear: number; required: boolean; newestFirst?: boolean },
  ) => (
    <Controller
      control={control}
      name={path(field)}
      render={({ field: input }) => (
        <DatePartsField
          id={`${idBase}-${field}`}
          label={t(key)}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          locale={locale}
          fromYear={range.fromYear}
          toYear={range.toYear}
          {...(range.newestFirst === undefined ? {} : { newestFirst: range.newestFirst })}
          required={range.required}
          error={errorOf(field)}
        />
      )}
    />
  );

  const countrySelect = (field: "nationalityCountry" | "passportIssuingCountry", key: string) => {
    const id = `${idBase}-${field}`;
    const error = errorOf(field);
    const registration = register(path(field), {
      onChange:
        field === "nationalityCountry"
          ? (event: { target: { value: string } }) => {
              // The passport type and issuing country follow the nationality until the customer sets them.
              const value = event.target.value;
              const current = getValues(`passengers.${index}`);
              if (!current.passportNumber) setValue(path("passportType"), passportTypeFor(value));
              if (!current.passportIssuingCountry) setValue(path("passportIssuingCountry"), value);
            }
          : undefined,
    });
    return (
      <div className={`field${error ? " field--invalid" : ""}`} key={field}>
        <label htmlFor={id} className="field__label">
          {label(field, key)}
        </label>
        <select
          id={id}
          className="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-required={required.has(field) || undefined}
          {...registration}
        >
          <option value="">{t("booking.passenger.choose")}</option>
          {listedCountries.map((country) => (
            <option key={country.id} value={String(country.id)}>
              {country.name[locale] || country.name.en}
            </option>
          ))}
        </select>
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const genderError = errorOf("genderTitle");
  const passportTypeError = errorOf("passportType");
  const bothIds = shown.has("nationalCode") && shown.has("passportNumber");

  return (
    <section className="card booking-passenger" aria-labelledby={headingId} data-place={index}>
      <div className="booking-passenger__head">
        <h3 id={headingId}>
          {heading ?? (
            <>
              {title} <span className="booking-passenger__band">({t(`booking.band.${category}`)})</span>
            </>
          )}
        </h3>
        {onChooseSaved ? (
          <button
            type="button"
            className="button button--ghost booking-passenger__saved-button"
            onClick={onChooseSaved}
          >
            {t("booking.saved.open")}
          </button>
        ) : null}
      </div>
      <PassportScanButton
        passengerCount={passengerCount}
        passengerLabel={title}
        onRead={(fields, _passenger, photo) => {
          // Nationality first: it can change which form (and fields) this place shows.
          for (const name of SCANNED_FIELDS) {
            if (fields[name] !== "")
              setValue(path(name), fields[name], { shouldValidate: true, shouldDirty: true });
          }
          setValue(path("savedId"), "");
          onScanned?.(photo);
        }}
      />
      {savedId && onChooseSaved ? (
        <p className="booking-passenger__from-saved">
          {t("booking.passenger.fromSaved")}{" "}
          <button
            type="button"
            className="link-button"
            onClick={() => setValue(`passengers.${index}`, emptyPassenger(), { shouldDirty: true })}
          >
            {t("booking.passenger.clear")}
          </button>
        </p>
      ) : null}

      <div className="booking-fields">
        {textField("firstName")}
        {textField("lastName")}
        {shown.has("firstNameFarsi") ? textField("firstNameFarsi") : null}
        {shown.has("lastNameFarsi") ? textField("lastNameFarsi") : null}

        <fieldset
          className={`field booking-radios${genderError ? " field--invalid" : ""}`}
          aria-describedby={genderError ? `${idBase}-genderTitle-error` : undefined}
        >
          <legend className="field__label">{t("booking.passenger.gender")}</legend>
          <div className="booking-radios__options">
            {(["Male", "Female"] as const).map((gender) => (
              <label key={gender} className="booking-radio">
                <input type="radio" value={gender} {...register(path("genderTitle"))} />
                <span>{t(`booking.passenger.genders.${gender}`)}</span>
              </label>
            ))}
          </div>
          {genderError ? (
            <p className="field__error" id={`${idBase}-genderTitle-error`} role="alert">
              {genderError}
            </p>
          ) : null}
        </fieldset>

        {dateField("birthDate", "booking.passenger.birthDate", {
          fromYear: travelYear - 110,
          toYear: travelYear,
          required: true,
        })}

        {countrySelect("nationalityCountry", "booking.passenger.nationality")}
        {bothIds ? <p className="field__hint booking-fields__note">{t("booking.passenger.idHint")}</p> : null}
        {shown.has("nationalCode") ? textField("nationalCode") : null}

        <div className={`field${passportTypeError ? " field--invalid" : ""}`}>
          <label htmlFor={`${idBase}-passportType`} className="field__label">
            {t("booking.passenger.passportType")}
          </label>
          <select id={`${idBase}-passportType`} className="input" {...register(path("passportType"))}>
            {(["IraqPassport", "IranianPassport", "OtherCountries"] as const).map((type) => (
              <option key={type} value={type}>
                {t(`booking.passenger.passportTypes.${type}`)}
              </option>
            ))}
          </select>
          {passportTypeError ? (
            <p className="field__error" role="alert">
              {passportTypeError}
            </p>
          ) : null}
        </div>
        {textField("passportNumber")}
        {countrySelect("passportIssuingCountry", "booking.passenger.issuingCountry")}
        {dateField("passportExpirationDate", "booking.passenger.expiry", {
          fromYear: thisYear,
          toYear: thisYear + 15,
          newestFirst: false,
          required: required.has("passportExpirationDate"),
        })}
      </div>

      {children}

      {saveOption ? (
        <label className="booking-check">
          <input type="checkbox" {...register(path("save"))} />
          <span>{t(savedId ? "booking.passenger.update" : "booking.passenger.save")}</span>
        </label>
      ) : null}
    </section>
  );
}
