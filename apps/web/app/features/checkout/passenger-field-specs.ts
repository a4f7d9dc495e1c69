/** The passenger inputs' specs: each text field's label, autofill and direction; what a scan fills. */
import type { HTMLAttributes } from "react";
import type { PassengerField } from "./booking-form";
import type { PassportFormFields } from "./passport-scan/passport-form-fields";

export type TextFieldName = Extract<
  PassengerField,
  "firstName" | "lastName" | "firstNameFarsi" | "lastNameFarsi" | "nationalCode" | "passportNumber"
>;

export const TEXT_INPUT: Record<
  TextFieldName,
  Pick<HTMLAttributes<HTMLInputElement>, "inputMode" | "autoCapitalize"> & {
    autoComplete: string;
    dir?: "ltr" | "rtl";
    label: string;
  }
> = {
  firstName: {
    label: "booking.passenger.firstName",
    autoComplete: "given-name",
    dir: "ltr",
    autoCapitalize: "words",
  },
  lastName: {
    label: "booking.passenger.lastName",
    autoComplete: "family-name",
    dir: "ltr",
    autoCapitalize: "words",
  },
  firstNameFarsi: { label: "booking.passenger.firstNameFarsi", autoComplete: "off", dir: "rtl" },
  lastNameFarsi: { label: "booking.passenger.lastNameFarsi", autoComplete: "off", dir: "rtl" },
  nationalCode: {
    label: "booking.passenger.nationalCode",
    autoComplete: "off",
    dir: "ltr",
    inputMode: "numeric",
  },
  passportNumber: {
    label: "booking.passenger.passportNumber",
    autoComplete: "off",
    dir: "ltr",
    autoCapitalize: "characters",
  },
};

/** The fields a passport scan fills, nationality first (it decides the form). */
export const SCANNED_FIELDS = [
  "nationalityCountry",
  "passportIssuingCountry",
  "passportType",
  "firstName",
  "lastName",
  "genderTitle",
  "birthDate",
  "passportNumber",
  "passportExpirationDate",
] as const satisfies readonly (keyof PassportFormFields)[];
