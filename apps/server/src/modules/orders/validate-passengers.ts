/**
 * The passengers of an order being submitted, checked against the spec's passenger forms: each
 * with the form its route and nationality call for, then the age categories counted against the
 * search. Errors are keyed per passenger field (`passengers[0].passportNumber`).
 */
import {
  AgeCategory,
  type FlightOrderPassenger,
  flightPassengerForm,
  flightPassengerRequiredFields,
  type PassengerCounts,
  passengerSchemaRequiring,
} from "@safar/domain";
import { OrderMessageKey } from "@safar/domain/user-messages";
import type { EnvelopeError } from "../../platform/errors";
import { AppError } from "../../platform/errors";

/**
 * Each passenger validated with the form its route and nationality call for (age category judged on
 * the travel date), then the categories counted against the search.
 */
export function validatePassengers(
  input: Record<string, unknown>[],
  counts: PassengerCounts,
  travelDate: string,
  isDomestic: boolean,
) {
  const errors: EnvelopeError[] = [];
  const out: FlightOrderPassenger[] = [];
  input.forEach((raw, index) => {
    const fields = flightPassengerRequiredFields(flightPassengerForm(isDomestic, raw.nationalityCountry));
    const result = passengerSchemaRequiring(fields, { travelDate }).safeParse(raw);
    if (!result.success) {
      const byField = new Map<string, string[]>();
      for (const issue of result.error.issues) {
        const key = `passengers[${index}].${issue.path.map(String).join(".")}`;
        const list = byField.get(key) ?? [];
        if (!list.includes(issue.message)) list.push(issue.message);
        byField.set(key, list);
      }
      for (const [key, messages] of byField) errors.push({ key, messages });
      return;
    }
    const p = result.data;
    out.push({
      firstName: p.firstName ?? "",
      lastName: p.lastName ?? "",
      firstNameFarsi: p.firstNameFarsi ?? null,
      lastNameFarsi: p.lastNameFarsi ?? null,
      genderTitle: p.genderTitle ?? "",
      birthDate: p.birthDate ?? "",
      nationalCode: p.nationalCode ?? null,
      nationalityCountry: p.nationalityCountry ?? null,
      passportIssuingCountry: p.passportIssuingCountry ?? null,
      passportType: p.passportType ?? null,
      passportNumber: p.passportNumber ?? null,
      passportExpirationDate: p.passportExpirationDate ?? null,
      type: p.type ?? AgeCategory.Unknown,
    });
  });
  if (errors.length > 0) throw new AppError("validation", errors);
  const got = { adults: 0, children: 0, infants: 0 };
  for (const p of out) {
    if (p.type === AgeCategory.Adult) got.adults++;
    else if (p.type === AgeCategory.Child) got.children++;
    else if (p.type === AgeCategory.Infant) got.infants++;
  }
  if (got.adults !== counts.adults || got.children !== counts.children || got.infants !== counts.infants)
    throw AppError.single("validation", "passengers", OrderMessageKey.PASSENGER_COUNT_MISMATCH);
  return out;
}
