import type { AgeCategory } from "@safar/domain";
import { sql } from "drizzle-orm";
import { index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./schema-accounts";

/**
 * The customer's saved passengers (spec §3 passenger form fields; dates are `YYYY-MM-DD`, countries
 * as the form sent them: a country id or code).
 */
export const savedPassengers = pgTable(
  "saved_passengers",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    firstNameFarsi: text("first_name_farsi"),
    lastNameFarsi: text("last_name_farsi"),
    genderTitle: text("gender_title", { enum: ["Male", "Female"] }).notNull(),
    birthDate: text("birth_date").notNull(),
    nationalCode: text("national_code"),
    nationalityCountry: text("nationality_country"),
    passportIssuingCountry: text("passport_issuing_country"),
    passportType: text("passport_type", { enum: ["IraqPassport", "IranianPassport", "OtherCountries"] }),
    passportNumber: text("passport_number"),
    passportExpirationDate: text("passport_expiration_date"),
    passportExpirationDateType: text("passport_expiration_date_type", { enum: ["gregorian", "jalali"] }),
    /** Age category (spec §3: Adult=1, Child=2, Infant=3). */
    type: smallint("type").$type<AgeCategory>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("saved_passengers_user_idx").on(table.userId, table.createdAt)],
);
