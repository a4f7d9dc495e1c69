/**
 * Passport scan (spec §7 `{images}/Blob/ReadMRZ`): what the machine-readable zone of a passport gives,
 * in the passenger form's shape (the saved-passenger fields), with the gender null when the MRZ says
 * neither M nor F, and the names empty when the name line was doubtful (`namesToCheck`). One
 * definition for the server's answer and the web client's reading of it.
 */
import { z } from "zod";
import { genderSchema } from "./enums";
import { savedPassengerSchema } from "./saved-passenger";

export const scannedPassengerSchema = savedPassengerSchema
  .pick({
    firstName: true,
    lastName: true,
    birthDate: true,
    nationalityCountry: true,
    passportIssuingCountry: true,
    passportType: true,
    passportNumber: true,
    passportExpirationDate: true,
  })
  .extend({
    genderTitle: genderSchema.nullable(),
    /**
     * The name line could not be read with confidence (it has no check digit): firstName and
     * lastName are then empty and the customer is asked to type them as in the passport.
     */
    namesToCheck: z.boolean(),
  });
export type ScannedPassenger = z.infer<typeof scannedPassengerSchema>;

export const scannedPassportSchema = z.object({
  /** The image's place in the request (0-based). */
  index: z.number().int(),
  passenger: scannedPassengerSchema,
  /** The MRZ's own codes: document code (`P`), ICAO issuing state and nationality (`IRQ`, `D`). */
  mrz: z.object({ documentCode: z.string(), issuingState: z.string(), nationality: z.string() }),
});
export type ScannedPassport = z.infer<typeof scannedPassportSchema>;

/** ReadMRZ's answer: one entry per image, in order; null for an image that could not be read. */
export const readMrzResponseSchema = z.object({ passports: z.array(scannedPassportSchema.nullable()) });
export type ReadMrzResponse = z.infer<typeof readMrzResponseSchema>;
