/**
 * The hotel guest page's fields, inside its react-hook-form context: one lead guest per room (first
 * and last name in Latin letters, the room's occupancy beside its number) and the special requests
 * to the property with the characters left.
 */
import type { HotelRoom } from "@safar/domain/hotel";
import { MAX_SPECIAL_REQUESTS_LENGTH } from "@safar/domain/hotel-order";
import type { Locale } from "@safar/domain/site-config";
import { useFormContext, useWatch } from "react-hook-form";
import { counted } from "../../lib/counted";
import { formatNumber } from "../../lib/format";
import { useTranslation } from "../../lib/use-translation";
import { type HotelGuestsFormValues, specialRequestsLeft } from "./hotel-guests-form";
import { roomOccupancy } from "./hotel-stay-summary";

const NAME_FIELDS = [
  { field: "firstName", label: "booking.passenger.firstName", autoComplete: "given-name" },
  { field: "lastName", label: "booking.passenger.lastName", autoComplete: "family-name" },
] as const;

export function HotelGuestList({ rooms, locale }: { rooms: readonly HotelRoom[]; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="booking-section-title">{t("booking.hotel.guests.title")}</h2>
      <p className="field__hint">{t("booking.hotel.guests.lead")}</p>
      {rooms.map((room, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rooms are fixed by the search
        <GuestFields key={index} index={index} room={room} locale={locale} />
      ))}
    </>
  );
}

function GuestFields({ index, room, locale }: { index: number; room: HotelRoom; locale: Locale }) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<HotelGuestsFormValues>();
  const headingId = `g${index}-title`;
  const guestErrors = errors.guests?.[index];
  return (
    <section className="card booking-passenger" aria-labelledby={headingId} data-room={index}>
      <div className="booking-passenger__head">
        <h3 id={headingId}>{t("booking.hotel.guests.room", { n: formatNumber(index + 1, locale) })}</h3>
        <span className="booking-passenger__band">{roomOccupancy(room, locale, t)}</span>
      </div>
      <div className="booking-fields">
        {NAME_FIELDS.map(({ field, label, autoComplete }) => {
          const id = `g${index}-${field}`;
          const message = guestErrors?.[field]?.message;
          const error = message ? t(message, { defaultValue: t("GENERIC_ERROR") }) : undefined;
          return (
            <div className={`field${error ? " field--invalid" : ""}`} key={field}>
              <label htmlFor={id} className="field__label">
                {t(label)}
              </label>
              <input
                id={id}
                className="input"
                type="text"
                dir="ltr"
                autoComplete={index === 0 ? autoComplete : "off"}
                autoCapitalize="words"
                spellCheck={false}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                aria-required
                {...register(`guests.${index}.${field}`)}
              />
              {error ? (
                <p className="field__error" id={`${id}-error`} role="alert">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
    </section>
  );
}

export function SpecialRequestsField({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<HotelGuestsFormValues>();
  const text = useWatch({ control, name: "specialRequests" });
  const left = specialRequestsLeft(text ?? "");
  const message = errors.specialRequests?.message;
  const error = message ? t(message) : undefined;
  const describedBy = ["hotel-requests-hint", "hotel-requests-left", error ? "hotel-requests-error" : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <section className="card" aria-labelledby="hotel-requests-title">
      <h2 id="hotel-requests-title">
        {t("booking.hotel.requests.title")}{" "}
        <span className="booking-optional">({t("booking.optional")})</span>
      </h2>
      <div className={`field${error ? " field--invalid" : ""}`}>
        <label htmlFor="hotel-requests" className="field__label">
          {t("booking.hotel.requests.label")}
        </label>
        <textarea
          id="hotel-requests"
          className="input"
          rows={3}
          maxLength={MAX_SPECIAL_REQUESTS_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...register("specialRequests")}
        />
        <p className="field__hint" id="hotel-requests-hint">
          {t("booking.hotel.requests.hint")}
        </p>
        <p className="field__hint" id="hotel-requests-left" data-testid="requests-left">
          {counted(t, "booking.hotel.requests.left", Math.max(0, left), locale)}
        </p>
        {error ? (
          <p className="field__error" id="hotel-requests-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </section>
  );
}
