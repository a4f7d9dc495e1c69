import {
  BookingMessageKey,
  calendarDateIn,
  MAX_SAVED_PASSENGERS,
  type Passenger,
  pathToKey,
  type SavedPassenger,
  savedPassengerSchemaFor,
} from "@safar/domain";
import { UserMessageKey } from "@safar/domain/user-messages";
import { AppError, type EnvelopeError } from "../../platform/errors";
import type { PassengersRepository, SavedPassengerRow, SavedPassengerValues } from "./passengers.repository";

const countryOut = (value: string | null) =>
  value === null ? null : /^\d+$/.test(value) ? Number(value) : value;

function toSavedPassenger(row: SavedPassengerRow): SavedPassenger {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    firstNameFarsi: row.firstNameFarsi,
    lastNameFarsi: row.lastNameFarsi,
    genderTitle: row.genderTitle,
    birthDate: row.birthDate,
    nationalCode: row.nationalCode,
    nationalityCountry: countryOut(row.nationalityCountry),
    passportIssuingCountry: countryOut(row.passportIssuingCountry),
    passportType: row.passportType,
    passportNumber: row.passportNumber,
    passportExpirationDate: row.passportExpirationDate,
    passportExpirationDateType: row.passportExpirationDateType,
    type: row.type,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The validated form (every required field present, see the domain schema) as table values. */
function toValues(p: Passenger): SavedPassengerValues {
  const required = <T>(value: T | undefined, field: string): T => {
    if (value === undefined) throw new Error(`validated passenger without ${field}`);
    return value;
  };
  return {
    firstName: required(p.firstName, "firstName"),
    lastName: required(p.lastName, "lastName"),
    firstNameFarsi: p.firstNameFarsi ?? null,
    lastNameFarsi: p.lastNameFarsi ?? null,
    genderTitle: required(p.genderTitle, "genderTitle"),
    birthDate: required(p.birthDate, "birthDate"),
    nationalCode: p.nationalCode ?? null,
    nationalityCountry: p.nationalityCountry === undefined ? null : String(p.nationalityCountry),
    passportIssuingCountry: p.passportIssuingCountry === undefined ? null : String(p.passportIssuingCountry),
    passportType: p.passportType ?? null,
    passportNumber: p.passportNumber ?? null,
    passportExpirationDate: p.passportExpirationDate ?? null,
    passportExpirationDateType: p.passportExpirationDateType ?? null,
    type: required(p.type, "type"),
  };
}

export function createPassengersService(
  repository: PassengersRepository,
  now: () => Date = () => new Date(),
) {
  /**
   * Another customer's passenger is answered as one that does not exist: 404, never 403 and never
   * its data. Every read and write is scoped to the customer in one statement, so there is no
   * separate ownership check that could tell the two apart (or race the write).
   */
  const notFound = () => AppError.single("not_found", "id", BookingMessageKey.PASSENGER_NOT_FOUND);

  return {
    async list(userId: string): Promise<SavedPassenger[]> {
      return (await repository.listByUser(userId)).map(toSavedPassenger);
    },

    /**
     * Saves a new passenger (no id) or updates the customer's own (id). The form is validated by the
     * domain's saved-passenger rules on `travelDate` (today in Baghdad when absent); errors carry
     * `passenger.<field>` keys and spec §5 messages.
     */
    async addOrUpdate(
      userId: string,
      input: {
        passenger: Record<string, unknown> & { id?: string | undefined };
        travelDate?: string | undefined;
      },
    ): Promise<SavedPassenger> {
      const { id, ...form } = input.passenger;
      const travelDate = input.travelDate ?? calendarDateIn(now()) ?? new Date().toISOString().slice(0, 10);
      const parsed = savedPassengerSchemaFor(form, { travelDate }).safeParse(form);
      if (!parsed.success) {
        const byKey = new Map<string, string[]>();
        for (const issue of parsed.error.issues) {
          const key = pathToKey(["passenger", ...issue.path]);
          const messages = byKey.get(key) ?? [];
          if (!messages.includes(issue.message)) messages.push(issue.message);
          byKey.set(key, messages);
        }
        const errors: EnvelopeError[] = [...byKey].map(([key, messages]) => ({ key, messages }));
        throw new AppError("validation", errors);
      }
      const values = toValues(parsed.data);
      if (id) {
        const row = await repository.update(id, userId, values);
        if (!row) throw notFound();
        return toSavedPassenger(row);
      }
      const row = await repository.insertWithinLimit(userId, values, MAX_SAVED_PASSENGERS);
      if (!row) {
        throw AppError.single(
          "business",
          "passenger",
          UserMessageKey.CANNOT_ADD_TRAVELER,
          "saved passenger limit",
        );
      }
      return toSavedPassenger(row);
    },

    /** Deletes the customer's own passenger; 404 for an unknown id or another customer's. */
    async delete(userId: string, id: string): Promise<void> {
      if (!(await repository.delete(id, userId))) throw notFound();
    },
  };
}

export type PassengersService = ReturnType<typeof createPassengersService>;
